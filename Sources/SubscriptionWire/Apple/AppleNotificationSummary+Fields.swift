import Foundation

// The one declaration of a mass extension summary's members: `Codable` and
// the fast writer are both driven by it. `appAppleId` is left out when nil.
extension AppleNotificationSummary: WireObject {
  static let wireFields = WireFields<AppleNotificationSummary>(
    [
      .required("requestIdentifier", \.requestIdentifier),
      .required("environment", \.environment),
      .optional("appAppleId", \.appAppleId, written: .whenPresent),
      .required("bundleId", \.bundleId),
      .required("productId", \.productId),
      .required("storefrontCountryCodes", \.storefrontCountryCodes),
      .required("succeededCount", \.succeededCount),
      .required("failedCount", \.failedCount),
    ],
    blank: {
      AppleNotificationSummary(
        requestIdentifier: "", environment: .sandbox, appAppleId: nil, bundleId: "",
        productId: "", storefrontCountryCodes: [], succeededCount: 0, failedCount: 0)
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
