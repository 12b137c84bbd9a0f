/// For which clock readings a snapshot loaded as of one instant is the
/// right one: every instant its events speak of that is at or before the
/// reading must be in it, and none after. A snapshot loaded as of *A* holds
/// the instants up to *A*; it serves any reading from the latest of those
/// (`includedUpTo`) until just before the first one left out (`next`).
struct SnapshotValidity: Sendable {
  /// The latest instant the snapshot holds (`Int64.min` when none).
  private(set) var includedUpTo = Int64.min
  /// The first instant it leaves out (`Int64.max` when none).
  private(set) var next = Int64.max
  /// The instant it was loaded as of.
  let asOf: Int64

  /// Validity of a load as of `asOf`, before any instant is noted.
  init(asOf: Int64) {
    self.asOf = asOf
  }

  /// Notes an instant an event speaks of (`TransactionFact.none` is ignored).
  mutating func note(_ instant: Int64) {
    guard instant != TransactionFact.none else { return }
    if instant <= asOf {
      includedUpTo = max(includedUpTo, instant)
    } else {
      next = min(next, instant)
    }
  }

  /// Whether a snapshot judged at `instant` (ms) holds exactly this one's events.
  func isValid(at instant: Int64) -> Bool {
    includedUpTo <= instant && instant < next
  }
}
