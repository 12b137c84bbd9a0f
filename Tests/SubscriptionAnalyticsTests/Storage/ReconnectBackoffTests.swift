import Testing

@testable import SubscriptionAnalyticsPostgres

/// How soon a lost PostgreSQL connection is tried again.
@Suite("Reconnect backoff")
struct ReconnectBackoffTests {
  @Test("At once, then waits doubling up to the limit; reset when connected")
  func doubles() {
    var backoff = ReconnectBackoff(first: .milliseconds(250), limit: .seconds(1))
    #expect(backoff.mayAttempt(at: .zero))
    backoff.failed(at: .seconds(10))
    #expect(!backoff.mayAttempt(at: .milliseconds(10_200)))
    #expect(backoff.remaining(at: .milliseconds(10_100)) == .milliseconds(150))
    #expect(backoff.mayAttempt(at: .milliseconds(10_250)))
    backoff.failed(at: .seconds(11))
    #expect(backoff.remaining(at: .seconds(11)) == .milliseconds(500))
    backoff.failed(at: .seconds(12))
    #expect(backoff.remaining(at: .seconds(12)) == .seconds(1))
    backoff.failed(at: .seconds(13))
    #expect(backoff.remaining(at: .seconds(13)) == .seconds(1))
    backoff.succeeded()
    #expect(backoff.mayAttempt(at: .seconds(13)))
    backoff.failed(at: .seconds(20))
    #expect(backoff.remaining(at: .seconds(20)) == .milliseconds(250))
  }
}
