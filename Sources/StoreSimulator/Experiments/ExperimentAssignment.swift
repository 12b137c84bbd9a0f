/// Which variant of an experiment a customer gets: a pure function of the
/// experiment and the app user ID, the same on every run and every machine.
///
/// Swift's `Hasher` is seeded per process, so it cannot decide anything that
/// must hold across launches; this uses FNV-1a (64-bit) over the UTF-8 of
/// `"<experiment id>:<salt>:<app user id>"`, finished with SplitMix64's mixer
/// so similar IDs (`user-1`, `user-2`) land far apart. One salt decides
/// whether the customer is enrolled (bucket below the enrolment percentage),
/// another which variant (an equal split, or the variants' percentages with
/// the rest a holdout), so the two do not correlate.
public enum ExperimentAssignment {
  /// The variant `appUserID` gets (`holdout` when a holdout keeps them on no
  /// variant), or nil when the enrolment percentage leaves them out.
  public static func variant(
    of experiment: SimulatorExperiment, forAppUserID appUserID: String
  ) -> SimulatorExperiment.Variant? {
    guard !experiment.variants.isEmpty, isEnrolled(appUserID, in: experiment) else { return nil }
    let bucket = hash(experiment.id + ":variant:" + appUserID)
    guard experiment.variants.allSatisfy({ $0.percentage != nil }) else {
      return experiment.variants[Int(bucket % UInt64(experiment.variants.count))]
    }
    // Percentages: cumulative buckets in steps of 0.0001%; past them, the holdout.
    let point = Double(bucket % 1_000_000)
    var edge = 0.0
    for variant in experiment.variants {
      edge += (variant.percentage ?? 0) * 10_000
      if point < edge { return variant }
    }
    return experiment.holdout ?? experiment.variants.last
  }

  /// Whether `appUserID` falls inside the enrolment percentage (in steps of 0.0001%).
  public static func isEnrolled(_ appUserID: String, in experiment: SimulatorExperiment) -> Bool {
    let bucket = hash(experiment.id + ":enrollment:" + appUserID) % 1_000_000
    return Double(bucket) < experiment.enrollmentPercentage * 10_000
  }

  /// The stable 64-bit hash of `text`.
  public static func hash(_ text: String) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01b3
    }
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
