import SubscriptionKit

/// What the adapter passes to the SDK, decided here so it is tested on Linux:
/// the fetch policy, the attributes, and which of the SDK's packages a
/// purchase buys.
package enum RevenueCatCalls {
  /// The SDK's `CacheFetchPolicy` raw value for ours (the cases match one to one).
  package static func fetchPolicyRawValue(_ policy: CacheFetchPolicy) -> Int { policy.rawValue }

  /// Attributes as `Attribution.setAttributes(_:)` takes them: RevenueCat
  /// removes an attribute set to the empty string.
  package static func attributes(_ attributes: [String: String?]) -> [String: String] {
    attributes.mapValues { $0 ?? "" }
  }

  /// Whether the SDK is told about `event`: an impression goes to
  /// `trackCustomPaywallImpression`; the SDK has no call for a custom
  /// paywall's close, so a close stays with our own backends.
  package static func forwardsPaywallEvent(_ event: PaywallDisplayEvent) -> Bool {
    event.kind == .impression
  }

  /// Where the SDK's own package object for `package` is found, so the
  /// purchase carries the context it was shown in (placement, targeting).
  package enum PackageLocation: Sendable, Hashable {
    /// `offerings.currentOffering(forPlacement:)?.package(identifier:)`.
    case placement(String, packageID: String)
    /// `offerings.current?.package(identifier:)`.
    case current(packageID: String)
    /// `offerings.offering(identifier:)?.package(identifier:)`.
    case offering(String, packageID: String)
  }

  /// The SDK lookup that returns `package` with its context: by placement
  /// when it was shown for one, from `current` when it carries the targeting
  /// context `current` gives, else by offering.
  package static func location(
    of package: Package, currentOfferingID: String?
  ) -> PackageLocation {
    let context = package.presentedOfferingContext
    if let placement = context.placementIdentifier {
      return .placement(placement, packageID: package.identifier)
    }
    if context.targetingContext != nil, context.offeringIdentifier == currentOfferingID {
      return .current(packageID: package.identifier)
    }
    return .offering(context.offeringIdentifier, packageID: package.identifier)
  }
}
