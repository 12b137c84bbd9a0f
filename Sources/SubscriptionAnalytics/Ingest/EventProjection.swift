import SubscriptionWire

/// Writes what one event says into the derived tables.
///
/// Every write is an upsert whose merge does not depend on arrival order:
/// - a transaction's purchase columns come from the purchase event with the
///   smallest id (there is normally exactly one);
/// - its refund from the earliest refund (`CANCELLATION` with
///   `CUSTOMER_SUPPORT`), by time then id;
/// - whether it will renew from the latest `CANCELLATION`/`UNCANCELLATION`;
/// - its expiration from the latest `EXPIRATION`;
/// - how far access was extended (billing grace, `SUBSCRIPTION_EXTENDED`) from the largest;
/// - a customer's first-seen row from the earliest event, by time then id;
/// - a refund's reversal (`REFUND_REVERSED`) from the latest: a refund
///   counts only when no reversal came at or after it;
/// - `SUBSCRIPTION_PAUSED` turns auto-renew off, merged with cancellations
///   by time (RevenueCat: the pause starts at the period's end, access ends
///   with the `EXPIRATION` that follows, and a resumption is a `RENEWAL`);
/// - each `TRANSFER` adds (from, to, time) rows, applied in time order when
///   metrics read, so a transaction belongs to whoever holds it now.
///
/// - an event of a type this code does not know, or a `CANCELLATION` with a
///   reason it does not know, is kept out of every derived table but
///   `unrecognized_values` (`EventFacts.isUnderstood`).
///
/// So applying any permutation of a set of events, with duplicates, leaves
/// the same rows; an event that arrives late rewrites only the one
/// transaction (and customer) it names. Events that move no money and end
/// no access (`PRODUCT_CHANGE`, `TEST`, experiments, …) are kept in
/// `events` only.
enum EventProjection {
  /// Applies `event` to the derived tables of `database`.
  static func apply(_ event: EventFacts, to database: any AnalyticsDatabase) throws {
    try UnrecognizedProjection.apply(event, to: database)
    guard event.isUnderstood else { return }
    try ExperimentProjection.apply(event.enrollments, eventID: event.id, to: database)
    if let appUserID = event.appUserID {
      try database.run(
        customerUpsert,
        [
          .text(event.customerEnvironment), .text(appUserID), .integer(event.seenAtMs),
          .text(event.id),
          .text(event.store), .optional(event.countryCode), .optional(event.productID),
          .optional(event.entitlementIDs),
        ])
    }
    let key = event.transactionID ?? event.id
    switch event.type {
    case .initialPurchase, .renewal, .nonRenewingPurchase:
      try database.run(
        purchaseUpsert,
        [
          .text(event.environment), .text(key), .text(event.id),
          .text(event.type == .nonRenewingPurchase ? "one_time" : "subscription"),
          .text(event.originalTransactionID ?? key), .optional(event.appUserID),
          .optional(event.productID), .text(event.store), .optional(event.countryCode),
          .optional(event.entitlementIDs), .text(event.periodType),
          .integer(event.purchasedAtMs ?? event.eventTimestampMs), .optional(event.expirationAtMs),
          .bool(event.isFamilyShare), .optional(event.currency), .text(event.price),
          .text(event.priceInPurchasedCurrency), .text(event.taxPercentage),
          .text(event.commissionPercentage),
        ])
    case .cancellation where event.cancelReason == .customerSupport:
      try database.run(
        refundUpsert,
        [
          .text(event.environment), .text(key), .text(event.id), .integer(event.eventTimestampMs),
          .text(event.price), .text(event.priceInPurchasedCurrency),
        ])
    case .cancellation, .uncancellation, .subscriptionPaused:
      try database.run(
        renewalUpsert,
        [
          .text(event.environment), .text(key), .text(event.id), .integer(event.eventTimestampMs),
          .bool(event.type == .uncancellation),
        ])
    case .refundReversed:
      try database.run(
        reversalUpsert, [.text(event.environment), .text(key), .integer(event.eventTimestampMs)])
    case .transfer:
      for from in event.transferredFrom.sorted() {
        for to in event.transferredTo.sorted() where to != from {
          try database.run(
            transferInsert,
            [
              .text(event.environment), .text(event.id), .text(from), .text(to),
              .integer(event.eventTimestampMs),
            ])
        }
      }
    case .expiration:
      try database.run(
        expirationUpsert,
        [
          .text(event.environment), .text(key), .text(event.id), .integer(event.eventTimestampMs),
          .integer(event.expirationAtMs ?? event.eventTimestampMs),
        ])
    case .billingIssue, .subscriptionExtended:
      let until =
        event.type == .billingIssue ? event.gracePeriodExpirationAtMs : event.expirationAtMs
      guard let until else { return }
      try database.run(extensionUpsert, [.text(event.environment), .text(key), .integer(until)])
    default:
      return
    }
  }

