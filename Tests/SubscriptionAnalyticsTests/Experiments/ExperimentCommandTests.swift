import Foundation
import SubscriptionKit
import Testing

@testable import SubscriptionAnalytics

/// `subkit-analytics report --experiment ID`, run as the real binary.
@Suite("subkit-analytics report --experiment", .timeLimit(.minutes(10)))
struct ExperimentCommandTests {
  let folder: URL

  init() throws {
    folder = try Fixtures.temporaryFolder()
    try ExperimentScenario.writeEventsFile(in: folder)
  }

  func run(_ arguments: [String]) throws -> AnalyticsCommand.Output {
    try AnalyticsCommand.run(arguments, in: folder)
  }

  static let report = [
    "report", "--experiment", ExperimentScenario.experiment, "--now", "2026-02-10T00:00:00Z",
  ]

  @Test("JSON is the library's document; the table and CSV show every variant and metric")
  func formats() throws {
    #expect(try run(["import", "events.jsonl"]).status == 0)
    let json = try run(Self.report + ["--format", "json"])
    #expect(json.status == 0, "\(json.stderr)")
    let store = try AnalyticsStore.open(
      AnalyticsDatabaseURL("sqlite:\(folder.path)/.subkit/analytics.sqlite"),
      now: { ExperimentScenario.now })
    let expected = try store.experimentResults(ExperimentQuery(ExperimentScenario.experiment))
    #expect(json.stdout == expected.jsonText + "\n")
    let table = try run(Self.report)
    #expect(table.status == 0, "\(table.stderr)")
    #expect(
      table.stdout.hasPrefix("experiment prexp_paywall (production, 2026-01-01 to 2026-02-10)"))
    #expect(table.stdout.contains("winner: none yet"))
    #expect(table.stdout.contains("variant b (offering paywall_b)"))
    #expect(table.stdout.contains("paywall exposures           not recorded"))
    #expect(table.stdout.contains("revenue                     129.97 USD"))
    let csv = try run(Self.report + ["--format", "csv"])
    let rows = csv.stdout.split(separator: "\n")
    #expect(rows.count == 1 + 2 * ExperimentMetric.allCases.count)
    #expect(rows.contains { $0.hasPrefix("b,false,initial_conversion,75,3,4,") })
    // The contract's columns, and the same alarm and looks on every row.
    #expect(
      rows.first?.contains("always_valid_difference_lower,always_valid_difference_upper") == true)
    #expect(
      rows.first?.hasSuffix("guardrail_worse,looks,sample_ratio_p_value,sample_ratio_alarm") == true
    )
    #expect(
      rows.contains { $0.hasPrefix("b,false,refund_rate,") && $0.hasSuffix(",false,any,1,false") })
    // The table: the looks, the sample-ratio check, the guardrails, both intervals, no data.
    #expect(table.stdout.contains("looks: any number (verdicts use the always-valid intervals"))
    #expect(table.stdout.contains("sample ratio: p = 1, ok (alarm below p = 0.001)"))
    #expect(table.stdout.contains("guardrails: no variant worse than the control"))
    #expect(table.stdout.contains("always-valid ["))
    #expect(table.stdout.contains("realized_ltv_365d           no data"))
    let stopped = try run(Self.report + ["--stop", "2026-01-31", "--format", "json"])
    #expect(stopped.stdout.contains(#""revenue":114.98"#))
  }

  @Test("Mistakes are one line and a non-zero exit")
  func mistakes() throws {
    let missing = try run(Self.report)
    #expect(missing.status == 1)
    #expect(missing.stderr.hasPrefix("subkit-analytics report: no analytics database at "))
    #expect(try run(["import", "events.jsonl"]).status == 0)
    for (arguments, message, status) in [
      (
        ["report", "--experiment", "nope"], "unknown experiment 'nope' (known: prexp_paywall)",
        Int32(2)
      ),
      (
        Self.report + ["--control", "c"],
        "experiment 'prexp_paywall' has no variant 'c' to use as the control (its variants: a, b)",
        2
      ),
      (["report", "--experiment", ""], "'--experiment' needs a value", 2),
      (Self.report + ["--primary", "mrr"], "--primary takes initial_conversion", 2),
      (Self.report + ["--metric", "mrr"], "--metric does not apply to an experiment report", 2),
      (Self.report + ["--stop", "2026-13-01"], "--stop takes a date as YYYY-MM-DD", 2),
      (Self.report + ["--stop", "2027-01-01"], "--stop is after now", 2),
      (Self.report + ["--format", "xml"], "--format takes table, json or csv", 2),
      (["report", "--metric", "mrr", "--stop", "2026-01-01"], "--stop needs --experiment ID", 2),
    ] {
      let result = try run(arguments)
      #expect(result.status == status, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
      #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(arguments)")
      #expect(result.stdout.isEmpty, "\(arguments)")
    }
  }
}
