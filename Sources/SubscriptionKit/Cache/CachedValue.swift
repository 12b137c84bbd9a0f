import Foundation

/// A value read from the cache, with when it was saved.
public struct CachedValue<Value: Sendable>: Sendable {
  /// The value.
  public var value: Value
  /// When it was fetched from the backend and saved.
  public var savedAt: Date

  /// Creates a cached value.
  public init(value: Value, savedAt: Date) {
    self.value = value
    self.savedAt = savedAt
  }

  /// Whether the value is still fresh at `now`: younger than `maxAge`.
  ///
  /// As in RevenueCat's device cache, a value is stale once
  /// `now - savedAt >= maxAge`, and a value saved "in the future" (the device
  /// clock moved back) is stale too, so it is revalidated rather than trusted.
  public func isFresh(at now: Date, maxAge: TimeInterval) -> Bool {
    let age = now.timeIntervalSince(savedAt)
    return age >= 0 && age < maxAge
  }
}
