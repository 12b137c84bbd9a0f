import Foundation

// The one declaration of the members of an event's experiments and
// subscriber attributes; every codec is driven by it (`WireFields`).
extension WebhookExperiment: WireObject {
  static let wireFields = WireFields<WebhookExperiment>(
    [
      .required("experiment_id", \.experimentID),
      .required("experiment_variant", \.experimentVariant),
      .optional("enrolled_at_ms", \.enrolledAtMs, written: .whenPresent),
    ],
    blank: { WebhookExperiment(experimentID: "", experimentVariant: "", enrolledAtMs: nil) })

  /// Reads the members `wireFields` declares.
  public init(from decoder: any Decoder) throws {
    self = try Self.wireFields.decode(from: decoder)
  }

  /// Writes the members `wireFields` declares.
  public func encode(to encoder: any Encoder) throws {
    try Self.wireFields.encode(self, to: encoder)
  }
}

extension WebhookSubscriberAttribute: WireObject {
  static let wireFields = WireFields<WebhookSubscriberAttribute>(
    [.required("value", \.value), .required("updated_at_ms", \.updatedAtMs)],
    blank: { WebhookSubscriberAttribute(value: "", updatedAtMs: 0) })

  /// Reads the members `wireFields` declares.
  public init(from decoder: any Decoder) throws {
    self = try Self.wireFields.decode(from: decoder)
  }

  /// Writes the members `wireFields` declares.
  public func encode(to encoder: any Encoder) throws {
    try Self.wireFields.encode(self, to: encoder)
  }
}
