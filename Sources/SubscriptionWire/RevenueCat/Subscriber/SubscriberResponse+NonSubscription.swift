import Foundation

extension SubscriberResponse {
  /// A one-time purchase (consumable, non-consumable or non-renewing subscription).
  public struct NonSubscription: Sendable, Hashable, Codable {
    /// RevenueCat's transaction identifier.
    public var id: String?
    /// The store's transaction identifier.
    public var storeTransactionID: String?
    /// When it was bought.
    public var purchaseDate: Date
    /// The first purchase date.
    public var originalPurchaseDate: Date?
    /// The store it was bought in.
    public var store: Store
    /// Whether it was bought in the sandbox.
    public var isSandbox: Bool
    /// The product's display name.
    public var displayName: String?
    /// The price paid.
    public var price: Price?
    /// The entry as it was decoded, unknown keys included (its part of
    /// `SubscriberResponse.Subscriber.rawData`). Not part of equality.
    var raw = RawJSONObject()

    /// Creates a one-time purchase entry.
    public init(
      id: String?, storeTransactionID: String? = nil, purchaseDate: Date,
      originalPurchaseDate: Date? = nil, store: Store = .appStore, isSandbox: Bool = false,
      displayName: String? = nil, price: Price? = nil
    ) {
      self.id = id
      self.storeTransactionID = storeTransactionID
      self.purchaseDate = purchaseDate
      self.originalPurchaseDate = originalPurchaseDate
      self.store = store
      self.isSandbox = isSandbox
      self.displayName = displayName
      self.price = price
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
      case id
      case storeTransactionID = "store_transaction_id"
      case purchaseDate = "purchase_date"
      case originalPurchaseDate = "original_purchase_date"
      case store
      case isSandbox = "is_sandbox"
      case displayName = "display_name"
      case price
    }

    public init(from decoder: any Decoder) throws {
      // `rawData` is recorded while reading (`RawRecordingContainer`).
      var container = try RawRecordingContainer(decoder, keyedBy: CodingKeys.self)
      id = try container.decodeStringIfPresent(forKey: .id)
      storeTransactionID = try container.decodeStringIfPresent(
        forKey: .storeTransactionID)
      purchaseDate = try container.decodeISO8601(forKey: .purchaseDate)
      originalPurchaseDate = try container.decodeISO8601IfPresent(
        forKey: .originalPurchaseDate)
      store = Store(jsonValue: container.decodeLenientString(forKey: .store))
      isSandbox = try container.decodeBoolIfPresent(forKey: .isSandbox) ?? false
      displayName = try container.decodeStringIfPresent(forKey: .displayName)
      // The price's raw form (its amount's digits as a number) is read with the unknown keys.
      price = try container.decodeIfPresent(Price.self, forKey: .price)
      raw = container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeIfPresent(id, forKey: .id)
      try container.encodeIfPresent(storeTransactionID, forKey: .storeTransactionID)
      try container.encodeISO8601(purchaseDate, forKey: .purchaseDate)
      try container.encodeISO8601(originalPurchaseDate, forKey: .originalPurchaseDate)
      try container.encode(store.jsonValue, forKey: .store)
      try container.encode(isSandbox, forKey: .isSandbox)
      try container.encodeIfPresent(displayName, forKey: .displayName)
      try container.encodeIfPresent(price, forKey: .price)
    }
  }
}
