import AnalyticsServer
import Foundation
import HTTPCore
import SubscriptionKit
import Testing

/// `subkit store deliver` against a real HTTP receiver on loopback.
@Suite("subkit store deliver, end to end", .timeLimit(.minutes(10)))
struct StoreDeliverTests {
  /// A receiver that records what it was sent and answers by a rule.
  final class Receiver: @unchecked Sendable {
    // @unchecked because: every field is read and written under `lock`.
    private let lock = NSLock()
    private var requests: [(authorization: String?, eventID: String)] = []
    private var answers: [Int]
    var onRequest: (@Sendable (Int) -> Void)?
    var server: HTTPServer?

    init(answers: [Int] = []) {
      self.answers = answers
    }

    var url: String { "http://127.0.0.1:\(server?.port ?? 0)/webhooks/revenuecat" }
    var received: [(authorization: String?, eventID: String)] { lock.withLock { requests } }
    var eventIDs: [String] { received.map(\.eventID) }

    func setAnswers(_ values: [Int]) { lock.withLock { answers = values } }

    func start() throws {
      server = try HTTPServer.start(
        at: BindAddress(host: "127.0.0.1", port: 0),
        handler: HTTPHandler { [self] request in
          let id =
            (try? JSONSerialization.jsonObject(with: request.body) as? [String: Any])
            .flatMap { $0["event"] as? [String: Any] }?["id"] as? String ?? "?"
          let (count, status) = lock.withLock {
            requests.append((request.header("authorization"), id))
            return (requests.count, answers.isEmpty ? 200 : answers.removeFirst())
          }
          onRequest?(count)
          return .text(status, "")
        })
    }
  }

  let state: URL

  init() throws {
    state = try Repository.temporaryDirectory()
  }

  func outboxIDs() throws -> [String] {
    let output = try Repository.subkit(["store", "events", "--state", state.path])
    return try output.stdout.split(separator: "\n").map {
      let object = try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
      return (object?["event"] as? [String: Any])?["id"] as? String ?? ""
    }
  }

  func makeEvents() throws {
    let made = try Repository.subkit([
      "store", "simulate", "--customers", "6", "--months", "2", "--seed", "9", "--state",
      state.path, "--start", "2026-01-01T00:00:00Z",
    ])
    #expect(made.status == 0, "\(made.stderr)")
  }

