import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

/// Issue 12: customer info is built once per simulator step and reaches the
/// manager's state once: the simulator streams every change of the current
/// customer, so the manager takes a purchase's answer from the stream, in
/// order with every other update, and does not apply the answer again.
///
/// What the manager applied is observed from outside: applying customer info
/// writes it to the customer's cache file, so the harness counts those writes.
@MainActor
@Suite("Customer info: built once per step, applied by the manager once", .timeLimit(.minutes(10)))
struct CustomerInfoDeliveryTests {
  /// The simulator and a manager on one clock.
  @MainActor
  struct Harness {
    let clock = TestClock(start: Fixtures.start)
    let store: StoreSimulator
    let manager: SubscriptionManager
    /// Writes of a customer-info cache file.
    let customerInfoWrites = Locked(0)

    init() async throws {
      store = try Fixtures.simulator(clock: clock.subscriptionClock)
      var configuration = SubscriptionConfiguration.fixture()
      configuration.storeEnvironment = .sandbox
      let memory = FileStore.inMemory()
      let writes = customerInfoWrites
      let counting = FileStore(
        read: memory.read,
        write: { data, name in
          if name.hasPrefix("customer-info.") { writes.value += 1 }
          try memory.write(data, name)
        },
        remove: memory.remove)
      manager = SubscriptionManager(
        backend: store, configuration: configuration, clock: clock.subscriptionClock,
        cache: SubscriptionCache(store: counting))
      await manager.waitUntilSettled()
      await manager.loadOfferings()
    }

    /// Builds in the store, updates it streamed, values the manager applied
    /// (each applied value is written to the customer's cache file once).
    var tally: (builds: Int, streamed: Int, applied: Int) {
      (store.customerInfoBuilds, store.customerInfoStreamSends, customerInfoWrites.value)
    }
  }

  @Test("A purchase builds customer info once; the manager applies it once")
  func purchase() async throws {
    let harness = try await Harness()
    let before = harness.tally
    let outcome = await harness.manager.purchase(productIdentifier: "pro_monthly")
    guard case .purchased(let info) = outcome else {
      Issue.record("the purchase did not go through: \(outcome)")
      return
    }
    // State is right when purchase returns, without waiting for anything else.
    #expect(harness.manager.isPremium)
    #expect(harness.manager.customerInfo == info)
    await harness.manager.waitUntilSettled()
    let after = harness.tally
    #expect(after.builds - before.builds == 1)
    #expect(after.streamed - before.streamed == 1)
    #expect(after.applied - before.applied == 1)
  }

  @Test("A change the store makes on its own is built once and applied once, from the stream")
  func storeDrivenChange() async throws {
    let harness = try await Harness()
    await harness.manager.purchase(productIdentifier: "pro_annual")
    await harness.manager.waitUntilSettled()
    let before = harness.tally
    try harness.store.cancel(productID: "pro_annual")
    await harness.manager.waitUntilSettled()
    let after = harness.tally
    #expect(harness.manager.customerInfo?.entitlements["pro"]?.willRenew == false)
    #expect(after.builds - before.builds == 1)
    #expect(after.streamed - before.streamed == 1)
    #expect(after.applied - before.applied == 1)
  }

  @Test("A restore builds customer info once; the manager applies it once")
  func restore() async throws {
    let harness = try await Harness()
    await harness.manager.purchase(productIdentifier: "pro_annual")
    _ = try harness.store.switchCustomer(to: "$RCAnonymousID:reinstalled")
    await harness.manager.refreshStatus()
    await harness.manager.waitUntilSettled()
    #expect(!harness.manager.isPremium)
    let before = harness.tally
    let outcome = await harness.manager.restore()
    await harness.manager.waitUntilSettled()
    let after = harness.tally
    guard case .restored = outcome else {
      Issue.record("nothing came back: \(outcome)")
      return
    }
    #expect(harness.manager.isPremium)
    #expect(after.builds - before.builds == 1)
    #expect(after.applied - before.applied == 1)
  }
}
