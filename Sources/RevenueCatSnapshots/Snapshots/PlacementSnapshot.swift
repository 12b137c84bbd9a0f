/// What RevenueCat's `Offerings.currentOffering(forPlacement:)` answered for one placement.
package struct PlacementSnapshot: Sendable, Hashable {
  /// The offering shown, or nil when the placement shows nothing.
  package var offeringID: String?
  /// The targeting context its packages carry.
  package var targeting: TargetingSnapshot?

  /// Creates an answer.
  package init(offeringID: String?, targeting: TargetingSnapshot? = nil) {
    self.offeringID = offeringID
    self.targeting = targeting
  }
}
