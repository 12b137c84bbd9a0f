/// RevenueCat's `PresentedOfferingContext.TargetingContext`, copied.
package struct TargetingSnapshot: Sendable, Hashable {
  /// `revision`.
  package var revision: Int
  /// `ruleId`.
  package var ruleID: String

  /// Creates a copy.
  package init(revision: Int, ruleID: String) {
    self.revision = revision
    self.ruleID = ruleID
  }
}
