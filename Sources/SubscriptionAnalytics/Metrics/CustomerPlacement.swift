/// The customers of one environment, with those first seen in an event that
/// names no environment (RevenueCat's `EXPERIMENT_ENROLLMENT`) placed.
///
/// Such an event writes its customer row in `EventFacts.unplacedEnvironment`.
/// A customer goes where their other events are: when the environment has a
/// row for them, the enrolment only makes them first seen earlier (if it
/// came first). One known only from enrolments (enrolled, never bought) is a
/// production customer when the store has any production customer or no
/// placed customer at all, else a sandbox one (a simulator or a test build,
/// whose events are all sandbox) — the rule the experiment report places
/// enrolments by (`ExperimentEnrollments`).
struct CustomerPlacement {
  /// The environment's customers, placed ones included.
  var customers: [CustomerFact]

  static let unplacedSQL = "SELECT app_user_id, first_seen_ms FROM customers WHERE environment = ?"

  /// Users with an unplaced row who also have a row in another placed environment.
  static let elsewhereSQL = """
    SELECT DISTINCT app_user_id FROM customers WHERE environment <> ? AND environment <> ?
      AND app_user_id IN (SELECT app_user_id FROM customers WHERE environment = ?)
    """

  /// Reads `environment`'s customers and places the unplaced ones.
  static func load(
    environment: AnalyticsEnvironment, from database: any AnalyticsDatabase,
    tables: inout SnapshotTables
  ) throws -> CustomerPlacement {
    var customers: [CustomerFact] = []
    try database.query(CustomerFact.selectSQL, [.text(environment.rawValue)]) {
      customers.append(CustomerFact(row: $0, tables: &tables))
    }
    let unplaced = EventFacts.unplacedEnvironment
    var pending: [(user: String, firstSeen: Int64)] = []
    try database.query(unplacedSQL, [.text(unplaced)]) {
      pending.append(($0.text(0), $0.int64(1)))
    }
    guard !pending.isEmpty else {
      return CustomerPlacement(customers: customers)
    }
    var elsewhere: Set<String> = []
    try database.query(
      elsewhereSQL, [.text(environment.rawValue), .text(unplaced), .text(unplaced)]
    ) { elsewhere.insert($0.text(0)) }
    let isDefault = try defaultEnvironment(in: database) == environment
    var position: [Int32: Int] = [:]
    for (index, customer) in customers.enumerated() { position[customer.user] = index }
    for (user, firstSeen) in pending.sorted(by: {
      $0.user.utf8.lexicographicallyPrecedes($1.user.utf8)
    }) {
      let id = tables.users.id(user)
      if let index = position[id] {
        customers[index].firstSeen = min(customers[index].firstSeen, firstSeen)
      } else if isDefault, !elsewhere.contains(user) {
        customers.append(CustomerFact(user: id, firstSeen: firstSeen))
      }
    }
    return CustomerPlacement(customers: customers)
  }

  /// Where customers known only from enrolments belong: production when any
  /// customer is there or none is placed anywhere, else sandbox.
  private static func defaultEnvironment(in database: any AnalyticsDatabase) throws
    -> AnalyticsEnvironment
  {
    var hasProduction = false
    var hasPlaced = false
    try database.query(
      "SELECT 1 FROM customers WHERE environment = ? LIMIT 1",
      [.text(AnalyticsEnvironment.production.rawValue)]
    ) { _ in hasProduction = true }
    try database.query(
      "SELECT 1 FROM customers WHERE environment <> ? LIMIT 1",
      [.text(EventFacts.unplacedEnvironment)]
    ) { _ in hasPlaced = true }
    return hasProduction || !hasPlaced ? .production : .sandbox
  }
}
