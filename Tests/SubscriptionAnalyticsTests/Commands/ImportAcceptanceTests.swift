import Foundation
import SubscriptionKit
import Testing

@testable import SubscriptionAnalytics
@testable import SubscriptionWire

/// `subkit-analytics import` and `report` with what RevenueCat may add
/// without notice (issue 30), run as the real binary.
@Suite("subkit-analytics import: new types, reasons and environments", .timeLimit(.minutes(10)))
struct ImportAcceptanceTests {
  let folder: URL

  init() throws {
    folder = try Fixtures.temporaryFolder()
  }

  func write(_ name: String, _ lines: [String]) throws {
    try (lines.joined(separator: "\n") + "\n").write(
      to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  func run(_ arguments: [String]) throws -> AnalyticsCommand.Output {
    try AnalyticsCommand.run(arguments, in: folder)
  }

  static let reportMRR = [
    "report", "--metric", "mrr", "--from", "2026-01-01", "--to", "2026-03-31", "--resolution",
    "month", "--now", "2026-04-01T00:00:00Z", "--format", "csv",
  ]

  @Test("A file with new types and reasons imports; report leaves them out and says so")
  func importsUnrecognized() throws {
    var scenario = try Scenario.events().map {
      String(decoding: try WebhookBody.encode($0), as: UTF8.self)
    }
    try write("scenario.jsonl", scenario)
    let first = try #require(Scenario.events().first)
    var newType = first
    newType.id = "new-type-1"
    newType.type = WebhookEventType(rawValue: "NEW_TYPE")
    newType.price = 500
    newType.appUserID = "stranger"  // a customer only the new type knows of
    var newReason = first
    newReason.id = "new-reason-1"
    newReason.type = .cancellation
    newReason.cancelReason = WebhookReason(rawValue: "NEW_REASON")
    newReason.price = -first.price
    var staging = Scenario.events()[1]  // alice's first paid month, 9.99
    staging.id = "staging-1"
    staging.environment = "STAGING"
    scenario += try [newType, newReason, staging].map {
      String(decoding: try WebhookBody.encode($0), as: UTF8.self)
    }
    try write("events.jsonl", scenario)

    let imported = try run(["import", "events.jsonl"])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout == "events.jsonl: 28 stored, 0 already there\n")

    // The metrics are the scenario's own (CommandTests: 28.31, 38.3, 28.31).
    let report = try run(Self.reportMRR)
    #expect(report.status == 0)
    #expect(report.stdout == "date,value\n2026-01-01,28.31\n2026-02-01,38.3\n2026-03-01,28.31\n")
    #expect(
      report.stderr
        == "subkit-analytics report: note: events with values this version does not know are "
        + "stored; left out of metrics until understood: event type NEW_TYPE (1); "
        + "cancel reason NEW_REASON (1); in an environment of their own: STAGING (1)\n")

    // No metric counts the stranger only the new type names.
    let known = ["--database", "sqlite:known.sqlite"]
    #expect(try run(["import", "scenario.jsonl"] + known).status == 0)
    let customers = [
      "report", "--metric", "customers_new", "--from", "2026-01-01", "--to", "2026-03-31",
      "--resolution", "month", "--now", "2026-04-01T00:00:00Z", "--format", "csv",
    ]
    #expect(try run(customers).stdout == run(customers + known).stdout)

    // STAGING has metrics of its own.
    let staged = try run(Self.reportMRR + ["--environment", "staging"])
    #expect(staged.status == 0, "\(staged.stderr)")
    #expect(staged.stdout == "date,value\n2026-01-01,9.99\n2026-02-01,0\n2026-03-01,0\n")
  }

  @Test("A NUL in an id, or an empty id, stores nothing: one line naming the field")
  func refusesNUL() throws {
    let good = try Scenario.events().map {
      String(decoding: try WebhookBody.encode($0), as: UTF8.self)
    }
    for (id, message) in [(#"a\u0000b"#, "event.id: contains a NUL"), ("", "event.id: is empty")] {
      try write(
        "bad.jsonl",
        good + [
          #"{"api_version": "1.0", "event": {"id": "\#(id)", "type": "TEST", "event_timestamp_ms": 1}}"#
        ])
      let result = try run(["import", "bad.jsonl"])
      #expect(result.status == 1)
      #expect(result.stderr.hasPrefix("subkit-analytics import: bad.jsonl: body 26: " + message))
      #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }
    try write("good.jsonl", good)
    #expect(try run(["import", "good.jsonl"]).stdout == "good.jsonl: 25 stored, 0 already there\n")
  }
}
