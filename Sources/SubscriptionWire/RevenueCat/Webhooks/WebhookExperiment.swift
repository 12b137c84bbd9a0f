/// One experiment a customer is enrolled in, as every event of that customer
/// carries it (`experiments[]`).
public struct WebhookExperiment: Sendable, Hashable, Codable {
  /// The experiment's identifier.
  public var experimentID: String
  /// The variant the customer sees (`a` is the control).
  public var experimentVariant: String
  /// When the customer was enrolled, in milliseconds since 1970.
  public var enrolledAtMs: Int64?

  /// Creates an enrolment record.
  public init(experimentID: String, experimentVariant: String, enrolledAtMs: Int64?) {
    self.experimentID = experimentID
    self.experimentVariant = experimentVariant
    self.enrolledAtMs = enrolledAtMs
  }
}

/// One subscriber attribute as events carry it: `{"value": …, "updated_at_ms": …}`.
public struct WebhookSubscriberAttribute: Sendable, Hashable, Codable {
  /// The attribute's value.
  public var value: String
  /// When it was last set, in milliseconds since 1970.
  public var updatedAtMs: Int64

  /// Creates an attribute.
  public init(value: String, updatedAtMs: Int64) {
    self.value = value
    self.updatedAtMs = updatedAtMs
  }
}
