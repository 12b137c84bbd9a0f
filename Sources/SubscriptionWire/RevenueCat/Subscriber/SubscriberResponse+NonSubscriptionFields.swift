import Foundation

// A one-time purchase entry's members (`SubscriberResponse+Fields.swift` says
// how the declarations are used); like a subscription's, its raw form shows
// only in the subscriber's `rawData`.
extension SubscriberResponse.NonSubscription: WireObject {
  static let wireFields = WireFields<SubscriberResponse.NonSubscription>(
    [
      .optional("id", \.id, written: .whenPresent),
      .optional("store_transaction_id", \.storeTransactionID, written: .whenPresent),
      .required("purchase_date", \.purchaseDate),
      .optional("original_purchase_date", \.originalPurchaseDate, written: .always),
      .lenient("store", \.store, written: .always),
      .defaulted("is_sandbox", \.isSandbox, absent: { _ in false }, written: .always),
      .optional("display_name", \.displayName, written: .whenPresent),
      .optional("price", \.price, written: .whenPresent),
    ], raw: .recorded(\.raw),
    blank: {
      SubscriberResponse.NonSubscription(
        id: nil, purchaseDate: .distantPast, store: Store(jsonValue: nil))
    })

  /// Reads an entry (`wireFields`).
  public init(from decoder: any Decoder) throws {
    self = try Self.wireFields.decode(from: decoder)
  }

  /// Writes the entry.
  public func encode(to encoder: any Encoder) throws {
    try Self.wireFields.encode(self, to: encoder)
  }
}
