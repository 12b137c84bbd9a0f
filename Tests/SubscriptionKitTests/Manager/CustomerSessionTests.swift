import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

/// `CustomerSession`: nothing remembered about one customer carries over to
/// the next (the store account's history, which is not the session's, may).
@MainActor
@Suite("CustomerSession: a new customer starts afresh", .timeLimit(.minutes(10)))
struct CustomerSessionTests {
  @Test("Offerings fresh for one customer are not fresh for the next: they are fetched again")
  func freshnessDoesNotCarryOver() async throws {
    let harness = await ManagerHarness.make()
    let manager = harness.manager
    await manager.loadOfferings()
    #expect(manager.areOfferingsFresh)
    try await manager.logIn("someone-else")
    // The new customer has no offerings of their own cached.
    #expect(!manager.areOfferingsFresh)
    #expect(manager.isCustomerInfoFresh)
    await manager.waitUntilSettled()
    #expect(manager.areOfferingsFresh)
  }
}
