import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@MainActor
@Suite("SubscriptionManager: cache and offline", .timeLimit(.minutes(10)))
struct SubscriptionManagerCacheTests {
  @Test("At launch isPremium and prices come from the cache with zero backend calls")
  func warmLaunch() async throws {
    let harness = await ManagerHarness.make()
    await harness.manager.purchase(try #require(harness.package(ManagerHarness.annual)))
    harness.backend.resetCallCounts()

    let relaunched = harness.relaunch()
    // Right after configure, before any task ran: state is already there.
    #expect(relaunched.isPremium)
    #expect(relaunched.packages.map(\.localizedPriceString) == ["$7.99", "$49.99", "$99.99"])
    #expect(relaunched.selectedPackage?.packageType == .annual)
    await relaunched.waitUntilSettled()
    #expect(harness.backend.calls.total == 0)
  }

  @Test("refreshIfStale is a no-op while fresh and revalidates after five minutes")
  func refreshIfStale() async throws {
    let harness = await ManagerHarness.make()
    harness.backend.resetCallCounts()
    await harness.clock.advance(by: .seconds(299))
    await harness.manager.refreshIfStale()
    #expect(harness.backend.calls.total == 0)

    await harness.clock.advance(by: .seconds(1))
    await harness.manager.refreshIfStale()
    #expect(harness.backend.calls[.customerInfo] == 1)
    #expect(harness.backend.calls[.offerings] == 1)
  }

  @Test("A stale cache is shown at once and revalidated in the background")
  func staleWhileRevalidate() async throws {
    let harness = await ManagerHarness.make()
    await harness.manager.purchase(try #require(harness.package(ManagerHarness.annual)))
    await harness.clock.advance(by: .seconds(600))
    harness.backend.resetCallCounts()

    let relaunched = harness.relaunch()
    #expect(relaunched.isPremium)
    #expect(!relaunched.isCustomerInfoFresh)
    await relaunched.waitUntilSettled()
    #expect(harness.backend.calls[.customerInfo] == 1)
    #expect(harness.backend.calls[.offerings] == 1)
    #expect(relaunched.isCustomerInfoFresh)
    #expect(relaunched.areOfferingsFresh)
  }

  @Test("Offline, cached entitlements stay valid until their own expiration date")
  func offline() async throws {
    let harness = await ManagerHarness.make()
    await harness.manager.purchase(try #require(harness.package(ManagerHarness.monthly)))
    // A 7-day trial: within the three days RevenueCat trusts the server's date.
    let expiration = try #require(harness.manager.customerInfo?.entitlements["pro"]?.expirationDate)
    harness.backend.isReachable = false

    await harness.clock.advance(by: .seconds(600))
    let relaunched = harness.relaunch()
    await relaunched.waitUntilSettled()
    #expect(relaunched.isOffline)
    #expect(relaunched.isPremium)
    #expect(relaunched.packages.count == 3)

    await harness.clock.advance(to: expiration.addingTimeInterval(1))
    await waitUntil("access ends") { !relaunched.isPremium }
    #expect(!relaunched.isPremium)
  }

  @Test("An expired entitlement in a recent cache is not kept alive offline")
  func offlineExpiredWithinGrace() async throws {
    let harness = await ManagerHarness.make()
    await harness.manager.purchase(try #require(harness.package(ManagerHarness.monthly)))
    let expiration = try #require(harness.manager.customerInfo?.entitlements["pro"]?.expirationDate)
    harness.backend.isReachable = false
    // Two days after the trial ended: the server's request date (the cache's)
    // is less than three days old by then? No — but the device clock decides.
    await harness.clock.advance(to: expiration.addingTimeInterval(3600))
    let relaunched = harness.relaunch()
    await relaunched.waitUntilSettled()
    await waitUntil("access ends") { !relaunched.isPremium }
    #expect(!relaunched.isPremium)
    #expect(relaunched.isOffline)
  }

  @Test("A corrupt cache file is ignored, removed and refetched")
  func corruptCache() async throws {
    let store = FileStore.inMemory()
    let cache = SubscriptionCache(store: store)
    let first = await ManagerHarness.make(cache: cache)
    await first.manager.purchase(try #require(first.package(ManagerHarness.annual)))
    let id = try #require(first.manager.appUserID)
    try store.write(Data("{not json".utf8), SubscriptionCacheFiles.customerInfo(id))
    try store.write(Data([0xFF, 0x00]), SubscriptionCacheFiles.offerings(id))
    first.backend.resetCallCounts()

    let relaunched = first.relaunch()
    #expect(relaunched.customerInfo == nil)
    #expect(relaunched.offerings == nil)
    await relaunched.waitUntilSettled()
    #expect(relaunched.isPremium)
    #expect(relaunched.packages.count == 3)
    // Customer info comes back from the update stream or a fetch; offerings by a fetch.
    #expect(first.backend.calls[.offerings] == 1)
    #expect(cache.offerings(for: id) != nil)
    #expect(cache.customerInfo(for: id, now: first.clock.date) != nil)
  }
}

/// The cache's file names, as the cache writes them.
enum SubscriptionCacheFiles {
  static func customerInfo(_ id: String) -> String {
    "customer-info." + SubscriptionCache.fileKey(id) + ".json"
  }
  static func offerings(_ id: String) -> String {
    "offerings." + SubscriptionCache.fileKey(id) + ".json"
  }
}
