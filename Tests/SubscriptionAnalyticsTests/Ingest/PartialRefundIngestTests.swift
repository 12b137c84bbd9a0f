import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire
import Testing

@testable import SubscriptionAnalytics

/// A prorated refund (issue 28) counts only its refunded share against
/// revenue, whichever source the analytics read: RevenueCat's webhooks or
/// Apple's notifications (`revocationPercentage`).
@Suite("Ingest: prorated refunds")
struct PartialRefundIngestTests {
  /// A production store where one customer buys the annual plan and Apple
  /// refunds 40 % of it, then a second customer's refund is reversed after 50 %.
  static func store() throws -> StoreSimulator {
    let store = try StoreSimulator.open(
      storekit: SimulatedPopulation.storekit, project: SimulatedPopulation.project,
      clock: .stopped(at: SimulatedPopulation.start),
      options: StoreSimulatorOptions(environment: .production))
    try store.purchase(productID: "pro_annual", for: "alice", storeAccount: "alice-id")
    try store.refund(productID: "pro_annual", for: "alice", percent: 40)
    try store.purchase(productID: "pro_annual", for: "bob", storeAccount: "bob-id")
    try store.refund(productID: "pro_annual", for: "bob", percent: 50)
    try store.reverseRefund(productID: "pro_annual", for: "bob")
    return store
  }

  /// 49.99 − 20.00 (40 %, to the cent) for alice, 49.99 for bob.
  static let expected = Decimal(string: "79.98")!

  static func revenue(_ analytics: AnalyticsStore) throws -> Decimal {
    let series = try analytics.metric(
      MetricQuery(
        .revenue, from: SimulatedPopulation.start,
        to: SimulatedPopulation.start.addingTimeInterval(86_400), resolution: .day))
    return series.points.reduce(0) { $0 + $1.value }
  }

  @Test("From RevenueCat's events: the refund's negative price is the refunded share")
  func revenueCat() throws {
    let store = try Self.store()
    let analytics = try AnalyticsStore.open(
      .inMemory, now: { SimulatedPopulation.start.addingTimeInterval(86_400) })
    _ = try analytics.ingest(try store.webhookEvents().map(\.event))
    #expect(try Self.revenue(analytics) == Self.expected)
  }

  @Test("From Apple's notifications: revocationPercentage gives the same revenue")
  func apple() throws {
    let store = try Self.store()
    let analytics = try AnalyticsStore.open(
      .inMemory, now: { SimulatedPopulation.start.addingTimeInterval(86_400) })
    for notification in try store.appleNotifications() {
      _ = try analytics.ingest(
        apple: VerifiedAppleNotification(
          payload: notification.payload, transaction: notification.transaction,
          renewalInfo: notification.renewalInfo, signedPayload: "unsigned-for-this-test"))
    }
    #expect(try Self.revenue(analytics) == Self.expected)
  }
}
