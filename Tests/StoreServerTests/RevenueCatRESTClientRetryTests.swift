import Foundation
import RevenueCatREST
import SubscriptionKit
import SubscriptionKitTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The client's 429 and 5xx handling on a test clock, against a scripted transport.
@Suite("RevenueCatRESTClient retries", .timeLimit(.minutes(10)))
struct RevenueCatRESTClientRetryTests {
  /// Answers in turn from a script, counting requests.
  final class Script: @unchecked Sendable {
    // @unchecked because: `answers` and `requests` are guarded by `lock`.
    private let lock = NSLock()
    private var answers: [(Int, [String: String], String)]
    private(set) var requests: [URLRequest] = []

    init(_ answers: [(Int, [String: String], String)]) {
      self.answers = answers
    }

    var count: Int { lock.withLock { requests.count } }

    var transport: RevenueCatTransport {
      RevenueCatTransport { [self] request in
        let (status, headers, body) = lock.withLock { () -> (Int, [String: String], String) in
          requests.append(request)
          return answers.isEmpty ? (500, [:], "") : answers.removeFirst()
        }
        let url = request.url ?? URL(fileURLWithPath: "/")
        guard
          let response = HTTPURLResponse(
            url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else { throw URLError(.badServerResponse) }
        return (Data(body.utf8), response)
      }
    }
  }

  static let subscriber = #"""
    {"request_date": "2026-01-01T00:00:00Z", "request_date_ms": 1767225600000,
     "subscriber": {"entitlements": {}, "first_seen": "2026-01-01T00:00:00Z",
       "management_url": null, "non_subscriptions": {}, "original_app_user_id": "a",
       "original_application_version": null, "original_purchase_date": null,
       "other_purchases": {}, "subscriptions": {}}}
    """#

  static func client(_ script: Script, clock: TestClock, retries: Int = 3) -> RevenueCatRESTClient {
    RevenueCatRESTClient(
      configuration: RevenueCatRESTConfiguration(
        baseURL: URL(string: "http://127.0.0.1:9")!, apiKey: "sk_test", maximumRetries: retries),
      transport: script.transport, clock: clock.subscriptionClock)
  }

  @Test("A 429 waits Retry-After (or backoff_ms) on the clock, then succeeds")
  func rateLimitedThenAnswered() async throws {
    let clock = TestClock()
    let script = Script([
      (429, ["Retry-After": "7"], #"{"code": 7638, "message": "slow down"}"#),
      (429, [:], #"{"type": "rate_limit_error", "retryable": true, "backoff_ms": 3000}"#),
      (200, [:], Self.subscriber),
    ])
    let client = Self.client(script, clock: clock)
    let task = Task { try await client.customerInfo(appUserID: "a") }
    await clock.waitForSleepers()
    #expect(script.count == 1)
    await clock.advance(by: .seconds(6))
    #expect(script.count == 1)
    await clock.advance(by: .seconds(1))
    await clock.waitForSleepers()
    #expect(script.count == 2)
    await clock.advance(by: .seconds(3))
    let info = try await task.value
    #expect(info.originalAppUserId == "a")
    #expect(script.count == 3)
    #expect(script.requests.first?.value(forHTTPHeaderField: "Authorization") == "Bearer sk_test")
  }

  @Test("Retries are bounded: the last 429 is thrown with its wait and a PurchaseError")
  func boundedRetries() async throws {
    let clock = TestClock()
    let script = Script(Array(repeating: (429, ["Retry-After": "1"], "{}"), count: 5))
    let client = Self.client(script, clock: clock, retries: 1)
    let task = Task { try await client.customerInfo(appUserID: "a") }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(1))
    do {
      _ = try await task.value
      Issue.record("expected a rate-limit error")
    } catch let error as RevenueCatRESTError {
      #expect(error.code == .rateLimited)
      #expect(error.status == 429)
      #expect(error.retryAfter == .seconds(1))
      #expect(error.purchaseError != nil)
    }
    #expect(script.count == 2)
  }

  @Test("A 5xx is retried for reads, never for writes; a 401 maps to RevenueCat's backend code")
  func serverErrors() async throws {
    let clock = TestClock()
    let reads = Script([(503, [:], ""), (200, [:], Self.subscriber)])
    let task = Task { try await Self.client(reads, clock: clock).customerInfo(appUserID: "a") }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(1))
    _ = try await task.value
    #expect(reads.count == 2)

    let writes = Script([(500, [:], #"{"code": 7110, "message": "boom"}"#)])
    await #expect(throws: RevenueCatRESTError.self) {
      _ = try await Self.client(writes, clock: clock).grantPromotionalEntitlement(
        "pro", to: "a", duration: .monthly)
    }
    #expect(writes.count == 1)

    let denied = Script([(401, [:], #"{"code": 7225, "message": "Invalid API key."}"#)])
    do {
      _ = try await Self.client(denied, clock: clock).customerInfo(appUserID: "a")
      Issue.record("expected 401")
    } catch let error as RevenueCatRESTError {
      #expect(error.code == .unauthorized)
      #expect(error.backendCode == .invalidAPIKey)
      #expect(error.purchaseError?.code == PurchaseError(backendCode: .invalidAPIKey).code)
    }
    #expect(denied.count == 1)
  }

  @Test("A secret key is accepted by the client and still refused by the app's configuration")
  func secretKey() throws {
    _ = RevenueCatRESTClient(
      configuration: RevenueCatRESTConfiguration(
        baseURL: URL(string: "https://api.revenuecat.com")!, apiKey: "sk_live_secret"))
    #expect(throws: APIKeyError.secretKey) { try APIKey("sk_live_secret") }
  }
}
