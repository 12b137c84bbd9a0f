import Foundation

// An entitlement entry's members (`SubscriberResponse+Fields.swift` says how
// the declarations are used). The entry keeps its own `rawData`.
extension SubscriberResponse.Entitlement: WireObject {
  static let wireFields = WireFields<SubscriberResponse.Entitlement>(
    [
      .optional("expires_date", \.expiresDate, written: .always),
      .derived("expires_date_ms") { $0.expiresDate.map(ISO8601.milliseconds) },
      .required("product_identifier", \.productIdentifier),
      .optional("purchase_date", \.purchaseDate, written: .always),
      .derived("purchase_date_ms") { $0.purchaseDate.map(ISO8601.milliseconds) },
      .optional("grace_period_expires_date", \.gracePeriodExpiresDate, written: .always),
      .optional("product_plan_identifier", \.productPlanIdentifier, written: .whenPresent),
    ], raw: .kept(\.raw),
    blank: {
      SubscriberResponse.Entitlement(expiresDate: nil, productIdentifier: "", purchaseDate: nil)
    })

  /// Reads an entry (`wireFields`); `rawData` keeps every member.
  public init(from decoder: any Decoder) throws {
    self = try Self.wireFields.decode(from: decoder)
  }

  /// Writes the entry, with the unknown members it was read with.
  public func encode(to encoder: any Encoder) throws {
    try Self.wireFields.encode(self, to: encoder)
  }
}
