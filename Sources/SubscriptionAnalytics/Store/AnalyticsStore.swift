import Foundation
import SQLiteSupport
import SubscriptionWire

/// The analytics store: RevenueCat webhook events in, metrics out.
///
/// Events are kept append-only in `events`, once per event id; the derived
/// tables are merged from them by order-independent rules (see
/// `EventProjection`), so any delivery order and any duplicates give the same
/// state and the same metrics, and `rebuild()` can always derive them again.
///
/// ```swift
/// let store = try AnalyticsStore.open(.default)
/// _ = try store.ingest(body: requestBody)            // .stored or .duplicate
/// let mrr = try store.metric(MetricQuery(.mrr, from: start, to: end, resolution: .month))
/// print(mrr.jsonText)
/// ```
///
/// Thread-safe: calls run one at a time on one connection, under a lock, so
/// the HTTP server may call it from any thread. A call that ingests returns
/// only after its transaction is committed (SQLite: `synchronous=FULL`).
public final class AnalyticsStore: Sendable {
  struct State {
    var database: any AnalyticsDatabase
    /// Snapshots by environment, valid while `stamp` is unchanged.
    var snapshots: [AnalyticsEnvironment: AnalyticsSnapshot] = [:]
    var stamp: Int64?
    /// Why the database must not be written, once a check found it damaged
    /// (`health()`, or SQLite reporting corruption): every ingest is refused.
    var damage: AnalyticsError?
  }

  let state: LockedRegion<State>
  let now: @Sendable () -> Date

  /// Where this store lives.
  public let url: AnalyticsDatabaseURL

  /// Opens (creating if needed) the database at `url`.
  ///
  /// - Parameters:
  ///   - engines: the engines this program links: `.sqlite` (the default), or
  ///     `.withPostgres` from `SubscriptionAnalyticsPostgres`.
  ///   - now: the clock metrics are judged at ("active now", the current
  ///     period's snapshot).
  /// - Throws: `AnalyticsError` (`.database`) when it cannot be opened or
  ///   created; (`.invalidDatabaseURL`) for a PostgreSQL URL in a program
  ///   without PostgreSQL.
  public static func open(
    _ url: AnalyticsDatabaseURL, engines: AnalyticsEngines = .sqlite,
    now: @escaping @Sendable () -> Date = SubscriptionClock.live.dateProvider
  ) throws -> AnalyticsStore {
    let database: any AnalyticsDatabase
    do {
      switch url.location {
      case .sqlite(let path): database = try SQLiteAnalyticsDatabase(path: path)
      case .postgres(let text):
        database = try engines.connectPostgres(text, url: url)
      }
      let migrated = try Self.createSchema(in: database, name: url.description)
      let store = AnalyticsStore(url: url, database: database, now: now)
      if migrated { try store.rebuild() }
      return store
    } catch let error as AnalyticsError {
      throw error
    } catch {
      throw AnalyticsError(.database, "cannot open \(url): \(error)")
    }
  }

  init(
    url: AnalyticsDatabaseURL, database: sending any AnalyticsDatabase,
    now: @escaping @Sendable () -> Date
  ) {
    self.url = url
    self.now = now
    state = LockedRegion(State(database: database))
  }

  /// Creates the tables, or brings an older schema up to date; true when it
  /// did the latter (the derived tables must then be rebuilt).
  private static func createSchema(in database: any AnalyticsDatabase, name: String) throws
    -> Bool
  {
    try database.transaction {
      if database.dialect == .postgres {
        // Receivers starting together would race to create the tables.
        try database.execute("SELECT pg_advisory_xact_lock(1301)")
        // (SQLite's connection checked this before its first write.)
        try AnalyticsSchema.refuseForeign(database, name: name)
      }
      var existing: Int64?
      if try database.hasTable("schema_info") {
        try database.query("SELECT version FROM schema_info WHERE name = 'analytics'", []) {
          existing = $0.int64(0)
        }
      }
      let migrations =
        existing.map {
          AnalyticsSchema.migrations(from: Int($0), dialect: database.dialect)
        } ?? []
      for statement in migrations { try database.execute(statement) }
      for statement in AnalyticsSchema.statements(for: database.dialect) {
        try database.execute(statement)
      }
      try database.run(
        """
        INSERT INTO schema_info (name, version) VALUES ('analytics', ?)
        ON CONFLICT (name) DO UPDATE SET version = excluded.version
        """,
        [.integer(Int64(AnalyticsSchema.version))])
      let experimentsAdded = try ExperimentProjection.createTables(in: database)
      let unrecognizedAdded = try UnrecognizedProjection.createTables(in: database)
      // Customers first seen in an experiment enrolment were written as
      // sandbox ones before `EventFacts.customerEnvironment`: rebuild once.
      let placementAdded = try database.registerSchemaPart("customer_placement", version: 1)
      return !migrations.isEmpty || experimentsAdded || unrecognizedAdded || placementAdded
    }
  }

