import Foundation
import SubscriptionWire

/// One store transaction as the metrics see it: a row of `transactions` whose
/// purchase event has arrived, with its access end worked out.
///
/// Plain values only (texts are ids in the snapshot's tables, amounts ids in
/// its money book, absent instants a sentinel), so walking 800,000 of them
/// once per metric copies bytes and never retains a string.
struct TransactionFact: Sendable {
  /// The instant that stands for "none" in the stored instants.
  static let none = Int64.min

  /// Its place in load order; `SnapshotTables.transactionIDs` holds its id.
  var row: Int32
  /// The subscription (original transaction id), an id in the snapshot's `subscriptions`.
  var subscription: Int32
  /// The app user id, an id in the snapshot's `users`; -1 when none.
  var user: Int32
  /// Product, store, country, `,pro,plus,` entitlements and currency: ids in
  /// the snapshot's `dimensions`; -1 when none.
  var product: Int32
  var store: Int32
  var country: Int32
  var entitlements: Int32
  var currency: Int32
  /// Amounts, as ids in the snapshot's `amounts` (see `MoneyBook`).
  var price: MoneyID
  var localPrice: MoneyID
  var tax: MoneyID
  var commission: MoneyID
  var refundPrice: MoneyID
  var refundLocalPrice: MoneyID
  private var nextIndex: Int32 = -1
  var start: Int64
  private var expirationMs: Int64
  private var refundedAtMs: Int64
  private var expiredAtMs: Int64
  private var extendedUntilMs: Int64
  private var endMs = TransactionFact.none
  var isSubscription: Bool
  var isTrial: Bool
  /// Whether it is a paid introductory period (`period_type` `INTRO`).
  var isIntro: Bool
  var isFamilyShare: Bool
  var willRenew: Bool
  /// Whether a paid transaction of the same subscription came before this one.
  var hasEarlierPaid = false
  /// Whether it starts after a lapse: the subscription's previous transaction
  /// was paid and its access ended before this one started (a resubscription).
  var followsLapse = false

  var expiration: Int64? { Self.optional(expirationMs) }
  var refundedAt: Int64? { Self.optional(refundedAtMs) }
  var expiredAt: Int64? { Self.optional(expiredAtMs) }
  var extendedUntil: Int64? { Self.optional(extendedUntilMs) }

  /// When access ends: the expiration (the latest `EXPIRATION` if one came,
  /// else the period's end stretched by grace or extensions), cut at a refund
  /// and at the start of the subscription's next transaction. Nil: never.
  var end: Int64? {
    get { Self.optional(endMs) }
    set { endMs = newValue ?? Self.none }
  }

  /// Index of the subscription's next transaction in the snapshot, if any.
  var next: Int? {
    get { nextIndex < 0 ? nil : Int(nextIndex) }
    set { nextIndex = newValue.map { Int32($0) } ?? -1 }
  }

  @inline(__always)
  private static func optional(_ value: Int64) -> Int64? { value == none ? nil : value }

  /// The period it paid for, in UTC days crossed from its start to its
  /// expiration (SQL's `DATE_DIFF(day, start, end)`, which RevenueCat's MRR
  /// normalization buckets); nil without an expiration after the start.
  var periodDays: Int64? {
    guard let expiration, expiration > start else { return nil }
    func day(_ instant: Int64) -> Int64 {
      instant >= 0 ? instant / 86_400_000 : (instant - 86_399_999) / 86_400_000
    }
    return day(expiration) - day(start)
  }

  /// Whether access is granted at `instant` (ms), by the core's one boundary
  /// rule: from the start (inclusive) while the end is later than the instant.
  @inline(__always)
  func isActive(at instant: Int64) -> Bool {
    guard start <= instant else { return false }
    return endMs == Self.none || endMs > instant
  }

  /// Every environment's rows, in the table's own order: with a condition on
  /// `environment`, SQLite walks the primary-key index and looks up each row
  /// in the table, slower than reading the table straight through. The last
  /// column, the environment, is checked by the reader (`isIn(_:)`).
  static let selectSQL = """
    SELECT transaction_id, original_transaction_id, app_user_id,
      CASE WHEN kind = 'subscription' THEN 1 ELSE 0 END, product_id, store,
      country_code, entitlement_ids,
      CASE period_type WHEN 'TRIAL' THEN 1 WHEN 'INTRO' THEN 2 ELSE 0 END,
      purchased_at_ms, expiration_at_ms,
      is_family_share, currency, price, price_in_purchased_currency, tax_percentage,
      commission_percentage, refunded_at_ms, refund_price, refund_price_in_purchased_currency,
      will_renew, expired_at_ms, extended_until_ms, refund_reversed_at_ms, environment,
      expiration_event_at_ms, renewal_changed_at_ms
    FROM transactions WHERE purchase_event_id IS NOT NULL
    """

