import Foundation
import SQLiteSupport
import SubscriptionKit
import SubscriptionWire

extension Ledger {
  /// Rebuilds the engine's state from the ledger: records, indexes, intro-offer
  /// use, the due queue and the identifier counters.
  func loadState(catalog: Catalog) throws -> EngineState {
    var state = EngineState()
    state.ledgerID = try setting(SettingKey.ledgerID) ?? "00000000"
    let customers = try database.statement(
      "SELECT app_user_id, original_app_user_id, first_seen_ms FROM customers")
    while try customers.step() {
      let id = customers.text(0)
      state.customers[id] = CustomerRecord(
        appUserID: id, originalAppUserID: customers.text(1), firstSeen: date(customers.int64(2)))
    }
    var highest: Int64 = 0
    let transactions = try database.statement(
      """
      SELECT transaction_id, original_transaction_id, app_user_id, product_id, purchased_ms,
        expires_ms, period_type, price, currency, offering_id, revoked_ms, store_account,
        storefront, offer_type, offer_id
      FROM transactions ORDER BY purchased_ms, transaction_id
      """)
    while try transactions.step() {
      let record = TransactionRecord(
        id: transactions.text(0), originalID: transactions.text(1),
        appUserID: transactions.text(2), productID: transactions.text(3),
        purchaseDate: date(transactions.int64(4)),
        expiresDate: transactions.optionalInt64(5).map(date),
        periodType: PeriodType(jsonValue: transactions.text(6)),
        price: Decimal(string: transactions.text(7), locale: Locale(identifier: "en_US_POSIX"))
          ?? 0,
        currency: transactions.text(8), offeringID: transactions.optionalText(9),
        revokedAt: transactions.optionalInt64(10).map(date), storeAccount: transactions.text(11),
        storefront: transactions.optionalText(12),
        offer: AppliedOffer(type: transactions.optionalInt64(13), id: transactions.optionalText(14))
      )
      ensureCustomer(record.appUserID, firstSeen: record.purchaseDate, in: &state)
      state.store(record)
      highest = max(highest, Self.number(of: record.id))
      if record.periodType != .normal, record.offer == nil,
        let group = catalog.groupID(of: record.productID)
      {
        state.recordIntroOffer(
          appUserID: record.appUserID, storeAccount: record.storeAccount, group: group)
      }
    }
    let subscriptions = try database.statement(
      """
      SELECT original_transaction_id, app_user_id, group_id, product_id, renewal_product_id,
        original_purchase_ms, period_start_ms, period_end_ms, period_type, intro_periods_remaining,
        will_auto_renew, unsubscribe_ms, billing_issue_ms, grace_end_ms, retry_end_ms,
        payment_fails, status, latest_transaction_id, refunded_ms, renewal_count, offering_id,
        store_account, offer_type, offer_id, pending_offer_type, pending_offer_id
      FROM subscriptions ORDER BY original_purchase_ms, original_transaction_id
      """)
    while try subscriptions.step() {
      let row = subscriptions
      guard let status = SubscriptionRenewalState(rawValue: row.text(16)) else {
        throw StoreSimulatorError(
          .ledger, "Subscription \(row.text(0)) has an unknown status \"\(row.text(16))\".")
      }
      let record = SubscriptionRecord(
        originalTransactionID: row.text(0), appUserID: row.text(1), groupID: row.text(2),
        productID: row.text(3), renewalProductID: row.optionalText(4),
        originalPurchaseDate: date(row.int64(5)), periodStart: date(row.int64(6)),
        periodEnd: date(row.int64(7)), periodType: PeriodType(jsonValue: row.text(8)),
        introPeriodsRemaining: Int(row.int64(9)), willAutoRenew: row.int64(10) != 0,
        unsubscribeDetectedAt: row.optionalInt64(11).map(date),
        billingIssueDetectedAt: row.optionalInt64(12).map(date),
        gracePeriodEnd: row.optionalInt64(13).map(date),
        billingRetryEnd: row.optionalInt64(14).map(date), paymentFails: row.int64(15) != 0,
        status: status, latestTransactionID: row.text(17),
        refundedAt: row.optionalInt64(18).map(date), renewalCount: Int(row.int64(19)),
        offeringID: row.optionalText(20), storeAccount: row.text(21),
        offer: AppliedOffer(type: row.optionalInt64(22), id: row.optionalText(23)),
        pendingOffer: AppliedOffer(type: row.optionalInt64(24), id: row.optionalText(25)))
      ensureCustomer(record.appUserID, firstSeen: record.originalPurchaseDate, in: &state)
      state.store(record)
    }
    let pending = try database.statement(
      "SELECT id, app_user_id, product_id, offering_id, requested_ms FROM pending_purchases")
    while try pending.step() {
      let request = PendingPurchase(
        id: pending.text(0), appUserID: pending.text(1), productID: pending.text(2),
        offeringID: pending.optionalText(3), requestedAt: date(pending.int64(4)))
      state.pending[request.id] = request
      highest = max(highest, Self.number(of: request.id))
    }
    try loadCustomerDetails(into: &state)
    highest = max(highest, try loadFamilyShares(into: &state))
    state.nextTransactionNumber = highest + 1
    state.rebuildBillingAnchors()
    let events = try database.statement("SELECT COALESCE(MAX(sequence), 0) FROM outbox")
    state.nextEventSequence = (try events.firstRow { $0.int64(0) } ?? 0) + 1
    let notifications = try database.statement(
      "SELECT COALESCE(MAX(sequence), 0) FROM apple_outbox")
    state.nextNotificationSequence = (try notifications.firstRow { $0.int64(0) } ?? 0) + 1
    let tokens = try database.statement(
      "SELECT original_transaction_id, token FROM apple_app_account_tokens")
    while try tokens.step() { state.appAccountTokens[tokens.text(0)] = tokens.text(1) }
    try loadBillingTerms(into: &state)
    try loadRemovedFromSale(into: &state)
    return state
  }

