import Foundation

extension SubscriberResponse.Entitlement {
  private static let keys = JSONKeyTable<CodingKeys>(
    CodingKeys.allCases.map { ($0.stringValue, $0) })

  /// Reads an entitlement entry (`init(from:)`'s rules); its `rawData` is its text in `document`.
  static func read(_ scanner: inout JSONByteScanner, document: Data) throws(JSONByteScanner.Failure)
    -> Self
  {
    let start = scanner.valueStart()
    var expiresDate: Date?
    var productIdentifier: String?
    var purchaseDate: Date?
    var gracePeriodExpiresDate: Date?
    var productPlanIdentifier: String?
    try scanner.readObject(keys: keys) { scanner, key throws(JSONByteScanner.Failure) in
      guard let key else { return try scanner.skipValue() }
      let name = key.stringValue
      switch key {
      case .expiresDate: expiresDate = try scanner.optionalDate(name)
      case .productIdentifier: productIdentifier = try scanner.requiredString(name)
      case .purchaseDate: purchaseDate = try scanner.optionalDate(name)
      case .gracePeriodExpiresDate: gracePeriodExpiresDate = try scanner.optionalDate(name)
      case .productPlanIdentifier: productPlanIdentifier = try scanner.optionalString(name)
      case .expiresDateMilliseconds, .purchaseDateMilliseconds: try scanner.skipValue()
      }
    }
    guard let productIdentifier else {
      throw .missing(CodingKeys.productIdentifier.stringValue)
    }
    var entry = Self(
      expiresDate: expiresDate, productIdentifier: productIdentifier, purchaseDate: purchaseDate,
      gracePeriodExpiresDate: gracePeriodExpiresDate, productPlanIdentifier: productPlanIdentifier)
    entry.raw = RawJSONObject(text: RawJSONText(document: document, range: start..<scanner.offset))
    return entry
  }
}

extension SubscriberResponse.Subscription {
  private static let keys = JSONKeyTable<CodingKeys>(
    CodingKeys.allCases.map { ($0.stringValue, $0) })

  /// Reads a subscription entry (`init(from:)`'s rules). Its own raw form is
  /// not kept: only the subscriber's `rawData` shows it, from the subscriber's text.
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure) -> Self {
    var purchaseDate: Date?
    // What `init(from:)` reads for a missing member (the lenient ones included).
    var entry = Self(
      purchaseDate: .distantPast, expiresDate: nil, periodType: PeriodType(jsonValue: nil),
      store: Store(jsonValue: nil), ownershipType: PurchaseOwnershipType(jsonValue: nil))
    try scanner.readObject(keys: keys) { scanner, key throws(JSONByteScanner.Failure) in
      guard let key else { return try scanner.skipValue() }
      let name = key.stringValue
      switch key {
      case .purchaseDate: purchaseDate = try scanner.requiredDate(name)
      case .originalPurchaseDate: entry.originalPurchaseDate = try scanner.optionalDate(name)
      case .expiresDate: entry.expiresDate = try scanner.optionalDate(name)
      case .periodType: entry.periodType = PeriodType(jsonValue: try scanner.lenientString(name))
      case .store: entry.store = Store(jsonValue: try scanner.lenientString(name))
      case .isSandbox: entry.isSandbox = try scanner.optionalBool(name) ?? false
      case .unsubscribeDetectedAt: entry.unsubscribeDetectedAt = try scanner.optionalDate(name)
      case .billingIssuesDetectedAt: entry.billingIssuesDetectedAt = try scanner.optionalDate(name)
      case .gracePeriodExpiresDate: entry.gracePeriodExpiresDate = try scanner.optionalDate(name)
      case .ownershipType:
        entry.ownershipType = PurchaseOwnershipType(jsonValue: try scanner.lenientString(name))
      case .refundedAt: entry.refundedAt = try scanner.optionalDate(name)
      case .autoResumeDate: entry.autoResumeDate = try scanner.optionalDate(name)
      case .storeTransactionID: entry.storeTransactionID = try scanner.optionalString(name)
      case .productPlanIdentifier: entry.productPlanIdentifier = try scanner.optionalString(name)
      case .displayName: entry.displayName = try scanner.optionalString(name)
      case .price: entry.price = try scanner.member(name, ProductPaidPrice.readOptional)
      case .managementURL: entry.managementURL = try scanner.lenientString(name)
      }
    }
    guard let purchaseDate else { throw .missing(CodingKeys.purchaseDate.stringValue) }
    entry.purchaseDate = purchaseDate
    return entry
  }
}

extension SubscriberResponse.NonSubscription {
  private static let keys = JSONKeyTable<CodingKeys>(
    CodingKeys.allCases.map { ($0.stringValue, $0) })

  /// Reads a one-time purchase entry (`init(from:)`'s rules); like a
  /// subscription's, its raw form shows only in the subscriber's `rawData`.
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure) -> Self {
    var purchaseDate: Date?
    var entry = Self(id: nil, purchaseDate: .distantPast, store: Store(jsonValue: nil))
    try scanner.readObject(keys: keys) { scanner, key throws(JSONByteScanner.Failure) in
      guard let key else { return try scanner.skipValue() }
      let name = key.stringValue
      switch key {
      case .id: entry.id = try scanner.optionalString(name)
      case .storeTransactionID: entry.storeTransactionID = try scanner.optionalString(name)
      case .purchaseDate: purchaseDate = try scanner.requiredDate(name)
      case .originalPurchaseDate: entry.originalPurchaseDate = try scanner.optionalDate(name)
      case .store: entry.store = Store(jsonValue: try scanner.lenientString(name))
      case .isSandbox: entry.isSandbox = try scanner.optionalBool(name) ?? false
      case .displayName: entry.displayName = try scanner.optionalString(name)
      case .price: entry.price = try scanner.member(name, ProductPaidPrice.readOptional)
      }
    }
    guard let purchaseDate else { throw .missing(CodingKeys.purchaseDate.stringValue) }
    entry.purchaseDate = purchaseDate
    return entry
  }
}

extension ProductPaidPrice {
  private enum Key { case amount, currency }
  private static let keys = JSONKeyTable<Key>([("amount", .amount), ("currency", .currency)])

  /// Reads a price object, or null as nil: `amount` (as `Decimal`, from its
  /// digits) and `currency` required, as the synthesized `init(from:)` has them.
  static func readOptional(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure)
    -> Self?
  {
    guard try !scanner.readNull() else { return nil }
    var amount: Decimal?
    var currency: String?
    try scanner.readObject(keys: keys) { scanner, key throws(JSONByteScanner.Failure) in
      switch key {
      case .amount?:
        amount = try scanner.member("amount") { scanner throws(JSONByteScanner.Failure) in
          if try scanner.readNull() { throw .invalid("required value is null") }
          return try scanner.readDecimal()
        }
      case .currency?: currency = try scanner.requiredString("currency")
      case nil: try scanner.skipValue()
      }
    }
    guard let amount else { throw .missing("amount") }
    guard let currency else { throw .missing("currency") }
    return Self(amount: amount, currency: currency)
  }
}