  @Test("Retries failures in place, sends the Authorization header, never prints it")
  func retries() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    try makeEvents()
    let expected = try outboxIDs()
    #expect(expected.count > 8)
    let receiver = Receiver(answers: [500, 201, 200, 503])
    try receiver.start()
    defer { receiver.server?.stop() }
    let secret = "Bearer s3cret-value"
    let output = try Repository.subkit([
      "store", "deliver", "--to", receiver.url, "--authorization", secret, "--retry-delays",
      "0,0,0", "--state", state.path,
    ])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.hasPrefix("delivering \(expected.count) events to \(receiver.url)\n"))
    #expect(output.stdout.contains("delivered \(expected.count) events"))
    #expect(output.stderr.contains("attempt 1 failed (HTTP 500)"))
    #expect(output.stderr.contains("attempt 2 failed (HTTP 201)"))  // only 200 counts
    #expect(!(output.stdout + output.stderr).contains("s3cret"))
    #expect(receiver.received.allSatisfy { $0.authorization == secret })
    // The first event three times, the second twice, then each once, in order.
    #expect(
      receiver.eventIDs == [expected[0], expected[0], expected[0]] + [expected[1]] + expected[1...])

    let again = try Repository.subkit([
      "store", "deliver", "--to", receiver.url, "--authorization", secret, "--state", state.path,
    ])
    #expect(again.status == 0)
    #expect(again.stdout.contains("delivered 0 events"))
  }

  @Test("Gives up after the last retry, as RevenueCat does; the next run starts over there")
  func givesUp() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    try makeEvents()
    let expected = try outboxIDs()
    let receiver = Receiver(answers: [200, 503, 503, 503])
    try receiver.start()
    defer { receiver.server?.stop() }
    let failed = try Repository.subkit([
      "store", "deliver", "--to", receiver.url, "--retry-delays", "0,0", "--state", state.path,
    ])
    #expect(failed.status == 1)
    #expect(failed.stderr.contains("failed 3 times"))
    #expect(receiver.eventIDs == [expected[0], expected[1], expected[1], expected[1]])

    let resumed = try Repository.subkit([
      "store", "deliver", "--to", receiver.url, "--retry-delays", "0,0", "--state", state.path,
    ])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(Array(receiver.eventIDs.dropFirst(4)) == Array(expected.dropFirst()))
  }

  @Test("A delivery killed mid-request resumes without skipping anything")
  func killed() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    try makeEvents()
    let expected = try outboxIDs()
    let receiver = Receiver()
    let process = Process()
    let processID = ProcessIDBox()
    receiver.onRequest = { count in
      if count == 5, let pid = processID.value { kill(pid, SIGKILL) }
    }
    try receiver.start()
    defer { receiver.server?.stop() }
    process.executableURL = Repository.subkit
    process.arguments = ["store", "deliver", "--to", receiver.url, "--state", state.path]
    process.currentDirectoryURL = Repository.root
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    processID.value = process.processIdentifier
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(receiver.eventIDs == Array(expected.prefix(5)))

    let resumed = try Repository.subkit([
      "store", "deliver", "--to", receiver.url, "--state", state.path,
    ])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    // The event in flight is sent again (at least once); nothing is skipped.
    #expect(receiver.eventIDs == Array(expected.prefix(5)) + Array(expected.dropFirst(4)))
  }

  @Test("A new store's simulation runs up to now; an existing store's goes on from its own time")
  func simulationEndsNow() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    func storeTime(_ output: Repository.Output) -> Date? {
      guard let last = output.stdout.split(separator: " ").last else { return nil }
      let text = String(last).trimmingCharacters(in: CharacterSet.whitespacesAndNewlines)
      return ISO8601DateFormatter().date(from: text)
    }
    // The executable reads the system clock: its answer lies between these two readings.
    let before = Date()
    let fresh = try Repository.subkit([
      "store", "simulate", "--customers", "4", "--months", "3", "--seed", "2", "--state",
      state.path,
    ])
    let after = Date()
    #expect(fresh.status == 0, "\(fresh.stderr)")
    guard let end = storeTime(fresh) else {
      Issue.record("no store time in: \(fresh.stdout)")
      return
    }
    // Three months back and forward again lands on now, or up to three days
    // earlier when a month end is clamped (May 31 − 3 months = Feb 28, + 3 = May 28).
    #expect(end <= after && end >= before.addingTimeInterval(-3 * 86_400 - 60), "\(fresh.stdout)")
    let again = try Repository.subkit([
      "store", "simulate", "--customers", "4", "--months", "1", "--seed", "3", "--state",
      state.path,
    ])
    #expect(again.status == 0, "\(again.stderr)")
    let next = storeTime(again) ?? .distantPast
    #expect(next > end && next <= end.addingTimeInterval(31 * 86_400), "\(again.stdout)")
  }

  @Test("Bad arguments are one-line usage errors and change nothing")
  func usage() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    for arguments in [
      ["store", "deliver", "--state", state.path],
      ["store", "deliver", "--to", "ftp://x/y", "--state", state.path],
      ["store", "deliver", "--to", "http://127.0.0.1:1/", "--retry-delays", "soon"],
      ["store", "simulate", "--customers", "5", "--months", "0", "--seed", "1"],
      ["store", "simulate", "--customers", "five", "--months", "1", "--seed", "1"],
      ["store", "simulate", "--customers", "5", "--months", "1"],
      [
        "store", "simulate", "--customers", "5", "--months", "1", "--seed", "1", "--monthly-churn",
        "2",
      ],
    ] {
      let output = try Repository.subkit(arguments + ["--state", state.path])
      #expect(output.status == 2, "\(arguments): \(output.stderr)")
      #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
    }
    #expect(
      !FileManager.default.fileExists(atPath: state.appendingPathComponent("store.sqlite").path))
  }

  @Test("A refused connection stops at once with one line; nothing is retried or recorded")
  func refusedConnection() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    try makeEvents()
    // A port that was just free: nothing listens there, so connecting is refused.
    let probe = Receiver()
    try probe.start()
    let closed = probe.url
    probe.server?.stop()
    let started = ContinuousClock.now
    let output = try Repository.subkit([
      "store", "deliver", "--to", closed, "--state", state.path,
    ])
    #expect(ContinuousClock.now - started < .seconds(60), "no retry schedule was waited")
    #expect(output.status == 1)
    let lines = output.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(output.stderr)")
    #expect(output.stderr.contains("cannot reach \(closed)"), "\(output.stderr)")
    #expect(output.stderr.contains("is the receiver running?"))
    #expect(!output.stderr.contains("retrying"))
    // The next run starts from the first event: no attempt was counted.
    let receiver = Receiver()
    try receiver.start()
    defer { receiver.server?.stop() }
    let again = try Repository.subkit([
      "store", "deliver", "--to", receiver.url, "--state", state.path,
    ])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(receiver.eventIDs == (try outboxIDs()))
  }
}

/// The child's process identifier, set after it starts and read by the receiver's thread.
final class ProcessIDBox: @unchecked Sendable {
  // @unchecked because: `value` is guarded by `lock`.
  private let lock = NSLock()
  private var stored: Int32?

  var value: Int32? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
