import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

/// `store deliver --apple`'s rules on a test clock: Apple's retry schedule in
/// Production, one attempt in Sandbox, 200–206 as success, every attempt
/// recorded, a stopped delivery resumed at the recorded time.
@Suite(
  "Apple notification delivery: Apple's schedule on the injected clock", .timeLimit(.minutes(10)))
struct AppleNotificationDeliveryTests {
  static let hour: TimeInterval = 3_600
  static let target = "https://example.com/apple"

  /// A server that fails the first `failures` posts of the notification
  /// `failing` (its UUID in the body), recording when each post came.
  final class Server: Sendable {
    private let state: SubscriptionWire.Locked<(failures: Int, posts: [(at: Date, body: String)])>
    private let clock: TestClock
    private let failing: String

    init(failures: Int, failing: String, clock: TestClock) {
      state = SubscriptionWire.Locked((failures, []))
      self.clock = clock
      self.failing = failing
    }

    func post(_ body: Data) -> String {
      let text = String(decoding: body, as: UTF8.self)
      return state.withLock { state in
        state.posts.append((clock.date, text))
        guard state.failures > 0, Self.uuid(in: text) == failing else { return "SUCCESS" }
        state.failures -= 1
        return "UNSUCCESSFUL_HTTP_RESPONSE_CODE"
      }
    }

    /// Hours after `start` at which each post came.
    func hours(since start: Date) -> [TimeInterval] {
      state.withLock { $0.posts.map { $0.at.timeIntervalSince(start) / hour } }
    }

    var count: Int { state.withLock { $0.posts.count } }

