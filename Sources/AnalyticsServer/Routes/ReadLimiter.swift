import Foundation
import HTTPCore

/// Counts the reads (dashboard, metrics API, experiment pages) being computed
/// and refuses one past `limit`, so however many readers arrive, their memory
/// and CPU stay bounded and webhook ingest keeps its share.
///
/// A refused read is answered at once (`busy`: 503 with `Retry-After`), never
/// queued: a waiting read would hold a connection thread for nothing.
// @unchecked because: `active` is guarded by `lock`.
final class ReadLimiter: @unchecked Sendable {
  /// Reads computed at once.
  let limit: Int
  private let lock = NSLock()
  private var active = 0

  /// A limiter of `limit` reads at once (at least one).
  init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// Takes a place; false when all `limit` are taken (answer `busy`).
  func enter() -> Bool {
    lock.withLock {
      guard active < limit else { return false }
      active += 1
      return true
    }
  }

  /// Gives back a place taken by `enter()`.
  func leave() {
    lock.withLock { active = max(0, active - 1) }
  }

  /// The answer to a read past the limit.
  var busy: HTTPResponse {
    var response = HTTPResponse.error(
      503,
      "\(limit) read\(limit == 1 ? " is" : "s are") already being computed (the limit, "
        + "--max-concurrent-reads); retry in a moment")
    response.headers = [("Retry-After", "1")]
    return response
  }
}
