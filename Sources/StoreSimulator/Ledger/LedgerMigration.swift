import SQLiteSupport

/// One step of the ledger's schema: SQL to run, or a rewrite of stored rows
/// that SQL alone cannot do. Runs inside the transaction that opens the
/// ledger, so a ledger is migrated whole or not at all.
enum LedgerMigration: Sendable {
  /// Statements that change the tables.
  case sql(String)
  /// Code that rewrites stored rows, on the ledger's connection.
  case rewrite(@Sendable (SQLiteDatabase) throws -> Void)

  /// Runs the step on `database`.
  func run(on database: SQLiteDatabase) throws {
    switch self {
    case .sql(let sql): try database.execute(sql)
    case .rewrite(let rewrite): try rewrite(database)
    }
  }
}
