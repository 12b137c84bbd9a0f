import Foundation
import SubscriptionKit

extension SubscriptionConfiguration {
  /// A configuration for tests: entitlement `"pro"` (or the one given) and
  /// example.com legal links.
  public static func fixture(
    entitlement: String = "pro", features: [Feature] = []
  ) -> SubscriptionConfiguration {
    SubscriptionConfiguration(
      entitlementIdentifier: entitlement,
      termsOfServiceURL: URL(string: "https://example.com/terms")
        ?? URL(fileURLWithPath: "/terms"),
      privacyPolicyURL: URL(string: "https://example.com/privacy")
        ?? URL(fileURLWithPath: "/privacy"),
      features: features)
  }
}
