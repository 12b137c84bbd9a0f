import Foundation

extension SubscriberResponse {
  /// An entitlement entry: which product grants it and until when.
  public struct Entitlement: Sendable, Hashable, Codable {
    /// When access ends; nil for lifetime access.
    public var expiresDate: Date?
    /// The product that grants the entitlement.
    public var productIdentifier: String
    /// The latest purchase of that product.
    public var purchaseDate: Date?
    /// The end of a billing grace period, while one runs.
    public var gracePeriodExpiresDate: Date?
    /// A Google Play base plan, when there is one.
    public var productPlanIdentifier: String?
    /// The entry as it was decoded, unknown keys included (RevenueCat's
    /// `EntitlementInfo.rawData`). Not part of equality.
    public var rawData: [String: JSONValue] {
      get { raw.members }
      set { raw.members = newValue }
    }
    package var raw = RawJSONObject()

    /// Creates an entitlement entry.
    public init(
      expiresDate: Date?, productIdentifier: String, purchaseDate: Date?,
      gracePeriodExpiresDate: Date? = nil, productPlanIdentifier: String? = nil
    ) {
      self.expiresDate = expiresDate
      self.productIdentifier = productIdentifier
      self.purchaseDate = purchaseDate
      self.gracePeriodExpiresDate = gracePeriodExpiresDate
      self.productPlanIdentifier = productPlanIdentifier
    }
  }
}
