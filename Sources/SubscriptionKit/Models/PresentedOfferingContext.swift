/// Where a package was shown: its offering, the placement it was asked for,
/// the targeting rule that chose it and the experiment variant it belongs to.
///
/// Mirrors RevenueCat's `PresentedOfferingContext` (`offeringIdentifier`,
/// `placementIdentifier`, `targetingContext`); `experiment` is ours. The
/// manager passes it with a purchase, so the store's events name the offering
/// and variant that sold.
public struct PresentedOfferingContext: Sendable, Hashable, Codable {
  /// The targeting rule that chose the offering.
  public struct TargetingContext: Sendable, Hashable, Codable {
    /// The targeting revision.
    public var revision: Int
    /// The rule's identifier.
    public var ruleId: String

    /// Creates a targeting context.
    public init(revision: Int, ruleId: String) {
      self.revision = revision
      self.ruleId = ruleId
    }
  }

  /// The offering the package was shown in.
  public var offeringIdentifier: String
  /// The placement the offering was asked for (`offering(forPlacement:)`), if any.
  public var placementIdentifier: String?
  /// The targeting rule that chose the offering, if one did.
  public var targetingContext: TargetingContext?
  /// The experiment variant the offering belongs to, if the customer is enrolled.
  public var experiment: ExperimentContext?

  /// Creates a context.
  public init(
    offeringIdentifier: String, placementIdentifier: String? = nil,
    targetingContext: TargetingContext? = nil, experiment: ExperimentContext? = nil
  ) {
    self.offeringIdentifier = offeringIdentifier
    self.placementIdentifier = placementIdentifier
    self.targetingContext = targetingContext
    self.experiment = experiment
  }
}
