import Foundation

extension WebhookExperiment {
  private static let keys = JSONKeyTable<CodingKeys>([
    ("experiment_id", .experimentID), ("experiment_variant", .experimentVariant),
    ("enrolled_at_ms", .enrolledAtMs),
  ])

  /// Reads one `experiments[]` element: id and variant required, as `init(from:)` has them.
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure)
    -> WebhookExperiment
  {
    var id: String?
    var variant: String?
    var enrolled: Int64?
    try scanner.readObject(keys: keys) { scanner, key throws(JSONByteScanner.Failure) in
      guard let key else { return try scanner.skipValue() }
      do throws(JSONByteScanner.Failure) {
        switch key {
        case .experimentID: id = try scanner.readString()
        case .experimentVariant: variant = try scanner.readString()
        case .enrolledAtMs: enrolled = try scanner.readNull() ? nil : scanner.readInt64()
        }
      } catch {
        throw error.at(key.stringValue)
      }
    }
    guard let id else { throw .located(path: "experiment_id", what: "required field is missing") }
    guard let variant else {
      throw .located(path: "experiment_variant", what: "required field is missing")
    }
    return WebhookExperiment(experimentID: id, experimentVariant: variant, enrolledAtMs: enrolled)
  }
}

extension WebhookSubscriberAttribute {
  private static let keys = JSONKeyTable<CodingKeys>([
    ("value", .value), ("updated_at_ms", .updatedAtMs),
  ])

  /// Reads one `subscriber_attributes` value: `value` and `updated_at_ms` required.
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure)
    -> WebhookSubscriberAttribute
  {
    var value: String?
    var updated: Int64?
    try scanner.readObject(keys: keys) { scanner, key throws(JSONByteScanner.Failure) in
      guard let key else { return try scanner.skipValue() }
      do throws(JSONByteScanner.Failure) {
        switch key {
        case .value: value = try scanner.readString()
        case .updatedAtMs: updated = try scanner.readInt64()
        }
      } catch {
        throw error.at(key.stringValue)
      }
    }
    guard let value else { throw .located(path: "value", what: "required field is missing") }
    guard let updated else {
      throw .located(path: "updated_at_ms", what: "required field is missing")
    }
    return WebhookSubscriberAttribute(value: value, updatedAtMs: updated)
  }
}
