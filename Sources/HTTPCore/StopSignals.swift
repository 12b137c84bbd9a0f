#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGINT and SIGTERM, blocked so one thread can wait for them: a server
/// command blocks them before any server thread starts (threads inherit the
/// mask), starts serving, then waits here until Ctrl-C or `kill` asks it to stop.
///
/// ```swift
/// let signals = StopSignals()
/// let server = try HTTPServer.start(…)
/// signals.wait()
/// server.stop()
/// ```
package struct StopSignals: Sendable {
  /// Blocks SIGINT and SIGTERM on the calling thread (and the threads it starts).
  package init() {
    var set = Self.set()
    pthread_sigmask(SIG_BLOCK, &set, nil)
  }

  /// Waits until SIGINT or SIGTERM arrives; returns it.
  @discardableResult
  package func wait() -> Int32 {
    var set = Self.set()
    var received: Int32 = 0
    sigwait(&set, &received)
    return received
  }

  private static func set() -> sigset_t {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    return signals
  }
}
