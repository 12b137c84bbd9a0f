import Foundation

// The one declaration of a notification's `data` members: `Codable` and the
// fast writer are both driven by it. An optional member is left out when nil.
extension AppleNotificationData: WireObject {
  static let wireFields = WireFields<AppleNotificationData>(
    [
      .optional("appAppleId", \.appAppleId, written: .whenPresent),
      .required("bundleId", \.bundleId),
      .optional("bundleVersion", \.bundleVersion, written: .whenPresent),
      .required("environment", \.environment),
      .optional("signedTransactionInfo", \.signedTransactionInfo, written: .whenPresent),
      .optional("signedRenewalInfo", \.signedRenewalInfo, written: .whenPresent),
      .optional("status", \.status, written: .whenPresent),
      .optional(
        "consumptionRequestReason", \.consumptionRequestReason, written: .whenPresent),
    ],
    blank: {
      AppleNotificationData(
        appAppleId: nil, bundleId: "", bundleVersion: nil, environment: .sandbox)
    })

  /// Reads the members `wireFields` declares (unknown ones are skipped).
  public init(from decoder: any Decoder) throws {
    self = try Self.wireFields.decode(from: decoder)
  }

  /// Writes the members `wireFields` declares.
  public func encode(to encoder: any Encoder) throws {
    try Self.wireFields.encode(self, to: encoder)
  }
}
