import Foundation
import SQLiteSupport
import SubscriptionKit
import SubscriptionWire

/// The ledger's side tables for price increases, billing plans' commitments
/// and refunded shares (migration 10): a record with terms writes its row
/// beside the record's own, in the same transaction.
extension Ledger {
  /// Writes the terms of the records in `changes`, and its products' price increases.
  func writeBillingTerms(_ changes: LedgerChanges) throws {
    for increase in changes.priceIncreases {
      try database.statement(
        """
        INSERT OR REPLACE INTO price_increases (product_id, announced_ms, price, requires_consent)
        VALUES (?, ?, ?, ?)
        """
      ).bind(
        .text(increase.productID), .integer(ISO8601.milliseconds(increase.announcedAt)),
        .text(Self.decimalText(increase.price)), .bool(increase.requiresConsent)
      ).run()
    }
    for transaction in changes.transactions {
      guard let terms = transaction.terms else { continue }
      try database.statement(
        """
        INSERT OR REPLACE INTO transaction_terms (transaction_id, billing_plan,
          revocation_percentage) VALUES (?, ?, ?)
        """
      ).bind(
        .text(transaction.id), .optional(terms.billingPlan?.rawValue),
        .optional(terms.revocationPercentage.map(Int64.init))
      ).run()
    }
    for subscription in changes.subscriptions {
      guard let terms = subscription.terms else { continue }
      let increase = terms.priceIncrease
      let commitment = terms.commitment
      try database.statement(
        """
        INSERT OR REPLACE INTO subscription_terms (original_transaction_id, increase_product_id,
          increase_price, increase_requires_consent, increase_status, increase_announced_ms,
          commitment_start_ms, commitment_end_ms, commitment_installments, commitment_number,
          commitment_price, commitment_will_renew) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
      ).bind(
        .text(subscription.originalTransactionID), .optional(increase?.productID),
        .optional(increase.map { Self.decimalText($0.price) }),
        .optional(increase.map { $0.requiresConsent ? 1 : 0 }),
        .optional(increase?.status.rawValue),
        .optional(increase.map { ISO8601.milliseconds($0.announcedAt) }),
        .optional(commitment.map { ISO8601.milliseconds($0.start) }),
        .optional(commitment.map { ISO8601.milliseconds($0.end) }),
        .optional(commitment.map { Int64($0.installments) }),
        .optional(commitment.map { Int64($0.number) }),
        .optional(commitment.map { Self.decimalText($0.price) }),
        .optional(commitment.map { $0.willRenew ? 1 : 0 })
      ).run()
    }
  }

  /// Reads the side tables into records already loaded.
  func loadBillingTerms(into state: inout EngineState) throws {
    let increases = try database.statement(
      """
      SELECT product_id, announced_ms, price, requires_consent FROM price_increases
      ORDER BY announced_ms, product_id
      """)
    while try increases.step() {
      let increase = ProductPriceIncrease(
        productID: increases.text(0), price: Self.decimal(increases.text(2)),
        requiresConsent: increases.int64(3) != 0, announcedAt: Self.date(increases.int64(1)))
      state.priceIncreases[increase.productID, default: []].append(increase)
    }
    let transactions = try database.statement(
      "SELECT transaction_id, billing_plan, revocation_percentage FROM transaction_terms")
    while try transactions.step() {
      let id = transactions.text(0)
      state.transactions[id]?.terms = TransactionTerms(
        billingPlan: transactions.optionalText(1).flatMap(BillingPlanType.init(rawValue:)),
        revocationPercentage: transactions.optionalInt64(2).map { Int($0) })
    }
    let subscriptions = try database.statement(
      """
      SELECT original_transaction_id, increase_product_id, increase_price,
        increase_requires_consent, increase_status, increase_announced_ms, commitment_start_ms,
        commitment_end_ms, commitment_installments, commitment_number, commitment_price,
        commitment_will_renew
      FROM subscription_terms
      """)
    while try subscriptions.step() {
      let row = subscriptions
      var terms = SubscriptionTerms()
      if let productID = row.optionalText(1), let price = row.optionalText(2),
        let status = row.optionalText(4).flatMap(SubscriberPriceIncrease.Status.init(rawValue:)),
        let announced = row.optionalInt64(5)
      {
        terms.priceIncrease = SubscriberPriceIncrease(
          productID: productID, price: Self.decimal(price),
          requiresConsent: row.optionalInt64(3) == 1, status: status,
          announcedAt: Self.date(announced))
      }
      if let start = row.optionalInt64(6), let end = row.optionalInt64(7),
        let installments = row.optionalInt64(8), let number = row.optionalInt64(9),
        let price = row.optionalText(10)
      {
        terms.commitment = Commitment(
          start: Self.date(start), end: Self.date(end), installments: Int(installments),
          number: Int(number), price: Self.decimal(price), willRenew: row.optionalInt64(11) == 1)
      }
      state.subscriptions[row.text(0)]?.terms = terms
    }
  }

  private static func decimalText(_ value: Decimal) -> String {
    "\(value)"
  }

  private static func decimal(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? 0
  }

  private static func date(_ milliseconds: Int64) -> Date {
    ISO8601.date(milliseconds: milliseconds)
  }
}
