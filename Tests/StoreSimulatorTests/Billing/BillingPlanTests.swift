import AppleJWS
import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

@testable import StoreSimulator

/// Monthly billing with a 12-month commitment (`.storekit` v5 `billingPlans`,
/// issue 28): monthly charges at the plan's price, the commitment's total, no
/// grace period, 90 days of billing retry, cancellation at the commitment's
/// end with `willRenew` as Apple reports it, renewal into a new commitment.
@Suite("Monthly billing plans", .timeLimit(.minutes(10)))
struct BillingPlanTests {
  @Test("billingPlans are read from a v5 file: a MONTHLY plan of 0.5 with a 6.00 commitment")
  func reads() throws {
    let configuration = try StoreKitConfiguration(
      contentsOf: Fixtures.storekitDirectory.appendingPathComponent(
        "revenuecat_unittests_v5.storekit"))
    let product = try #require(
      configuration.products.first { $0.productID == "com.revenuecat.annual_with_commitment" })
    let monthly = try #require(product.subscription?.billingPlan(.monthly))
    #expect(monthly.price == Decimal(string: "0.5"))
    #expect(monthly.commitmentPrice == Decimal(string: "6.00"))
    #expect(product.subscription?.billingPlan(.billedUpfront)?.price == Decimal(string: "0.99"))
    let example = try StoreKitConfiguration(contentsOf: Fixtures.exampleStoreKit)
    let annual = try #require(example.products.first { $0.productID == "pro_annual" })
    #expect(annual.subscription?.billingPlan(.monthly)?.price == Decimal(string: "4.49"))
  }

  @Test("A MONTHLY plan on a weekly subscription is refused when the file is read")
  func monthlyNeedsMonths() throws {
    let text = try String(contentsOf: Fixtures.exampleStoreKit, encoding: .utf8)
      .replacingOccurrences(of: "\"P1Y\"", with: "\"P1W\"")
    let error = try #require(throws: StoreKitConfigurationError.self) {
      try StoreKitConfiguration(data: Data(text.utf8))
    }
    #expect("\(error)".contains("MONTHLY needs a period of whole months"))
  }

  @Test("Twelve monthly charges at the plan's price, then a new commitment; Apple's commitmentInfo")
  @MainActor
  func twelveCharges() async throws {
    let clock = TestClock(start: Fixtures.start)
    let store = try Fixtures.simulator(clock: clock.subscriptionClock)
    let manager = Fixtures.manager(on: store, clock: clock)
    let first = try store.purchase(productID: "pro_annual", billingPlan: .monthly)
    await manager.refreshStatus()
    #expect(manager.isPremium)
    let entitlement = try #require(manager.customerInfo?.entitlements["pro"])
    #expect(entitlement.expirationDate == Fixtures.start.addingTimeInterval(31 * 86_400))
    #expect(entitlement.willRenew)
    // As RevenueCat's SDK keys a billing plan: the plan on the entitlement, "product:plan" in sets.
    #expect(entitlement.productPlanIdentifier == "monthly")
    #expect(manager.customerInfo?.activeSubscriptions == ["pro_annual:monthly"])
    let subscribed = try #require(try store.appleNotifications().first)
    #expect(subscribed.transaction?.billingPlanType == "MONTHLY")
    #expect(subscribed.transaction?.price == 4_490)
    #expect(subscribed.transaction?.commitmentInfo?.billingPeriodNumber == 1)
    #expect(subscribed.transaction?.commitmentInfo?.totalBillingPeriods == 12)
    #expect(subscribed.transaction?.commitmentInfo?.commitmentPrice == 53_880)
    #expect(subscribed.renewalInfo?.renewalBillingPlanType == "MONTHLY")
    #expect(subscribed.renewalInfo?.renewalPrice == 4_490)
    #expect(subscribed.renewalInfo?.commitmentInfo?.commitmentAutoRenewStatus == 1)
    let status = try #require(store.commitment(of: "pro_annual"))
    #expect(status.installments == 12 && status.commitmentPrice == Decimal(string: "53.88"))

    for month in 1...11 {
      try store.advance(by: StoreDuration(1, .month))
      #expect(store.commitment(of: "pro_annual")?.installment == month + 1)
    }
    let events = try store.webhookEvents().map(\.event)
    #expect(events.map(\.type) == [.initialPurchase] + Array(repeating: .renewal, count: 11))
    #expect(events.allSatisfy { $0.price == Decimal(string: "4.49") })
    #expect(events.reduce(Decimal(0)) { $0 + $1.price } == Decimal(string: "53.88"))
    #expect(
      try store.appleNotifications().last?.transaction?.commitmentInfo?.billingPeriodNumber == 12)

    try store.advance(by: StoreDuration(1, .month))
    let renewed = try #require(try store.appleNotifications().last)
    #expect(renewed.payload.notificationType == "DID_RENEW")
    #expect(renewed.transaction?.commitmentInfo?.billingPeriodNumber == 1)
    #expect(renewed.transaction?.originalTransactionId == first.transactionIdentifier)
    let next = try #require(store.commitment(of: "pro_annual"))
    #expect(next.installment == 1 && next.endDate > status.endDate)
  }

  @Test("Cancelled mid-commitment: every month still billed, willRenew on until the last month")
  @MainActor
  func cancelAtCommitmentEnd() async throws {
    let clock = TestClock(start: Fixtures.start)
    let store = try Fixtures.simulator(clock: clock.subscriptionClock)
    let manager = Fixtures.manager(on: store, clock: clock)
    try store.purchase(productID: "pro_annual", billingPlan: .monthly)
    try store.advance(by: StoreDuration(2, .month))
    #expect(try store.cancel(productID: "pro_annual"))
    let disabled = try #require(try store.appleNotifications().last)
    #expect(disabled.payload.subtype == "AUTO_RENEW_DISABLED")
    #expect(disabled.renewalInfo?.autoRenewStatus == 1)  // the next month is still billed
    #expect(disabled.renewalInfo?.commitmentInfo?.commitmentAutoRenewStatus == 0)
    #expect(try store.eventTypes().last == "RENEWAL")  // no CANCELLATION yet
    await manager.refreshStatus()
    #expect(manager.customerInfo?.entitlements["pro"]?.willRenew == true)
    #expect(try !store.cancel(productID: "pro_annual"))  // already cancelled

    try store.advance(by: StoreDuration(8, .month))  // into month 11
    #expect(try store.eventTypes().last == "RENEWAL")
    try store.advance(by: StoreDuration(1, .month))  // month 12: the last
    #expect(try store.eventTypes().suffix(2) == ["RENEWAL", "CANCELLATION"])
    #expect(try store.webhookEvents().last?.event.cancelReason == .unsubscribe)
    #expect(try store.appleNotifications().last?.renewalInfo?.autoRenewStatus == 0)
    await manager.refreshStatus()
    #expect(manager.isPremium)
    #expect(manager.customerInfo?.entitlements["pro"]?.willRenew == false)

    try store.advance(by: StoreDuration(1, .month))
    let events = try store.webhookEvents().map(\.event)
    #expect(events.last?.type == .expiration && events.last?.expirationReason == .unsubscribe)
    #expect(events.filter { $0.price > 0 }.count == 12)
    #expect(try store.appleNotifications().last?.payload.subtype == "VOLUNTARY")
    await manager.refreshStatus()
    #expect(!manager.isPremium)
  }

  @Test("A failed monthly charge: no grace period even when it is on, and 90 days of billing retry")
  func billingRetry() async throws {
    var options = StoreSimulatorOptions()
    options.isBillingGracePeriodEnabled = true
    let store = try Fixtures.simulator(options: options)
    try store.purchase(productID: "pro_annual", billingPlan: .monthly)
    try store.billingIssue(productID: "pro_annual")
    try store.advance(by: StoreDuration(1, .month))
    #expect(try store.eventTypes().suffix(3) == ["BILLING_ISSUE", "CANCELLATION", "EXPIRATION"])
    #expect(
      try store.webhookEvents().first { $0.event.type == .billingIssue }?.event
        .gracePeriodExpirationAtMs == nil)
    let failed = try #require(try store.appleNotifications().last)
    #expect(failed.payload.notificationType == "DID_FAIL_TO_RENEW" && failed.payload.subtype == nil)
    #expect(try await !store.isPro())
    try store.advance(by: .days(89))
    #expect(try store.appleNotifications().last?.payload.notificationType == "DID_FAIL_TO_RENEW")
    try store.advance(by: .days(2))
    let expired = try #require(try store.appleNotifications().last)
    #expect(
      expired.payload.notificationType == "EXPIRED" && expired.payload.subtype == "BILLING_RETRY")
  }

  @Test("Refused, nothing written: a plan the file lacks, a second subscription in the group")
  func refusals() async throws {
    let store = try Fixtures.simulator()
    let noPlan = try #require(throws: StoreSimulatorError.self) {
      try store.purchase(productID: "pro_monthly", billingPlan: .monthly)
    }
    #expect(noPlan.code == .unknownBillingPlan)
    #expect(noPlan.message.contains("pro_monthly"))
    #expect(try store.eventTypes().isEmpty)
    try store.purchase(productID: "pro_annual", billingPlan: .monthly)
    let twice = try #require(throws: StoreSimulatorError.self) {
      try store.purchase(productID: "pro_annual", billingPlan: .monthly)
    }
    #expect(twice.code == .noSuchSubscription)
    let change = try #require(throws: StoreSimulatorError.self) {
      try store.purchase(productID: "pro_monthly")
    }
    #expect(change.message.contains("commitment"))
    // Nor through an offer: a promotional offer for another plan of the
    // group, or for the committed product's own renewals.
    store.usePromotionalOfferKey(try InAppPurchaseKey.issue())
    for (product, offer) in [("pro_monthly", "pro_monthly_half_off")] {
      let signature = try store.signPromotionalOffer(productID: product, offerID: offer)
      let withOffer = try #require(throws: StoreSimulatorError.self) {
        try store.purchase(
          productID: product, offer: .promotional(offerID: offer, signature: .jws(signature)))
      }
      #expect(withOffer.message.contains("during a commitment is not simulated"))
    }
    #expect(try store.eventTypes() == ["INITIAL_PURCHASE"])
    #expect(try store.appleNotifications().count == 1)
  }

  @Test("A commitment survives reopening the ledger")
  func survivesReopen() async throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ledger = LedgerLocation.file(folder.appendingPathComponent("ledger.sqlite"))
    do {
      let store = try Fixtures.simulator(ledger: ledger)
      try store.purchase(productID: "pro_annual", billingPlan: .monthly)
      try store.advance(by: StoreDuration(1, .month))
      try store.cancel(productID: "pro_annual")
    }
    let reopened = try Fixtures.simulator(ledger: ledger)
    let status = try #require(reopened.commitment(of: "pro_annual"))
    #expect(status.installment == 2 && !status.willRenew)
    try reopened.advance(by: StoreDuration(1, .month))
    #expect(try reopened.webhookEvents().last?.event.price == Decimal(string: "4.49"))
    #expect(try reopened.appleNotifications().last?.transaction?.billingPlanType == "MONTHLY")
  }
}
