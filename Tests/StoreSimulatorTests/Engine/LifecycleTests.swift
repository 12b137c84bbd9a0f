import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire
import Testing

@Suite("Subscription lifecycle on the injected clock")
struct LifecycleTests {
  @Test("A free trial starts with the intro offer, then converts to paid with RENEWAL")
  func trialConverts() async throws {
    let store = try Fixtures.simulator()
    let result = try await store.buy("pro_monthly")
    let trial = try #require(result.customerInfo.entitlements["pro"])
    #expect(trial.isActive && trial.periodType == .trial && trial.willRenew)
    #expect(trial.expirationDate == Fixtures.start.addingTimeInterval(7 * 86_400))

    try store.advance(by: .days(8))
    let paid = try #require(try await store.customerInfo().entitlements["pro"])
    #expect(paid.isActive && paid.periodType == .normal)
    let events = try store.webhookEvents().map(\.event)
    #expect(events.map(\.type) == [.initialPurchase, .renewal])
    #expect(events[0].periodType == "TRIAL" && events[0].price == 0)
    #expect(events[1].isTrialConversion == true && events[1].price == 7.99)
  }

  @Test("Intro offers are once per group: a lapsed subscriber pays from day one")
  func introOncePerGroup() async throws {
    let store = try Fixtures.simulator()
    let before = await store.checkTrialOrIntroDiscountEligibility(
      productIdentifiers: ["pro_monthly", "pro_annual", "pro_lifetime", "nope"])
    #expect(
      before == [
        "pro_monthly": .eligible, "pro_annual": .noIntroOfferExists,
        "pro_lifetime": .noIntroOfferExists, "nope": .unknown,
      ])
    try await store.buy("pro_monthly")
    try store.cancel(productID: "pro_monthly")
    try store.advance(by: .days(10))
    #expect(try await !store.isPro())
    let after = await store.checkTrialOrIntroDiscountEligibility(productIdentifiers: ["pro_monthly"]
    )
    #expect(after["pro_monthly"] == .ineligible)
    let again = try await store.buy("pro_monthly")
    #expect(again.customerInfo.entitlements["pro"]?.periodType == .normal)
    #expect(try store.webhookEvents().last?.event.price == 7.99)
  }

  @Test("A year of monthly renewals is processed in order by one advance")
  func manyRenewals() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_monthly")
    try store.advance(by: .days(365))
    let events = try store.webhookEvents().map(\.event)
    #expect(events.count == 13)
    #expect(events.dropFirst().allSatisfy { $0.type == .renewal })
    let timestamps = events.map(\.eventTimestampMs)
    #expect(timestamps == timestamps.sorted())
    #expect(events.first?.renewalNumber == 1)  // the trial: renewal_number starts at 1
    #expect(events.last?.renewalNumber == 13)  // the trial conversion counts as a renewal
    #expect(try await store.isPro())
  }

  @Test("Cancel keeps access to the period's end, then EXPIRATION with UNSUBSCRIBE")
  func cancelThenExpire() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_annual")
    #expect(try store.cancel(productID: "pro_annual"))
    #expect(try store.cancel(productID: "pro_annual") == false)
    let info = try await store.customerInfo()
    #expect(info.entitlements["pro"]?.isActive == true)
    #expect(info.entitlements["pro"]?.willRenew == false)
    #expect(info.entitlements["pro"]?.unsubscribeDetectedAt == Fixtures.start)
    try store.advance(by: .days(366))
    #expect(try await !store.isPro())
    let events = try store.webhookEvents().map(\.event)
    #expect(events.map(\.type) == [.initialPurchase, .cancellation, .expiration])
    #expect(events[1].cancelReason == .unsubscribe)
    #expect(events[2].expirationReason == .unsubscribe)
  }

  @Test("Resume before the period ends turns renewal back on with UNCANCELLATION")
  func resume() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_annual")
    try store.cancel(productID: "pro_annual")
    try store.advance(by: .days(100))
    #expect(try store.resume(productID: "pro_annual"))
    try store.advance(by: .days(300))
    #expect(try await store.isPro())
    #expect(
      try store.eventTypes() == ["INITIAL_PURCHASE", "CANCELLATION", "UNCANCELLATION", "RENEWAL"])
  }

  @Test("A billing issue without grace ends access at renewal; retry recovers with RENEWAL")
  func billingRetryRecovery() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_annual")
    try store.billingIssue(productID: "pro_annual")
    try store.advance(by: .days(366))
    let info = try await store.customerInfo()
    #expect(info.entitlements["pro"]?.isActive == false)
    #expect(info.entitlements["pro"]?.billingIssueDetectedAt != nil)
    #expect(
      try store.eventTypes() == ["INITIAL_PURCHASE", "BILLING_ISSUE", "CANCELLATION", "EXPIRATION"])
    #expect(try store.webhookEvents()[2].event.cancelReason == .billingError)
    #expect(try store.webhookEvents()[3].event.expirationReason == .billingError)

    try store.advance(by: .days(10))
    try store.resolveBillingIssue(productID: "pro_annual")
    let recovered = try await store.customerInfo().entitlements["pro"]
    #expect(recovered?.isActive == true && recovered?.willRenew == true)
    #expect(recovered?.billingIssueDetectedAt == nil)
    #expect(try store.eventTypes().last == "RENEWAL")
  }

  @Test("With grace on, a failed renewal keeps access until grace ends, then EXPIRATION")
  func gracePeriod() async throws {
    let store = try Fixtures.simulator(options: .init(isBillingGracePeriodEnabled: true))
    try await store.buy("pro_annual")
    try store.billingIssue(productID: "pro_annual")
    try store.advance(by: .days(366))
    let info = try await store.customerInfo()
    let pro = try #require(info.entitlements["pro"])
    #expect(pro.isActive && !pro.willRenew)
    #expect(pro.gracePeriodExpiresDate != nil)
    let issue = try #require(
      try store.webhookEvents().last(where: { $0.event.type == .billingIssue }))
    #expect(issue.event.gracePeriodExpirationAtMs != nil)
    #expect(!(try store.eventTypes().contains("EXPIRATION")))

    try store.advance(by: .days(16))
    #expect(try await !store.isPro())
    #expect(try store.eventTypes().last == "EXPIRATION")
    try store.advance(by: .days(60))
    #expect(try store.eventTypes().count == 4)  // retry ends silently: access already ended
    #expect(throws: StoreSimulatorError.self) {
      try store.resolveBillingIssue(productID: "pro_annual")
    }
  }

  @Test("Renewals keep failing while the .storekit setting says so, one BILLING_ISSUE per streak")
  func renewalsAlwaysFail() async throws {
    let store = try Fixtures.simulator(options: .init(renewalsAlwaysFail: true))
    try await store.buy("pro_monthly")
    try store.advance(by: .days(90))
    #expect(try store.eventTypes().filter { $0 == "BILLING_ISSUE" }.count == 1)
  }

  @Test("A refund revokes access at once with CANCELLATION (CUSTOMER_SUPPORT) and a negative price")
  func refundSubscription() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_annual")
    try store.advance(by: .days(30))
    let refunded = try store.refund(productID: "pro_annual")
    let info = try await store.customerInfo()
    #expect(info.entitlements["pro"]?.isActive == false)
    #expect(info.subscriptionsByProductIdentifier["pro_annual"]?.refundedAt != nil)
    let event = try #require(try store.webhookEvents().last?.event)
    #expect(event.type == .cancellation && event.cancelReason == .customerSupport)
    #expect(
      abs(event.price + 49.99) < 0.001 && event.transactionID == refunded.transactionIdentifier)
    try store.advance(by: .days(400))
    #expect(try store.eventTypes().count == 2)  // a revoked subscription never renews
    #expect(throws: StoreSimulatorError.self) {
      try store.refund(transactionID: refunded.transactionIdentifier)
    }
  }

  @Test("Upgrading is immediate: PRODUCT_CHANGE then RENEWAL of the new product")
  func upgrade() async throws {
    let store = try Fixtures.tieredSimulator()
    try await store.buy("basic_monthly")
    try store.advance(by: .days(10))
    let result = try await store.buy("premium_monthly")
    #expect(result.transaction?.productIdentifier == "premium_monthly")
    let info = result.customerInfo
    #expect(info.entitlements["premium"]?.isActive == true)
    #expect(info.entitlements["basic"]?.productIdentifier == "premium_monthly")
    #expect(info.activeSubscriptions == ["premium_monthly"])
    let events = try store.webhookEvents().map(\.event)
    #expect(events.suffix(2).map(\.type) == [.productChange, .renewal])
    #expect(events.suffix(2).first?.newProductID == "premium_monthly")
    #expect(
      result.transaction?.originalTransactionIdentifier == events.first?.originalTransactionID)
  }

  @Test("Downgrading waits for the next renewal; the lower level renews then")
  func downgradeAtRenewal() async throws {
    let store = try Fixtures.tieredSimulator()
    try await store.buy("premium_monthly")
    try store.advance(by: .days(5))
    let result = try await store.buy("basic_monthly")
    #expect(result.customerInfo.entitlements["premium"]?.isActive == true)
    #expect(try store.eventTypes() == ["INITIAL_PURCHASE", "PRODUCT_CHANGE"])
    try store.advance(by: .days(30))
    let info = try await store.customerInfo()
    #expect(info.entitlements["premium"]?.isActive == false)
    #expect(info.entitlements["basic"]?.productIdentifier == "basic_monthly")
    let renewal = try #require(try store.webhookEvents().last?.event)
    #expect(renewal.type == .renewal && renewal.productID == "basic_monthly" && renewal.price == 4)
  }

  @Test("A crossgrade to the same period is immediate; to a different period waits for renewal")
  func crossgrade() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_annual")
    try await store.buy("pro_monthly")
    #expect(try await store.customerInfo().entitlements["pro"]?.productIdentifier == "pro_annual")
    #expect(try store.eventTypes() == ["INITIAL_PURCHASE", "PRODUCT_CHANGE"])
    try store.advance(by: .days(366))
    let info = try await store.customerInfo()
    #expect(info.entitlements["pro"]?.productIdentifier == "pro_monthly")
    #expect(info.entitlements["pro"]?.periodType == .normal)  // no intro on a plan change

    let tiered = try Fixtures.tieredSimulator()
    try await tiered.buy("premium_monthly")
    let immediate = try await tiered.buy("premium_monthly_family")
    #expect(immediate.customerInfo.activeSubscriptions == ["premium_monthly_family"])
    #expect(try tiered.eventTypes() == ["INITIAL_PURCHASE", "PRODUCT_CHANGE", "RENEWAL"])
  }

  @Test("Lifetime access never expires, and buying it again does not charge twice")
  func lifetime() async throws {
    let store = try Fixtures.simulator()
    let first = try await store.buy("pro_lifetime")
    let second = try await store.buy("pro_lifetime")
    #expect(first.transaction == second.transaction)
    try store.advance(by: .days(3_650))
    let pro = try #require(try await store.customerInfo().entitlements["pro"])
    #expect(pro.isActive && pro.expirationDate == nil && !pro.willRenew)
    #expect(try store.eventTypes() == ["NON_RENEWING_PURCHASE"])
    #expect(try store.webhookEvents().first?.event.expirationAtMs == nil)
  }

  @Test("Refunding a lifetime purchase removes the entitlement")
  func refundLifetime() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_lifetime")
    try store.refund(productID: "pro_lifetime")
    #expect(try await !store.isPro())
    #expect(try store.webhookEvents().last?.event.cancelReason == .customerSupport)
  }

  @Test("Ask to Buy holds the purchase until a parent approves")
  func askToBuyApproved() async throws {
    let store = try Fixtures.simulator(options: .init(isAskToBuyEnabled: true))
    let error = try await #require(throws: PurchaseError.self) { try await store.buy("pro_annual") }
    #expect(error.category == .paymentPending)
    #expect(try await !store.isPro())
    let request = try #require(store.pendingPurchases().first)
    #expect(request.productID == "pro_annual")
    try store.advance(by: .days(1))
    let transaction = try store.approveAskToBuy(request.id)
    #expect(transaction?.purchaseDate == Fixtures.start.addingTimeInterval(86_400))
    #expect(try await store.isPro())
    #expect(store.pendingPurchases().isEmpty)
  }

  @Test("Ask to Buy declined leaves the customer without access and no event")
  func askToBuyDeclined() async throws {
    let store = try Fixtures.simulator(options: .init(isAskToBuyEnabled: true))
    _ = try? await store.buy("pro_monthly")
    let request = try #require(store.pendingPurchases().first)
    try store.declineAskToBuy(request.id)
    #expect(try await !store.isPro())
    #expect(try store.webhookEvents().isEmpty)
    #expect(throws: StoreSimulatorError.self) { try store.declineAskToBuy(request.id) }
  }

  @Test("A non-renewing subscription grants access for its configured duration")
  func nonRenewing() async throws {
    let configuration = StoreKitConfiguration(
      products: [
        StoreKitProduct(
          productID: "season_pass", referenceName: "Season", kind: .nonRenewingSubscription,
          price: 19.99)
      ], subscriptionGroups: [])
    let project = SimulatorProject(
      offerings: OfferingsResponse(
        currentOfferingID: "default",
        offerings: [
          .init(
            identifier: "default", description: "",
            packages: [
              .init(identifier: "season", platformProductIdentifier: "season_pass")
            ])
        ]),
      entitlementMapping: .init(products: [
        "season_pass": .init(productIdentifier: "season_pass", entitlements: ["pro"])
      ]),
      nonRenewingDurations: ["season_pass": SubscriptionPeriod(value: 3, unit: .month)])
    let store = try StoreSimulator(
      configuration: configuration, project: project, clock: .stopped(at: Fixtures.start))
    try await store.buy("season_pass")
    #expect(try await store.isPro())
    #expect(try store.webhookEvents().first?.event.type == .nonRenewingPurchase)
    try store.advance(by: .days(91))
    #expect(try await !store.isPro())
  }

  @Test("Several customers each have their own purchases and clocks run for all of them")
  func severalCustomers() async throws {
    let store = try Fixtures.simulator()
    _ = try await store.logIn("alice")
    try await store.buy("pro_monthly")
    _ = try await store.logIn("bob")
    #expect(try await !store.isPro())
    // Bob pays with his own Apple ID (on the device's, alice's subscription
    // would move to him: one per group per Apple ID).
    try store.purchase(productID: "pro_annual", for: "bob", storeAccount: "bob@example.com")
    try store.cancel(productID: "pro_monthly", for: "alice")
    try store.advance(by: .days(40))
    #expect(try store.customerInfo(for: "alice").entitlements["pro"]?.isActive == false)
    #expect(try store.customerInfo(for: "bob").entitlements["pro"]?.isActive == true)
    #expect(store.knownAppUserIDs.contains("alice") && store.knownAppUserIDs.contains("bob"))
  }

  @Test("Restore moves the store account's purchases to the current customer with TRANSFER")
  func restore() async throws {
    let store = try Fixtures.simulator()
    _ = try await store.logIn("alice")
    try await store.buy("pro_lifetime")
    _ = try await store.logIn("bob")
    #expect(try await !store.isPro())
    let info = try await store.restorePurchases()
    #expect(info.entitlements["pro"]?.isActive == true)
    #expect(try store.customerInfo(for: "alice").entitlements["pro"] == nil)
    let transfer = try #require(try store.webhookEvents().last?.event)
    #expect(transfer.type == .transfer)
    #expect(transfer.transferredFrom == ["alice"] && transfer.transferredTo == ["bob"])
    _ = try await store.restorePurchases()
    #expect(try store.eventTypes().count == 2)  // nothing left to move: no event
  }

  @Test("advance(to:) refuses to go back in time")
  func timeMovesForward() throws {
    let store = try Fixtures.simulator()
    try store.advance(by: .days(2))
    let error = try #require(throws: StoreSimulatorError.self) {
      try store.advance(to: Fixtures.start)
    }
    #expect(error.code == .timeMovesForward)
  }

  @Test("Controls on a subscription the customer does not have are clear errors")
  func controlErrors() throws {
    let store = try Fixtures.simulator()
    #expect(throws: StoreSimulatorError.self) { try store.cancel(productID: "pro_monthly") }
    let unknown = try #require(throws: StoreSimulatorError.self) {
      try store.cancel(productID: "gold")
    }
    #expect(unknown.code == .unknownProduct)
  }

  @Test("Sandbox time rate: with a month every 5 minutes, 5 clock minutes renew a monthly plan")
  func timeRate() async throws {
    let clock = Locked(Fixtures.start)
    let store = try Fixtures.simulator(
      options: .init(timeRate: .monthlyRenewalEveryFiveMinutes),
      clock: SubscriptionClock(now: { clock.value }, sleep: { _ in }))
    try await store.buy("pro_annual")
    try await store.buy("pro_monthly")  // crossgrade to monthly at renewal
    clock.value = Fixtures.start.addingTimeInterval(3_600 + 60)  // a year + a bit
    try store.processDueEvents()
    #expect(try store.eventTypes().contains("RENEWAL"))
    clock.value = clock.value.addingTimeInterval(5 * 60 + 1)
    try store.processDueEvents()
    #expect(try store.eventTypes().filter { $0 == "RENEWAL" }.count == 2)
  }
}

/// A tiny lock-protected box for a test-controlled clock reading.
final class Locked<Value: Sendable>: @unchecked Sendable {
  // @unchecked because: `value` is only touched under `lock`.
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
