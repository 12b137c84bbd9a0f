import Foundation

/// What an app tells SubscriptionKit about its subscriptions: which
/// entitlement unlocks premium, its products, its legal links and its key.
///
/// Identifiers live here once, never repeated as string literals in views.
///
/// ```swift
/// let configuration = SubscriptionConfiguration(
///   entitlementIdentifier: "pro",
///   termsOfServiceURL: URL(string: "https://example.com/terms")!,
///   privacyPolicyURL: URL(string: "https://example.com/privacy")!)
/// ```
public struct SubscriptionConfiguration: Sendable, Hashable {
  /// The entitlement that makes a customer premium (`"pro"`).
  public var entitlementIdentifier: String
  /// The product identifiers the app sells, when it wants them checked.
  public var productIdentifiers: [String]
  /// The Terms of Use (EULA) link every paywall must show.
  public var termsOfServiceURL: URL
  /// The Privacy Policy link every paywall must show.
  public var privacyPolicyURL: URL
  /// The RevenueCat API key, when the backend needs one.
  public var apiKey: APIKey?
  /// The features the app gates (premium-only or free with a quota), for
  /// `FeatureGate`.
  public var features: [Feature]
  /// How cached entitlements are judged while the backend cannot be reached:
  /// RevenueCat's request-date grace by default.
  public var offlineAccess: OfflineAccessPolicy
  /// The store environment this build buys in: a sandbox purchase never makes
  /// the customer premium in a production build. Defaults to `StoreEnvironment.current` (debug: sandbox, release:
  /// production) — set `.sandbox` for TestFlight builds.
  public var storeEnvironment: StoreEnvironment

  /// Creates a configuration.
  public init(
    entitlementIdentifier: String, productIdentifiers: [String] = [], termsOfServiceURL: URL,
    privacyPolicyURL: URL, apiKey: APIKey? = nil, features: [Feature] = [],
    offlineAccess: OfflineAccessPolicy = .requestDateGrace,
    storeEnvironment: StoreEnvironment = .current
  ) {
    self.entitlementIdentifier = entitlementIdentifier
    self.productIdentifiers = productIdentifiers
    self.termsOfServiceURL = termsOfServiceURL
    self.privacyPolicyURL = privacyPolicyURL
    self.apiKey = apiKey
    self.features = features
    self.offlineAccess = offlineAccess
    self.storeEnvironment = storeEnvironment
  }
}
