/// RevenueCat's `Offerings` as the adapter copied them, field by field.
///
/// The SDK keeps its placement rules and targeting internal: it answers only
/// `current` and `currentOffering(forPlacement:)`. So the adapter asks for
/// every placement the app declared, plus one identifier no dashboard uses
/// (`fallbackProbe`, which RevenueCat answers with the fallback offering),
/// and `Offerings(snapshot:)` rebuilds the rules from the answers.
package struct OfferingsSnapshot: Sendable, Hashable {
  /// A placement identifier no project defines: the SDK answers it with the
  /// fallback offering (nil when there is none, or no placements at all).
  package static let fallbackProbe = "$subscriptionkit_fallback_probe"

  /// Every offering (`Offerings.all`'s values).
  package var all: [OfferingSnapshot]
  /// `Offerings.current?.identifier`.
  package var currentOfferingID: String?
  /// The targeting context of the current offering's packages
  /// (`current?.availablePackages.first?.presentedOfferingContext.targetingContext`).
  package var currentTargeting: TargetingSnapshot?
  /// The SDK's answer for each placement asked (`currentOffering(forPlacement:)`).
  package var placements: [String: PlacementSnapshot]
  /// The SDK's answer for `fallbackProbe`.
  package var fallback: PlacementSnapshot

  /// Creates a snapshot.
  package init(
    all: [OfferingSnapshot], currentOfferingID: String?, currentTargeting: TargetingSnapshot?,
    placements: [String: PlacementSnapshot], fallback: PlacementSnapshot
  ) {
    self.all = all
    self.currentOfferingID = currentOfferingID
    self.currentTargeting = currentTargeting
    self.placements = placements
    self.fallback = fallback
  }
}
