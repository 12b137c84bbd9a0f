import Foundation

/// Which transactions and customers a query counts, and what each one is worth.
///
/// RevenueCat's charts leave out family-shared and promotional (granted, not
/// sold) access and read production only; the environment is chosen when the
/// snapshot is loaded. The product, store, country and entitlement filters
/// match a transaction's own fields, and a customer's first event.
struct MetricFilter: Sendable {
  var product: String?
  var store: String?
  var country: String?
  var entitlement: String?
  var currency: String?

  init(_ query: MetricQuery) {
    product = query.product
    store = query.store
    country = query.country
    entitlement = query.entitlement.map { "," + $0 + "," }
    currency = query.currency
  }

  func matches(_ fact: TransactionFact) -> Bool {
    if fact.isFamilyShare || fact.store == "PROMOTIONAL" { return false }
    if let product, fact.productID != product { return false }
    if let store, fact.store != store { return false }
    if let country, fact.country != country { return false }
    if let entitlement, !(fact.entitlements?.contains(entitlement) ?? false) { return false }
    if let currency, fact.currency != currency { return false }
    return true
  }

  func matches(_ customer: CustomerFact) -> Bool {
    if let product, customer.productID != product { return false }
    if let store, customer.store != store { return false }
    if let country, customer.country != country { return false }
    if let entitlement, !(customer.entitlements?.contains(entitlement) ?? false) { return false }
    return true
  }

  /// What the transaction charged: `price` in USD, or `price_in_purchased_currency`.
  func amount(_ fact: TransactionFact) -> Decimal {
    currency == nil ? fact.price : fact.localPrice
  }

  /// What was refunded of it (positive; 0 when not refunded). A refund event
  /// without an amount refunds the whole charge.
  func refunded(_ fact: TransactionFact) -> Decimal {
    guard fact.refundedAt != nil else { return 0 }
    let refund = currency == nil ? fact.refundPrice : fact.refundLocalPrice
    return refund == 0 ? amount(fact) : abs(refund)
  }

  /// The charge net of its refund.
  func netAmount(_ fact: TransactionFact) -> Decimal { amount(fact) - refunded(fact) }
}
