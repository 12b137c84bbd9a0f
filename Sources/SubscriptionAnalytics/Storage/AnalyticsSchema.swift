/// The analytics tables: one schema for SQLite and PostgreSQL.
///
/// - `events` is append-only: every webhook body received, once per event id,
///   never changed or deleted. Everything else is derived from it and can be
///   rebuilt (`AnalyticsStore.rebuild()`).
/// - `transactions` has one row per store transaction, merged from every event
///   that mentions it (the purchase, its refund, billing issue, expiration,
///   cancellation). Each column group is merged by a rule that does not depend
///   on arrival order (the smallest event id, the latest timestamp, the
///   largest end), so any permutation of the events, with any duplicates,
///   leaves the same row, and a late event rewrites only its own transaction.
/// - `customers` has one row per app user: when first seen, and from which event.
/// - `transfers` has one row per (`TRANSFER` event, from, to) pair: purchases
///   that moved between app user IDs, applied in time order when metrics read.
/// - `apple_notifications` (version 3) is append-only like `events`: every
///   verified App Store Server Notification V2, once per `notificationUUID`,
///   its `signedPayload` as received. The RevenueCat events it implies
///   (`AppleNotificationEvents`) are stored in `events` in the same commit.
///
/// The engines differ in two words only: the `events` sequence column
/// (`INTEGER PRIMARY KEY` is SQLite's rowid; PostgreSQL uses an identity
/// column) and a byte-order collation on the columns the merges compare
/// (PostgreSQL's default collation follows the locale).
enum AnalyticsSchema {
  /// The schema version written by this code (`schema_info.version`).
  static let version = 3

  /// What takes a database of an older version to this one (the derived
  /// tables are then rebuilt from the events, which never change).
  static func migrations(from version: Int, dialect: SQLDialect) -> [String] {
    (version < 2 ? ["ALTER TABLE transactions ADD COLUMN refund_reversed_at_ms BIGINT"] : [])
      + (version < 3 ? [appleNotifications(bytes: collation(dialect))] : [])
  }

  /// Refuses a database that already holds tables but is not an analytics
  /// database (it has no `schema_info` row named `analytics`): called before
  /// anything is written, so an unrelated database is left exactly as it was.
  ///
  /// - Parameter name: the database as messages name it (`sqlite:PATH`, the
  ///   redacted URL).
  static func refuseForeign(_ database: any AnalyticsDatabase, name: String) throws {
    let tables = try database.tableNames()
    guard !tables.isEmpty else { return }
    var isOurs = false
    if tables.contains("schema_info") {
      try? database.query("SELECT 1 FROM schema_info WHERE name = 'analytics'", []) { _ in
        isOurs = true
      }
    }
    guard !isOurs else { return }
    let shown = tables.prefix(5).joined(separator: ", ") + (tables.count > 5 ? ", …" : "")
    throw AnalyticsError(
      .database,
      "\(name) is not an analytics database: it already holds other tables (\(shown));"
        + " nothing was written to it. Use a new (empty) database for the analytics")
  }

  /// The schema's statements for `dialect`, safe to run on an existing database.
  static func statements(for dialect: SQLDialect) -> [String] {
    let sequence =
      dialect == .sqlite
      ? "seq INTEGER PRIMARY KEY" : "seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY"
    let bytes = collation(dialect)
    return [
      appleNotifications(bytes: bytes),
      """
      CREATE TABLE IF NOT EXISTS schema_info (
        name TEXT PRIMARY KEY,
        version INTEGER NOT NULL
      )
      """,
      """
      CREATE TABLE IF NOT EXISTS events (
        \(sequence),
        event_id TEXT\(bytes) NOT NULL UNIQUE,
        environment TEXT NOT NULL,
        type TEXT NOT NULL,
        app_user_id TEXT,
        transaction_id TEXT,
        event_timestamp_ms BIGINT NOT NULL,
        body TEXT NOT NULL
      )
      """,
      """
      CREATE TABLE IF NOT EXISTS transactions (
        environment TEXT NOT NULL,
        transaction_id TEXT\(bytes) NOT NULL,
        purchase_event_id TEXT\(bytes),
        kind TEXT,
        original_transaction_id TEXT\(bytes),
        app_user_id TEXT,
        product_id TEXT,
        store TEXT,
        country_code TEXT,
        entitlement_ids TEXT,
        period_type TEXT,
        purchased_at_ms BIGINT,
        expiration_at_ms BIGINT,
        is_family_share INTEGER,
        currency TEXT,
        price TEXT,
        price_in_purchased_currency TEXT,
        tax_percentage TEXT,
        commission_percentage TEXT,
        refund_event_id TEXT\(bytes),
        refunded_at_ms BIGINT,
        refund_price TEXT,
        refund_price_in_purchased_currency TEXT,
        renewal_event_id TEXT\(bytes),
        renewal_changed_at_ms BIGINT,
        will_renew INTEGER,
        expiration_event_id TEXT\(bytes),
        expiration_event_at_ms BIGINT,
        expired_at_ms BIGINT,
        extended_until_ms BIGINT,
        refund_reversed_at_ms BIGINT,
        PRIMARY KEY (environment, transaction_id)
      )
      """,
      """
      CREATE TABLE IF NOT EXISTS customers (
        environment TEXT NOT NULL,
        app_user_id TEXT NOT NULL,
        first_seen_ms BIGINT NOT NULL,
        first_event_id TEXT\(bytes) NOT NULL,
        store TEXT,
        country_code TEXT,
        product_id TEXT,
        entitlement_ids TEXT,
        PRIMARY KEY (environment, app_user_id)
      )
      """,
      """
      CREATE TABLE IF NOT EXISTS transfers (
        environment TEXT NOT NULL,
        event_id TEXT\(bytes) NOT NULL,
        from_user TEXT\(bytes) NOT NULL,
        to_user TEXT\(bytes) NOT NULL,
        transferred_at_ms BIGINT NOT NULL,
        PRIMARY KEY (environment, event_id, from_user, to_user)
      )
      """,
    ]
  }

  /// The byte-order collation the merged text columns take in `dialect`.
  static func collation(_ dialect: SQLDialect) -> String {
    dialect == .sqlite ? "" : " COLLATE \"C\""
  }

  /// The append-only table of verified Apple notifications (`bytes`: the
  /// byte-order collation PostgreSQL needs, empty for SQLite).
  static func appleNotifications(bytes: String) -> String {
    """
    CREATE TABLE IF NOT EXISTS apple_notifications (
      notification_uuid TEXT\(bytes) NOT NULL PRIMARY KEY,
      environment TEXT NOT NULL,
      notification_type TEXT NOT NULL,
      subtype TEXT,
      original_transaction_id TEXT,
      signed_date_ms BIGINT NOT NULL,
      signed_payload TEXT NOT NULL
    )
    """
  }
}
