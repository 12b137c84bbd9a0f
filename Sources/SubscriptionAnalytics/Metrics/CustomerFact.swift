/// One customer as the metrics see it: when first seen, and the attributes of
/// that first event (what the filters match).
struct CustomerFact: Sendable {
  var appUserID: String
  var firstSeen: Int64
  var store: String?
  var country: String?
  var productID: String?
  var entitlements: String?

  static let selectSQL = """
    SELECT app_user_id, first_seen_ms, store, country_code, product_id, entitlement_ids
    FROM customers WHERE environment = ?
    """

  init(row: any SQLRow) {
    appUserID = row.text(0)
    firstSeen = row.int64(1)
    store = row.optionalText(2)
    country = row.optionalText(3)
    productID = row.optionalText(4)
    entitlements = row.optionalText(5)
  }
}
