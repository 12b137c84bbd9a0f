import Foundation
import SubscriptionAnalyticsPostgres
import Testing

@testable import SubscriptionAnalytics

/// `report` on PostgreSQL reads in a read-only session: the same answers,
/// and a write through that session is refused.
@Suite(
  "subkit-analytics report reads only, on PostgreSQL",
  .enabled(if: PostgresTestServer.isAvailable), .serialized, .timeLimit(.minutes(10)))
struct ReadOnlyPostgresReportTests {
  @Test("A reader answers as the writer does and cannot ingest; the binary reports")
  func readOnlySession() throws {
    let url = try PostgresTestServer.newDatabase()
    let writer = try AnalyticsStore.open(
      url, engines: .withPostgres, now: { ExperimentScenario.now })
    _ = try writer.ingest(bodies: ExperimentScenario.bodies())
    let reader = try AnalyticsStore.openForReading(
      url, engines: .withPostgres, now: { ExperimentScenario.now })
    let query = ExperimentQuery(ExperimentScenario.experiment)
    #expect(try reader.experimentResults(query) == writer.experimentResults(query))
    #expect(throws: AnalyticsError.self) {
      _ = try reader.ingest(bodies: [try ExperimentScenario.bodies()[0]])
    }
    guard case .postgres(let text) = url.location else {
      Issue.record("not a PostgreSQL URL")
      return
    }
    let folder = try Fixtures.temporaryFolder()
    let output = try AnalyticsCommand.run(
      [
        "report", "--database", text, "--experiment", ExperimentScenario.experiment,
        "--now", "2026-02-10T00:00:00Z", "--format", "json",
      ], in: folder)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout == (try writer.experimentResults(query)).jsonText + "\n")
  }
}
