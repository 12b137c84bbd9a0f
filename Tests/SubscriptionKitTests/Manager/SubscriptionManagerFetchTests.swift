import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

/// A customer-info request that overlaps the update stream.
@MainActor
@Suite("SubscriptionManager: fetches beside the update stream", .timeLimit(.minutes(10)))
struct SubscriptionManagerFetchTests {
  /// An `InMemoryBackend` whose customer-info answer returns only once the
  /// manager's stream listener has taken the value the answer streamed: the
  /// order that made launch ask twice now and then.
  final class StreamFirstBackend: PurchasesBackend {
    let inner: InMemoryBackend
    /// Set once the manager exists: what the answer waits for.
    @MainActor var manager: SubscriptionManager?

    init(_ inner: InMemoryBackend) { self.inner = inner }

    var appUserID: String { get async { await inner.appUserID } }
    func offerings() async throws -> Offerings { try await inner.offerings() }
    func customerInfo() async throws -> CustomerInfo {
      let info = try await inner.customerInfo()
      await waitUntilStreamed()
      return info
    }
    func purchase(_ package: Package) async throws -> PurchaseResult {
      try await inner.purchase(package)
    }
    func restorePurchases() async throws -> CustomerInfo { try await inner.restorePurchases() }
    var customerInfoStream: AsyncStream<CustomerInfo> { inner.customerInfoStream }
    var lastSentCustomerInfo: CustomerInfo? { inner.lastSentCustomerInfo }
    func checkTrialOrIntroDiscountEligibility(productIdentifiers: [String]) async
      -> [String: IntroEligibilityStatus]
    {
      await inner.checkTrialOrIntroDiscountEligibility(productIdentifiers: productIdentifiers)
    }
    func logIn(_ appUserID: String) async throws -> LogInResult { try await inner.logIn(appUserID) }
    func logOut() async throws -> CustomerInfo { try await inner.logOut() }
    func beginRefundRequest(forProduct productIdentifier: String) async throws
      -> RefundRequestStatus
    {
      try await inner.beginRefundRequest(forProduct: productIdentifier)
    }

    @MainActor private func waitUntilStreamed() async {
      guard let manager else { return }
      await waitUntil("the stream listener takes the answer") { manager.customerInfo != nil }
    }
  }

  @Test("An answer the stream already delivered is not asked for again")
  func answerStreamedFirst() async throws {
    let clock = TestClock()
    let inner = InMemoryBackend(
      products: [ManagerHarness.annual], entitlement: "pro", clock: clock.subscriptionClock)
    let backend = StreamFirstBackend(inner)
    let manager = SubscriptionManager(
      backend: backend, configuration: .fixture(), clock: clock.subscriptionClock,
      cache: .inMemory())
    backend.manager = manager
    await manager.waitUntilSettled()
    #expect(inner.calls[.customerInfo] == 1)
    #expect(manager.customerInfo != nil)
  }
}
