import Foundation
import SubscriptionKit
import Testing

@testable import SubscriptionAnalytics
@testable import SubscriptionWire

/// `subkit-analytics import | report | rebuild`, run as the real binary.
@Suite("subkit-analytics import, report and rebuild", .timeLimit(.minutes(10)))
struct CommandTests {
  let folder: URL

  init() throws {
    folder = try Fixtures.temporaryFolder()
  }

  /// The scenario's events as JSON lines, as `subkit store events` prints bodies.
  func writeScenario(_ name: String = "events.jsonl") throws -> String {
    let lines = try Scenario.events().map {
      String(decoding: try WebhookBody.encode($0), as: UTF8.self)
    }
    try (lines.joined(separator: "\n") + "\n").write(
      to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    return name
  }

  func run(_ arguments: String...) throws -> AnalyticsCommand.Output {
    try AnalyticsCommand.run(arguments, in: folder)
  }

  static let reportMRR = [
    "report", "--metric", "mrr", "--from", "2026-01-01", "--to", "2026-03-31", "--resolution",
    "month", "--now", "2026-04-01T00:00:00Z",
  ]

  @Test("A production report over sandbox events only says so on standard error")
  func sandboxOnlyNote() throws {
    let lines = try Scenario.events().map { event -> String in
      var sandbox = event
      sandbox.id = "sandbox-" + event.id
      sandbox.environment = "SANDBOX"
      return String(decoding: try WebhookBody.encode(sandbox), as: UTF8.self)
    }
    try (lines.joined(separator: "\n") + "\n").write(
      to: folder.appendingPathComponent("sandbox.jsonl"), atomically: true, encoding: .utf8)
    #expect(try run("import", "sandbox.jsonl").status == 0)

    let production = try AnalyticsCommand.run(Self.reportMRR + ["--format", "csv"], in: folder)
    #expect(production.status == 0)
    #expect(production.stdout == "date,value\n2026-01-01,0\n2026-02-01,0\n2026-03-01,0\n")
    #expect(
      production.stderr
        == "subkit-analytics report: note: no production events here, only 25 sandbox events; "
        + "add --environment sandbox to report on them\n")
    // The scenario's own sandbox purchase (noise for production) counts here too.
    let sandbox = try AnalyticsCommand.run(
      Self.reportMRR + ["--format", "csv", "--environment", "sandbox"], in: folder)
    #expect(sandbox.stdout == "date,value\n2026-01-01,38.3\n2026-02-01,38.3\n2026-03-01,28.31\n")
    #expect(sandbox.stderr.isEmpty)

    #expect(try run("import", try writeScenario()).status == 0)
    let both = try AnalyticsCommand.run(Self.reportMRR + ["--format", "csv"], in: folder)
    #expect(both.stdout == "date,value\n2026-01-01,28.31\n2026-02-01,38.3\n2026-03-01,28.31\n")
    #expect(both.stderr.isEmpty, "a production report over production events has no note")
  }

  @Test("Import JSON lines into the default database, once; report as JSON, CSV and a table")
  func importAndReport() throws {
    let file = try writeScenario()
    let first = try run("import", file)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout == "events.jsonl: 25 stored, 0 already there\n")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/.subkit/analytics.sqlite"))
    let again = try run("import", file)
    #expect(again.stdout == "events.jsonl: 0 stored, 25 already there\n")

