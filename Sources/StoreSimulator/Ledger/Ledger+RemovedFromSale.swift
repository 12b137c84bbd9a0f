import Foundation
import SQLiteSupport
import SubscriptionWire

/// A product the developer removed from sale, and when.
struct ProductRemoval: Sendable, Hashable {
  var productID: String
  var date: Date
}

/// The ledger's table of products removed from sale (migration 13).
extension Ledger {
  /// Writes one removal.
  func write(_ removal: ProductRemoval) throws {
    try database.statement(
      "INSERT OR REPLACE INTO products_removed_from_sale (product_id, removed_ms) VALUES (?, ?)"
    ).bind(.text(removal.productID), .integer(ISO8601.milliseconds(removal.date))).run()
  }

  /// Reads every removal into `state`.
  func loadRemovedFromSale(into state: inout EngineState) throws {
    let rows = try database.statement(
      "SELECT product_id, removed_ms FROM products_removed_from_sale")
    while try rows.step() {
      state.removedFromSale[rows.text(0)] = ISO8601.date(milliseconds: rows.int64(1))
    }
  }
}
