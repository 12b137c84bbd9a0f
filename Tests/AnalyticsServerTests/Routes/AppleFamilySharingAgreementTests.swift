import AnalyticsServer
import AppStoreServer
import AppleJWS
import Foundation
import StoreSimulator
import SubscriptionAnalytics
import SubscriptionKit
import SubscriptionWire
import Testing

/// Family Sharing read from both sources (issue 28): the members' artefacts
/// (`is_family_share`, `FAMILY_SHARED`, `REVOKE`) leave every metric as the
/// purchaser's alone make it, whichever stream a team ingests.
@Suite("Family Sharing in the analytics: both sources agree", .timeLimit(.minutes(10)))
struct AppleFamilySharingAgreementTests {
  typealias R = AppleNotificationReceiverTests

  // Fails without the `REVOKE` case in `AppleNotificationEvents` (a REVOKE
  // adds only the restated transaction), and with family-shared events counted in the metrics
  // (`MetricFilter`), actives reach three.
  @Test("A purchaser sharing with two members: the same metrics from Apple and RevenueCat")
  func agree() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "family-agreement-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // The example app with pro_monthly family-shareable.
    let example = try String(
      contentsOf: R.examples.appendingPathComponent("InvoiceApp.storekit"), encoding: .utf8)
    let storekit = directory.appendingPathComponent("Shareable.storekit")
    try example.replacingOccurrences(
      of: #""familyShareable" : false"#, with: #""familyShareable" : true"#
    ).write(to: storekit, atomically: true, encoding: .utf8)
    let store = try StoreSimulator.open(
      storekit: storekit, project: R.examples.appendingPathComponent("subscriptions.json"),
      clock: .stopped(at: R.start),
      options: .init(isBillingGracePeriodEnabled: true, environment: .production))
    try store.purchase(productID: "pro_monthly", for: "alice", storeAccount: "alice-id")
    try store.shareWithFamily(purchaser: "alice", member: "bob")
    try store.shareWithFamily(purchaser: "alice", member: "dan")
    try store.advance(by: .seconds(40 * 86_400))
    try store.stopFamilySharing(purchaser: "alice", member: "dan")
    try store.advance(by: .seconds(31 * 86_400))
    try store.refund(productID: "pro_monthly", for: "alice")
    try store.purchase(productID: "pro_monthly", for: "carol", storeAccount: "carol-id")
    try store.advance(by: .seconds(20 * 86_400))

    let notifications = try store.appleNotifications(limit: .max)
    #expect(notifications.filter { $0.payload.notificationType == "REVOKE" }.count == 2)
    let end = store.now
    let fromRevenueCat = try AnalyticsStore.open(.inMemory, now: { end })
    _ = try fromRevenueCat.ingest(
      bodies: try store.webhookEvents(after: 0, limit: .max).map(\.body))
    let chain = try SigningChain.mint(
      validFrom: Date(timeIntervalSince1970: 0), validUntil: R.start + 20 * 365 * 86_400)
    let app = store.appStoreApp
    let receiver = AppleNotificationReceiver(
      verifier: try SignedDataVerifier(
        rootCertificates: [chain.root.der], bundleId: app.bundleId, appAppleId: app.appAppleId,
        environment: store.appleEnvironment))
    let signer = try AppleNotificationSigner(chain: chain)
    let fromApple = try AnalyticsStore.open(.inMemory, now: { end })
    for notification in notifications {
      let before = try fromApple.eventCount()
      let response = receiver.receive(
        R.body(try signer.signedPayload(for: notification)), store: fromApple)
      #expect(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
      if notification.payload.notificationType == "REVOKE" {
        // The member's transaction restated, and its end: a CANCELLATION,
        // as RevenueCat's stream has it.
        let after = try fromApple.eventCount()
        #expect(after == before + 2, "\(after - before)")
      }
    }
    for name in R.shared {
      var query = MetricQuery(name, from: R.start, to: end, resolution: .month)
      let expected = try fromRevenueCat.metric(query)
      query.environment = .production
      #expect(try fromApple.metric(query) == expected, "\(name.rawValue)")
    }
    // Alice, then Carol: one paying active at a time, never the members.
    let actives = try fromRevenueCat.metric(
      MetricQuery(.actives, from: R.start, to: end, resolution: .month))
    #expect(actives.points.allSatisfy { $0.value <= 1 }, "\(actives.points)")
    #expect(actives.points.contains { $0.value == 1 })
  }
}