    /// The notificationUUID of the (unsigned) notification in a body.
    static func uuid(in body: String) -> String? {
      guard let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any],
        let jws = object["signedPayload"] as? String
      else { return nil }
      let part = String(jws.split(separator: ".", omittingEmptySubsequences: false)[1])
      var base64 = part.replacingOccurrences(of: "-", with: "+")
        .replacingOccurrences(of: "_", with: "/")
      base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
      guard let data = Data(base64Encoded: base64),
        let payload = try? JSONDecoder().decode(AppleNotificationPayload.self, from: data)
      else { return nil }
      return payload.notificationUUID
    }
  }

  /// A store in memory holding a few notifications.
  static func store(environment: StoreSimulatorOptions.Environment) throws -> StoreSimulator {
    let store = try Fixtures.simulator(options: .init(environment: environment))
    _ = try store.purchase(productID: "pro_monthly", for: "alice", storeAccount: "alice")
    try store.advance(by: .seconds(40 * 86_400))
    return store
  }

  static func deliver(
    _ store: StoreSimulator, to server: Server, clock: TestClock
  ) throws -> Task<AppleNotificationDelivery.Summary, any Error> {
    let delivery = AppleNotificationDelivery(
      store: store, signer: try AppleNotificationSigner(chain: nil), target: target,
      delays: AppleNotificationDelivery.retryDelays(for: store.appleEnvironment),
      clock: clock.subscriptionClock)
    return Task { try await delivery.run(post: server.post) }
  }

  @Test("Production: a failure is retried 1, 12 and 24 hours after the previous attempt")
  func productionSchedule() async throws {
    let store = try Self.store(environment: .production)
    let notifications = try store.appleNotifications()
    #expect(notifications.count >= 3)
    let clock = TestClock()
    let start = clock.date
    let server = Server(
      failures: 3, failing: notifications[0].payload.notificationUUID, clock: clock)
    let delivery = try Self.deliver(store, to: server, clock: clock)
    await clock.waitForSleepers()
    #expect(server.hours(since: start) == [0])
    await clock.advance(by: .seconds(Int(Self.hour) - 1))
    #expect(server.hours(since: start) == [0], "nothing is sent before the hour is up")
    await clock.advance(by: .seconds(1))
    await clock.waitForSleepers()
    #expect(server.hours(since: start) == [0, 1])
    await clock.advance(by: .seconds(12 * Int(Self.hour)))
    await clock.waitForSleepers()
    #expect(server.hours(since: start) == [0, 1, 13])
    await clock.advance(by: .seconds(24 * Int(Self.hour)))
    let summary = try await delivery.value
    #expect(summary.delivered == notifications.count && summary.givenUp.isEmpty)
    #expect(
      server.hours(since: start) == [0, 1, 13] + Array(repeating: 37, count: notifications.count))
    let attempts = try store.appleSendAttempts(sequence: 1)
    #expect(attempts.map(\.attempt) == [1, 2, 3, 4])
    #expect(
      attempts.map(\.result) == Array(repeating: "UNSUCCESSFUL_HTTP_RESPONSE_CODE", count: 3)
        + ["SUCCESS"])
    #expect(attempts.map { $0.attemptDate.timeIntervalSince(start) / Self.hour } == [0, 1, 13, 37])
    #expect(attempts.allSatisfy { $0.target == Self.target })
  }

  @Test("Production: after the fifth retry (72 hours) the notification is given up, the rest go")
  func givesUpAfterFiveRetries() async throws {
    let store = try Self.store(environment: .production)
    let notifications = try store.appleNotifications()
    let clock = TestClock()
    let start = clock.date
    let server = Server(
      failures: .max, failing: notifications[0].payload.notificationUUID, clock: clock)
    let delivery = try Self.deliver(store, to: server, clock: clock)
    for delay in AppleNotificationDelivery.productionRetryDelays {
      await clock.waitForSleepers()
      await clock.advance(by: .seconds(Int(delay)))
    }
    let summary = try await delivery.value
    #expect(summary.givenUp == [1])
    #expect(summary.delivered == notifications.count - 1)
    #expect(
      server.hours(since: start)
        == [0, 1, 13, 37, 85, 157] + Array(repeating: 157, count: notifications.count - 1))
    #expect(try store.appleSendAttempts(sequence: 1).count == 6)
    #expect(
      try store.appleDeliveryState(for: Self.target).delivered == notifications.last?.sequence)
  }

  @Test("Sandbox: one attempt, then the next notification")
  func sandboxOneAttempt() async throws {
    let store = try Self.store(environment: .sandbox)
    let notifications = try store.appleNotifications()
    let clock = TestClock()
    let server = Server(
      failures: .max, failing: notifications[1].payload.notificationUUID, clock: clock)
    let summary = try await Self.deliver(store, to: server, clock: clock).value
    #expect(summary.givenUp == [2])
    #expect(server.count == notifications.count)
    #expect(
      try store.appleSendAttempts(sequence: 2).map(\.result) == ["UNSUCCESSFUL_HTTP_RESPONSE_CODE"])
  }

  @Test("A delivery stopped while it waits resumes at the recorded attempt time, skipping nothing")
  func resumes() async throws {
    let store = try Self.store(environment: .production)
    let notifications = try store.appleNotifications()
    let clock = TestClock()
    let start = clock.date
    let first = Server(
      failures: 1, failing: notifications[0].payload.notificationUUID, clock: clock)
    let stopped = try Self.deliver(store, to: first, clock: clock)
    await clock.waitForSleepers()
    stopped.cancel()  // as a killed process: the next attempt's time is in the ledger
    await #expect(throws: CancellationError.self) { try await stopped.value }
    await clock.advance(by: .seconds(1_800))
    let second = Server(failures: 0, failing: "", clock: clock)
    let resumed = try Self.deliver(store, to: second, clock: clock)
    await clock.waitForSleepers()
    #expect(second.count == 0, "the recorded attempt time is not yet due")
    await clock.advance(by: .seconds(1_800))
    let summary = try await resumed.value
    #expect(summary.delivered == notifications.count)
    #expect(second.hours(since: start).first == 1)
    #expect(try store.appleSendAttempts(sequence: 1).map(\.attempt) == [1, 2])
  }

  @Test("HTTP 200 to 206 is success, nothing else")
  func successStatuses() {
    #expect((200...206).allSatisfy(AppleNotificationDelivery.isSuccess(status:)))
    for status in [199, 207, 301, 400, 500] {
      #expect(!AppleNotificationDelivery.isSuccess(status: status))
    }
  }
}
