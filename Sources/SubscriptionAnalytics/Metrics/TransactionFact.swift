import Foundation

/// One store transaction as the metrics see it: a row of `transactions` whose
/// purchase event has arrived, with its access end worked out.
struct TransactionFact: Sendable {
  var id: String
  var originalID: String
  var appUserID: String?
  var isSubscription: Bool
  var productID: String?
  var store: String
  var country: String?
  /// `,pro,plus,` or nil.
  var entitlements: String?
  var isTrial: Bool
  var start: Int64
  var expiration: Int64?
  var isFamilyShare: Bool
  var currency: String?
  /// Amounts, as ids in the snapshot's `amounts` (see `MoneyBook`).
  var price: MoneyID
  var localPrice: MoneyID
  var tax: MoneyID
  var commission: MoneyID
  var refundedAt: Int64?
  var refundPrice: MoneyID
  var refundLocalPrice: MoneyID
  var willRenew: Bool
  var expiredAt: Int64?
  var extendedUntil: Int64?
  /// When access ends: the expiration (the latest `EXPIRATION` if one came,
  /// else the period's end stretched by grace or extensions), cut at a refund
  /// and at the start of the subscription's next transaction. Nil: never.
  var end: Int64?
  /// Index of the subscription's next transaction in the snapshot, if any.
  var next: Int?
  /// Whether a paid transaction of the same subscription came before this one.
  var hasEarlierPaid = false
  /// Whether it starts after a lapse: the subscription's previous transaction
  /// was paid and its access ended before this one started (a resubscription).
  var followsLapse = false

  /// The period it paid for, in whole days (for MRR normalization); nil without expiration.
  var periodDays: Int64? {
    guard let expiration, expiration > start else { return nil }
    return (expiration - start + 43_200_000) / 86_400_000
  }

  /// Whether access is granted at `instant` (ms), by the core's one boundary
  /// rule: from the start (inclusive) while the end is later than the instant.
  @inline(__always)
  func isActive(at instant: Int64) -> Bool {
    guard start <= instant else { return false }
    guard let end else { return true }
    return end > instant
  }

  static let selectSQL = """
    SELECT transaction_id, original_transaction_id, app_user_id, kind, product_id, store,
      country_code, entitlement_ids, period_type, purchased_at_ms, expiration_at_ms,
      is_family_share, currency, price, price_in_purchased_currency, tax_percentage,
      commission_percentage, refunded_at_ms, refund_price, refund_price_in_purchased_currency,
      will_renew, expired_at_ms, extended_until_ms, refund_reversed_at_ms
    FROM transactions WHERE environment = ? AND purchase_event_id IS NOT NULL
    """

  /// Reads a row of `selectSQL`, interning its amounts in `amounts`.
  init(row: any SQLRow, amounts: inout AmountTable) {
    func money(_ index: Int32) -> MoneyID {
      amounts.id(for: row.isNull(index) ? "0" : row.text(index))
    }
    id = row.text(0)
    originalID = row.optionalText(1) ?? id
    appUserID = row.optionalText(2)
    isSubscription = row.text(3) == "subscription"
    productID = row.optionalText(4)
    store = row.text(5)
    country = row.optionalText(6)
    entitlements = row.optionalText(7)
    isTrial = row.text(8) == "TRIAL"
    start = row.int64(9)
    expiration = row.optionalInt64(10)
    isFamilyShare = row.int64(11) != 0
    currency = row.optionalText(12)
    price = money(13)
    localPrice = money(14)
    tax = money(15)
    commission = money(16)
    // A refund counts unless a REFUND_REVERSED came at or after it.
    refundedAt = row.optionalInt64(17).flatMap { refunded in
      (row.optionalInt64(23).map { $0 >= refunded } ?? false) ? nil : refunded
    }
    refundPrice = money(18)
    refundLocalPrice = money(19)
    willRenew = row.optionalInt64(20).map { $0 != 0 } ?? true
    expiredAt = row.optionalInt64(21)
    extendedUntil = row.optionalInt64(22)
  }
}

/// Distinct amounts read from the database, each parsed once.
struct AmountTable: Sendable {
  private var ids: [String: MoneyID] = [:]
  /// The values, by id.
  private(set) var values: [Decimal] = []

  /// The id of the amount written as `text` (unreadable text counts as 0).
  mutating func id(for text: String) -> MoneyID {
    if let known = ids[text] { return known }
    let id = MoneyID(values.count)
    values.append(DecimalText.decimal(text) ?? 0)
    ids[text] = id
    return id
  }
}
