import HTTPCore
import Testing

@testable import AnalyticsServer

/// The request deadline's bookkeeping, on instants the test picks.
@Suite("Request deadlines")
struct RequestDeadlinesTests {
  static let second: UInt64 = 1_000_000_000

  @Test("A connection whose request is not whole by its deadline is reported once")
  func overdue() {
    var deadlines = RequestDeadlines(allowance: 2 * Self.second)
    deadlines.opened(1, socket: 10, at: 0)
    deadlines.opened(2, socket: 11, at: Self.second)
    #expect(deadlines.expired(at: 2 * Self.second - 1).isEmpty)
    #expect(deadlines.expired(at: 2 * Self.second) == [10])
    #expect(deadlines.expired(at: 2 * Self.second).isEmpty)
    #expect(deadlines.expired(at: 3 * Self.second) == [11])
    #expect(deadlines.count == 2)
  }

  @Test("A request that arrived whole has no deadline while it is answered; the next one has")
  func answeredRequests() {
    var deadlines = RequestDeadlines(allowance: 2 * Self.second)
    deadlines.opened(1, socket: 10, at: 0)
    deadlines.received(1)
    #expect(deadlines.expired(at: 60 * Self.second).isEmpty)  // a slow handler is not cut off
    deadlines.answered(1, at: 60 * Self.second)  // kept alive: the next request's time starts
    #expect(deadlines.expired(at: 61 * Self.second).isEmpty)
    #expect(deadlines.expired(at: 62 * Self.second) == [10])
  }

  @Test("A closed connection is forgotten, so its reused socket is never reported")
  func closed() {
    var deadlines = RequestDeadlines(allowance: Self.second)
    deadlines.opened(1, socket: 10, at: 0)
    deadlines.closed(1)
    #expect(deadlines.count == 0)
    #expect(deadlines.expired(at: 5 * Self.second).isEmpty)
    deadlines.received(1)
    deadlines.answered(1, at: 0)
    #expect(deadlines.count == 0)
  }
}
