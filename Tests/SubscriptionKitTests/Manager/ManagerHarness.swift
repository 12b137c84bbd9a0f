import Foundation
import SubscriptionKit
import SubscriptionKitTesting

/// A manager on an in-memory backend, a test clock and an in-memory cache.
@MainActor
struct ManagerHarness {
  static let monthly = StoreProduct.fixture(
    .monthly, price: 7.99, freeTrial: SubscriptionPeriod(value: 7, unit: .day))
  static let annual = StoreProduct.fixture(.annual, price: 49.99)
  static let lifetime = StoreProduct.fixture(.lifetime, price: 99.99)

  let clock: TestClock
  let backend: InMemoryBackend
  let cache: SubscriptionCache
  let configuration: SubscriptionConfiguration
  let manager: SubscriptionManager

  /// Builds everything and lets the manager's launch work finish.
  static func make(
    products: [StoreProduct] = [monthly, annual, lifetime],
    clock: TestClock = TestClock(), cache: SubscriptionCache = .inMemory(),
    backend: InMemoryBackend? = nil, configuration: SubscriptionConfiguration = .fixture()
  ) async -> ManagerHarness {
    let backend =
      backend
      ?? InMemoryBackend(
        products: products, entitlement: configuration.entitlementIdentifier,
        clock: clock.subscriptionClock)
    let harness = ManagerHarness(
      clock: clock, backend: backend, cache: cache, configuration: configuration,
      manager: SubscriptionManager(
        backend: backend, configuration: configuration, clock: clock.subscriptionClock,
        cache: cache))
    await harness.manager.waitUntilSettled()
    return harness
  }

  /// Another app launch on the same backend, clock and cache.
  func relaunch() -> SubscriptionManager {
    SubscriptionManager(
      backend: backend, configuration: configuration, clock: clock.subscriptionClock,
      cache: cache)
  }

  func package(_ product: StoreProduct) -> Package? {
    manager.packages.first { $0.storeProduct.productIdentifier == product.productIdentifier }
  }
}

/// Yields until `condition` holds (at most `attempts` times); never waits on real time.
@MainActor
func yield(until condition: () -> Bool, attempts: Int = 10_000) async {
  for _ in 0..<attempts where !condition() {
    await Task.yield()
  }
}
