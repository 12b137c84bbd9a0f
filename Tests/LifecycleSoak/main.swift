import Foundation
import LifecycleModel

// Runs generated lifecycles (`LifecycleModel`) until a count or a time budget
// is reached, and reports the rate. Build it in release (scripts/lifecycle-soak).
//
//   lifecycle-soak [--count N] [--seconds S] [--base-seed B] [--steps K]
//
// Seeds are B, B+1, …; B is random unless given. The first failing lifecycle
// is shrunk and printed with its seed and replay commands; the exit status is
// then 1 (2 for bad arguments).

/// The soak's arguments.
struct SoakOptions {
  var count: UInt64?
  var seconds: Double?
  var baseSeed = UInt64.random(in: 0 ... .max >> 16)
  var steps = LifecycleModel.defaultSteps

  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    while let flag = rest.popFirst() {
      guard let text = rest.popFirst() else { throw SoakError("\(flag) needs a value") }
      switch flag {
      case "--count":
        guard let value = UInt64(text), value > 0 else { throw SoakError("bad --count \(text)") }
        count = value
      case "--seconds":
        guard let value = Double(text), value > 0, value.isFinite else {
          throw SoakError("bad --seconds \(text)")
        }
        seconds = value
      case "--base-seed":
        guard let value = UInt64(text) else { throw SoakError("bad --base-seed \(text)") }
        baseSeed = value
      case "--steps":
        guard let value = Int(text), (1...10_000).contains(value) else {
          throw SoakError("bad --steps \(text)")
        }
        steps = value
      default:
        throw SoakError(
          "unknown argument \(flag) (usage: lifecycle-soak [--count N] [--seconds S] "
            + "[--base-seed B] [--steps K])")
      }
    }
    if count == nil && seconds == nil { count = 1_000_000 }
  }
}

/// A bad argument, said in one line.
struct SoakError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

/// Prints a line at once (unbuffered), so progress shows in a file or a pipe.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func seconds(since start: ContinuousClock.Instant) -> Double {
  let elapsed = start.duration(to: .now)
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

let options: SoakOptions
do {
  options = try SoakOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(
    Data("lifecycle-soak: \((error as? SoakError)?.message ?? "\(error)")\n".utf8))
  exit(2)
}

say(
  "lifecycle soak: seeds from \(options.baseSeed), \(options.steps) steps each, "
    + (options.count.map { "\($0) lifecycles" } ?? "")
    + (options.count != nil && options.seconds != nil ? " or " : "")
    + (options.seconds.map { "\($0) s" } ?? ""))
/// The seed running now and since when, for the watchdog.
final class Progress: @unchecked Sendable {
  private let lock = NSLock()
  private var current: (seed: UInt64, since: ContinuousClock.Instant)?
  func begin(_ seed: UInt64) { lock.withLock { current = (seed, .now) } }
  var running: (seed: UInt64, since: ContinuousClock.Instant)? { lock.withLock { current } }
}

// A lifecycle that hangs (a wait that never ends) fails like any other: its
// seed and the replay command, then exit 1. One lifecycle takes milliseconds.
let progress = Progress()
let watchdog = Thread {
  while true {
    Thread.sleep(forTimeInterval: 5)
    guard let (seed, since) = progress.running, since.duration(to: .now) > .seconds(60) else {
      continue
    }
    say("lifecycle soak: seed \(seed) has run for over a minute: it hangs")
    say(
      "Replay: LIFECYCLE_SEED=\(seed) LIFECYCLE_TRACE=1 swift test --filter LifecycleModelTests")
    exit(1)
  }
}
watchdog.start()

let start = ContinuousClock.now
var passed: UInt64 = 0
var lastReport = start
while options.count.map({ passed < $0 }) ?? true {
  if let budget = options.seconds, seconds(since: start) >= budget { break }
  let seed = options.baseSeed &+ passed
  progress.begin(seed)
  do {
    if let failure = try await LifecycleModel.check(seed: seed, steps: options.steps) {
      say("\(failure)")
      say(
        "lifecycle soak: FAILED at seed \(seed) after \(passed) lifecycles passed "
          + "(seeds \(options.baseSeed)…\(seed &- 1))")
      exit(1)
    }
  } catch {
    say("lifecycle soak: seed \(seed) could not run: \(error)")
    say("Replay: LIFECYCLE_SEED=\(seed) swift test --filter LifecycleModelTests")
    exit(1)
  }
  passed += 1
  if lastReport.duration(to: .now) > .seconds(30) {
    lastReport = .now
    let elapsed = seconds(since: start)
    say(
      "  \(passed) lifecycles in \(String(format: "%.0f", elapsed)) s "
        + "(\(String(format: "%.1f", Double(passed) / elapsed))/s)")
  }
}
let elapsed = seconds(since: start)
say(
  "lifecycle soak: \(passed) lifecycles passed (seeds \(options.baseSeed)…"
    + "\(options.baseSeed &+ passed &- 1), \(options.steps) steps each) in "
    + "\(String(format: "%.1f", elapsed)) s: \(String(format: "%.1f", Double(passed) / elapsed)) lifecycles/s"
)
