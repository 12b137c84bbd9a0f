/// Keeps `unrecognized_values`: one row per (kind, value, event) for each
/// value this code does not know (an event type, a cancel or expiration
/// reason, an environment other than `PRODUCTION` and `SANDBOX`), so
/// `AnalyticsStore.unrecognizedValues()` counts them cheaply.
///
/// Derived like every other table: rebuilt from `events`, and a duplicate
/// delivery adds nothing (`ON CONFLICT DO NOTHING`).
enum UnrecognizedProjection {
  /// The version of this table's shape (`schema_info`, name `unrecognized`).
  static let version = 1

  static func statements(for dialect: SQLDialect) -> [String] {
    let bytes = dialect == .sqlite ? "" : " COLLATE \"C\""
    return [
      """
      CREATE TABLE IF NOT EXISTS unrecognized_values (
        kind TEXT NOT NULL,
        value TEXT\(bytes) NOT NULL,
        event_id TEXT\(bytes) NOT NULL,
        PRIMARY KEY (kind, value, event_id)
      )
      """
    ]
  }

  /// Creates the table; true when it is new to a database that holds events
  /// (which must then be rebuilt, for events stored before it existed).
  static func createTables(in database: any AnalyticsDatabase) throws -> Bool {
    for statement in statements(for: database.dialect) { try database.execute(statement) }
    return try database.registerSchemaPart("unrecognized", version: version)
  }

  /// Empties the table (before a rebuild applies every event again).
  static func clear(_ database: any AnalyticsDatabase) throws {
    try database.run("DELETE FROM unrecognized_values", [])
  }

  /// Records the unknown values of one event.
  static func apply(_ event: EventFacts, to database: any AnalyticsDatabase) throws {
    for (kind, value) in event.unrecognized {
      try database.run(
        """
        INSERT INTO unrecognized_values (kind, value, event_id) VALUES (?, ?, ?)
        ON CONFLICT (kind, value, event_id) DO NOTHING
        """,
        [.text(kind.rawValue), .text(value), .text(event.id)])
    }
  }

  /// Counts per kind and value; none when the table is not there (a
  /// database opened without changing it, from before the table existed).
  static func load(from database: any AnalyticsDatabase) throws -> UnrecognizedValues {
    var values = UnrecognizedValues()
    guard try database.hasTable("unrecognized_values") else { return values }
    try database.query(
      "SELECT kind, value, COUNT(*) FROM unrecognized_values GROUP BY kind, value", []
    ) { row in
      guard let kind = UnrecognizedValues.Kind(rawValue: row.text(0)) else { return }
      values.counts[kind, default: [:]][row.text(1)] = Int(row.int64(2))
    }
    return values
  }
}
