import Foundation
import Testing

@testable import AnalyticsServer

/// Huge reads against the real `subkit-analytics serve` running under a
/// memory cap (`prlimit --as`): past the stated limits they are refused with
/// 400, within them they are answered in bounded memory, and webhooks are
/// stored throughout.
@Suite("subkit-analytics serve under a memory cap", .timeLimit(.minutes(10)))
struct ServeMemoryCapTests {
  /// The address-space cap: room for the program, its threads and the reads
  /// it allows, far below the gigabytes a whole retention grid over these
  /// ranges would take.
  static let cap = "--as=\(1_536 * 1_024 * 1_024)"

  /// About 18,800 days: within `MetricLimits.maximumPeriods`, past `maximumCohortPeriods`.
  static let range = "from=1975-01-01&to=2026-06-30&resolution=day"

  @Test(
    "A retention grid over 18,800 days is 400; the dashboard over them is drawn; webhooks still 200"
  )
  func hugeQueries() throws {
    let served = try ServeProcess([], wrapper: ["/usr/bin/prlimit", Self.cap, "--"])
    let bodies = try ServerFixtures.bodies(customers: 10, months: 3)
    for body in bodies.prefix(bodies.count - 1) {
      #expect(try served.post(body).status == 200)
    }

    let grid = try served.get("/api/metrics/subscription_retention?" + Self.range)
    #expect(grid.status == 400)
    #expect(grid.text.contains("1000"))
    #expect(grid.text.contains("cohort grid"))
    let page = try served.get("/?" + Self.range)
    #expect(page.status == 200)
    #expect(page.text.contains("Cohorts: subscription retention"))
    let line = try served.get("/api/metrics/mrr?" + Self.range)
    #expect(line.status == 200)
    let tooLong = try served.get("/api/metrics/mrr?from=1900-01-01&to=2026-06-30&resolution=day")
    #expect(tooLong.status == 400)
    #expect(tooLong.text.contains("20000"))

    // The receiver is alive and stores the last event.
    let last = try #require(bodies.last)
    #expect(try served.post(last).status == 200)
    #expect(try served.get("/healthz").text.contains("\"events\": \(bodies.count)"))
    #expect(served.stop() == 0)
  }
}
