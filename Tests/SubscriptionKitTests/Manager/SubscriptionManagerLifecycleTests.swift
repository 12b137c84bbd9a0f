import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@MainActor
@Suite("SubscriptionManager: expiry, refunds, restores", .timeLimit(.minutes(10)))
struct SubscriptionManagerLifecycleTests {
  @Test("Expiry on the clock turns isPremium false through the timer, with one backend call")
  func expiryOnTheClock() async throws {
    let harness = await ManagerHarness.make()
    let package = try #require(harness.package(ManagerHarness.annual))
    await harness.manager.purchase(package)
    #expect(harness.manager.isPremium)
    let expiration = try #require(harness.manager.customerInfo?.entitlements["pro"]?.expirationDate)
    let calls = harness.backend.calls[.customerInfo]

    await harness.clock.advance(to: expiration.addingTimeInterval(-60))
    await harness.manager.waitUntilSettled()
    #expect(harness.manager.isPremium)
    #expect(harness.backend.calls[.customerInfo] == calls)

    await harness.clock.advance(by: .seconds(61))
    await waitUntil("access ends") { !harness.manager.isPremium }
    #expect(!harness.manager.isPremium)
    #expect(harness.backend.calls[.customerInfo] == calls + 1)
  }

  @Test("A renewal found when the period ends keeps isPremium true and re-arms the timer")
  func renewalAtExpiry() async throws {
    let harness = await ManagerHarness.make()
    harness.backend.renewsAutomatically = true
    let package = try #require(harness.package(ManagerHarness.annual))
    await harness.manager.purchase(package)
    let first = try #require(harness.manager.customerInfo?.entitlements["pro"]?.expirationDate)

    await harness.clock.advance(to: first.addingTimeInterval(1))
    await waitUntil("the renewal reaches the manager") {
      harness.manager.customerInfo?.entitlements["pro"]?.expirationDate != first
    }
    let second = try #require(harness.manager.customerInfo?.entitlements["pro"]?.expirationDate)
    #expect(second > first)
    #expect(harness.manager.isPremium)
  }

  @Test("Expiry published on the update stream turns isPremium false")
  func expiryThroughStream() async throws {
    let harness = await ManagerHarness.make()
    let package = try #require(harness.package(ManagerHarness.annual))
    await harness.manager.purchase(package)
    harness.backend.expireNow(productIdentifier: ManagerHarness.annual.productIdentifier)
    await harness.clock.advance(by: .seconds(1))
    await harness.manager.waitUntilSettled()
    #expect(!harness.manager.isPremium)
  }

  @Test("A refund turns isPremium false")
  func refund() async throws {
    let harness = await ManagerHarness.make()
    let package = try #require(harness.package(ManagerHarness.lifetime))
    await harness.manager.purchase(package)
    #expect(harness.manager.isPremium)
    harness.backend.refund(productIdentifier: ManagerHarness.lifetime.productIdentifier)
    // The refund was sent on the update stream: settling waits for the listener.
    await harness.manager.waitUntilSettled()
    #expect(!harness.manager.isPremium)
  }

  @Test("Restore on a fresh install brings premium back")
  func restoreOnFreshInstall() async throws {
    let first = await ManagerHarness.make()
    let package = try #require(first.package(ManagerHarness.annual))
    await first.manager.purchase(package)

    // Delete and reinstall: a new anonymous customer, an empty cache, same store account.
    first.backend.simulateReinstall()
    let fresh = await ManagerHarness.make(
      clock: first.clock, cache: .inMemory(), backend: first.backend)
    #expect(!fresh.manager.isPremium)

    let outcome = await fresh.manager.restore()
    guard case .restored = outcome else {
      Issue.record("expected a restore, got \(outcome)")
      return
    }
    #expect(fresh.manager.isPremium)
    #expect(outcome.errorInfo == nil)
  }

  @Test("A restore that finds nothing says \"No active subscriptions found.\"")
  func nothingToRestore() async throws {
    let harness = await ManagerHarness.make()
    let outcome = await harness.manager.restore()
    guard case .nothingToRestore = outcome else {
      Issue.record("expected nothing to restore, got \(outcome)")
      return
    }
    #expect(outcome.errorInfo == .nothingToRestore)
    #expect(outcome.errorInfo?.message == "No active subscriptions found.")
    #expect(!harness.manager.isPremium)
  }

  @Test("Logging in and out switches every piece of state to the new customer")
  func logInAndOut() async throws {
    let harness = await ManagerHarness.make()
    let manager = harness.manager
    _ = try await manager.logIn("alice")
    await manager.purchase(try #require(harness.package(ManagerHarness.monthly)))
    #expect(manager.isPremium)
    #expect(manager.introEligibility[ManagerHarness.monthly.productIdentifier] == .ineligible)

    let anonymous = try await manager.logOut()
    #expect(manager.appUserID.map(AppUserID.isAnonymous) == true)
    #expect(manager.customerInfo == anonymous)
    #expect(!manager.isPremium)
    await manager.waitUntilSettled()
    #expect(manager.introEligibility[ManagerHarness.monthly.productIdentifier] == .eligible)

    let result = try await manager.logIn("alice")
    await manager.waitUntilSettled()
    #expect(!result.created)
    #expect(manager.appUserID == "alice")
    #expect(manager.isPremium)
    #expect(manager.introEligibility[ManagerHarness.monthly.productIdentifier] == .ineligible)
  }

  @Test("Logging out an anonymous customer throws and changes nothing")
  func logOutAnonymous() async throws {
    let harness = await ManagerHarness.make()
    let before = harness.manager.appUserID
    await #expect(throws: PurchaseError(.logOutAnonymousUserError)) {
      try await harness.manager.logOut()
    }
    #expect(harness.manager.appUserID == before)
  }
}
