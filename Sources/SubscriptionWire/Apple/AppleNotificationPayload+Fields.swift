import Foundation

// The one declaration of a notification payload's members, in Apple's
// names: `Codable` and the signer's fast writer (`jsonBytes()`) are both
// driven by it. An optional member is left out when nil, as Apple leaves it out.
extension AppleNotificationPayload: WireObject {
  static let wireFields = WireFields<AppleNotificationPayload>(
    [
      .required("notificationType", \.notificationType),
      .optional("subtype", \.subtype, written: .whenPresent),
      .required("notificationUUID", \.notificationUUID),
      .optional("data", \.data, written: .whenPresent),
      .optional("summary", \.summary, written: .whenPresent),
      .required("version", \.version),
      .required("signedDate", \.signedDate),
    ],
    blank: {
      AppleNotificationPayload(
        notificationType: "", subtype: nil, notificationUUID: "", data: nil, signedDate: 0)
    })

  /// Reads the members `wireFields` declares (unknown ones are skipped).
  public init(from decoder: any Decoder) throws {
    self = try Self.wireFields.decode(from: decoder)
  }

  /// Writes the members `wireFields` declares.
  public func encode(to encoder: any Encoder) throws {
    try Self.wireFields.encode(self, to: encoder)
  }

  /// The payload's JSON, the bytes `JSONEncoder` with `.sortedKeys` and
  /// `.withoutEscapingSlashes` writes: what the signer signs. The signed
  /// transaction and renewal info inside (~4 KB each) are copied, not escaped
  /// byte by byte, when they need no escaping (a JWS never does).
  package func jsonBytes() -> [UInt8] {
    wireJSONBytes(
      capacity: 1_024 + (data?.signedTransactionInfo?.utf8.count ?? 0)
        + (data?.signedRenewalInfo?.utf8.count ?? 0))
  }
}