    let json = try AnalyticsCommand.run(Self.reportMRR + ["--format", "json"], in: folder)
    #expect(json.status == 0, "\(json.stderr)")
    #expect(
      json.stdout
        == #"{"metric": "mrr", "resolution": "month", "unit": "USD", "points": [{"date": "2026-01-01", "value": 28.31}, {"date": "2026-02-01", "value": 38.3}, {"date": "2026-03-01", "value": 28.31}]}"#
        + "\n")
    let csv = try AnalyticsCommand.run(Self.reportMRR + ["--format", "csv"], in: folder)
    #expect(csv.stdout == "date,value\n2026-01-01,28.31\n2026-02-01,38.3\n2026-03-01,28.31\n")
    let table = try AnalyticsCommand.run(Self.reportMRR, in: folder)
    #expect(
      table.stdout
        == """
        mrr (USD, per month)
        date        value
        2026-01-01  28.31
        2026-02-01   38.3
        2026-03-01  28.31

        """)
  }

  @Test("A bad body in any file stores nothing, with one line naming the file and body")
  func badInputStoresNothing() throws {
    let good = try writeScenario()
    try "{\"api_version\": \"1.0\", \"event\": {\"id\": \"x\"}}\n".write(
      to: folder.appendingPathComponent("bad.jsonl"), atomically: true, encoding: .utf8)
    let result = try run("import", good, "bad.jsonl")
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("subkit-analytics import: bad.jsonl: body 1: "))
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    let store = try AnalyticsStore.open(
      AnalyticsDatabaseURL("sqlite:\(folder.path)/.subkit/analytics.sqlite"))
    #expect(try store.eventCount() == 0)

    try "[{\"a\": 1},".write(
      to: folder.appendingPathComponent("open.json"), atomically: true, encoding: .utf8)
    let open = try run("import", "open.json")
    #expect(open.status == 1)
    #expect(open.stderr.contains("open.json: line 1: "))
    let missing = try run("import", "nowhere.jsonl")
    #expect(missing.status == 1)
    #expect(missing.stderr.hasPrefix("subkit-analytics import: cannot read nowhere.jsonl"))
  }

  @Test("RevenueCat's pretty-printed sample bodies and arrays import too")
  func samplesAndArrays() throws {
    let samples = try Fixtures.sampleBodies()
    let arrayText =
      "["
      + samples.prefix(3).map { String(decoding: $0.body, as: UTF8.self) }
      .joined(separator: ",\n") + "]"
    try arrayText.write(
      to: folder.appendingPathComponent("array.json"), atomically: true, encoding: .utf8)
    let single = Fixtures.webhooks.appendingPathComponent("renewal.json").path
    let result = try run("import", "array.json", single, "--database", "sqlite:data/a.sqlite")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("array.json: 3 stored"))
    #expect(result.stdout.contains("renewal.json: 1 stored"))
    #expect(FileManager.default.fileExists(atPath: folder.path + "/data/a.sqlite"))
  }

  @Test("Rebuild derives the tables again; report refuses what it cannot answer")
  func rebuildAndMistakes() throws {
    let missing = try AnalyticsCommand.run(Self.reportMRR, in: folder)
    #expect(missing.status == 1)
    #expect(missing.stderr.hasPrefix("subkit-analytics report: no analytics database at "))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/.subkit/analytics.sqlite"))
    _ = try run("import", try writeScenario())
    let rebuilt = try run("rebuild")
    #expect(rebuilt.status == 0)
    #expect(rebuilt.stdout == "rebuilt from 25 events\n")
    let json = try AnalyticsCommand.run(Self.reportMRR + ["--format", "json"], in: folder)
    #expect(json.stdout.contains(#""value": 38.3"#))
    for (arguments, message) in [
      (["report", "--metric", "nope"], "unknown metric 'nope'"),
      (["report", "--from", "2026-13-01"], "--from takes a date as YYYY-MM-DD"),
      (["report", "--format", "xml"], "--format takes table, json or csv"),
      (["report", "--lifetime", "-3"], "--lifetime takes a number of days"),
      (["report", "--resolution", "year"], "--resolution takes day, week or month, not 'year'"),
      (["report", "--from", "2026-02-01", "--to", "2026-01-01"], "--from is after --to"),
      (["report", "--database", "mysql://x"], "unknown database"),
      (["import"], "name at least one FILE"),
      (["frobnicate"], "unknown command 'frobnicate'"),
    ] {
      let result = try AnalyticsCommand.run(arguments, in: folder)
      #expect(result.status != 0, "\(arguments)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
      #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(arguments)")
    }
  }

  @Test("Every metric prints, and the simulator's events give the ledger's revenue")
  func simulatorEvents() throws {
    let population = try SimulatedPopulation.make(seed: 7, customers: 15, days: 100)
    let lines = population.bodies.map { String(decoding: $0, as: UTF8.self) }
    try lines.joined(separator: "\n").write(
      to: folder.appendingPathComponent("store-events.jsonl"), atomically: true, encoding: .utf8)
    #expect(try run("import", "store-events.jsonl").status == 0)
    let end = ISO8601DateFormatter().string(from: population.end)
    let revenue = try AnalyticsCommand.run(
      [
        "report", "--metric", "revenue", "--from", "2026-01-01", "--to", String(end.prefix(10)),
        "--resolution", "month", "--format", "csv", "--now", end,
      ], in: folder)
    let total = revenue.stdout.split(separator: "\n").dropFirst().reduce(Decimal(0)) {
      $0 + .exactly(String($1.split(separator: ",")[1]))
    }
    #expect(total == population.ledgerRevenue)
    let everything = try AnalyticsCommand.run(
      ["report", "--from", "2026-01-01", "--to", "2026-04-10", "--format", "json", "--now", end],
      in: folder)
    #expect(everything.status == 0, "\(everything.stderr)")
    #expect(everything.stdout.split(separator: "\n").count == MetricName.allCases.count)
  }
}
