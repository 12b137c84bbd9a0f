import Foundation
import HTTPCore
import HTTPTestSupport
import StoreSimulator
import SubscriptionAnalytics
import TestSupport

@testable import AnalyticsServer

/// Shared pieces of the server tests: real webhook bodies, a store in a
/// temporary file, a server over it, and the built binaries.
enum ServerFixtures {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// 2026-01-01 00:00:00 UTC.
  static let start = Date(timeIntervalSince1970: 1_767_225_600)

  /// Webhook bodies of a simulated population, in outbox order (deterministic per seed).
  static func bodies(
    customers: Int = 60, months: Int = 4, seed: UInt64 = 21,
    environment: StoreSimulatorOptions.Environment = .production
  ) throws -> [Data] {
    let examples = repository.appendingPathComponent("Examples/InvoiceApp")
    let store = try StoreSimulator.open(
      storekit: examples.appendingPathComponent("InvoiceApp.storekit"),
      project: examples.appendingPathComponent("subscriptions.json"),
      clock: .stopped(at: start), options: StoreSimulatorOptions(environment: environment))
    try store.simulatePopulation(PopulationPlan(customers: customers, months: months, seed: seed))
    return try store.webhookEvents(after: 0, limit: .max).map(\.body)
  }

  /// A folder for one test, removed when the test process exits (`TemporaryFolders`).
  static func temporaryDirectory() throws -> URL {
    try TemporaryFolders.make("analytics-server-tests")
  }

  /// The `subkit-analytics` binary built beside the test bundle.
  static var analyticsBinary: URL { BuiltProducts.executable("subkit-analytics") }

  /// Runs a program to its end (`ProcessRunner`: both pipes drained, time-limited).
  static func run(_ executable: URL, _ arguments: [String]) throws -> ProcessOutput {
    try ProcessRunner.run(executable, arguments)
  }
}

/// A store in a temporary SQLite file and a server over it on an ephemeral port.
final class ServedStore {
  let directory: URL
  let database: AnalyticsDatabaseURL
  let store: AnalyticsStore
  let server: HTTPServer
  static let secret = "Bearer test-secret-123"

  init(dashboardToken: String? = nil, maximumBodyBytes: Int = 64 * 1024) throws {
    directory = try ServerFixtures.temporaryDirectory()
    database = try AnalyticsDatabaseURL(
      "sqlite:" + directory.appendingPathComponent("analytics.sqlite").path)
    let now = ServerFixtures.start.addingTimeInterval(120 * 86_400)
    store = try AnalyticsStore.open(database, now: { now })
    server = try AnalyticsRoutes.start(
      store: store,
      configuration: AnalyticsServerConfiguration(
        address: BindAddress(host: "127.0.0.1", port: 0), authorization: Self.secret,
        dashboardToken: dashboardToken, maximumBodyBytes: maximumBodyBytes,
        // The tests post from one address, up to 200 connections at once.
        connectionsPerAddress: 0, now: { now }))
  }

  func client() throws -> LoopbackHTTPClient {
    try LoopbackHTTPClient(connectingTo: server.address)
  }

  func post(_ body: Data, authorization: String? = ServedStore.secret) throws
    -> LoopbackHTTPClient.Response
  {
    var headers = ["Content-Type": "application/json"]
    headers["Authorization"] = authorization
    return try client().request("POST", AnalyticsRoutes.webhookPath, headers: headers, body: body)
  }

  deinit {
    server.stop()
    try? FileManager.default.removeItem(at: directory)
  }
}
