/// Which open connections are past the time allowed to send a whole request:
/// pure bookkeeping over instants given by the caller (nanoseconds on any
/// monotonic clock), so it is tested without waiting.
///
/// A connection's clock starts when it opens, and again each time a response
/// to it is finished (a kept-alive connection has the same time for its next
/// request). It stops once its request is complete — head and body — so a
/// slow handler is never cut off; only a client that trickles is.
///
/// ```swift
/// var deadlines = RequestDeadlines(allowance: 2_000_000_000)
/// deadlines.opened(connection, socket: fd, at: now)
/// deadlines.expired(at: now + 3_000_000_000)   // [fd]: shut it down
/// ```
package struct RequestDeadlines: Sendable {
  /// One open connection.
  private struct Entry: Sendable {
    var socket: Int32
    /// When its request must be complete; nil while none is awaited.
    var deadline: UInt64?
  }

  /// Nanoseconds a client has to send one whole request.
  package let allowance: UInt64
  private var entries: [UInt: Entry] = [:]

  /// Deadlines of `allowance` nanoseconds each.
  package init(allowance: UInt64) {
    self.allowance = allowance
  }

  /// How many connections are open.
  package var count: Int { entries.count }

  /// A connection opened at `now` on `socket`: its first request is due by `now + allowance`.
  package mutating func opened(_ connection: UInt, socket: Int32, at now: UInt64) {
    entries[connection] = Entry(socket: socket, deadline: now &+ allowance)
  }

  /// The connection's request arrived whole: no deadline while it is answered.
  package mutating func received(_ connection: UInt) {
    entries[connection]?.deadline = nil
  }

  /// The connection's response is finished at `now`: its next request is due by `now + allowance`.
  package mutating func answered(_ connection: UInt, at now: UInt64) {
    entries[connection]?.deadline = now &+ allowance
  }

  /// The connection closed: forgotten (its socket may be reused from now on).
  package mutating func closed(_ connection: UInt) {
    entries[connection] = nil
  }

  /// The sockets of connections whose request is overdue at `now`, each
  /// reported once (their deadline is cleared).
  package mutating func expired(at now: UInt64) -> [Int32] {
    var sockets: [Int32] = []
    for (connection, entry) in entries {
      guard let deadline = entry.deadline, deadline <= now else { continue }
      sockets.append(entry.socket)
      entries[connection]?.deadline = nil
    }
    return sockets
  }
}
