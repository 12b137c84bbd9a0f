import Foundation
import Observation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

/// The manager reads as state transitions: what views observe, plus a few
/// named parts (a feed, a single-flight fetch, an epoch, a task bag, a session)
/// that each keep one invariant. New machinery belongs in such a part.
@MainActor
@Suite("SubscriptionManager: its shape", .timeLimit(.minutes(10)))
struct SubscriptionManagerShapeTests {
  @Test("The manager holds its observed state and a few named parts, no loose machinery")
  func storedProperties() async {
    let harness = await ManagerHarness.make()
    let stored = Mirror(reflecting: harness.manager).children.compactMap(\.label)
      .filter { $0 != "_$observationRegistrar" }
    // 10 observed values, the debug override, the backend, the injected
    // dependencies, the wait count and five parts (was 37 before the parts).
    #expect(stored.count <= 19, "stored: \(stored.sorted())")
  }

  @Test("A view reading isLoading is told when a wait begins and when it ends")
  func isLoadingIsObserved() async throws {
    let harness = await ManagerHarness.make()
    let package = try #require(harness.package(ManagerHarness.annual))
    harness.backend.latency = .seconds(1)
    let began = Locked(false)
    withObservationTracking {
      _ = harness.manager.isLoading
    } onChange: {
      began.withLock { $0 = true }
    }

    let purchase = Task { await harness.manager.purchase(package) }
    // The purchase call waits on the clock (latency): it is in flight.
    await waitUntil("the purchase call is in flight") { harness.backend.callsInFlight == 1 }
    await harness.clock.waitForSleepers()
    #expect(began.current)
    #expect(harness.manager.isLoading)

    let ended = Locked(false)
    withObservationTracking {
      _ = harness.manager.isLoading
    } onChange: {
      ended.withLock { $0 = true }
    }
    // Whatever the manager asks after the purchase answers right away.
    harness.backend.latency = .zero
    await harness.clock.advance(by: .seconds(1))
    _ = await purchase.value
    #expect(ended.current)
    #expect(!harness.manager.isLoading)
  }
}
