import Foundation
import SubscriptionKit
import Testing

@testable import SubscriptionAnalytics

/// What one metric query may cost: `MetricLimits`, enforced the same way for
/// the library, the JSON API, the dashboard and `report`.
@Suite("Metric query limits", .timeLimit(.minutes(10)))
struct MetricLimitsTests {
  static func store() throws -> AnalyticsStore {
    let store = try AnalyticsStore.open(.inMemory, now: { Scenario.now })
    _ = try store.ingest(Scenario.events())
    return store
  }

  /// A daily query ending on the scenario's last day and covering `days` days.
  static func daily(_ name: MetricName, days: Int) -> MetricQuery {
    MetricQuery(name, from: EventFactory.date(90 - days), to: EventFactory.date(89))
  }

  @Test(
    "A cohort grid over more than 1,000 periods is refused naming the limit; 1,000 are answered")
  func gridLimit() throws {
    let store = try Self.store()
    let error = #expect(throws: AnalyticsError.self) {
      try store.metric(Self.daily(.subscriptionRetention, days: 1_001))
    }
    #expect(error?.code == .invalidQuery)
    #expect(error?.message.contains("at most 1000 periods") == true)
    #expect(error?.message.contains("1001 days") == true)

    let largest = try store.metric(Self.daily(.subscriptionRetention, days: 1_000))
    let cohorts = try #require(largest.cohorts)
    #expect(cohorts.count == 1_000)
    // A row holds the billing cycles its journeys reached, never more than the limit.
    let cells: Int = cohorts.reduce(0) { $0 + $1.values.count }
    #expect(cells > 0)
    #expect(cohorts.allSatisfy { $0.values.count <= MetricLimits.maximumCohortPeriods })
  }

  @Test("Without its grid, retention over 20,000 days is answered (one value per day)")
  func seriesWithoutGrid() throws {
    let store = try Self.store()
    var query = Self.daily(.subscriptionRetention, days: MetricLimits.maximumPeriods)
    query.includesCohorts = false
    let series = try store.metric(query)
    #expect(series.cohorts == nil)
    #expect(series.points.count == MetricLimits.maximumPeriods)
    #expect(series.points.contains { $0.value > 0 })
  }

  @Test("A range of more than 20,000 periods is refused naming the limit")
  func periodLimit() throws {
    let store = try Self.store()
    let error = #expect(throws: AnalyticsError.self) {
      try store.metric(Self.daily(.mrr, days: MetricLimits.maximumPeriods + 1))
    }
    #expect(error?.code == .invalidQuery)
    #expect(error?.message.contains("more than 20000 days") == true)
  }

  @Test(
    "A daily grid: a row per day, each up to the cycles begun by now; the series is its last value")
  func dailyGrid() throws {
    let store = try Self.store()
    // The range ends after now (day 90).
    let query = MetricQuery(
      .subscriptionRetention, from: EventFactory.date(0), to: EventFactory.date(99))
    let series = try store.metric(query)
    let cohorts = try #require(series.cohorts)
    #expect(cohorts.count == 100)
    // The monthly journeys: erin and frank's monthly plan (D0), alice (D7), dave and gina (D31).
    #expect(cohorts.reduce(0) { $0 + $1.size } == 5)
    #expect(cohorts.allSatisfy { $0.size > 0 || $0.values.isEmpty })
    // D0: cycles Jan 1, Feb 1, Mar 1 and Apr 1 (now) begun; erin paid three, frank one.
    #expect(cohorts[0] == MetricCohort(date: "2026-01-01", size: 2, values: [100, 50, 50, 0]))
    var line = query
    line.includesCohorts = false
    let points = try store.metric(line).points
    for (row, cohort) in cohorts.enumerated() {
      #expect(cohort.values.last ?? 0 == points[row].value, "row \(row)")
    }
  }

  @Test("report refuses a grid past the limit in JSON, and prints the table without building one")
  func report() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("a.sqlite").path
    do {
      let store = try AnalyticsStore.open(AnalyticsDatabaseURL("sqlite:" + path))
      _ = try store.ingest(Scenario.events())
    }
    let arguments = [
      "report", "--metric", "subscription_retention", "--from", "2020-01-01", "--to",
      "2026-03-31", "--database", "sqlite:" + path, "--now", "2026-04-01T00:00:00Z",
    ]
    let json = try AnalyticsCommand.run(arguments + ["--format", "json"], in: folder)
    #expect(json.status != 0)
    #expect(json.stdout.isEmpty)
    #expect(json.stderr.contains("cohort grid covers at most 1000 periods"), "\(json.stderr)")
    #expect(json.stderr.split(separator: "\n").count == 1)
    let table = try AnalyticsCommand.run(arguments + ["--format", "table"], in: folder)
    #expect(table.status == 0, "\(table.stderr)")
    #expect(table.stdout.contains("2026-01-01"))
    let monthly = try AnalyticsCommand.run(
      arguments + ["--format", "json", "--resolution", "month"], in: folder)
    #expect(monthly.status == 0, "\(monthly.stderr)")
    #expect(monthly.stdout.contains("\"cohorts\""))
  }
}
