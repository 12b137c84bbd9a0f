import Foundation

/// A customer's enrolment in an experiment: which variant, since when. Once
/// made it stays (sticky) and follows the customer through log-in aliasing
/// and restores.
public struct ExperimentEnrollment: Sendable, Hashable {
  /// The experiment.
  public var experimentID: String
  /// The variant (`a` is the control).
  public var variant: String
  /// The variant's offering.
  public var offeringID: String
  /// When the customer was enrolled, in store time.
  public var enrolledAt: Date

  /// Creates an enrolment.
  public init(experimentID: String, variant: String, offeringID: String, enrolledAt: Date) {
    self.experimentID = experimentID
    self.variant = variant
    self.offeringID = offeringID
    self.enrolledAt = enrolledAt
  }
}
