import Foundation
import SubscriptionKit
import Testing

@testable import SubscriptionAnalytics

/// What one metric query may cost: `MetricLimits`, enforced the same way for
/// the library, the JSON API, the dashboard and `report`.
@Suite("Metric query limits", .timeLimit(.minutes(5)))
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
    let cells: Int = cohorts.reduce(0) { $0 + $1.values.count }
    #expect(cells == 500_500)
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

  @Test("A daily grid built row by row ends each begun row in the retention series' value")
  func dailyGrid() throws {
    let store = try Self.store()
    // The range ends after now (day 90): rows and columns past it are left out.
    let query = MetricQuery(
      .subscriptionRetention, from: EventFactory.date(0), to: EventFactory.date(99))
    let series = try store.metric(query)
    let cohorts = try #require(series.cohorts)
    #expect(cohorts.count == 100)
    for (row, cohort) in cohorts.enumerated() {
      #expect(cohort.values.count == max(0, 91 - row), "row \(row)")
      if row > 90 { #expect(cohort.values.isEmpty) }
    }
    // The same six first paid periods as per month (January 4, February 2).
    let members: Int = cohorts.reduce(0) { $0 + $1.size }
    #expect(members == 6)
    // Each row's value at the last begun day is the share still paid then —
    // what the series (judged at the range's snapshot, now) says for that row.
    var judged = query
    judged.to = EventFactory.date(90)
    judged.includesCohorts = false
    let line = try store.metric(judged)
    for (row, cohort) in cohorts.enumerated() where row <= 90 {
      #expect(cohort.values.last == line.points[row].value, "row \(row)")
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
