/// The experiment variant an offering was shown for: which experiment, which
/// variant, and where (the current offering, or a placement).
///
/// Carried in `PresentedOfferingContext.experiment`, so a purchase names the
/// variant that sold. In JSON: `{"experiment_id", "variant", "offering_id", "placement_id"}`.
public struct ExperimentContext: Sendable, Hashable, Codable {
  /// The experiment's identifier.
  public var experimentID: String
  /// The variant (`a` is the control).
  public var variant: String
  /// The variant's offering.
  public var offeringID: String
  /// The placement the experiment varies; nil when it varies the current offering.
  public var placementID: String?

  /// Creates an experiment context.
  public init(experimentID: String, variant: String, offeringID: String, placementID: String?) {
    self.experimentID = experimentID
    self.variant = variant
    self.offeringID = offeringID
    self.placementID = placementID
  }

  enum CodingKeys: String, CodingKey {
    case experimentID = "experiment_id"
    case variant
    case offeringID = "offering_id"
    case placementID = "placement_id"
  }
}
