import CMicroHTTPD
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An HTTP/1.1 server on libmicrohttpd: one thread per connection, a body
/// limit, limits on connections (in all and per client address), an idle
/// timeout, a deadline for each whole request, and a `HTTPHandler` that
/// answers requests.
///
/// A slow or stalled client holds only its own connection thread, which
/// libmicrohttpd closes after `idleTimeout` seconds of silence — and, with a
/// `requestDeadline`, once the request is not complete (head and body) that
/// many seconds after the connection opened or its previous response ended,
/// however steadily it trickles. One address holds at most
/// `connectionsPerAddress` connections; more are refused at once. Bodies over
/// `maximumBodyBytes` are answered 413 (at once when `Content-Length` says
/// so, otherwise after the rest is discarded).
///
/// ```swift
/// let server = try HTTPServer.start(
///   at: BindAddress(host: "127.0.0.1", port: 0),
///   handler: HTTPHandler { _ in .text(200, "ok") })
/// defer { server.stop() }
/// print(server.port)   // the port the system chose
/// ```
// @unchecked because: `daemon` is written once in `start` and only read after;
// libmicrohttpd's daemon is thread-safe; `stopped` is guarded by `lock`.
package final class HTTPServer: @unchecked Sendable {
  /// The address listened on, with the port actually bound.
  package let address: BindAddress
  private let daemon: OpaquePointer
  private let context: Unmanaged<ServerContext>
  private let watchdog: ConnectionWatchdog?
  private let lock = NSLock()
  private var stopped = false

  /// The port listened on.
  package var port: UInt16 { address.port }

  /// Starts listening.
  ///
  /// - Parameters:
  ///   - address: where to listen; port 0 picks a free port.
  ///   - maximumBodyBytes: larger request bodies are answered 413.
  ///   - connectionLimit: connections served at once; more are refused.
  ///   - connectionsPerAddress: connections one client address may hold at
  ///     once (0: no limit); more are refused.
  ///   - idleTimeout: seconds a connection may stay silent before it is closed.
  ///   - requestDeadline: seconds a client has to send one whole request
  ///     (head and body), from when its connection opened or its previous
  ///     response ended; later, the connection is closed (0: no deadline).
  /// - Throws: `HTTPServerError` when the address cannot be bound.
  package static func start(
    at address: BindAddress, maximumBodyBytes: Int = 256 * 1024, connectionLimit: Int = 512,
    connectionsPerAddress: Int = 0, idleTimeout: Int = 30, requestDeadline: Int = 0,
    handler: HTTPHandler
  ) throws -> HTTPServer {
    let watchdog = requestDeadline > 0 ? ConnectionWatchdog(seconds: requestDeadline) : nil
    let context = Unmanaged.passRetained(
      ServerContext(handler: handler, maximumBodyBytes: maximumBodyBytes, watchdog: watchdog))
    let daemon = address.withSocketAddress { socketAddress in
      subkit_mhd_start(
        socketAddress, address.isIPv6 ? 1 : 0, UInt32(clamping: connectionLimit),
        UInt32(clamping: max(0, connectionsPerAddress)), UInt32(clamping: idleTimeout),
        { cls, connection, url, method, _, upload, uploadSize, requestContext in
          ServerContext.access(
            cls, connection, url, method, upload, uploadSize, requestContext)
        },
        context.toOpaque(),
        { cls, connection, requestContext, _ in
          ServerContext.completed(cls, connection, requestContext)
        },
        context.toOpaque(),
        { cls, connection, _, code in
          ServerContext.notify(cls, connection, isClosing: code.rawValue != 0)
        },
        context.toOpaque())
    }
    guard let daemon else {
      watchdog?.stop()
      context.release()
      throw HTTPServerError(
        "cannot listen on \(address): the port is in use or the address is not on this machine")
    }
    var bound = address
    let descriptor = subkit_mhd_listen_fd(daemon)
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let named = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    if named == 0 {
      let port =
        Int32(storage.ss_family) == AF_INET6
        ? withUnsafeBytes(of: storage) { $0.load(as: sockaddr_in6.self).sin6_port }
        : withUnsafeBytes(of: storage) { $0.load(as: sockaddr_in.self).sin_port }
      if let resolved = try? BindAddress(host: address.host, port: UInt16(bigEndian: port)) {
        bound = resolved
      }
    }
    return HTTPServer(address: bound, daemon: daemon, context: context, watchdog: watchdog)
  }

  private init(
    address: BindAddress, daemon: OpaquePointer, context: Unmanaged<ServerContext>,
    watchdog: ConnectionWatchdog?
  ) {
    self.address = address
    self.daemon = daemon
    self.context = context
    self.watchdog = watchdog
  }

  /// Stops listening, closes every connection and waits for their threads.
  /// Calling it again does nothing.
  package func stop() {
    let wasStopped = lock.withLock {
      defer { stopped = true }
      return stopped
    }
    guard !wasStopped else { return }
    watchdog?.stop()
    MHD_stop_daemon(daemon)
    context.release()
  }

  deinit {
    stop()
  }
}
