import Foundation
import SubscriptionAnalyticsPostgres
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@testable import SubscriptionAnalytics

/// The experiment tables and results are the same on PostgreSQL as on SQLite.
@Suite(
  "Experiments on PostgreSQL give SQLite's answers", .enabled(if: PostgresTestServer.isAvailable),
  .serialized)
struct ExperimentPostgresTests {
  @Test("The experiment scenario, shuffled: identical tables and results, before and after rebuild")
  func scenario() throws {
    let seed = SeededRandomNumberGenerator.seed(
      from: "SUBKIT_TEST_SEED", test: "experimentPostgres")
    var random = SeededRandomNumberGenerator(seed: seed)
    let sqlite = try AnalyticsStore.open(.inMemory, now: { ExperimentScenario.now })
    _ = try sqlite.ingest(bodies: ExperimentScenario.bodies())
    let postgres = try AnalyticsStore.open(
      PostgresTestServer.newDatabase(), engines: .withPostgres, now: { ExperimentScenario.now })
    var bodies = try ExperimentScenario.bodies()
    bodies.shuffle(using: &random)
    _ = try postgres.ingest(bodies: bodies)
    #expect(try postgres.experimentStateDump() == sqlite.experimentStateDump(), "seed \(seed)")
    for query in [
      ExperimentQuery(ExperimentScenario.experiment),
      ExperimentQuery(ExperimentScenario.experiment, environment: .sandbox),
      ExperimentQuery(ExperimentScenario.experiment, stop: EventFactory.date(30)),
    ] {
      #expect(try postgres.experimentResults(query) == sqlite.experimentResults(query))
    }
    try postgres.rebuild()
    #expect(try postgres.experimentStateDump() == sqlite.experimentStateDump())
    #expect(try postgres.experimentIDs() == [ExperimentScenario.experiment])
  }
}
