import Foundation

/// A value guarded by a lock, for the few places that share mutable state
/// across threads without an actor (broadcasters, caches read synchronously).
///
/// `Synchronization.Mutex` would do this job, but it needs iOS 18 / macOS 15 and
/// we support iOS 17; this is the small part of it we need. Like
/// swift-argument-parser's `Mutex`, it is `Sendable` only when its value is: a
/// lock makes access exclusive, not a non-Sendable value safe to share. State
/// that is not `Sendable` (an SQLite connection) lives in `LockedRegion`.
package final class Locked<Value> {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value and returns its result.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }

  /// A copy of the current value.
  package var current: Value {
    withLock { $0 }
  }
}

// @unchecked because: every access to `value` goes through `lock`, and the
// value itself may cross threads.
extension Locked: @unchecked Sendable where Value: Sendable {}
