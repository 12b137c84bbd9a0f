import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Closes connections that do not deliver a whole request in time.
///
/// libmicrohttpd's own timeout counts only silence, so a client that sends
/// one header byte every few seconds would hold its connection (and its
/// thread, and one of the server's slots) forever. The watchdog keeps a
/// `RequestDeadlines` fed by the server's callbacks and, a few times per
/// allowance, shuts down the sockets of overdue requests; libmicrohttpd then
/// sees the connection end and frees its slot.
///
/// A socket is shut down only while its connection is known open (under the
/// same lock its close notice takes, which libmicrohttpd sends before it
/// closes the socket), so a reused descriptor is never touched.
// @unchecked because: `deadlines` is guarded by `lock`; `timer` is set once in
// `init` and only cancelled after.
final class ConnectionWatchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var deadlines: RequestDeadlines
  private var timer: DispatchSourceTimer?

  /// A watchdog allowing `seconds` per request, checking several times per allowance.
  init(seconds: Int) {
    let allowance = UInt64(max(1, seconds)) * 1_000_000_000
    deadlines = RequestDeadlines(allowance: allowance)
    let timer = DispatchSource.makeTimerSource(
      queue: DispatchQueue(label: "subkit.http.watchdog"))
    let interval = DispatchTimeInterval.nanoseconds(Int(min(allowance / 4, 500_000_000)))
    timer.schedule(deadline: .now() + interval, repeating: interval)
    timer.setEventHandler { [weak self] in self?.sweep() }
    timer.resume()
    self.timer = timer
  }

  /// The monotonic instant, in nanoseconds (the edge where the watchdog reads time).
  private static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

  func opened(_ connection: UInt, socket: Int32) {
    lock.withLock { deadlines.opened(connection, socket: socket, at: Self.now) }
  }

  func received(_ connection: UInt) {
    lock.withLock { deadlines.received(connection) }
  }

  func answered(_ connection: UInt) {
    lock.withLock { deadlines.answered(connection, at: Self.now) }
  }

  func closed(_ connection: UInt) {
    lock.withLock { deadlines.closed(connection) }
  }

  /// Shuts down every overdue connection's socket (both directions).
  private func sweep() {
    lock.withLock {
      for socket in deadlines.expired(at: Self.now) {
        _ = shutdown(socket, Int32(SHUT_RDWR))
      }
    }
  }

  /// Stops checking. Calling it again does nothing.
  func stop() {
    lock.withLock {
      timer?.cancel()
      timer = nil
    }
  }

  deinit {
    timer?.cancel()
  }
}
