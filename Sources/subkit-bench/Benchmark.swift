import Foundation

/// One figure printed by `subkit-bench`, beside the baseline measured in the same run.
///
/// Printed as one JSON object per line:
/// `{"name": …, "value": …, "unit": …, "baseline": …, "ratio": …}`.
/// `ratio` is `value / baseline`; each benchmark's doc says which way is better
/// and what target it is held to.
struct BenchmarkResult: Encodable {
  var name: String
  var value: Double
  var unit: String
  var baseline: Double
  var ratio: Double

  init(name: String, value: Double, unit: String, baseline: Double) {
    self.name = name
    self.value = value
    self.unit = unit
    self.baseline = baseline
    self.ratio = baseline == 0 ? 0 : value / baseline
  }

  /// The JSON line this result prints as.
  var jsonLine: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

/// Wall-clock helpers for benchmarks (the only place that reads real time on purpose).
enum Stopwatch {
  /// The best of `repetitions` runs of `body`, in seconds: the least disturbed by
  /// other work on a shared machine.
  static func bestSeconds(repetitions: Int = 5, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<max(1, repetitions) {
      let start = ContinuousClock.now
      try body()
      best = min(best, seconds(ContinuousClock.now - start))
    }
    return best
  }

  /// The CPU seconds this process spent running `body`: steadier than wall
  /// time on a shared machine, for profiling (figures stay wall time).
  static func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
    var before = timespec()
    var after = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &before)
    try body()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &after)
    return Double(after.tv_sec - before.tv_sec) + Double(after.tv_nsec - before.tv_nsec) / 1e9
  }

  /// A duration in seconds.
  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
