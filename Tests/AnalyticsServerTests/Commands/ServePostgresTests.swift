import Foundation
import HTTPTestSupport
import Testing

@testable import AnalyticsServer

/// `subkit-analytics serve --database postgresql://…` when the server goes
/// away under it: a terminated backend, a stopped and restarted cluster.
/// Every webhook acknowledged is stored once; one refused (503) is not
/// stored at all, and is stored when sent again.
@Suite(
  "subkit-analytics serve reconnects to PostgreSQL", .enabled(if: PostgresCluster.isAvailable),
  .timeLimit(.minutes(10)))
struct ServePostgresTests {
  /// Posts `body` until it is answered with something other than 503, at
  /// most `attempts` times, 100 ms apart; the last answer and the 503s seen.
  private static func postUntilAnswered(
    _ body: Data, to server: ServeProcess, attempts: Int = 300
  ) throws -> (response: LoopbackHTTPClient.Response, refusals: Int) {
    var refusals = 0
    for _ in 1..<attempts {
      let response = try server.post(body)
      guard response.status == 503 else { return (response, refusals) }
      #expect(response.headers["retry-after"] != nil)
      refusals += 1
      Thread.sleep(forTimeInterval: 0.1)
    }
    return (try server.post(body), refusals)
  }

  @Test("The backend terminated mid-run (pg_terminate_backend): the next webhooks are stored")
  func terminatedBackend() throws {
    let cluster = try PostgresCluster.shared()
    let database = try cluster.newDatabase()
    let server = try ServeProcess(["--database", database.url])
    let bodies = try ServerFixtures.bodies(customers: 10, months: 2)
    #expect(bodies.count >= 6)
    for body in bodies.prefix(3) {
      #expect(try server.post(body).status == 200)
    }
    let ended = try cluster.psql(
      "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
        + " WHERE datname = '\(database.name)' AND pid <> pg_backend_pid()"
        + " AND backend_type = 'client backend'")
    #expect(ended == "1", "backends ended: \(ended)")

    for body in bodies.dropFirst(3) {
      let (response, _) = try Self.postUntilAnswered(body, to: server, attempts: 20)
      #expect(response.status == 200, "\(response.text) \(server.errorText)")
    }
    let health = try server.request("GET", "/healthz")
    #expect(health.status == 200, "\(health.text)")
    #expect(health.text.contains("\"events\": \(bodies.count)"), "\(health.text)")
    #expect(
      try cluster.psql("SELECT count(*) FROM events", database: database.name)
        == String(bodies.count))
  }

  @Test(
    "The cluster stopped and started: 503 and /healthz unavailable while away, then stored",
    .enabled(if: PostgresCluster.canStart))
  func stoppedAndStarted() throws {
    let cluster = try PostgresCluster()
    let database = try cluster.newDatabase()
    let server = try ServeProcess(["--database", database.url])
    let bodies = try ServerFixtures.bodies(customers: 2, months: 1)
    #expect(bodies.count >= 3)
    for body in bodies.prefix(2) {
      #expect(try server.post(body).status == 200)
    }

    try cluster.stop()
    let refused = try server.post(bodies[2])
    #expect(refused.status == 503, "\(refused.text)")
    #expect(refused.headers["retry-after"] != nil)
    #expect(refused.text.contains("PostgreSQL"), "\(refused.text)")
    let away = try server.request("GET", "/healthz")
    #expect(away.status == 503, "\(away.text)")
    #expect(away.text.contains("\"status\": \"unavailable\""), "\(away.text)")
    #expect(away.text.contains("\"reason\""), "\(away.text)")

    try cluster.start()
    let (stored, _) = try Self.postUntilAnswered(bodies[2], to: server)
    #expect(stored.status == 200, "\(stored.text) \(server.errorText)")
    // Refused while away, so stored now (not a duplicate of a half-stored try).
    #expect(stored.text.contains("\"stored\""), "\(stored.text)")
    for body in bodies.dropFirst(3) {
      #expect(try server.post(body).status == 200)
    }
    let back = try server.request("GET", "/healthz")
    #expect(back.status == 200, "\(back.text)")
    #expect(back.text.contains("\"events\": \(bodies.count)"), "\(back.text)")
    #expect(
      try cluster.psql("SELECT count(*) FROM events", database: database.name)
        == String(bodies.count))
  }

  @Test("A password in the URL's query string is never printed in the banner")
  func bannerHidesQueryPassword() throws {
    let cluster = try PostgresCluster.shared()
    let database = try cluster.newDatabase()
    // Trust authentication ignores the passwords; the banner must not show them.
    let url = database.url + "&password=query-secret-1&sslpassword=ssl-secret-2"
    let server = try ServeProcess(["--database", url])
    #expect(server.banner.contains("serving postgresql://"), "\(server.banner)")
    #expect(server.banner.contains("password=***"), "\(server.banner)")
    #expect(!server.banner.contains("secret"), "\(server.banner)")
  }
}
