import Foundation

/// Which transactions and customers a query counts (what each is worth: `MoneyBook`).
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
}