  static let customerUpsert = """
    INSERT INTO customers (environment, app_user_id, first_seen_ms, first_event_id, store,
      country_code, product_id, entitlement_ids)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (environment, app_user_id) DO UPDATE SET
      first_seen_ms = excluded.first_seen_ms, first_event_id = excluded.first_event_id,
      store = excluded.store, country_code = excluded.country_code,
      product_id = excluded.product_id, entitlement_ids = excluded.entitlement_ids
    WHERE (excluded.first_seen_ms, excluded.first_event_id)
      < (customers.first_seen_ms, customers.first_event_id)
    """

  static let purchaseUpsert = """
    INSERT INTO transactions (environment, transaction_id, purchase_event_id, kind,
      original_transaction_id, app_user_id, product_id, store, country_code, entitlement_ids,
      period_type, purchased_at_ms, expiration_at_ms, is_family_share, currency, price,
      price_in_purchased_currency, tax_percentage, commission_percentage)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (environment, transaction_id) DO UPDATE SET
      purchase_event_id = excluded.purchase_event_id, kind = excluded.kind,
      original_transaction_id = excluded.original_transaction_id,
      app_user_id = excluded.app_user_id, product_id = excluded.product_id,
      store = excluded.store, country_code = excluded.country_code,
      entitlement_ids = excluded.entitlement_ids, period_type = excluded.period_type,
      purchased_at_ms = excluded.purchased_at_ms, expiration_at_ms = excluded.expiration_at_ms,
      is_family_share = excluded.is_family_share, currency = excluded.currency,
      price = excluded.price, price_in_purchased_currency = excluded.price_in_purchased_currency,
      tax_percentage = excluded.tax_percentage,
      commission_percentage = excluded.commission_percentage
    WHERE transactions.purchase_event_id IS NULL
      OR excluded.purchase_event_id < transactions.purchase_event_id
    """

  static let refundUpsert = """
    INSERT INTO transactions (environment, transaction_id, refund_event_id, refunded_at_ms,
      refund_price, refund_price_in_purchased_currency)
    VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (environment, transaction_id) DO UPDATE SET
      refund_event_id = excluded.refund_event_id, refunded_at_ms = excluded.refunded_at_ms,
      refund_price = excluded.refund_price,
      refund_price_in_purchased_currency = excluded.refund_price_in_purchased_currency
    WHERE transactions.refund_event_id IS NULL
      OR (excluded.refunded_at_ms, excluded.refund_event_id)
        < (transactions.refunded_at_ms, transactions.refund_event_id)
    """

  static let renewalUpsert = """
    INSERT INTO transactions (environment, transaction_id, renewal_event_id,
      renewal_changed_at_ms, will_renew)
    VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (environment, transaction_id) DO UPDATE SET
      renewal_event_id = excluded.renewal_event_id,
      renewal_changed_at_ms = excluded.renewal_changed_at_ms, will_renew = excluded.will_renew
    WHERE transactions.renewal_event_id IS NULL
      OR (excluded.renewal_changed_at_ms, excluded.renewal_event_id)
        > (transactions.renewal_changed_at_ms, transactions.renewal_event_id)
    """

  static let expirationUpsert = """
    INSERT INTO transactions (environment, transaction_id, expiration_event_id,
      expiration_event_at_ms, expired_at_ms)
    VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (environment, transaction_id) DO UPDATE SET
      expiration_event_id = excluded.expiration_event_id,
      expiration_event_at_ms = excluded.expiration_event_at_ms,
      expired_at_ms = excluded.expired_at_ms
    WHERE transactions.expiration_event_id IS NULL
      OR (excluded.expiration_event_at_ms, excluded.expiration_event_id)
        > (transactions.expiration_event_at_ms, transactions.expiration_event_id)
    """

  static let reversalUpsert = """
    INSERT INTO transactions (environment, transaction_id, refund_reversed_at_ms)
    VALUES (?, ?, ?)
    ON CONFLICT (environment, transaction_id) DO UPDATE SET
      refund_reversed_at_ms = excluded.refund_reversed_at_ms
    WHERE transactions.refund_reversed_at_ms IS NULL
      OR excluded.refund_reversed_at_ms > transactions.refund_reversed_at_ms
    """

  static let transferInsert = """
    INSERT INTO transfers (environment, event_id, from_user, to_user, transferred_at_ms)
    VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (environment, event_id, from_user, to_user) DO NOTHING
    """

  static let extensionUpsert = """
    INSERT INTO transactions (environment, transaction_id, extended_until_ms)
    VALUES (?, ?, ?)
    ON CONFLICT (environment, transaction_id) DO UPDATE SET
      extended_until_ms = excluded.extended_until_ms
    WHERE transactions.extended_until_ms IS NULL
      OR excluded.extended_until_ms > transactions.extended_until_ms
    """
}
