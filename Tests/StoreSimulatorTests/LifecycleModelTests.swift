import Foundation
import SubscriptionKit
import Testing

/// The check that catches the next lifecycle bug (issue 10): random
/// lifecycles run on the simulator with a `SubscriptionManager` on the same
/// clock, and after every step the manager, the store's documents, its
/// webhook events and its ledger must agree.
///
/// - `LIFECYCLE_SEED=n` replays one lifecycle and prints its steps.
/// - `LIFECYCLE_COUNT`, `LIFECYCLE_STEPS` size the run (CI: 12 lifecycles of
///   30 steps from a random base seed, printed; `scripts/lifecycle-soak` runs
///   many more in a release build and reports the rate).
@Suite("Model-based lifecycles: app, store and events agree at every step")
struct LifecycleModelTests {
  static let environment = ProcessInfo.processInfo.environment

  /// Runs by default with a small count (a few seconds in a debug build);
  /// `LIFECYCLE_COUNT` scales it, `LIFECYCLE_SEED` replays one lifecycle.
  @Test("Random lifecycles keep every invariant")
  @MainActor
  func randomLifecycles() async throws {
    let steps = Int(Self.environment["LIFECYCLE_STEPS"] ?? "") ?? 30
    let seeds: [UInt64]
    if let replay = Self.environment["LIFECYCLE_SEED"].flatMap(UInt64.init) {
      seeds = [replay]
    } else {
      let count = Int(Self.environment["LIFECYCLE_COUNT"] ?? "") ?? 12
      let base =
        Self.environment["LIFECYCLE_BASE_SEED"].flatMap(UInt64.init)
        ?? UInt64.random(in: 0 ... .max >> 16)
      print("lifecycle model: base seed \(base), \(count) lifecycles of \(steps) steps")
      seeds = (0..<UInt64(count)).map { base &+ $0 }
    }
    // LIFECYCLE_REPLAY="buy pro_monthly; reinstall; …" (with LIFECYCLE_SEED): a shrunk step list.
    let replay = Self.environment["LIFECYCLE_REPLAY"].map {
      $0.split(separator: ";").compactMap { LifecycleStepKind(description: String($0)) }
    }
    let started = ContinuousClock.now
    var failures = 0
    for seed in seeds {
      let plan = replay ?? Self.plan(seed: seed, steps: steps)
      if seeds.count == 1 {
        print("seed \(seed): " + plan.map(\.description).joined(separator: "; "))
      }
      let violations = try await Self.run(plan, seed: seed)
      guard let first = violations.first else { continue }
      failures += 1
      let shrunk = try await Self.shrink(plan, seed: seed)
      Issue.record(
        """
        Lifecycle seed \(seed) broke an invariant: \(first)
        Replay: LIFECYCLE_SEED=\(seed) swift test --filter LifecycleModelTests
        Shrunk steps (\(shrunk.steps.count)): \(shrunk.steps.map(\.description).joined(separator: "; "))
        Replay them: LIFECYCLE_SEED=\(seed) LIFECYCLE_TRACE=1 LIFECYCLE_REPLAY="\(shrunk.steps.map(\.description).joined(separator: "; "))" swift test --filter LifecycleModelTests
        Shrunk failure: \(shrunk.violation)
        """)
      if failures >= 3 { break }
    }
    let elapsed = started.duration(to: .now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print(
      "lifecycle model: \(seeds.count) lifecycles in \(String(format: "%.2f", seconds)) s "
        + "(\(Int(Double(seeds.count) / max(seconds, 1e-9))) per second)")
  }

  /// The steps seed `seed` generates.
  static func plan(seed: UInt64, steps: Int) -> [LifecycleStepKind] {
    var generator = SplitMix64(seed: seed)
    return (0..<steps).map { _ in LifecycleStepKind.random(using: &generator) }
  }

  /// Runs `plan` on a fresh store and manager; returns what broke.
  @MainActor
  static func run(_ plan: [LifecycleStepKind], seed: UInt64) async throws
    -> [String]
  {
    let run = try LifecycleRun(seed: seed)
    await run.launch()
    for step in plan {
      await run.perform(step)
      if !run.violations.isEmpty { return run.violations.map { "after \(step): \($0)" } }
    }
    await run.finish()
    return run.violations
  }

  /// Drops steps one at a time while the lifecycle still fails.
  @MainActor
  static func shrink(_ plan: [LifecycleStepKind], seed: UInt64) async throws
    -> (steps: [LifecycleStepKind], violation: String)
  {
    var steps = plan
    var violation = try await run(plan, seed: seed).first ?? ""
    var index = steps.count - 1
    while index >= 0 {
      var candidate = steps
      candidate.remove(at: index)
      if let still = try await run(candidate, seed: seed).first {
        steps = candidate
        violation = still
      }
      index -= 1
    }
    return (steps, violation)
  }
}
