extension AnalyticsDatabase {
  /// The names of the tables and views in the database's own schema (SQLite's
  /// internal tables left out), sorted.
  func tableNames() throws -> [String] {
    let list =
      dialect == .sqlite
      ? "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')"
        + " AND name NOT LIKE 'sqlite~_%' ESCAPE '~' ORDER BY name"
      : "SELECT table_name FROM information_schema.tables"
        + " WHERE table_schema = current_schema() ORDER BY table_name"
    var tables: [String] = []
    try query(list, []) { tables.append($0.text(0)) }
    return tables
  }

  /// Whether the database's own schema has a table (or view) called `name`.
  func hasTable(_ name: String) throws -> Bool {
    let count =
      dialect == .sqlite
      ? "SELECT COUNT(*) FROM sqlite_master WHERE type IN ('table', 'view') AND name = ?"
      : "SELECT COUNT(*) FROM information_schema.tables"
        + " WHERE table_schema = current_schema() AND table_name = ?"
    var tables: Int64 = 0
    try query(count, [.text(name)]) { tables = $0.int64(0) }
    return tables > 0
  }

  /// Records that the tables of `part` (a `schema_info` name) exist at
  /// `version`, inside the schema's transaction. True when `part` is new to a
  /// database that already holds events: its tables must then be filled by a
  /// rebuild from those events.
  func registerSchemaPart(_ part: String, version: Int) throws -> Bool {
    let isNew = try run(
      "INSERT INTO schema_info (name, version) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
      [.text(part), .integer(Int64(version))])
    guard isNew > 0 else { return false }
    var events: Int64 = 0
    try query("SELECT COUNT(*) FROM events", []) { events = $0.int64(0) }
    return events > 0
  }
}
