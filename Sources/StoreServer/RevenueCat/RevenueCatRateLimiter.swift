import Foundation

/// Counts requests per API key and domain in fixed one-minute windows on an
/// injected clock, as RevenueCat's limits do, and says when a caller may
/// come back.
///
/// ```swift
/// let limiter = RevenueCatRateLimiter(limits: .revenueCat, now: clock.dateProvider)
/// switch limiter.take(.customerInformation, key: "sk_…") { … }
/// ```
// @unchecked because: `windows` is guarded by `lock`.
package final class RevenueCatRateLimiter: @unchecked Sendable {
  /// What one request may do.
  package enum Decision: Sendable, Hashable {
    /// The domain has no limit.
    case unlimited
    /// Allowed: `usage` requests (this one included) of `limit` this window.
    case allowed(usage: Int, limit: Int)
    /// Refused: come back in `retryAfter` seconds (at least 1).
    case limited(usage: Int, limit: Int, retryAfter: Int)
  }

  private struct Window {
    var minute: Int64
    var count: Int
  }

  private let limits: RevenueCatRateLimits
  private let now: @Sendable () -> Date
  private let lock = NSLock()
  private var windows: [String: Window] = [:]

  /// A limiter with `limits`, reading time from `now`.
  package init(limits: RevenueCatRateLimits, now: @escaping @Sendable () -> Date) {
    self.limits = limits
    self.now = now
  }

  /// Counts one request by `key` in `domain`.
  package func take(_ domain: RevenueCatRateLimits.Domain, key: String) -> Decision {
    let limit = limits.limit(of: domain)
    guard limit > 0 else { return .unlimited }
    let seconds = now().timeIntervalSince1970
    let minute = Int64((seconds / 60).rounded(.down))
    let name = domain.rawValue + " " + key
    return lock.withLock {
      var window = windows[name] ?? Window(minute: minute, count: 0)
      if window.minute != minute { window = Window(minute: minute, count: 0) }
      guard window.count < limit else {
        let end = Double(minute + 1) * 60
        return .limited(
          usage: window.count, limit: limit, retryAfter: max(1, Int((end - seconds).rounded(.up))))
      }
      window.count += 1
      windows[name] = window
      return .allowed(usage: window.count, limit: limit)
    }
  }
}
