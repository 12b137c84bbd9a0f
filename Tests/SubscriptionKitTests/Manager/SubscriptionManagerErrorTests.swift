import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@MainActor
@Suite("SubscriptionManager: errors", .timeLimit(.minutes(10)))
struct SubscriptionManagerErrorTests {
  /// One code per category.
  nonisolated static let codes: [ErrorCode] = [
    .networkError, .storeProblemError, .paymentPendingError, .purchaseNotAllowedError,
    .productNotAvailableForPurchaseError, .productAlreadyPurchasedError,
    .receiptAlreadyInUseError, .configurationError, .unknownBackendError, .unknownError,
  ]

  @Test("A failing purchase shows the ErrorInfo of its category", arguments: codes)
  func purchaseFailure(code: ErrorCode) async throws {
    let harness = await ManagerHarness.make()
    harness.backend.failNextCall(with: PurchaseError(code), of: .purchase)
    let outcome = await harness.manager.purchase(
      try #require(harness.package(ManagerHarness.annual)))
    let expected = try #require(ErrorInfo(PurchaseError(code)))
    #expect(outcome == .failed(PurchaseError(code)))
    #expect(outcome.errorInfo == expected)
    #expect(!harness.manager.isPremium)
    #expect(harness.manager.operation == nil)
  }

  @Test("Every error category maps to a message, and cancel to none")
  func categoriesCovered() {
    for category in PurchaseError.Category.allCases {
      let code = ErrorCode.allCases.first { PurchaseError($0).category == category }
      guard let code else { continue }
      #expect((PurchaseError(code).errorInfo == nil) == (category == .cancelled))
    }
  }

  @Test("Cancelling a purchase shows nothing")
  func cancel() async throws {
    let harness = await ManagerHarness.make()
    harness.backend.cancelNextPurchase()
    let outcome = await harness.manager.purchase(
      try #require(harness.package(ManagerHarness.annual)))
    #expect(outcome == .cancelled)
    #expect(outcome.errorInfo == nil)

    harness.backend.failNextCall(with: PurchaseError(.purchaseCancelledError), of: .purchase)
    let thrown = await harness.manager.purchase(
      try #require(harness.package(ManagerHarness.annual)))
    #expect(thrown == .cancelled)
    #expect(thrown.errorInfo == nil)
    #expect(!harness.manager.isPremium)
  }

  @Test("A network failure on purchase says so and marks the manager offline")
  func networkFailure() async throws {
    let harness = await ManagerHarness.make()
    harness.backend.isReachable = false
    let outcome = await harness.manager.purchase(
      try #require(harness.package(ManagerHarness.annual)))
    #expect(outcome.errorInfo == .network)
    #expect(harness.manager.isOffline)
  }

  @Test("Offerings that cannot load give a failed paywall, never placeholder prices")
  func offeringsUnavailable() async throws {
    let clock = TestClock()
    let backend = InMemoryBackend(
      products: [ManagerHarness.annual], entitlement: "pro", clock: clock.subscriptionClock)
    backend.isReachable = false
    let harness = await ManagerHarness.make(clock: clock, backend: backend)
    #expect(harness.manager.offerings == nil)
    #expect(harness.manager.packages.isEmpty)
    #expect(harness.manager.offeringsError == .offeringsUnavailable)
    #expect(!harness.manager.isLoading)

    backend.isReachable = true
    await harness.manager.loadOfferings()
    #expect(harness.manager.offeringsError == nil)
    #expect(harness.manager.packages.count == 1)
  }

  @Test("While offerings load with nothing cached, the manager is loading")
  func loadingState() async throws {
    let clock = TestClock()
    let backend = InMemoryBackend(
      products: [ManagerHarness.annual], entitlement: "pro", clock: clock.subscriptionClock)
    backend.latency = .seconds(1)
    let manager = SubscriptionManager(
      backend: backend, configuration: .fixture(), clock: clock.subscriptionClock,
      cache: .inMemory())
    await waitUntil("the manager is loading") { manager.isLoading }
    #expect(manager.isLoading)
    #expect(manager.packages.isEmpty)
    // Launch asks for customer info and offerings at once; both wait on the clock.
    await clock.waitForSleepers(2)
    #expect(backend.callsInFlight == 2)
    await clock.advance(by: .seconds(1))
    await manager.waitUntilSettled()
    #expect(!manager.isLoading)
    #expect(manager.packages.count == 1)
  }

  @Test("A manager that was never configured refuses purchases with a configuration error")
  func notConfigured() async throws {
    let harness = await ManagerHarness.make()
    let package = try #require(harness.package(ManagerHarness.annual))
    let outcome = await SubscriptionManager.shared.purchase(package)
    #expect(outcome.errorInfo?.title == "Configuration Error")
    #expect(!SubscriptionManager.shared.isConfigured)
  }
}