  // MARK: Ingest

  /// Decodes one RevenueCat webhook body and commits it durably.
  ///
  /// - Returns: `.stored` for a new event id, `.duplicate` for one already stored.
  /// - Throws: `AnalyticsError` (`.malformedEvent`, one line, the HTTP 400
  ///   reason) for a body that is not RevenueCat's shape; (`.database`) when
  ///   it cannot be written. Nothing is stored when it throws.
  public func ingest(body: Data) throws -> IngestOutcome {
    try ingest(decoded: [Self.decode(webhook: body)])[0]
  }

  /// Decodes every body first, then commits them all in one transaction:
  /// one malformed body stores none of them.
  ///
  /// - Throws: `AnalyticsError` naming the first bad body by its position (1-based).
  public func ingest(bodies: [Data]) throws -> [IngestOutcome] {
    var records: [(EventFacts, String)] = []
    records.reserveCapacity(bodies.count)
    for (offset, body) in bodies.enumerated() {
      do {
        records.append((EventFacts(try Self.accept(body)), String(decoding: body, as: UTF8.self)))
      } catch let error as AnalyticsError {
        throw error.placed(batch: nil, body: offset + 1)
      }
    }
    return try ingest(records)
  }

  /// Decodes every body of every batch first, then commits each batch in its
  /// own transaction: a malformed body anywhere stores nothing at all. For
  /// `subkit-analytics import`, where each file is one batch.
  ///
  /// - Throws: `AnalyticsError` naming the bad body: its `batch` (1-based; nil
  ///   when there is one batch) and `body` (1-based in its batch), and its
  ///   `detail`, so a caller can name the place its own way (`import` names
  ///   the file).
  public func ingest(batches: [[Data]]) throws -> [[IngestOutcome]] {
    var decoded: [[(EventFacts, String)]] = []
    for (batchOffset, bodies) in batches.enumerated() {
      var records: [(EventFacts, String)] = []
      records.reserveCapacity(bodies.count)
      for (offset, body) in bodies.enumerated() {
        do {
          records.append(
            (EventFacts(try Self.accept(body)), String(decoding: body, as: UTF8.self)))
        } catch let error as AnalyticsError {
          throw error.placed(
            batch: batches.count > 1 ? batchOffset + 1 : nil, body: offset + 1)
        }
      }
      decoded.append(records)
    }
    return try decoded.map { try ingest($0) }
  }

  /// Stores events in one transaction (their bodies as `WebhookBody` writes them).
  public func ingest(_ events: [WebhookEvent]) throws -> [IngestOutcome] {
    try ingest(Self.records(events))
  }

  /// Each event checked (`WebhookAcceptance`) with its body as `WebhookBody` writes it.
  static func records(_ events: [WebhookEvent]) throws -> [(facts: EventFacts, body: String)] {
    var records: [(facts: EventFacts, body: String)] = []
    records.reserveCapacity(events.count)
    for event in events {
      try WebhookAcceptance.check(event)
      let body: Data
      do {
        body = try WebhookBody.encode(event)
      } catch {
        throw AnalyticsError(.malformedEvent, "event \(event.id) cannot be encoded: \(error)")
      }
      records.append((EventFacts(event), String(decoding: body, as: UTF8.self)))
    }
    return records
  }

  /// Reads a body to store: RevenueCat's shape (`decode`), and what
  /// `WebhookAcceptance` asks beyond it.
  static func accept(_ body: Data) throws -> WebhookEvent {
    let event = try decode(body)
    try WebhookAcceptance.check(event)
    return event
  }

