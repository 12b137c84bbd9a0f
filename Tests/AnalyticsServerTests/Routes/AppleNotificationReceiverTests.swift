import AnalyticsServer
import AppStoreServer
import AppleJWS
import Foundation
import HTTPCore
import StoreSimulator
import SubscriptionAnalytics
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

/// `POST /webhooks/apple` (issue 26): verified, idempotent on
/// `notificationUUID`, append-only, and the metrics from Apple's stream equal
/// those from RevenueCat's for one simulated population.
@Suite("Apple notifications as a second source", .timeLimit(.minutes(10)))
struct AppleNotificationReceiverTests {
  static let start = Date(timeIntervalSince1970: 1_767_225_600)
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/InvoiceApp")

  /// One simulated store: its RevenueCat bodies, its Apple notifications signed, a receiver.
  struct Population {
    var simulator: StoreSimulator
    var signer: AppleNotificationSigner
    var notifications: [AppleNotification]
    var bodies: [Data]
    var receiver: AppleNotificationReceiver
    var end: Date
  }

  static func population(seed: UInt64) throws -> Population {
    let store = try StoreSimulator.open(
      storekit: examples.appendingPathComponent("InvoiceApp.storekit"),
      project: examples.appendingPathComponent("subscriptions.json"),
      clock: .stopped(at: start),
      options: .init(isBillingGracePeriodEnabled: true, environment: .production))
    var plan = PopulationPlan(customers: 60, months: 5, seed: seed)
    plan.refundRate = 0.08
    plan.billingIssueRate = 0.1
    plan.monthlyChurn = 0.1
    _ = try store.simulatePopulation(plan)
    let chain = try SigningChain.mint(
      validFrom: Date(timeIntervalSince1970: 0), validUntil: start + 20 * 365 * 86_400)
    let app = store.appStoreApp
    let verifier = try SignedDataVerifier(
      rootCertificates: [chain.root.der], bundleId: app.bundleId, appAppleId: app.appAppleId,
      environment: store.appleEnvironment)
    return Population(
      simulator: store, signer: try AppleNotificationSigner(chain: chain),
      notifications: try store.appleNotifications(limit: .max),
      bodies: try store.webhookEvents(after: 0, limit: .max).map(\.body),
      receiver: AppleNotificationReceiver(verifier: verifier), end: store.now)
  }

  static func body(_ signedPayload: String) -> Data {
    Data(#"{"signedPayload": "\#(signedPayload)"}"#.utf8)
  }

  /// The metrics both sources must give alike (see docs/analytics.md for those that cannot).
  static let shared: [MetricName] = [
    .mrr, .arr, .actives, .trials, .activesNew, .trialsNew, .revenue, .proceeds, .refundRate,
    .churn,
    .subscriptionRetention, .mrrMovement,
  ]

  @Test("The metrics from Apple's notifications equal those from RevenueCat's events")
  func streamsAgree() throws {
    let seed = SeededRandomNumberGenerator.seed(from: "SUBKIT_TEST_SEED", test: "streamsAgree")
    let population = try Self.population(seed: seed)
    let fromRevenueCat = try AnalyticsStore.open(.inMemory, now: { population.end })
    _ = try fromRevenueCat.ingest(bodies: population.bodies)
    let fromApple = try AnalyticsStore.open(.inMemory, now: { population.end })
    for notification in population.notifications {
      let signed = try population.signer.signedPayload(for: notification)
      let response = population.receiver.receive(Self.body(signed), store: fromApple)
      #expect(
        response.status == 200, "seed \(seed): \(String(decoding: response.body, as: UTF8.self))")
    }
    // Delivered again: nothing changes.
    let events = try fromApple.eventCount()
    for notification in population.notifications.prefix(20) {
      let signed = try population.signer.signedPayload(for: notification)
      let response = population.receiver.receive(Self.body(signed), store: fromApple)
      #expect(String(decoding: response.body, as: UTF8.self).contains("duplicate"))
    }
    #expect(try fromApple.eventCount() == events)
    #expect(try fromApple.appleNotificationCount() == population.notifications.count)
    let appleEnvironment: AnalyticsEnvironment =
      population.simulator.appleEnvironment == .production ? .production : .sandbox
    for name in Self.shared {
      for resolution in [MetricResolution.month, .week] {
        var query = MetricQuery(name, from: Self.start, to: population.end, resolution: resolution)
        let expected = try fromRevenueCat.metric(query)
        query.environment = appleEnvironment
        let answer = try fromApple.metric(query)
        #expect(answer == expected, "seed \(seed), \(name.rawValue) by \(resolution.rawValue)")
      }
    }
    let actives = try fromRevenueCat.metric(
      MetricQuery(.actives, from: Self.start, to: population.end, resolution: .month))
    #expect(actives.points.contains { $0.value > 0 }, "seed \(seed)")
  }

  @Test("Bad signature, wrong bundle id, malformed body: a clear 4xx and nothing stored")
  func refusals() throws {
    let population = try Self.population(seed: 7)
    let store = try AnalyticsStore.open(.inMemory, now: { population.end })
    let notification = try #require(population.notifications.first)
    let cases: [(Data, Int)] = [
      (Self.body(try population.signer.negativeFixture(.tamperedPayload, for: notification)), 401),
      (Self.body(try population.signer.negativeFixture(.chainNotAtRoot, for: notification)), 401),
      (Self.body(try population.signer.negativeFixture(.wrongBundleId, for: notification)), 403),
      (Self.body(try population.signer.negativeFixture(.wrongEnvironment, for: notification)), 403),
      (Data("not json".utf8), 400),
      (Data(#"{"signed": "x"}"#.utf8), 400),
      (Self.body("a.b.c"), 401),
    ]
    for (body, status) in cases {
      let response = population.receiver.receive(body, store: store)
      #expect(response.status == status, "\(String(decoding: body.prefix(60), as: UTF8.self))")
      #expect(!String(decoding: response.body, as: UTF8.self).isEmpty)
    }
    #expect(try store.appleNotificationCount() == 0)
    #expect(try store.eventCount() == 0)
    let good = try population.signer.signedPayload(for: notification)
    #expect(population.receiver.receive(Self.body(good), store: store).status == 200)
    #expect(try store.appleNotificationCount() == 1)
  }

  @Test("The route: 404 until configured, POST only, then verified and stored")
  func route() throws {
    let population = try Self.population(seed: 3)
    let store = try AnalyticsStore.open(.inMemory, now: { population.end })
    let notification = try #require(population.notifications.first)
    let post = HTTPRequest(
      method: "POST", path: AnalyticsRoutes.applePath,
      body: Self.body(try population.signer.signedPayload(for: notification)))
    var configuration = AnalyticsServerConfiguration(
      address: try BindAddress(host: "127.0.0.1", port: 0), now: { population.end })
    let off = AnalyticsRoutes.handler(store: store, configuration: configuration)
    #expect(off.screen(post)?.status == 404)
    configuration.apple = population.receiver
    let on = AnalyticsRoutes.handler(store: store, configuration: configuration)
    #expect(on.screen(HTTPRequest(method: "GET", path: AnalyticsRoutes.applePath))?.status == 405)
    #expect(on.screen(post) == nil)
    #expect(on.respond(post).status == 200)
    #expect(try store.appleNotificationCount() == 1)
  }
}
