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
  }
}