  /// Reads a body, stored or not, without judging it further (`rebuild()`
  /// reads stored bodies this way: what was once stored stays readable).
  static func decode(_ body: Data) throws -> WebhookEvent {
    do {
      return try WebhookBody.decode(body)
    } catch {
      throw AnalyticsError(.malformedEvent, String(describing: error))
    }
  }

  /// Inserts each event once (by id) and projects the new ones, all in one
  /// transaction. Rows are written in event-id order, so concurrent
  /// PostgreSQL writers lock rows in one order.
  func ingest(_ records: [(facts: EventFacts, body: String)]) throws -> [IngestOutcome] {
    try store(records).outcomes
  }

  /// `ingest(_:)`, with `first`: that statement runs first in the same
  /// transaction and, when it inserts no row (a notification already
  /// stored), nothing else is written (`isFirstNew` false).
  func store(
    _ records: [(facts: EventFacts, body: String)],
    first: (sql: String, values: [SQLValue])? = nil
  ) throws -> (outcomes: [IngestOutcome], isFirstNew: Bool) {
    let order = records.indices.sorted { records[$0].facts.id < records[$1].facts.id }
    return try state.withLock { state in
      if let damage = state.damage { throw damage }
      let database = state.database
      var outcomes = [IngestOutcome](repeating: .duplicate, count: records.count)
      var isFirstNew = first != nil
      do {
        try database.transaction {
          if let first, try database.run(first.sql, first.values) == 0 {
            isFirstNew = false
            return
          }
          for index in order {
            let (facts, body) = records[index]
            let inserted = try database.run(
              Self.insertEvent,
              [
                .text(facts.id), .text(facts.environment), .text(facts.type.rawValue),
                .optional(facts.appUserID), .optional(facts.transactionID),
                .integer(facts.eventTimestampMs), .text(body),
              ])
            outcomes[index] = inserted > 0 ? .stored : .duplicate
            if inserted > 0 { try EventProjection.apply(facts, to: database) }
          }
        }
      } catch {
        throw noteDamage(error, in: &state, doing: "storing events")
      }
      if outcomes.contains(.stored) { state.snapshots.removeAll() }
      return (outcomes, isFirstNew)
    }
  }

  static let insertEvent = """
    INSERT INTO events (event_id, environment, type, app_user_id, transaction_id,
      event_timestamp_ms, body)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (event_id) DO NOTHING
    """

  // MARK: Rebuild

  /// Derives every table again from the stored events, in one transaction.
  /// The events themselves are only read.
  public func rebuild() throws {
    try state.withLock { state in
      let database = state.database
      do {
        try database.transaction {
          try database.run("DELETE FROM transactions", [])
          try database.run("DELETE FROM customers", [])
          try database.run("DELETE FROM transfers", [])
          try ExperimentProjection.clear(database)
          try UnrecognizedProjection.clear(database)
          var facts: [EventFacts] = []
          try database.query("SELECT body FROM events ORDER BY seq", []) { row in
            facts.append(EventFacts(try Self.decode(Data(row.text(0).utf8))))
          }
          for fact in facts { try EventProjection.apply(fact, to: database) }
        }
      } catch {
        throw Self.databaseError(error, doing: "rebuilding")
      }
      state.snapshots.removeAll()
    }
  }

  // MARK: Metrics

  /// Computes one metric.
  ///
  /// - Throws: `AnalyticsError` (`.invalidQuery`) for an empty or huge range.
  public func metric(_ query: MetricQuery) throws -> MetricSeries {
    try metrics([query])[0]
  }

  /// Computes several metrics from one read of the database.
  public func metrics(_ queries: [MetricQuery]) throws -> [MetricSeries] {
    let date = now()
    // Judged as of now: what happened later does not exist (a report's
    // `--now` in the past), and a snapshot serves every reading that sees
    // the same events (`SnapshotValidity`).
    let nowMs = MetricPeriods.milliseconds(date)
    var snapshots: [AnalyticsEnvironment: AnalyticsSnapshot] = [:]
    try state.withLock { state in
      do {
        try refreshStamp(&state)
        for environment in Set(queries.map(\.environment)) {
          if let cached = state.snapshots[environment], cached.validity.isValid(at: nowMs) {
            snapshots[environment] = cached
          } else {
            let loaded = try AnalyticsSnapshot.load(
              environment: environment, from: state.database, asOf: nowMs)
            if state.stamp != nil { state.snapshots[environment] = loaded }
            snapshots[environment] = loaded
          }
        }
      } catch {
        throw noteDamage(error, in: &state, doing: "reading metrics")
      }
    }
    var caches: [MetricQuery: MetricCache] = [:]
    return try queries.map { query in
      guard let snapshot = snapshots[query.environment] else { return emptySeries(query) }
      var scope = query
      scope.name = .mrr
      let cache = caches[scope] ?? MetricCache()
      caches[scope] = cache
      return try MetricCalculator(snapshot: snapshot, query: query, now: date, cache: cache)
        .series()
    }
  }

