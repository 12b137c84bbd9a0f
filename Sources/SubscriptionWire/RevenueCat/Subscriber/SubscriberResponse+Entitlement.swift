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

    enum CodingKeys: String, CodingKey, CaseIterable {
      case expiresDate = "expires_date"
      case expiresDateMilliseconds = "expires_date_ms"
      case productIdentifier = "product_identifier"
      case purchaseDate = "purchase_date"
      case purchaseDateMilliseconds = "purchase_date_ms"
      case gracePeriodExpiresDate = "grace_period_expires_date"
      case productPlanIdentifier = "product_plan_identifier"
    }

    public init(from decoder: any Decoder) throws {
      // `rawData` is recorded while reading (`RawRecordingContainer`).
      var container = try RawRecordingContainer(decoder, keyedBy: CodingKeys.self)
      expiresDate = try container.decodeISO8601IfPresent(forKey: .expiresDate)
      productIdentifier = try container.decodeString(
        forKey: .productIdentifier)
      purchaseDate = try container.decodeISO8601IfPresent(
        forKey: .purchaseDate)
      gracePeriodExpiresDate = try container.decodeISO8601IfPresent(
        forKey: .gracePeriodExpiresDate)
      productPlanIdentifier = try container.decodeStringIfPresent(
        forKey: .productPlanIdentifier)
      raw = container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeISO8601(expiresDate, forKey: .expiresDate)
      try container.encode(expiresDate.map(ISO8601.milliseconds), forKey: .expiresDateMilliseconds)
      try container.encode(productIdentifier, forKey: .productIdentifier)
      try container.encodeISO8601(purchaseDate, forKey: .purchaseDate)
      try container.encode(
        purchaseDate.map(ISO8601.milliseconds), forKey: .purchaseDateMilliseconds)
      try container.encodeISO8601(gracePeriodExpiresDate, forKey: .gracePeriodExpiresDate)
      try container.encodeIfPresent(productPlanIdentifier, forKey: .productPlanIdentifier)
      try encoder.encodeUnknownMembers(of: raw, known: CodingKeys.allCases.map(\.rawValue))
    }
  }
}
