import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

@Suite("TestClock", .timeLimit(.minutes(10)))
struct TestClockTests {
  /// Records, in order, the clock offsets at which sleepers woke.
  private final class Wakes: @unchecked Sendable {
    private let lock = NSLock()
    private var offsets: [Duration] = []
    func record(_ offset: Duration) { lock.withLock { offsets.append(offset) } }
    var all: [Duration] { lock.withLock { offsets } }
  }

  @Test("An advance wakes the sleepers due by its end, each at its own deadline")
  func deadlineOrder() async throws {
    let clock = TestClock()
    let early = Task { try await clock.sleep(for: .seconds(10)) }
    let late = Task { try await clock.sleep(for: .seconds(20)) }
    await clock.waitForSleepers(2)
    await clock.advance(by: .seconds(15))
    try await early.value
    #expect(clock.sleeperCount == 1)
    #expect(clock.now.offset == .seconds(15))
    await clock.advance(by: .seconds(15))
    try await late.value
    #expect(clock.sleeperCount == 0)
    #expect(clock.now.offset == .seconds(30))
  }

  @Test("A task that sleeps again after waking counts from the time it woke")
  func stepsFromDeadlineToDeadline() async throws {
    let clock = TestClock()
    let wakes = Wakes()
    let ticker = Task {
      for _ in 0..<3 {
        try await clock.sleep(for: .seconds(10))
        wakes.record(clock.now.offset)
      }
    }
    // Each step waits for what the ticker does next (sleep again), not for
    // a number of yields.
    for _ in 0..<3 {
      await clock.waitForSleepers()
      await clock.advance(by: .seconds(10))
    }
    try await ticker.value
    #expect(wakes.all == [.seconds(10), .seconds(20), .seconds(30)])
  }

  @Test("Waiting for sleepers that never come fails the test with a message, not a hang")
  func waitForSleepersIsBounded() async {
    let clock = TestClock()
    await withKnownIssue {
      await clock.waitForSleepers(1, timeLimit: .milliseconds(20))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("1 sleeper(s) expected, 0 registered") }
    }
  }

  @Test("Sleepers past the end of an advance keep sleeping")
  func laterSleepersWait() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(59))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    try await sleeper.value
    #expect(clock.sleeperCount == 0)
  }
}

@Suite("SubscriptionClock")
struct SubscriptionClockTests {
  @Test("A TestClock's subscription clock reads its date and sleeps on it")
  func testClockAsSubscriptionClock() async throws {
    let clock = TestClock()
    let subscriptionClock = clock.subscriptionClock
    #expect(subscriptionClock.now() == clock.date)
    let wake = clock.date.addingTimeInterval(90)
    let sleeper = Task { try await subscriptionClock.sleep(until: wake) }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(90))
    try await sleeper.value
    #expect(subscriptionClock.now() == wake)
  }

  @Test("Sleeping until a past date returns at once")
  func pastDeadline() async throws {
    let clock = TestClock()
    try await clock.subscriptionClock.sleep(until: clock.date.addingTimeInterval(-1))
    #expect(clock.sleeperCount == 0)
  }

  @Test("A stopped clock always reads its date; a sleep on it ends only when cancelled")
  func stoppedClock() async throws {
    let date = Date(timeIntervalSince1970: 1_767_225_600)
    let clock = SubscriptionClock.stopped(at: date)
    #expect(clock.now() == date)
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.now() == date)
  }

  @Test("The unimplemented clock fails the test that reads it")
  func unimplementedFails() async throws {
    let clock = SubscriptionClock.unimplemented()
    withKnownIssue {
      _ = clock.now()
    }
    await withKnownIssue {
      try await clock.sleep(for: .seconds(1))
    }
  }
}