  /// Enrolments, attributes and experiment stops.
  private func loadCustomerDetails(into state: inout EngineState) throws {
    let enrollments = try database.statement(
      """
      SELECT app_user_id, experiment_id, variant, offering_id, enrolled_ms
      FROM experiment_enrollments ORDER BY enrolled_ms, experiment_id
      """)
    while try enrollments.step() {
      let id = enrollments.text(0)
      let enrolledAt = date(enrollments.int64(4))
      ensureCustomer(id, firstSeen: enrolledAt, in: &state)
      state.customers[id]?.enrollments.append(
        ExperimentEnrollment(
          experimentID: enrollments.text(1), variant: enrollments.text(2),
          offeringID: enrollments.text(3), enrolledAt: enrolledAt))
    }
    let attributes = try database.statement(
      "SELECT app_user_id, name, value, updated_ms FROM subscriber_attributes")
    while try attributes.step() {
      let id = attributes.text(0)
      ensureCustomer(id, firstSeen: date(attributes.int64(3)), in: &state)
      state.customers[id]?.attributes[attributes.text(1)] = WebhookSubscriberAttribute(
        value: attributes.text(2), updatedAtMs: attributes.int64(3))
    }
    let promotionals = try database.statement(
      """
      SELECT app_user_id, entitlement_id, duration, starts_ms, ends_ms FROM promotional_grants
      ORDER BY app_user_id, starts_ms, entitlement_id
      """)
    while try promotionals.step() {
      let id = promotionals.text(0)
      let start = date(promotionals.int64(3))
      ensureCustomer(id, firstSeen: start, in: &state)
      state.customers[id]?.promotionals.append(
        PromotionalGrant(
          entitlementID: promotionals.text(1), duration: promotionals.text(2), start: start,
          end: promotionals.isNull(4) ? nil : date(promotionals.int64(4))))
    }
    let stops = try database.statement("SELECT key, value FROM settings WHERE key LIKE ?")
    try stops.bind(.text(SettingKey.experimentStopPrefix + "%"))
    while try stops.step() {
      guard let milliseconds = Int64(stops.text(1)) else { continue }
      let experimentID = String(stops.text(0).dropFirst(SettingKey.experimentStopPrefix.count))
      state.experimentStops[experimentID] = date(milliseconds)
    }
  }

  private func ensureCustomer(_ id: String, firstSeen: Date, in state: inout EngineState) {
    guard state.customers[id] == nil else { return }
    state.customers[id] = CustomerRecord(appUserID: id, originalAppUserID: id, firstSeen: firstSeen)
  }

  /// The counter behind a transaction identifier ("2000000000000042" → 42).
  static func number(of id: String) -> Int64 {
    let digits = id.drop { !$0.isNumber }
    return (Int64(digits) ?? 2_000_000_000_000_000) - 2_000_000_000_000_000
  }

  private func date(_ milliseconds: Int64) -> Date {
    ISO8601.date(milliseconds: milliseconds)
  }
}

/// Keys of the ledger's `settings` table.
enum SettingKey {
  static let ledgerID = "ledger_id"
  static let originMs = "clock_origin_ms"
  static let skippedMs = "clock_skipped_ms"
  static let processedMs = "clock_processed_ms"
  static let currentAppUserID = "current_app_user_id"
  /// Followed by an experiment's identifier: when it was stopped (ms).
  static let experimentStopPrefix = "experiment_stopped:"
}
