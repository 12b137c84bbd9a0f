/// One subscription's paid periods with MRR, walked in start order: which
/// continuous run each belongs to, and whether that run is a return (the
/// subscription had MRR before the run began, then a gap).
struct PaidRuns {
  /// When the current run's access ends (`Int64.max`: never); nil before the first period.
  private var runEnd: Int64?
  /// Whether the current run is a return.
  private var isReturn = false

  /// Adds a period with MRR from `start` to `end`; true when its run is a return.
  /// A period that lasts no moment neither starts nor continues a run.
  mutating func add(start: Int64, end: Int64?) -> Bool {
    let ends = end ?? .max
    guard ends > start else { return runEnd != nil && isReturn }
    if let current = runEnd {
      if current >= start {
        runEnd = max(current, ends)
      } else {
        runEnd = ends
        isReturn = true
      }
    } else {
      runEnd = ends
    }
    return isReturn
  }
}
