import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@Suite("StoreSimulator as a PurchasesBackend", .timeLimit(.minutes(10)))
struct BackendTests {
  @Test("Offerings join the project's packages to the .storekit products")
  func offerings() async throws {
    let store = try Fixtures.simulator()
    let current = try #require(try await store.offerings().current)
    #expect(current.identifier == "default")
    #expect(current.monthly?.storeProduct.localizedPriceString == "$7.99")
    #expect(current.annual?.storeProduct.productIdentifier == "pro_annual")
    #expect(current.lifetime?.storeProduct.productType == .nonConsumable)
  }

  @Test("Customer info is RevenueCat's subscriber JSON decoded by CustomerInfo's decoder")
  func customerInfoJSON() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_monthly")
    let data = try store.customerInfoJSON()
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let subscriber = try #require(object["subscriber"] as? [String: Any])
    let subscriptions = try #require(subscriber["subscriptions"] as? [String: Any])
    let monthly = try #require(subscriptions["pro_monthly"] as? [String: Any])
    #expect(monthly["period_type"] as? String == "trial")
    #expect(monthly["expires_date"] as? String == "2026-01-08T00:00:00Z")
    #expect(object["request_date"] as? String == "2026-01-01T00:00:00Z")
    let decoded = try JSONDecoder().decode(CustomerInfo.self, from: data)
    #expect(decoded.entitlements["pro"]?.productIdentifier == "pro_monthly")
  }

  @Test("The update stream fires after purchases and after changes the clock causes")
  func streamFiresOnClockChanges() async throws {
    let store = try Fixtures.simulator()
    var updates = store.customerInfoStream.makeAsyncIterator()
    try await store.buy("pro_annual")
    let afterPurchase = await updates.next()
    #expect(afterPurchase?.entitlements["pro"]?.isActive == true)
    try store.cancel(productID: "pro_annual")
    let afterCancel = await updates.next()
    #expect(afterCancel?.entitlements["pro"]?.willRenew == false)
    try store.advance(by: .days(400))
    let afterExpiry = await updates.next()
    #expect(afterExpiry?.entitlements["pro"]?.isActive == false)
  }

  @Test("logIn from an anonymous customer with purchases keeps them; logOut starts anonymous")
  func identity() async throws {
    let store = try Fixtures.simulator()
    #expect(AppUserID.isAnonymous(await store.appUserID))
    await #expect(throws: PurchaseError.self) { try await store.logOut() }
    try await store.buy("pro_lifetime")
    let login = try await store.logIn("  carol ")
    #expect(login.created)
    #expect(login.customerInfo.entitlements["pro"]?.isActive == true)
    #expect(await store.appUserID == "carol")
    let again = try await store.logIn("carol")
    #expect(!again.created)
    let anonymous = try await store.logOut()
    #expect(anonymous.entitlements["pro"] == nil)
    #expect(AppUserID.isAnonymous(await store.appUserID))
    let back = try await store.logIn("carol")
    #expect(!back.created && back.customerInfo.entitlements["pro"]?.isActive == true)
    await #expect(throws: PurchaseError.self) { try await store.logIn("   ") }
  }

  @Test(
    "The next purchase fails with the chosen category, then purchases work again",
    arguments: [
      PurchaseError.Category.network, .storeProblem, .notAllowed, .productUnavailable,
      .paymentPending,
    ])
  func failNextPurchase(category: PurchaseError.Category) async throws {
    let store = try Fixtures.simulator()
    store.failNextPurchase(with: category)
    let error = try await #require(throws: PurchaseError.self) { try await store.buy("pro_annual") }
    #expect(error.category == category)
    #expect(try store.webhookEvents().isEmpty)
    let result = try await store.buy("pro_annual")
    #expect(result.customerInfo.entitlements["pro"]?.isActive == true)
  }

  @Test("A simulated cancellation returns userCancelled instead of throwing")
  func cancelledPurchase() async throws {
    let store = try Fixtures.simulator()
    store.failNextPurchase(with: .cancelled)
    let result = try await store.buy("pro_monthly")
    #expect(result.userCancelled && result.transaction == nil)
    #expect(result.customerInfo.entitlements["pro"] == nil)
  }

  @Test("An unreachable backend fails every call with a network error; store controls still work")
  func unreachable() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_annual")
    store.setReachable(false)
    let error = try await #require(throws: PurchaseError.self) { try await store.customerInfo() }
    #expect(error.category == .network)
    await #expect(throws: PurchaseError.self) { try await store.offerings() }
    let eligibility = await store.checkTrialOrIntroDiscountEligibility(
      productIdentifiers: ["pro_monthly"])
    #expect(eligibility["pro_monthly"] == .unknown)
    try store.cancel(productID: "pro_annual")
    store.setReachable(true)
    #expect(try await store.customerInfo().entitlements["pro"]?.willRenew == false)
  }

  @Test("Injected latency waits on the injected clock, not real time")
  func latency() async throws {
    let clock = TestClock(start: Fixtures.start)
    let store = try Fixtures.simulator(clock: clock.subscriptionClock)
    store.setLatency(.seconds(2))
    let call = Task { try await store.offerings() }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(2))
    let offerings = try await call.value
    #expect(offerings.current != nil)
  }

  @Test("The store clock reads store time and sleeps on the injected clock at the store's rate")
  func storeClock() async throws {
    let clock = TestClock(start: Fixtures.start)
    let store = try Fixtures.simulator(
      options: .init(timeRate: .monthlyRenewalEveryFiveMinutes), clock: clock.subscriptionClock)
    let storeClock = store.storeClock
    try store.advance(by: .days(2))
    #expect(storeClock.now() == Fixtures.start.addingTimeInterval(2 * 86_400))
    // A 30-day month of store time passes in five minutes of the injected clock.
    let sleeper = Task { try await storeClock.sleep(for: .days(30)) }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(299))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    try await sleeper.value
    #expect(storeClock.now() == Fixtures.start.addingTimeInterval(32 * 86_400))
  }

  @Test("A .storekit file with failing transactions fails every purchase with a store problem")
  func failTransactionsSetting() async throws {
    let text = try String(contentsOf: Fixtures.exampleStoreKit, encoding: .utf8)
      .replacingOccurrences(
        of: "\"_failTransactionsEnabled\" : false", with: "\"_failTransactionsEnabled\" : true")
    let configuration = try StoreKitConfiguration(data: Data(text.utf8))
    let store = try StoreSimulator(
      configuration: configuration,
      project: try SimulatorProject(contentsOf: Fixtures.exampleProject),
      clock: .stopped(at: Fixtures.start))
    let error = try await #require(throws: PurchaseError.self) { try await store.buy("pro_annual") }
    #expect(error.category == .storeProblem)
  }
}
