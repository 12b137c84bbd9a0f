import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

/// The manager locks the customer at exactly the instant access ends
/// (`EntitlementActivity`: active while `expires_date` > now), as the store does.
@MainActor
@Suite("SubscriptionManager: the expiry instant", .timeLimit(.minutes(10)))
struct SubscriptionManagerBoundaryTests {
  /// One millisecond before, exactly at, and one millisecond after the end.
  static let offsets: [(TimeInterval, Bool)] = [(-0.001, true), (0, false), (0.001, false)]

  @Test(
    "A cancelled subscription is premium until its expiry instant, not at it",
    arguments: [-0.001, 0, 0.001])
  func cancelledSubscription(offset: TimeInterval) async throws {
    let harness = await ManagerHarness.make()
    await harness.manager.purchase(try #require(harness.package(ManagerHarness.annual)))
    harness.backend.cancelAutoRenew(productIdentifier: ManagerHarness.annual.productIdentifier)
    let expiration = try #require(harness.manager.customerInfo?.entitlements["pro"]?.expirationDate)

    await harness.clock.advance(to: expiration.addingTimeInterval(offset))
    await harness.manager.waitUntilSettled()
    let stillPremium = offset < 0
    await waitUntil("isPremium is \(stillPremium)") { harness.manager.isPremium == stillPremium }
    #expect(harness.manager.isPremium == stillPremium)
    #expect(harness.manager.customerInfo?.entitlements["pro"]?.isActive == stillPremium)
  }

  @Test("A renewing subscription renews at its expiry instant with no gap")
  func renewalAtTheInstant() async throws {
    let harness = await ManagerHarness.make()
    harness.backend.renewsAutomatically = true
    await harness.manager.purchase(try #require(harness.package(ManagerHarness.annual)))
    let first = try #require(harness.manager.customerInfo?.entitlements["pro"]?.expirationDate)

    await harness.clock.advance(to: first)
    await waitUntil("the renewal reaches the manager") {
      harness.manager.customerInfo?.entitlements["pro"]?.expirationDate != first
    }
    #expect(harness.manager.isPremium)
    let second = try #require(harness.manager.customerInfo?.entitlements["pro"]?.expirationDate)
    #expect(second > first)
  }

  // MARK: Billing issue and grace period

  /// Bought at `start`; the renewal at `periodEnd` fails; the store's grace
  /// period runs to `graceEnd`, and RevenueCat extends the entitlement's
  /// `expires_date` to it while the subscription entry keeps the period end.
  struct BillingIssue {
    let start = Date(timeIntervalSince1970: 1_767_225_600)  // TestClock's default start
    var periodEnd: Date { start.addingTimeInterval(30 * 86_400) }
    var graceEnd: Date { periodEnd.addingTimeInterval(16 * 86_400) }

    func subscriber(expires: Date, billingIssue: Bool) -> SubscriberResponse.Subscriber {
      SubscriberResponse.Subscriber(
        originalAppUserID: "customer", firstSeen: start,
        entitlements: [
          "pro": .init(
            expiresDate: expires, productIdentifier: "pro_monthly", purchaseDate: start,
            gracePeriodExpiresDate: billingIssue ? graceEnd : nil)
        ],
        subscriptions: [
          "pro_monthly": .init(
            purchaseDate: start, expiresDate: periodEnd,
            billingIssuesDetectedAt: billingIssue ? periodEnd : nil,
            gracePeriodExpiresDate: billingIssue ? graceEnd : nil)
        ])
    }

    var steps: [DocumentBackend.Step] {
      [
        .init(from: start, subscriber: subscriber(expires: periodEnd, billingIssue: false)),
        .init(from: periodEnd, subscriber: subscriber(expires: graceEnd, billingIssue: true)),
      ]
    }
  }

  @Test(
    "After a billing issue, access ends exactly when the grace period ends",
    arguments: [-0.001, 0, 0.001])
  func graceExpiry(offset: TimeInterval) async throws {
    let scenario = BillingIssue()
    let clock = TestClock(start: scenario.start)
    let backend = DocumentBackend(steps: scenario.steps, now: clock.dateProvider)
    let manager = SubscriptionManager(
      backend: backend, configuration: .fixture(), clock: clock.subscriptionClock,
      cache: .inMemory())
    await manager.waitUntilSettled()
    #expect(manager.isPremium)

    // The renewal fails: the customer is in the grace period.
    await clock.advance(to: scenario.periodEnd.addingTimeInterval(86_400))
    await manager.refreshStatus()
    #expect(manager.isPremium)
    #expect(manager.customerInfo?.entitlements["pro"]?.billingIssueDetectedAt != nil)

    await clock.advance(to: scenario.graceEnd.addingTimeInterval(offset))
    await manager.waitUntilSettled()
    let stillPremium = offset < 0
    await waitUntil("isPremium is \(stillPremium)") { manager.isPremium == stillPremium }
    #expect(manager.isPremium == stillPremium)
  }

  @Test(
    "Without a billing issue, access ends exactly at the period end",
    arguments: [-0.001, 0, 0.001])
  func periodExpiry(offset: TimeInterval) async throws {
    let scenario = BillingIssue()
    let clock = TestClock(start: scenario.start)
    let backend = DocumentBackend(
      steps: [
        .init(
          from: scenario.start,
          subscriber: scenario.subscriber(expires: scenario.periodEnd, billingIssue: false))
      ],
      now: clock.dateProvider)
    let manager = SubscriptionManager(
      backend: backend, configuration: .fixture(), clock: clock.subscriptionClock,
      cache: .inMemory())
    await manager.waitUntilSettled()
    #expect(manager.isPremium)

    await clock.advance(to: scenario.periodEnd.addingTimeInterval(offset))
    await manager.waitUntilSettled()
    let stillPremium = offset < 0
    await waitUntil("isPremium is \(stillPremium)") { manager.isPremium == stillPremium }
    #expect(manager.isPremium == stillPremium)
  }
}
