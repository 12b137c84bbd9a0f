import CMicroHTTPD
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An HTTP/1.1 server on libmicrohttpd: one thread per connection, a body
/// limit, an idle timeout, and a `HTTPHandler` that answers requests.
///
/// A slow or stalled client holds only its own connection thread, which
/// libmicrohttpd closes after `idleTimeout` seconds of silence; bodies over
/// `maximumBodyBytes` are answered 413 (at once when `Content-Length` says so,
/// otherwise after the rest is discarded).
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
public final class HTTPServer: @unchecked Sendable {
  /// The address listened on, with the port actually bound.
  public let address: BindAddress
  private let daemon: OpaquePointer
  private let context: Unmanaged<ServerContext>
  private let lock = NSLock()
  private var stopped = false

  /// The port listened on.
  public var port: UInt16 { address.port }

  /// Starts listening.
  ///
  /// - Parameters:
  ///   - address: where to listen; port 0 picks a free port.
  ///   - maximumBodyBytes: larger request bodies are answered 413.
  ///   - connectionLimit: connections served at once; more are refused.
  ///   - idleTimeout: seconds a connection may stay silent before it is closed.
  /// - Throws: `HTTPServerError` when the address cannot be bound.
  public static func start(
    at address: BindAddress, maximumBodyBytes: Int = 256 * 1024, connectionLimit: Int = 512,
    idleTimeout: Int = 30, handler: HTTPHandler
  ) throws -> HTTPServer {
    let context = Unmanaged.passRetained(
      ServerContext(handler: handler, maximumBodyBytes: maximumBodyBytes))
    let daemon = address.withSocketAddress { socketAddress in
      subkit_mhd_start(
        socketAddress, address.isIPv6 ? 1 : 0, UInt32(clamping: connectionLimit),
        UInt32(clamping: idleTimeout),
        { cls, connection, url, method, _, upload, uploadSize, requestContext in
          ServerContext.access(
            cls, connection, url, method, upload, uploadSize, requestContext)
        },
        context.toOpaque(),
        { _, _, requestContext, _ in ServerContext.completed(requestContext) },
        nil)
    }
    guard let daemon else {
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
    return HTTPServer(address: bound, daemon: daemon, context: context)
  }

  private init(address: BindAddress, daemon: OpaquePointer, context: Unmanaged<ServerContext>) {
    self.address = address
    self.daemon = daemon
    self.context = context
  }

  /// Stops listening, closes every connection and waits for their threads.
  /// Calling it again does nothing.
  public func stop() {
    let wasStopped = lock.withLock {
      defer { stopped = true }
      return stopped
    }
    guard !wasStopped else { return }
    MHD_stop_daemon(daemon)
    context.release()
  }

  deinit {
    stop()
  }
}