  private func emptySeries(_ query: MetricQuery) -> MetricSeries {
    MetricSeries(
      metric: query.name.rawValue, resolution: query.resolution, unit: query.unitLabel, points: [])
  }

  /// Drops cached snapshots when another connection changed the file.
  /// SQLite's `data_version` says so cheaply; PostgreSQL snapshots are not
  /// cached (other receivers write there), so each query reads afresh.
  private func refreshStamp(_ state: inout State) throws {
    guard state.database.dialect == .sqlite else {
      state.stamp = nil
      state.snapshots.removeAll()
      return
    }
    var version: Int64 = 0
    try state.database.query("PRAGMA data_version", []) { version = $0.int64(0) }
    if state.stamp != version {
      state.snapshots.removeAll()
      state.stamp = version
    }
  }

  // MARK: Reading events

  /// How many events are stored, per environment.
  public func eventCount(environment: AnalyticsEnvironment? = nil) throws -> Int {
    try state.withLock { state in
      var count: Int64 = 0
      do {
        if let environment {
          try state.database.query(
            "SELECT COUNT(*) FROM events WHERE environment = ?", [.text(environment.rawValue)]
          ) { count = $0.int64(0) }
        } else {
          try state.database.query("SELECT COUNT(*) FROM events", []) { count = $0.int64(0) }
        }
      } catch {
        throw Self.databaseError(error, doing: "counting events")
      }
      return Int(count)
    }
  }

  /// Whether any event of `environment` is stored (stops at the first).
  public func hasEvents(environment: AnalyticsEnvironment) throws -> Bool {
    try state.withLock { state in
      var found = false
      do {
        try state.database.query(
          "SELECT 1 FROM events WHERE environment = ? LIMIT 1", [.text(environment.rawValue)]
        ) { _ in found = true }
      } catch {
        throw Self.databaseError(error, doing: "looking for events")
      }
      return found
    }
  }

  /// Every table's rows as text lines, sorted, without the arrival sequence:
  /// what "the same stored state" means in tests.
  func stateDump() throws -> [String] {
    try state.withLock { state in
      var lines: [String] = []
      let tables = [
        (
          "events",
          "event_id, environment, type, app_user_id, transaction_id, event_timestamp_ms, body"
        ),
        ("transactions", "*"), ("customers", "*"), ("transfers", "*"),
      ]
      for (table, columns) in tables {
        var rows: [String] = []
        let count = ["events": 7, "customers": 8, "transfers": 5][table] ?? 31
        try state.database.query("SELECT \(columns) FROM \(table)", []) { row in
          rows.append(
            table + ": "
              + (0..<Int32(count)).map { row.optionalText($0) ?? "∅" }.joined(separator: "|"))
        }
        lines += rows.sorted()
      }
      return lines
    }
  }

  /// The error for `error`; when SQLite reports the file corrupt, the store
  /// refuses every later ingest with it.
  func noteDamage(_ error: any Error, in state: inout State, doing what: String)
    -> AnalyticsError
  {
    if let sqlite = error as? SQLiteError, sqlite.isDamaged {
      let damage = SQLiteAnalyticsDatabase.damaged(url.description, sqlite.message)
      state.damage = damage
      return damage
    }
    return Self.databaseError(error, doing: what)
  }

  static func databaseError(_ error: any Error, doing what: String) -> AnalyticsError {
    if let error = error as? AnalyticsError { return error }
    return AnalyticsError(
      .database, "database error while \(what): \(error)",
      isUnavailable: (error as? SQLiteError)?.isUnavailable ?? false)
  }
}
