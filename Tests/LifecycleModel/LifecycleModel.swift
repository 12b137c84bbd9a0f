import Foundation
import SubscriptionKit

/// The model-based lifecycle check (issue 10): generated lifecycles run on the
/// simulator with a `SubscriptionManager` attached (`LifecycleRun`), every
/// invariant checked after every step; a failing lifecycle is shrunk to the
/// steps that still break it.
///
/// `LifecycleModelTests` runs a few hundred in `swift test`; the
/// `lifecycle-soak` program (`scripts/lifecycle-soak`) runs as many as it is
/// given, in a release build, and reports the rate.
package enum LifecycleModel {
  /// The steps of one lifecycle when nobody says otherwise.
  package static let defaultSteps = 30

  /// A lifecycle that broke an invariant, shrunk.
  package struct Failure: Sendable, CustomStringConvertible {
    /// The lifecycle's seed.
    package var seed: UInt64
    /// How many steps the lifecycle had.
    package var stepCount: Int
    /// The first invariant it broke.
    package var violation: String
    /// The fewest of its steps that still break an invariant.
    package var shrunkSteps: [LifecycleStepKind]
    /// What the shrunk steps break.
    package var shrunkViolation: String

    /// The seed, what broke, and how to replay it (the whole lifecycle, then the shrunk steps).
    package var description: String {
      let steps = stepCount == defaultSteps ? "" : "LIFECYCLE_STEPS=\(stepCount) "
      let shrunk = shrunkSteps.map(\.description).joined(separator: "; ")
      return """
        Lifecycle seed \(seed) broke an invariant: \(violation)
        Replay: \(steps)LIFECYCLE_SEED=\(seed) swift test --filter LifecycleModelTests
        Shrunk steps (\(shrunkSteps.count)): \(shrunk)
        Replay them: LIFECYCLE_SEED=\(seed) LIFECYCLE_TRACE=1 LIFECYCLE_REPLAY="\(shrunk)" swift test --filter LifecycleModelTests
        Shrunk failure: \(shrunkViolation)
        """
    }
  }

  /// The steps seed `seed` generates.
  package static func plan(seed: UInt64, steps: Int) -> [LifecycleStepKind] {
    var generator = SeededRandomNumberGenerator(seed: seed)
    return (0..<steps).map { _ in LifecycleStepKind.random(using: &generator) }
  }

  /// Runs the lifecycle of `seed` (or `replay`, a given step list) and
  /// returns its shrunk failure, or nil when every invariant held.
  @MainActor
  package static func check(seed: UInt64, steps: Int, replay: [LifecycleStepKind]? = nil)
    async throws -> Failure?
  {
    let plan = replay ?? Self.plan(seed: seed, steps: steps)
    guard let violation = try await run(plan, seed: seed).first else { return nil }
    let shrunk = try await shrink(plan, seed: seed)
    return Failure(
      seed: seed, stepCount: steps, violation: violation, shrunkSteps: shrunk.steps,
      shrunkViolation: shrunk.violation)
  }

  /// Runs `plan` on a fresh store and manager; returns what broke.
  @MainActor
  package static func run(_ plan: [LifecycleStepKind], seed: UInt64) async throws -> [String] {
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

  /// Parses `LIFECYCLE_REPLAY` ("buy pro_monthly; reinstall; …"): a shrunk step list.
  package static func steps(from text: String) -> [LifecycleStepKind] {
    text.split(separator: ";").compactMap { LifecycleStepKind(description: String($0)) }
  }
}
