/// One customer as the metrics see it: when first seen, and the attributes of
/// that first event (what the filters match), as ids in the snapshot's tables
/// (-1 when none).
struct CustomerFact: Sendable {
  /// An id in the snapshot's `users`.
  var user: Int32
  var firstSeen: Int64
  /// Ids in the snapshot's `dimensions`.
  var store: Int32
  var country: Int32
  var product: Int32
  var entitlements: Int32

  static let selectSQL = """
    SELECT app_user_id, first_seen_ms, store, country_code, product_id, entitlement_ids
    FROM customers WHERE environment = ?
    """

  /// A customer known by `user` (an id in the snapshot's `users`) and when
  /// first seen, without attributes (one placed from an experiment enrolment).
  init(user: Int32, firstSeen: Int64) {
    self.user = user
    self.firstSeen = firstSeen
    store = -1
    country = -1
    product = -1
    entitlements = -1
  }

  /// Reads a row of `selectSQL`, interning its texts.
  init(row: any SQLRow, tables: inout SnapshotTables) {
    func text(_ index: Int32) -> Int32 {
      guard let bytes = row.utf8(index) else { return -1 }
      return tables.dimensions.id(bytes, recent: &tables.recent[Int(index)])
    }
    user = tables.users.id(row.utf8(0) ?? UnsafeRawBufferPointer(start: nil, count: 0))
    firstSeen = row.int64(1)
    store = text(2)
    country = text(3)
    product = text(4)
    entitlements = text(5)
  }
}
