import SQLiteSupport

/// The ledger's tables, as numbered migrations; `PRAGMA user_version` records
/// how many have run. A migration is never edited once shipped: add the next one.
enum LedgerSchema {
  static let migrations: [LedgerMigration] = [
    // 1: customers, subscriptions, transactions, Ask-to-Buy requests, the
    // webhook outbox, and one row of settings (clock, current user).
    .sql(
      """
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE customers (
        app_user_id TEXT PRIMARY KEY,
        original_app_user_id TEXT NOT NULL,
        first_seen_ms INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE transactions (
        transaction_id TEXT PRIMARY KEY,
        original_transaction_id TEXT NOT NULL,
        app_user_id TEXT NOT NULL,
        product_id TEXT NOT NULL,
        purchased_ms INTEGER NOT NULL,
        expires_ms INTEGER,
        period_type TEXT NOT NULL,
        price TEXT NOT NULL,
        currency TEXT NOT NULL,
        offering_id TEXT,
        revoked_ms INTEGER,
        store_account TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE subscriptions (
        original_transaction_id TEXT PRIMARY KEY,
        app_user_id TEXT NOT NULL,
        group_id TEXT NOT NULL,
        product_id TEXT NOT NULL,
        renewal_product_id TEXT,
        original_purchase_ms INTEGER NOT NULL,
        period_start_ms INTEGER NOT NULL,
        period_end_ms INTEGER NOT NULL,
        period_type TEXT NOT NULL,
        intro_periods_remaining INTEGER NOT NULL,
        will_auto_renew INTEGER NOT NULL,
        unsubscribe_ms INTEGER,
        billing_issue_ms INTEGER,
        grace_end_ms INTEGER,
        retry_end_ms INTEGER,
        payment_fails INTEGER NOT NULL,
        status TEXT NOT NULL,
        latest_transaction_id TEXT NOT NULL,
        refunded_ms INTEGER,
        renewal_count INTEGER NOT NULL,
        offering_id TEXT,
        store_account TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE pending_purchases (
        id TEXT PRIMARY KEY,
        app_user_id TEXT NOT NULL,
        product_id TEXT NOT NULL,
        offering_id TEXT,
        requested_ms INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE outbox (
        sequence INTEGER PRIMARY KEY,
        event_id TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL,
        app_user_id TEXT,
        transaction_id TEXT,
        event_timestamp_ms INTEGER NOT NULL,
        body TEXT NOT NULL
      );
      """
    ),
    // 2: the outbox without the UNIQUE index on event_id. Identifiers are
    // "<ledger id>-…-<sequence>", unique because `sequence` is the key; the
    // index only cost every step one more page written to the WAL.
    .sql(
      """
      CREATE TABLE outbox_2 (
        sequence INTEGER PRIMARY KEY,
        event_id TEXT NOT NULL,
        type TEXT NOT NULL,
        app_user_id TEXT,
        transaction_id TEXT,
        event_timestamp_ms INTEGER NOT NULL,
        body TEXT NOT NULL
      );
      INSERT INTO outbox_2 (sequence, event_id, type, app_user_id, transaction_id,
        event_timestamp_ms, body)
      SELECT sequence, event_id, type, app_user_id, transaction_id, event_timestamp_ms, body
      FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_2 RENAME TO outbox;
      """
    ),
    // 3: transactions keyed by their number. Identifiers are Apple-style
    // 16-digit numbers, so as the rowid they read back as the same text; each
    // new transaction is appended at the right edge of a table B-tree, which
    // takes one new page when the last leaf is full, where a text key split
    // three leaves (and their parent) into the WAL every ~9 transactions.
    .sql(
      """
      CREATE TABLE transactions_3 (
        transaction_id INTEGER PRIMARY KEY,
        original_transaction_id TEXT NOT NULL,
        app_user_id TEXT NOT NULL,
        product_id TEXT NOT NULL,
        purchased_ms INTEGER NOT NULL,
        expires_ms INTEGER,
        period_type TEXT NOT NULL,
        price TEXT NOT NULL,
        currency TEXT NOT NULL,
        offering_id TEXT,
        revoked_ms INTEGER,
        store_account TEXT NOT NULL
      );
      INSERT INTO transactions_3 SELECT transaction_id, original_transaction_id, app_user_id,
        product_id, purchased_ms, expires_ms, period_type, price, currency, offering_id,
        revoked_ms, store_account
      FROM transactions;
      DROP TABLE transactions;
      ALTER TABLE transactions_3 RENAME TO transactions;
      """
    ),
    // 4: experiment enrolments and subscriber attributes, per customer.
    .sql(
      """
      CREATE TABLE experiment_enrollments (
        app_user_id TEXT NOT NULL,
        experiment_id TEXT NOT NULL,
        variant TEXT NOT NULL,
        offering_id TEXT NOT NULL,
        enrolled_ms INTEGER NOT NULL,
        PRIMARY KEY (app_user_id, experiment_id)
      ) WITHOUT ROWID;
      CREATE TABLE subscriber_attributes (
        app_user_id TEXT NOT NULL,
        name TEXT NOT NULL,
        value TEXT NOT NULL,
        updated_ms INTEGER NOT NULL,
        PRIMARY KEY (app_user_id, name)
      ) WITHOUT ROWID;
      """
    ),
    // 5: webhook bodies as JSON text. Ledgers up to version 4 may hold bodies
    // in a coded form (`LegacyCodedWebhookBody`); they are decoded and
    // rewritten as the JSON text they stand for, in the migration's transaction.
    .rewrite(rewriteCodedWebhookBodies),
    // 6: promotional entitlements granted through the REST API, per customer.
    .sql(
      """
      CREATE TABLE promotional_grants (
        app_user_id TEXT NOT NULL,
        entitlement_id TEXT NOT NULL,
        duration TEXT NOT NULL,
        starts_ms INTEGER NOT NULL,
        ends_ms INTEGER,
        PRIMARY KEY (app_user_id, entitlement_id, starts_ms)
      ) WITHOUT ROWID;
      """
    ),
    // 7: App Store Server Notifications, written with the step that caused
    // them (the body is the unsigned `AppleNotification` as JSON; it is signed
    // when read), and every attempt to deliver one (Get Notification History).
    // Transactions already in the ledger have none: the last one is recorded
    // so the audit leaves them out.
    .sql(
      """
      CREATE TABLE apple_outbox (
        sequence INTEGER PRIMARY KEY,
        notification_uuid TEXT NOT NULL,
        notification_type TEXT NOT NULL,
        subtype TEXT,
        transaction_id TEXT,
        original_transaction_id TEXT,
        signed_date_ms INTEGER NOT NULL,
        body TEXT NOT NULL
      );
      CREATE TABLE apple_send_attempts (
        target TEXT NOT NULL,
        sequence INTEGER NOT NULL,
        attempt INTEGER NOT NULL,
        attempt_ms INTEGER NOT NULL,
        result TEXT NOT NULL,
        PRIMARY KEY (target, sequence, attempt)
      ) WITHOUT ROWID;
      INSERT INTO settings (key, value)
      SELECT 'apple_outbox_after_transaction', CAST(COALESCE(MAX(transaction_id), 0) AS TEXT)
      FROM transactions;
      """
    ),
    // 8: what the App Store Server API writes: app account tokens set on a
    // subscription (or purchase), consumption information sent, transactions
    // finished, renewal-date extensions (one row per subscription and
    // request; `mass_request_identifier` names the mass request that made
    // it) and mass extensions with their outcome.
    .sql(
      """
      CREATE TABLE apple_app_account_tokens (
        original_transaction_id TEXT PRIMARY KEY,
        token TEXT NOT NULL,
        set_ms INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE apple_consumption (
        transaction_id TEXT PRIMARY KEY,
        body TEXT NOT NULL,
        received_ms INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE apple_finished_transactions (
        transaction_id TEXT PRIMARY KEY,
        finished_ms INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE apple_renewal_extensions (
        original_transaction_id TEXT NOT NULL,
        request_identifier TEXT NOT NULL,
        mass_request_identifier TEXT,
        days INTEGER NOT NULL,
        reason INTEGER NOT NULL,
        extended_ms INTEGER NOT NULL,
        effective_ms INTEGER NOT NULL,
        PRIMARY KEY (original_transaction_id, request_identifier)
      ) WITHOUT ROWID;
      CREATE TABLE apple_mass_extensions (
        product_id TEXT NOT NULL,
        request_identifier TEXT NOT NULL,
        days INTEGER NOT NULL,
        reason INTEGER NOT NULL,
        storefronts TEXT NOT NULL,
        completed_ms INTEGER NOT NULL,
        succeeded INTEGER NOT NULL,
        failed INTEGER NOT NULL,
        PRIMARY KEY (product_id, request_identifier)
      ) WITHOUT ROWID;
      """
    ),
    // 9: the storefront each transaction was bought in (NULL: the .storekit
    // file's), for populations with a storefront mix.
    .sql("ALTER TABLE transactions ADD COLUMN storefront TEXT"),
    // 10: price increases (each product's, and each subscriber's answer),
    // monthly billing plans' commitments, and refunded shares of charges.
    .sql(
      """
      CREATE TABLE price_increases (
        product_id TEXT NOT NULL,
        announced_ms INTEGER NOT NULL,
        price TEXT NOT NULL,
        requires_consent INTEGER NOT NULL,
        PRIMARY KEY (product_id, announced_ms)
      ) WITHOUT ROWID;
      CREATE TABLE subscription_terms (
        original_transaction_id TEXT PRIMARY KEY,
        increase_product_id TEXT,
        increase_price TEXT,
        increase_requires_consent INTEGER,
        increase_status TEXT,
        increase_announced_ms INTEGER,
        commitment_start_ms INTEGER,
        commitment_end_ms INTEGER,
        commitment_installments INTEGER,
        commitment_number INTEGER,
        commitment_price TEXT,
        commitment_will_renew INTEGER
      ) WITHOUT ROWID;
      CREATE TABLE transaction_terms (
        transaction_id TEXT PRIMARY KEY,
        billing_plan TEXT,
        revocation_percentage INTEGER
      ) WITHOUT ROWID;
      """
    ),
    // 11: Family Sharing: each member's share of a purchaser's subscription
    // (`FamilyShare`); the member's transactions are worked out from it.
    .sql(
      """
      CREATE TABLE family_shares (
        member_original_transaction_id TEXT PRIMARY KEY,
        member_transaction_id TEXT NOT NULL,
        subscription_id TEXT NOT NULL,
        member_app_user_id TEXT NOT NULL,
        shared_ms INTEGER NOT NULL,
        source_transaction_id TEXT NOT NULL,
        ended_ms INTEGER
      ) WITHOUT ROWID;
      CREATE TABLE family_transactions (
        transaction_id TEXT PRIMARY KEY,
        member_original_transaction_id TEXT NOT NULL,
        source_transaction_id TEXT NOT NULL
      ) WITHOUT ROWID;
      """
    ),
    // 12: the promotional offer, offer code or win-back offer (Apple's
    // offerType 2, 3, 4 and offerIdentifier) a transaction was bought with; a
    // subscription's current such offer and the one redeemed for its next renewal.
    .sql(
      """
      ALTER TABLE transactions ADD COLUMN offer_type INTEGER;
      ALTER TABLE transactions ADD COLUMN offer_id TEXT;
      ALTER TABLE subscriptions ADD COLUMN offer_type INTEGER;
      ALTER TABLE subscriptions ADD COLUMN offer_id TEXT;
      ALTER TABLE subscriptions ADD COLUMN pending_offer_type INTEGER;
      ALTER TABLE subscriptions ADD COLUMN pending_offer_id TEXT;
      """
    ),
    // 13: products the developer removed from sale (Apple's EXPIRED /
    // PRODUCT_NOT_FOR_SALE at each subscriber's period end), with when.
    .sql(
      """
      CREATE TABLE products_removed_from_sale (
        product_id TEXT PRIMARY KEY,
        removed_ms INTEGER NOT NULL
      ) WITHOUT ROWID;
      """
    ),
  ]

  /// How many outbox rows migration 5 reads and rewrites at a time.
  static let rewriteBatchSize = 1_000

  /// Rewrites every coded outbox body as its JSON text (migration 5), in
  /// batches in sequence order so memory stays small on a large ledger.
  static func rewriteCodedWebhookBodies(in database: SQLiteDatabase) throws {
    let select = try database.prepare(
      """
      SELECT sequence, body FROM outbox
      WHERE sequence > ? AND substr(CAST(body AS BLOB), 1, 1) = x'01'
      ORDER BY sequence LIMIT ?
      """)
    let update = try database.prepare("UPDATE outbox SET body = ? WHERE sequence = ?")
    var after: Int64 = 0
    while true {
      select.reset()
      try select.bind(.integer(after), .integer(Int64(rewriteBatchSize)))
      var batch: [(sequence: Int64, body: [UInt8])] = []
      while try select.step() {
        batch.append((select.int64(0), LegacyCodedWebhookBody.decode(select.bytes(1))))
      }
      select.reset()
      guard let last = batch.last else { return }
      for row in batch {
        update.reset()
        try update.bind(.utf8(row.body), .integer(row.sequence)).run()
      }
      after = last.sequence
    }
  }
}
