/// How cached entitlements are judged while the backend cannot be reached.
///
/// ```swift
/// var configuration = SubscriptionConfiguration(…)
/// configuration.offlineAccess = .deviceClock  // stricter than RevenueCat
/// ```
public enum OfflineAccessPolicy: String, Sendable, Hashable, Codable, CaseIterable {
  /// RevenueCat's rule, the default: the cached document's server request date
  /// is trusted for three days (`CustomerInfo.requestDateGracePeriod`), so a
  /// paying customer who is offline when a renewal is due keeps access until
  /// the backend can say whether it renewed — for at most three days after the
  /// last answer. After that the device clock decides.
  case requestDateGrace
  /// Stricter: the device clock alone decides, so each entitlement ends offline
  /// exactly at its own expiration (`CustomerInfo.evaluatedOffline(at:)`). A
  /// renewal that happened while offline is unlocked again at the next answer.
  case deviceClock
}
