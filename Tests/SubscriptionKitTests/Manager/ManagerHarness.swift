import Foundation
import Observation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

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

/// How long a test waits for state it expects before failing: a bound for a
/// hang in real time, never a pause — each wait ends the moment it is met.
let waitLimit: Duration = .seconds(20)

/// Waits until `condition` holds. It reads observable state (the manager's),
/// and is checked again each time something it read changes (Observation) —
/// no yields, no polling. Fails the test with `description` if it does not
/// hold within `waitLimit` of real time.
@MainActor
func waitUntil(
  _ description: String, sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: @escaping @MainActor () -> Bool
) async {
  let deadline = ContinuousClock.now + waitLimit
  while !condition() {
    guard ContinuousClock.now < deadline else {
      Issue.record(
        "Timed out after \(waitLimit) waiting until \(description)", sourceLocation: sourceLocation)
      return
    }
    await nextChange(of: condition, before: deadline)
  }
}

/// Returns when state `condition` reads changes, or at `deadline`.
@MainActor
private func nextChange(
  of condition: @escaping @MainActor () -> Bool, before deadline: ContinuousClock.Instant
) async {
  let resume = Locked<CheckedContinuation<Void, Never>?>(nil)
  let fire: @Sendable () -> Void = { resume.withLock { $0.take() }?.resume() }
  let timer = Task {
    try? await ContinuousClock().sleep(until: deadline)
    fire()
  }
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    resume.withLock { $0 = continuation }
    let holds = withObservationTracking {
      condition()
    } onChange: {
      fire()
    }
    if holds { fire() }
  }
  timer.cancel()
}

/// Counts events from any task; `wait(for:)` returns once that many happened.
final class EventCount: Sendable {
  private let state = Locked<(count: Int, target: Int, waiter: CheckedContinuation<Void, Never>?)>(
    (0, .max, nil))

  /// One more event.
  func record() {
    let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
      state.count += 1
      guard state.count >= state.target else { return nil }
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume()
  }

  /// Waits until `target` events happened; fails the test after `waitLimit`.
  func wait(
    for target: Int, _ description: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let timer = Task { [self] in
      try? await ContinuousClock().sleep(for: waitLimit)
      let waiter = state.withLock { state in
        defer { state.waiter = nil }
        return state.waiter
      }
      waiter?.resume()
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isMet = state.withLock { state -> Bool in
        state.target = target
        if state.count >= target { return true }
        state.waiter = continuation
        return false
      }
      if isMet { continuation.resume() }
    }
    timer.cancel()
    let count = state.withLock { $0.count }
    if count < target {
      Issue.record(
        "Timed out after \(waitLimit) waiting for \(description): \(count) of \(target)",
        sourceLocation: sourceLocation)
    }
  }
}
