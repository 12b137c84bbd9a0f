import Foundation

/// A lock around state that is not `Sendable` (an SQLite connection, a
/// `NumberFormatter`), shared honestly the way `Synchronization.Mutex` shares
/// it: the value goes in as `sending` (nobody else keeps a reference), is only
/// reached inside `withLock`, and nothing that aliases it comes out — the
/// compiler's region checking proves the last two, so no reference to the
/// guarded state can escape to another thread.
package final class LockedRegion<Value> {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: sending Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value and returns its result,
  /// which must not alias the value.
  package func withLock<Result>(
    _ body: (inout sending Value) throws -> sending Result
  ) rethrows -> sending Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

// @unchecked because: the value is reached only under `lock`, arrives as
// `sending`, and `withLock` neither lets it leave its region nor returns
// anything in its region (`inout sending` / `sending` results).
extension LockedRegion: @unchecked Sendable {}