  /// The instants in a row of `selectSQL` at which an event said something:
  /// the purchase, refund, reversal, expiration and renewal change (none: `none`).
  static func eventInstants(in row: any SQLRow) -> [Int64] {
    [9, 17, 23, 25, 26].map { row.isNull($0) ? none : row.int64($0) }
  }

  /// Whether a row of `selectSQL` belongs to the environment spelled `environment`.
  static func isIn(_ environment: [UInt8], row: any SQLRow) -> Bool {
    guard let place = row.utf8(24) else { return false }
    return place.elementsEqual(environment)
  }

  /// Reads a row of `selectSQL` as the `row`th, interning its texts and
  /// amounts, as of `asOf` (ms): a refund, reversal, `EXPIRATION` or renewal
  /// change later than that has not happened yet. (The caller leaves out
  /// transactions that start later.)
  init(row reader: any SQLRow, row: Int32, tables: inout SnapshotTables, asOf: Int64 = .max) {
    func dimension(_ index: Int32) -> Int32 {
      guard let bytes = reader.utf8(index) else { return -1 }
      return tables.dimensions.id(bytes, recent: &tables.recent[Int(index)])
    }
    func money(_ index: Int32) -> MoneyID {
      guard let bytes = reader.utf8(index) else { return tables.amounts.zero }
      return tables.amounts.id(bytes, recent: &tables.recent[Int(index)])
    }
    func instant(_ index: Int32) -> Int64 {
      reader.isNull(index) ? Self.none : reader.int64(index)
    }
    /// `instant(index)`, or none when what it records happened after `asOf`.
    func known(_ index: Int32, at time: Int32? = nil) -> Int64 {
      let when = instant(time ?? index)
      return when != Self.none && when > asOf ? Self.none : instant(index)
    }
    self.row = row
    tables.transactionIDs.append(reader.utf8(0) ?? UnsafeRawBufferPointer(start: nil, count: 0))
    let original = reader.utf8(1) ?? reader.utf8(0) ?? UnsafeRawBufferPointer(start: nil, count: 0)
    subscription = tables.subscriptions.id(original, recent: &tables.recent[1])
    user = reader.utf8(2).map { tables.users.id($0, recent: &tables.recent[2]) } ?? -1
    isSubscription = reader.int64(3) != 0
    product = dimension(4)
    store = dimension(5)
    if store < 0 { store = tables.dimensions.id("") }
    country = dimension(6)
    entitlements = dimension(7)
    isTrial = reader.int64(8) == 1
    isIntro = reader.int64(8) == 2
    start = reader.int64(9)
    expirationMs = instant(10)
    isFamilyShare = reader.int64(11) != 0
    currency = dimension(12)
    price = money(13)
    localPrice = money(14)
    tax = money(15)
    commission = money(16)
    // A refund counts unless a REFUND_REVERSED came at or after it.
    let refunded = known(17)
    let reversed = known(23)
    refundedAtMs =
      refunded != Self.none && reversed != Self.none && reversed >= refunded
      ? Self.none : refunded
    refundPrice = money(18)
    refundLocalPrice = money(19)
    let renewalChanged = instant(26)
    willRenew =
      reader.isNull(20) || reader.int64(20) != 0
      || (renewalChanged != Self.none && renewalChanged > asOf)
    expiredAtMs = known(21, at: 25)
    extendedUntilMs = instant(22)
  }
}

/// The tables a snapshot's facts point into, filled while it loads.
struct SnapshotTables: Sendable {
  /// Original transaction ids.
  var subscriptions = TextTable()
  /// App user ids (of transactions and customers alike).
  var users = TextTable()
  /// Products, stores, countries, entitlement lists, currencies: few values.
  var dimensions = TextTable()
  var amounts = AmountTable()
  /// Each transaction's id, by `row`: the last tie-break when ordering.
  var transactionIDs = TextList()
  /// Per column, the id it read last (most columns repeat their previous row's value).
  var recent = [Int32](repeating: -1, count: 27)
}

/// Distinct amounts read from the database, each parsed once.
struct AmountTable: Sendable {
  private var texts = TextTable()
  /// The values, by id.
  private(set) var values: [Decimal] = []

  init() {
    _ = id("0")
  }

  /// The id of 0 (what a NULL amount reads as).
  var zero: MoneyID { 0 }

  /// The id of the amount written as `text` (unreadable text counts as 0);
  /// `recent` as in `TextTable`.
  mutating func id(_ text: UnsafeRawBufferPointer, recent: inout Int32) -> MoneyID {
    let id = texts.id(text, recent: &recent)
    if Int(id) == values.count {
      values.append(DecimalText.decimal(String(decoding: text, as: UTF8.self)) ?? 0)
    }
    return id
  }

  /// The id of the amount written as `text`.
  mutating func id(_ text: String) -> MoneyID {
    var text = text
    var recent: Int32 = -1
    return text.withUTF8 { id(UnsafeRawBufferPointer($0), recent: &recent) }
  }
}
