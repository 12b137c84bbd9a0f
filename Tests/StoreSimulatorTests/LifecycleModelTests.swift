import Foundation
import LifecycleModel
import Testing

/// The check that catches the next lifecycle bug (issue 10): random
/// lifecycles run on the simulator with a `SubscriptionManager` on the same
/// clock, and after every step the manager, the store's documents, its
/// webhook events and its ledger must agree (`LifecycleModel`, `LifecycleRun`).
///
/// - `LIFECYCLE_SEED=n` replays one lifecycle and prints its steps;
///   `LIFECYCLE_REPLAY="…"` (with it) replays a shrunk step list.
/// - `LIFECYCLE_COUNT`, `LIFECYCLE_STEPS`, `LIFECYCLE_BASE_SEED` size the run
///   (default: `defaultCount` lifecycles of 30 steps from the fixed base seed,
///   printed). `scripts/lifecycle-soak` runs many more in a release build and
///   reports the rate.
@Suite(
  "Model-based lifecycles: app, store and events agree at every step", .timeLimit(.minutes(10)))
struct LifecycleModelTests {
  static let environment = ProcessInfo.processInfo.environment

  /// How many lifecycles `swift test` runs: "a few thousand" as the issue asks,
  /// about a minute of a debug build here (35/s alone, ~25/s beside the other
  /// suites); CI fixes the base seed (`.ci/run`), so its verdict is repeatable.
  static let defaultCount = 2_000

  @Test("Random lifecycles keep every invariant")
  @MainActor
  func randomLifecycles() async throws {
    let steps = Int(Self.environment["LIFECYCLE_STEPS"] ?? "") ?? LifecycleModel.defaultSteps
    let replay = Self.environment["LIFECYCLE_REPLAY"].map(LifecycleModel.steps(from:))
    let seeds: [UInt64]
    if let seed = Self.environment["LIFECYCLE_SEED"].flatMap(UInt64.init) {
      seeds = [seed]
      let plan = replay ?? LifecycleModel.plan(seed: seed, steps: steps)
      print("seed \(seed): " + plan.map(\.description).joined(separator: "; "))
    } else {
      let count = Int(Self.environment["LIFECYCLE_COUNT"] ?? "") ?? Self.defaultCount
      let base =
        Self.environment["LIFECYCLE_BASE_SEED"].flatMap(UInt64.init)
        ?? 20_261_201  // fixed: exploring is scripts/lifecycle-soak's job
      print("lifecycle model: base seed \(base), \(count) lifecycles of \(steps) steps")
      seeds = (0..<UInt64(count)).map { base &+ $0 }
    }
    let started = ContinuousClock.now
    var failures = 0
    for seed in seeds {
      guard
        let failure = try await LifecycleModel.check(seed: seed, steps: steps, replay: replay)
      else { continue }
      failures += 1
      Issue.record("\(failure)")
      if failures >= 3 { break }
    }
    let elapsed = started.duration(to: .now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print(
      "lifecycle model: \(seeds.count) lifecycles in \(String(format: "%.2f", seconds)) s "
        + "(\(Int(Double(seeds.count) / max(seconds, 1e-9))) per second)")
  }
}
