import Foundation

// The subscriber object's members (`SubscriberResponse+Fields.swift` says how
// the declarations are used).
extension SubscriberResponse.Subscriber: WireObject {
  static let wireFields = WireFields<SubscriberResponse.Subscriber>(
    [
      .required("original_app_user_id", \.originalAppUserID),
      .required("first_seen", \.firstSeen),
      // As RevenueCat's SDK: a management URL that is not a string reads as none.
      .lenient("management_url", \.managementURL, written: .always),
      .optional(
        "original_application_version", \.originalApplicationVersion, written: .whenPresent),
      .optional("original_purchase_date", \.originalPurchaseDate, written: .always),
      .defaulted("entitlements", \.entitlements, absent: { _ in [:] }, written: .always),
      .defaulted("subscriptions", \.subscriptions, absent: { _ in [:] }, written: .always),
      .defaulted("non_subscriptions", \.nonSubscriptions, absent: { _ in [:] }, written: .always),
    ], raw: .kept(\.raw),
    blank: { SubscriberResponse.Subscriber(originalAppUserID: "", firstSeen: .distantPast) })

  /// Reads the subscriber (`wireFields`); `rawData` keeps every member.
  public init(from decoder: any Decoder) throws {
    self = try Self.wireFields.decode(from: decoder)
  }

  /// Writes the subscriber, with the unknown members it was read with.
  public func encode(to encoder: any Encoder) throws {
    try Self.wireFields.encode(self, to: encoder)
  }
}
