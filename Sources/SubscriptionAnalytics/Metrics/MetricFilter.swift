import Foundation

/// Which transactions a query counts (what each is worth: `MoneyBook`).
/// Customer cohorts are never filtered (RevenueCat filters the revenue, not
/// the cohort); the transactions counted in them are.
///
/// RevenueCat's charts leave out family-shared and promotional (granted, not
/// sold) access and read production only; the environment is chosen when the
/// snapshot is loaded. The product, store, country and entitlement filters
/// match a transaction's own fields.
///
/// The query's texts are looked up once in the snapshot's dimension table,
/// so matching reads one flag per dimension id. Every filter matches the
/// same way: the text as written when the snapshot holds it, else every
/// value equal to it ignoring case (`app_store`, `de`, `eur`, `Pro_Monthly`
/// all find what the events wrote); a text the snapshot never saw in any
/// case matches nothing.
struct MetricFilter: Sendable {
  /// Per dimension id, whether that value is wanted; nil when the query does
  /// not filter on the dimension. For entitlements, whether that entitlement
  /// list holds the wanted entitlement.
  private var product: [Bool]?
  private var store: [Bool]?
  private var country: [Bool]?
  private var currency: [Bool]?
  private var entitlements: [Bool]?
  /// The store that grants rather than sells (-2 when the snapshot has none).
  private let promotional: Int32

  /// The id no fact carries (-1 is "none").
  private static let unseen: Int32 = -2

  init(_ query: MetricQuery, in snapshot: AnalyticsSnapshot) {
    let table = snapshot.dimensions
    let texts = (0..<Int32(table.count)).map { table.text($0) }
    /// The flags for `wanted`: values `holds` it exactly, else ignoring case.
    func flags(_ wanted: String?, _ holds: (String, String) -> Bool) -> [Bool]? {
      guard let wanted else { return nil }
      let exact = texts.map { holds($0, wanted) }
      if exact.contains(true) { return exact }
      let folded = wanted.lowercased()
      return texts.map { holds($0.lowercased(), folded) }
    }
    product = flags(query.product, ==)
    store = flags(query.store, ==)
    country = flags(query.country, ==)
    currency = flags(query.currency, ==)
    entitlements = flags(query.entitlement) { $0.contains("," + $1 + ",") }
    promotional = table.existingID("PROMOTIONAL") ?? Self.unseen
  }

  func matches(_ fact: TransactionFact) -> Bool {
    if fact.isFamilyShare || fact.store == promotional { return false }
    if let product, !holds(product, fact.product) { return false }
    if let store, !holds(store, fact.store) { return false }
    if let country, !holds(country, fact.country) { return false }
    if let entitlements, !holds(entitlements, fact.entitlements) { return false }
    if let currency, !holds(currency, fact.currency) { return false }
    return true
  }

  private func holds(_ flags: [Bool], _ id: Int32) -> Bool {
    id >= 0 && flags[Int(id)]
  }
}
