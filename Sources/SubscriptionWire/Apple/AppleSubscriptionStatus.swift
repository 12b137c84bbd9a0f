/// A subscription's `status` in notifications and the App Store Server API.
public enum AppleSubscriptionStatus: Int, Sendable, Hashable, Codable {
  /// Paid and current.
  case active = 1
  /// Over.
  case expired = 2
  /// A renewal failed; no access while the App Store retries.
  case billingRetry = 3
  /// A renewal failed; access continues in the grace period.
  case billingGracePeriod = 4
  /// Refunded or revoked.
  case revoked = 5
}
