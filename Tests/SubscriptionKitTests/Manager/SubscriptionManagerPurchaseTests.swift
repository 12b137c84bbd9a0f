import Foundation
import Observation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

@MainActor
@Suite("SubscriptionManager: purchases", .timeLimit(.minutes(10)))
struct SubscriptionManagerPurchaseTests {
  @Test("Launch loads offerings, selects annual and is not premium")
  func launch() async throws {
    let harness = await ManagerHarness.make()
    let manager = harness.manager
    #expect(!manager.isPremium)
    #expect(manager.packages.count == 3)
    #expect(manager.selectedPackage?.packageType == .annual)
    #expect(manager.introEligibility[ManagerHarness.monthly.productIdentifier] == .eligible)
    #expect(!manager.isLoading)
    #expect(harness.backend.calls[.offerings] == 1)
    #expect(harness.backend.calls[.customerInfo] == 1)
  }

  @Test("A purchase makes isPremium true for every observer without a refresh")
  func purchaseReachesEveryObserver() async throws {
    let harness = await ManagerHarness.make()
    // A second screen (another manager on the same backend) only listens.
    let otherScreen = harness.relaunch()
    await otherScreen.waitUntilSettled()
    let observed = Locked(false)
    withObservationTracking {
      _ = harness.manager.isPremium
    } onChange: {
      observed.withLock { $0 = true }
    }

    let package = try #require(harness.package(ManagerHarness.annual))
    let outcome = await harness.manager.purchase(package)

    guard case .purchased = outcome else {
      Issue.record("expected a purchase, got \(outcome)")
      return
    }
    #expect(harness.manager.isPremium)
    #expect(observed.current)
    #expect(await otherScreen.settle(until: { otherScreen.isPremium }))
    #expect(harness.backend.calls[.purchase] == 1)
  }

  @Test("A free trial purchase removes the trial badge without another backend call")
  func trialEligibilityAfterPurchase() async throws {
    let harness = await ManagerHarness.make()
    let calls = harness.backend.calls.total
    let package = try #require(harness.package(ManagerHarness.monthly))
    await harness.manager.purchase(package)
    #expect(harness.manager.customerInfo?.entitlements["pro"]?.periodType == .trial)
    #expect(harness.manager.introEligibility[package.storeProduct.productIdentifier] == .ineligible)
    // The purchase, and the check just before it that the promised trial is still there.
    #expect(harness.backend.calls[.purchase] == 1)
    #expect(harness.backend.calls[.checkTrialOrIntroDiscountEligibility] == 2)
    #expect(harness.backend.calls.total == calls + 2)
  }

  @Test("1,000 concurrent purchase taps make exactly one backend call")
  func concurrentTaps() async throws {
    let harness = await ManagerHarness.make()
    let manager = harness.manager
    let package = try #require(harness.package(ManagerHarness.annual))
    harness.backend.latency = .seconds(2)
    let callsBefore = harness.backend.calls.total

    let answered = EventCount()
    let taps = (0..<1_000).map { _ in
      Task {
        let outcome = await manager.purchase(package)
        answered.record()
        return outcome
      }
    }
    // Every tap but one is refused at once; the one purchase waits on the clock.
    await answered.wait(for: 999, "the refused taps")
    await harness.clock.waitForSleepers()
    #expect(harness.backend.calls[.purchase] == 1)
    await harness.clock.advance(by: .seconds(2))
    var outcomes: [PurchaseOutcome] = []
    for tap in taps { outcomes.append(await tap.value) }

    #expect(harness.backend.calls[.purchase] == 1)
    #expect(harness.backend.calls.total == callsBefore + 1)
    #expect(outcomes.filter { $0 == .alreadyInProgress }.count == 999)
    #expect(outcomes.filter { if case .purchased = $0 { true } else { false } }.count == 1)
    #expect(manager.isPremium)
    #expect(manager.operation == nil)
  }

  @Test("A restore while a purchase is in flight is refused without a backend call")
  func restoreDuringPurchase() async throws {
    let harness = await ManagerHarness.make()
    let package = try #require(harness.package(ManagerHarness.annual))
    harness.backend.latency = .seconds(1)
    let purchase = Task { await harness.manager.purchase(package) }
    // The purchase call waits on the clock (latency): it is in flight.
    await harness.clock.waitForSleepers()
    #expect(harness.backend.callsInFlight == 1)
    #expect(harness.manager.operation == .purchasing(package))
    #expect(harness.manager.isLoading)

    #expect(await harness.manager.restore() == .alreadyInProgress)
    #expect(harness.backend.calls[.restorePurchases] == 0)

    await harness.clock.waitForSleepers()
    await harness.clock.advance(by: .seconds(1))
    _ = await purchase.value
    #expect(harness.manager.isPremium)
    #expect(!harness.manager.isLoading)
  }

  @Test("Buying by product identifier finds the package or says product not found")
  func purchaseByProductIdentifier() async throws {
    let harness = await ManagerHarness.make()
    let outcome = await harness.manager.purchase(productIdentifier: "com.example.nope")
    #expect(outcome.errorInfo == .productNotFound)
    #expect(harness.backend.calls[.purchase] == 0)

    let bought = await harness.manager.purchase(
      productIdentifier: ManagerHarness.lifetime.productIdentifier)
    guard case .purchased(let info) = bought else {
      Issue.record("expected a purchase, got \(bought)")
      return
    }
    #expect(info.entitlements["pro"]?.expirationDate == nil)
    #expect(harness.manager.isPremium)
  }

  @Test("Purchasing the selected package buys annual by default")
  func purchaseSelected() async throws {
    let harness = await ManagerHarness.make()
    let outcome = await harness.manager.purchaseSelectedPackage()
    guard case .purchased(let info) = outcome else {
      Issue.record("expected a purchase, got \(outcome)")
      return
    }
    #expect(info.entitlements["pro"]?.productIdentifier == ManagerHarness.annual.productIdentifier)
  }

  @Test("The debug override makes isPremium true without a purchase")
  func debugOverride() async throws {
    let harness = await ManagerHarness.make()
    #expect(!harness.manager.isPremium)
    harness.manager.debugPremiumOverride = DebugPremiumOverride(
      environment: [DebugPremiumOverride.environmentVariable: "1"], build: .debug)
    #expect(harness.manager.isPremium)
    harness.manager.debugPremiumOverride = DebugPremiumOverride(
      environment: [DebugPremiumOverride.environmentVariable: "1"], build: .release)
    #expect(!harness.manager.isPremium)
  }
}
