import Foundation

/// Which transactions and customers a query counts (what each is worth: `MoneyBook`).
///
/// RevenueCat's charts leave out family-shared and promotional (granted, not
/// sold) access and read production only; the environment is chosen when the
/// snapshot is loaded. The product, store, country and entitlement filters
/// match a transaction's own fields, and a customer's first event.
///
/// The query's texts are looked up once in the snapshot's dimension table,
/// so matching compares ids; a text the snapshot never saw matches nothing.
struct MetricFilter: Sendable {
  /// A wanted dimension id: nil when the query does not filter on it.
  private var product: Int32?
  private var store: Int32?
  private var country: Int32?
  private var currency: Int32?
  /// Per dimension id, whether that entitlement list holds the wanted
  /// entitlement; nil when the query does not filter on one.
  private var entitlements: [Bool]?
  /// The store that grants rather than sells (-2 when the snapshot has none).
  private let promotional: Int32

  /// The id no fact carries (-1 is "none").
  private static let unseen: Int32 = -2

  init(_ query: MetricQuery, in snapshot: AnalyticsSnapshot) {
    let table = snapshot.dimensions
    func id(_ text: String?) -> Int32? {
      text.map { table.existingID($0) ?? Self.unseen }
    }
    product = id(query.product)
    store = id(query.store)
    country = id(query.country)
    currency = id(query.currency)
    promotional = table.existingID("PROMOTIONAL") ?? Self.unseen
    if let entitlement = query.entitlement {
      let wanted = "," + entitlement + ","
      entitlements = (0..<Int32(table.count)).map { table.text($0).contains(wanted) }
    }
  }

  func matches(_ fact: TransactionFact) -> Bool {
    if fact.isFamilyShare || fact.store == promotional { return false }
    if let product, fact.product != product { return false }
    if let store, fact.store != store { return false }
    if let country, fact.country != country { return false }
    if let entitlements, !holds(entitlements, fact.entitlements) { return false }
    if let currency, fact.currency != currency { return false }
    return true
  }

  func matches(_ customer: CustomerFact) -> Bool {
    if let product, customer.product != product { return false }
    if let store, customer.store != store { return false }
    if let country, customer.country != country { return false }
    if let entitlements, !holds(entitlements, customer.entitlements) { return false }
    return true
  }

  private func holds(_ entitlements: [Bool], _ id: Int32) -> Bool {
    id >= 0 && entitlements[Int(id)]
  }
}
