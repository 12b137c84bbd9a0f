import CSQLite
import Foundation
import StoreSimulator

/// `subkit store simulate --customers 10000 --months 12`, as a benchmark.
///
/// `simulator.population_events_per_second`: the seeded population (10,000
/// customers arriving over a year, default rates) run through the lifecycle
/// engine into a file ledger, many steps per transaction as the command does.
/// The baseline inserts the very rows the run wrote to the outbox (copied
/// byte for byte from the ledger) into an identical table with plain
/// prepared INSERTs, committed the same way: as many transactions, the same
/// rows in each, same pragmas (WAL, `synchronous=NORMAL`). Higher is better;
/// target ratio ≥ 1/2.
///
/// Where it stands (release, 2 shared cores, 2026-12-01 11:15, three runs
/// each of the binary before this afternoon's work and after, alternating):
/// 25,600–34,600 events/s against 108,000–143,000 rows/s, ratio 0.20–0.31
/// (before: 25,400–30,300 against 89,800–144,500, 0.21–0.28; 0.13 in the
/// morning, before customer info was built once per change) — short of the
/// target; the baseline's own speed swings by half from run to run. Profiled
/// (`perf --call-graph dwarf`; `SUBKIT_BENCH_POPULATION_CPU=1` prints CPU
/// seconds, `SUBKIT_BENCH_POPULATION_KEEP=DIR` keeps the files): of the
/// simulation's CPU, SQLite's `step` is about half — the outbox rows the
/// baseline also writes, plus 29,000 transaction, 9,000 subscription and
/// 10,000 customer rows it does not (86,000 rows against 38,000), and the
/// final checkpoint — binding ~12 %, the webhook JSON ~10 %, the engine and
/// merging steps most of the rest. Fixed so far: `Decimal.description` (a
/// long division per amount, 13 % of the run) is remembered per
/// representation (`DecimalDescriptions`), integers are written without a
/// `String`, text binding finds a NUL with `memchr`, and a run reserves its
/// tables' room up front; batches are 20,000 steps (was 2,000), which
/// rewrites fewer subscription rows: ~10 % less CPU (one batch for the whole
/// run saves little more). Tried and dropped: writing each batch on a second
/// thread while the engine works out the next — on this shared two-core
/// machine there is no idle core to win, and handing the records over cost
/// ~14 % more CPU in all. The machine's load moves the figure a lot (the
/// same binaries: 0.17–0.31 within an hour). Storing the rows alone costs
/// about 0.45 of the simulation's CPU, so ½ needs fewer rows per event (the
/// state rows written once per run, or not at all where the outbox already
/// says it) or a baseline of every row the run writes. Earlier:
/// 31,500 events/s against 243,000 rows/s (0.13); 17,400 against 147,000
/// (0.12).
enum PopulationBenchmarks {
  static func run() throws -> [BenchmarkResult] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "subkit-bench-population-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/InvoiceApp")

    var summary: PopulationSummary?
    var ledger = directory.appendingPathComponent("ledger-0.sqlite")
    var run = 0
    var simulateCPU = Double.infinity
    let simulateSeconds = try Stopwatch.bestSeconds(repetitions: 2) {
      run += 1
      ledger = directory.appendingPathComponent("ledger-\(run).sqlite")
      let store = try StoreSimulator.open(
        storekit: examples.appendingPathComponent("InvoiceApp.storekit"),
        project: examples.appendingPathComponent("subscriptions.json"), ledger: .file(ledger),
        clock: .stopped(at: Date(timeIntervalSince1970: 1_767_225_600)))
      simulateCPU = min(
        simulateCPU,
        try Stopwatch.cpuSeconds {
          summary = try store.simulatePopulation(
            PopulationPlan(customers: 10_000, months: 12, seed: 42))
        })
    }
    guard let summary else { return [] }
    let rows = try outboxRows(ledger)
    var round = 0
    var insertCPU = Double.infinity
    let insertSeconds = try Stopwatch.bestSeconds(repetitions: 3) {
      round += 1
      insertCPU = min(
        insertCPU,
        try Stopwatch.cpuSeconds {
          try insert(
            rows, commits: summary.commits,
            into: directory.appendingPathComponent("plain-\(round).sqlite"))
        })
    }
    if let keep = ProcessInfo.processInfo.environment["SUBKIT_BENCH_POPULATION_KEEP"] {
      try? FileManager.default.removeItem(atPath: keep)
      try FileManager.default.copyItem(atPath: directory.path, toPath: keep)
    }
    if ProcessInfo.processInfo.environment["SUBKIT_BENCH_POPULATION_CPU"] != nil {
      FileHandle.standardError.write(
        Data(
          ("population: \(summary.events) events, \(rows.count) rows, \(summary.commits) commits;"
            + " CPU seconds: simulate \(simulateCPU), insert \(insertCPU), ratio"
            + " \(insertCPU / simulateCPU)\n").utf8))
    }
    return [
      BenchmarkResult(
        name: "simulator.population_events_per_second",
        value: Double(summary.events) / simulateSeconds, unit: "events/s",
        baseline: Double(rows.count) / insertSeconds)
    ]
  }

  struct OutboxRow {
    var sequence: Int64
    var eventID: String
    var type: String
    var appUserID: String?
    var transactionID: String?
    var timestamp: Int64
    var body: [UInt8]
  }

  static func outboxRows(_ url: URL) throws -> [OutboxRow] {
    var handle: OpaquePointer?
    guard sqlite3_open(url.path, &handle) == SQLITE_OK, let db = handle else {
      throw SimulatorBenchmarks.BenchmarkError("cannot open \(url.path)")
    }
    defer { sqlite3_close(db) }
    var statement: OpaquePointer?
    sqlite3_prepare_v2(
      db,
      "SELECT sequence, event_id, type, app_user_id, transaction_id, event_timestamp_ms, body "
        + "FROM outbox ORDER BY sequence", -1, &statement, nil)
    defer { sqlite3_finalize(statement) }
    func text(_ column: Int32) -> String? {
      sqlite3_column_text(statement, column).map { String(cString: $0) }
    }
    var rows: [OutboxRow] = []
    while sqlite3_step(statement) == SQLITE_ROW {
      let count = Int(sqlite3_column_bytes(statement, 6))
      let bytes = sqlite3_column_blob(statement, 6).map {
        Array(UnsafeRawBufferPointer(start: $0, count: count))
      }
      rows.append(
        OutboxRow(
          sequence: sqlite3_column_int64(statement, 0), eventID: text(1) ?? "", type: text(2) ?? "",
          appUserID: text(3), transactionID: text(4), timestamp: sqlite3_column_int64(statement, 5),
          body: bytes ?? []))
    }
    return rows
  }

  /// The baseline: the rows into the outbox's own table, in `commits` transactions.
  static func insert(_ rows: [OutboxRow], commits: Int, into url: URL) throws {
    var handle: OpaquePointer?
    guard sqlite3_open(url.path, &handle) == SQLITE_OK, let db = handle else {
      throw SimulatorBenchmarks.BenchmarkError("cannot open \(url.path)")
    }
    defer { sqlite3_close(db) }
    for sql in [
      "PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL",
      """
      CREATE TABLE outbox (sequence INTEGER PRIMARY KEY, event_id TEXT NOT NULL,
        type TEXT NOT NULL, app_user_id TEXT, transaction_id TEXT,
        event_timestamp_ms INTEGER NOT NULL, body TEXT NOT NULL)
      """,
    ] where sqlite3_exec(db, sql, nil, nil, nil) != SQLITE_OK {
      throw SimulatorBenchmarks.BenchmarkError(String(cString: sqlite3_errmsg(db)))
    }
    var statement: OpaquePointer?
    sqlite3_prepare_v2(
      db,
      "INSERT INTO outbox (sequence, event_id, type, app_user_id, transaction_id, "
        + "event_timestamp_ms, body) VALUES (?, ?, ?, ?, ?, ?, ?)", -1, &statement, nil)
    defer { sqlite3_finalize(statement) }
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    let perCommit = max(1, (rows.count + max(commits, 1) - 1) / max(commits, 1))
    var index = 0
    while index < rows.count {
      sqlite3_exec(db, "BEGIN", nil, nil, nil)
      for row in rows[index..<min(index + perCommit, rows.count)] {
        sqlite3_reset(statement)
        sqlite3_bind_int64(statement, 1, row.sequence)
        sqlite3_bind_text(statement, 2, row.eventID, -1, transient)
        sqlite3_bind_text(statement, 3, row.type, -1, transient)
        if let user = row.appUserID {
          sqlite3_bind_text(statement, 4, user, -1, transient)
        } else {
          sqlite3_bind_null(statement, 4)
        }
        if let transaction = row.transactionID {
          sqlite3_bind_text(statement, 5, transaction, -1, transient)
        } else {
          sqlite3_bind_null(statement, 5)
        }
        sqlite3_bind_int64(statement, 6, row.timestamp)
        row.body.withUnsafeBytes {
          _ = sqlite3_bind_text(
            statement, 7, $0.baseAddress?.assumingMemoryBound(to: CChar.self), Int32($0.count),
            transient)
        }
        guard sqlite3_step(statement) == SQLITE_DONE else {
          throw SimulatorBenchmarks.BenchmarkError(String(cString: sqlite3_errmsg(db)))
        }
      }
      sqlite3_exec(db, "COMMIT", nil, nil, nil)
      index += perCommit
    }
  }
}
