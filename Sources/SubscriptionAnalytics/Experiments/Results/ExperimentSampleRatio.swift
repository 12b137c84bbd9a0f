import Foundation

/// The sample-ratio check: whether the enrolment counts fit the configured
/// split (Pearson's chi-square test).
///
/// An alarm (p < `threshold`, 0.001) nearly always means broken assignment
/// or lost enrolment events, and then no other number of the experiment can
/// be trusted (Fabijan et al. 2019, "Diagnosing Sample Ratio Mismatch in
/// Online Controlled Experiments").
public struct ExperimentSampleRatio: Sendable, Codable, Equatable {
  /// The p-value at which the alarm fires.
  public static let alarmThreshold = 0.001

  /// P(a split at least this uneven | the configured split), to six places;
  /// nil with fewer than two variants or no customers.
  public var pValue: Decimal?
  /// Whether p < `threshold`.
  public var alarm: Bool
  /// The chi-square statistic, to four places.
  public var chiSquare: Decimal?
  /// Its degrees of freedom (variants checked − 1).
  public var degreesOfFreedom: Int
  /// The alarm's threshold (0.001).
  public var threshold: Decimal
  /// The shares tested against, in percent of the variants checked.
  public var expectedShares: [String: Decimal]

  enum CodingKeys: String, CodingKey {
    case alarm, threshold
    case pValue = "p_value"
    case chiSquare = "chi_square"
    case degreesOfFreedom = "degrees_of_freedom"
    case expectedShares = "expected_shares"
  }

  /// The check of `counts` (by variant) against `shares` (by variant, any
  /// positive weights); variants without a share are left out.
  init(counts: [String: Int], shares: [String: Double]) {
    let names = counts.keys.filter { shares[$0] != nil }.sorted()
    let weight = names.reduce(0) { $0 + (shares[$1] ?? 0) }
    threshold = ExperimentRounding.decimal(Self.alarmThreshold, places: 4)
    expectedShares = Dictionary(
      uniqueKeysWithValues: names.map {
        ($0, ExperimentRounding.decimal((shares[$0] ?? 0) / weight * 100, places: 2))
      })
    degreesOfFreedom = max(0, names.count - 1)
    guard
      let test = ChiSquareTest(
        counts: names.map { counts[$0] ?? 0 }, shares: names.map { shares[$0] ?? 0 })
    else {
      alarm = false
      return
    }
    pValue = ExperimentRounding.decimal(test.pValue, places: 6)
    chiSquare = ExperimentRounding.decimal(test.statistic, places: 4)
    alarm = test.pValue < Self.alarmThreshold
  }
}
