import Foundation
import HTTPCore
import HTTPTestSupport
import Testing

@testable import AnalyticsServer

/// Slowloris against the real `subkit-analytics serve`: clients that open
/// connections and trickle a request forever must not keep real webhooks out.
/// Every wait is bounded; nothing asserts on timing.
@Suite("subkit-analytics serve under a slow-client flood", .timeLimit(.minutes(10)))
struct ServeSlowClientTests {
  /// A request head that never ends.
  static let opening = Data(
    "POST /webhooks/revenuecat HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n".utf8)

  /// Sends one header line to each of `clients` every `interval` until `stop` says so
  /// (or `limit` passes), on its own thread.
  final class Trickler: @unchecked Sendable {
    // @unchecked because: `isStopped` is guarded by `lock`.
    private let lock = NSLock()
    private var isStopped = false
    private let done = DispatchSemaphore(value: 0)

    init(_ clients: [LoopbackHTTPClient], interval: Double = 0.25, limit: Double = 30) {
      // Only the trickling thread uses the clients until `stop()` returns.
      nonisolated(unsafe) let clients = clients
      let thread = Thread { [self] in
        let end = Date().addingTimeInterval(limit)
        var line = 0
        while !lock.withLock({ isStopped }) && Date() < end {
          line += 1
          for client in clients { try? client.send(Data("X-Line-\(line): a\r\n".utf8)) }
          Thread.sleep(forTimeInterval: interval)
        }
        done.signal()
      }
      thread.start()
    }

    func stop() {
      lock.withLock { isStopped = true }
      done.wait()
    }
  }

  /// Posts `body` until it is answered or `seconds` pass (a refused or
  /// dropped connection is tried again): the response, or nil.
  static func postUntilAnswered(
    _ served: ServeProcess, _ body: Data, within seconds: Double, from source: BindAddress? = nil
  ) -> LoopbackHTTPClient.Response? {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      if let response = try? served.post(body, from: source, timeout: 5) { return response }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return nil
  }

  @Test(
    "A flood from one address past its per-address limit is refused; webhooks from another get 200")
  func perAddressLimit() throws {
    // A deadline far off, so only the per-address limit can keep slots free.
    let served = try ServeProcess([
      "--max-connections", "32", "--max-connections-per-address", "4",
      "--request-deadline", "120", "--idle-timeout", "120",
    ])
    let flooder = try BindAddress(host: "127.0.0.2", port: 0)
    let flood = try (0..<64).map { _ in
      try LoopbackHTTPClient(connectingTo: served.address, from: flooder, timeout: 2)
    }
    for client in flood { try? client.send(Self.opening) }
    let trickler = Trickler(flood)
    let bodies = try ServerFixtures.bodies(customers: 2, months: 1)
    for body in bodies.prefix(5) {
      let response = Self.postUntilAnswered(served, body, within: 10)
      #expect(response?.status == 200)
    }
    trickler.stop()
    // All but the four it admitted were closed at once (the rest time out here after 2 s).
    let refused = flood.filter { $0.waitsForClose() }.count
    #expect(refused >= 60)
    #expect(served.stop() == 0)
  }

  @Test("Trickling clients are cut off at the request deadline, freeing their slots for webhooks")
  func requestDeadline() throws {
    // No per-address limit (the flood and the webhooks share 127.0.0.1):
    // only the 2-second deadline can free the 16 slots the flood takes.
    let served = try ServeProcess([
      "--max-connections", "16", "--max-connections-per-address", "0",
      "--request-deadline", "2", "--idle-timeout", "120",
    ])
    let flood = try (0..<16).map { _ in
      try LoopbackHTTPClient(connectingTo: served.address, timeout: 5)
    }
    for client in flood { try client.send(Self.opening) }
    let trickler = Trickler(flood)
    let body = try #require(try ServerFixtures.bodies(customers: 1, months: 1).first)
    // The flood keeps trickling for 30 s; without the deadline no slot frees within 15.
    let response = Self.postUntilAnswered(served, body, within: 15)
    trickler.stop()
    #expect(response?.status == 200)
    for client in flood { #expect(client.waitsForClose()) }
    #expect(try served.get("/healthz").text.contains("\"events\": 1"))
    #expect(served.stop() == 0)
  }
}
