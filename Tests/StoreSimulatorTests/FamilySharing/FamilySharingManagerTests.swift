import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

@testable import StoreSimulator

/// A family member's app: `SubscriptionManager` on the store as the member.
@Suite("Family Sharing: the member's manager", .timeLimit(.minutes(10)))
@MainActor
struct FamilySharingManagerTests {
  typealias F = FamilyFixtures

  /// The manager of `pro` for the store's current customer.
  func manager(on store: StoreSimulator, clock: TestClock) -> SubscriptionManager {
    Fixtures.manager(on: store, clock: clock)
  }

  // Fails when `save(_ share:)` does not mark the member affected: the
  // share reaches no customer-info update and the manager stays locked.
  @Test(
    "The member's manager unlocks when shared, as FAMILY_SHARED, and locks at the expiry instant")
  func unlocksAndLocksOnTime() async throws {
    let clock = TestClock(start: Fixtures.start)
    let store = try F.simulator(clock: clock.subscriptionClock)
    try store.switchCustomer(to: "bob")
    let manager = manager(on: store, clock: clock)
    await manager.refreshStatus()
    #expect(!manager.isPremium)

    try store.buy(F.shareable, for: "alice")
    await manager.waitUntilSettled()
    #expect(!manager.isPremium)
    try store.shareWithFamily(purchaser: "alice", member: "bob")
    await manager.waitUntilSettled()
    #expect(manager.isPremium)
    #expect(manager.customerInfo?.entitlements["pro"]?.ownershipType == .familyShared)

    try store.cancel(productID: F.shareable, for: "alice")
    let end = try #require(try store.pro("alice")?.expirationDate)
    #expect(manager.customerInfo?.entitlements["pro"]?.expirationDate == end)
    await clock.advance(to: end.addingTimeInterval(-0.001))
    try store.processDueEvents()
    await manager.waitUntilSettled()
    #expect(manager.isPremium)
    await clock.advance(to: end)
    try store.processDueEvents()
    await manager.waitUntilSettled()
    #expect(!manager.isPremium)
  }

  // Fails without the members' `affectedUsers` in `mirrorToFamily`/`save`:
  // the revocation never reaches the member's manager.
  @Test("The member's manager locks at once when sharing stops or the purchaser is refunded")
  func locksOnRevocation() async throws {
    let clock = TestClock(start: Fixtures.start)
    let store = try F.simulator(clock: clock.subscriptionClock)
    try store.switchCustomer(to: "bob")
    let manager = manager(on: store, clock: clock)
    try store.buy(F.shareable, for: "alice")
    try store.shareWithFamily(purchaser: "alice", member: "bob")
    await manager.refreshStatus()
    #expect(manager.isPremium)
    try store.stopFamilySharing(purchaser: "alice", member: "bob")
    await manager.waitUntilSettled()
    #expect(!manager.isPremium)

    try store.shareWithFamily(purchaser: "alice", member: "bob")
    await manager.waitUntilSettled()
    #expect(manager.isPremium)
    await clock.advance(by: .days(2))
    try store.processDueEvents()
    try store.refund(productID: F.shareable, for: "alice")
    await manager.waitUntilSettled()
    #expect(!manager.isPremium)
  }
}
