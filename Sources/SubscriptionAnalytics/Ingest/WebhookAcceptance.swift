import Foundation
import SubscriptionWire

/// What the analytics store accepts beyond RevenueCat's shape: the rules a
/// well-formed body must also meet before anything is stored.
///
/// - The event id is not empty.
/// - No identifier or stored text field holds a NUL (`\u0000`): SQLite and
///   PostgreSQL would cut it there, so two events could collide on one id
///   and `victim\u0000attacker` would be stored as `victim`.
/// - `type`, `cancel_reason`, `expiration_reason` and `environment` are 1–100
///   characters without control characters (any such value is kept, known or
///   not; see `UnrecognizedValues`); `environment` is letters, digits, `_`
///   and `-`, so each one can be asked for (`--environment staging`).
/// - Amounts are ones a store could charge: |`price`| ≤ 1,000,000 (USD),
///   |`price_in_purchased_currency`| ≤ 10,000,000,000 (any currency at the
///   stores' highest price), and `tax_percentage` and `commission_percentage`
///   between 0 and 1.
///
/// Stored events are not judged again (`rebuild()` reads every stored body as it is).
enum WebhookAcceptance {
  /// The largest |`price`|, in USD.
  static let maximumPrice = Decimal(1_000_000)
  /// The largest |`price_in_purchased_currency`|.
  static let maximumLocalPrice = Decimal(10_000_000_000)
  /// The longest type, reason or environment.
  static let maximumNameLength = 100

  /// Throws the first rule `event` breaks, naming the member (`event.id: …`).
  static func check(_ event: WebhookEvent) throws(AnalyticsError) {
    guard !event.id.isEmpty else { throw refused("id", "is empty; every event needs its id") }
    try name(event.type.rawValue, "type")
    if let reason = event.cancelReason { try name(reason.rawValue, "cancel_reason") }
    if let reason = event.expirationReason { try name(reason.rawValue, "expiration_reason") }
    try name(event.environment, "environment")
    guard AnalyticsEnvironment(rawValue: event.environment) != nil else {
      throw refused(
        "environment", "'\(event.environment)' is not a name of letters, digits, _ and -")
    }
    let texts: [(String, String?)] = [
      ("id", event.id), ("app_id", event.appID), ("app_user_id", event.appUserID),
      ("original_app_user_id", event.originalAppUserID), ("product_id", event.productID),
      ("new_product_id", event.newProductID), ("period_type", event.periodType),
      ("store", event.store), ("transaction_id", event.transactionID),
      ("original_transaction_id", event.originalTransactionID),
      ("presented_offering_id", event.presentedOfferingID), ("country_code", event.countryCode),
      ("currency", event.currency), ("offer_code", event.offerCode),
      ("experiment_id", event.experimentID), ("experiment_variant", event.experimentVariant),
      ("offering_id", event.offeringID),
    ]
    for (field, text) in texts { try noNUL(text, field) }
    let lists: [(String, [String]?)] = [
      ("aliases", event.aliases), ("entitlement_ids", event.entitlementIDs),
      ("transferred_from", event.transferredFrom), ("transferred_to", event.transferredTo),
    ]
    for (field, list) in lists {
      for (index, text) in (list ?? []).enumerated() { try noNUL(text, "\(field)[\(index)]") }
    }
    for (index, entry) in event.experiments.enumerated() {
      try noNUL(entry.experimentID, "experiments[\(index)].experiment_id")
      try noNUL(entry.experimentVariant, "experiments[\(index)].experiment_variant")
    }
    try amount(event.price, "price", at: maximumPrice, unit: " (USD)")
    try amount(
      event.priceInPurchasedCurrency, "price_in_purchased_currency", at: maximumLocalPrice,
      unit: " (in its currency)")
    try share(event.taxPercentage, "tax_percentage")
    try share(event.commissionPercentage, "commission_percentage")
  }

  private static func refused(_ field: String, _ what: String) -> AnalyticsError {
    AnalyticsError(.malformedEvent, "event.\(field): \(what)")
  }

  private static func noNUL(_ text: String?, _ field: String) throws(AnalyticsError) {
    guard let text, text.utf8.contains(0) else { return }
    throw refused(field, "contains a NUL character (\\u0000), which is not accepted in stored text")
  }

  /// An open value (type, reason, environment): kept whatever it says, if it can be shown.
  private static func name(_ text: String, _ field: String) throws(AnalyticsError) {
    guard !text.isEmpty else { throw refused(field, "is empty") }
    guard text.count <= maximumNameLength else {
      throw refused(field, "is longer than \(maximumNameLength) characters")
    }
    guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else {
      throw refused(field, "contains a control character")
    }
  }

  private static func amount(_ value: Decimal, _ field: String, at bound: Decimal, unit: String)
    throws(AnalyticsError)
  {
    // Written so that NaN (which compares false) is refused too.
    guard value.isFinite, abs(value) <= bound else {
      throw refused(
        field,
        "\(value) is more than any store charges; the limit is ±\(bound)\(unit)")
    }
  }

  private static func share(_ value: Decimal, _ field: String) throws(AnalyticsError) {
    guard value.isFinite, value >= 0, value <= 1 else {
      throw refused(field, "\(value) is not a share between 0 and 1")
    }
  }
}
