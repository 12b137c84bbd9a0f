import Foundation
import HTTPCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal blocking HTTP/1.1 client over one TCP connection, for tests and
/// benchmarks of the server on this machine.
///
/// It keeps the connection alive between requests, can send any bytes (half a
/// request, a lying `Content-Length`), and never waits unboundedly: every read
/// and write gives up after `timeout` seconds. It reads responses that carry a
/// `Content-Length` (as libmicrohttpd's do) or end with the connection.
/// Not for production use: no TLS, no redirects, no chunked bodies.
package final class LoopbackHTTPClient {
  /// A response.
  package struct Response: Sendable, Hashable {
    /// The status code.
    package var status: Int
    /// Headers by lower-cased name.
    package var headers: [String: String]
    /// The body.
    package var body: Data

    /// The body as UTF-8 text.
    package var text: String { String(decoding: body, as: UTF8.self) }
  }

  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var isClosed = false

  /// Connects to `address`, from `source` when given (another loopback
  /// address such as 127.0.0.2 makes a second client address on one machine).
  ///
  /// - Throws: `HTTPServerError` when the connection is refused or times out.
  package init(
    connectingTo address: BindAddress, from source: BindAddress? = nil, timeout: Int = 10
  )
    throws
  {
    // A local until it is connected: `self.descriptor` is set last, so a
    // throw below leaves no instance whose deinit would close the number a
    // second time (by then another thread may own it: a server's listening
    // socket, which libmicrohttpd then fails to close and aborts).
    let descriptor = socket(address.isIPv6 ? AF_INET6 : AF_INET, Socket.stream, 0)
    guard descriptor >= 0 else {
      throw HTTPServerError("socket: \(String(cString: strerror(errno)))")
    }
    var limit = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var one: Int32 = 1
    setsockopt(
      descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    Socket.ignoreBrokenPipe(descriptor)
    let length = socklen_t(
      address.isIPv6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size)
    if let source {
      guard source.withSocketAddress({ bind(descriptor, $0, length) }) == 0 else {
        let reason = String(cString: strerror(errno))
        Socket.close(descriptor)
        throw HTTPServerError("cannot bind to \(source): \(reason)")
      }
    }
    let connected = address.withSocketAddress { connect(descriptor, $0, length) }
    guard connected == 0 else {
      let reason = String(cString: strerror(errno))
      Socket.close(descriptor)
      throw HTTPServerError("cannot connect to \(address): \(reason)")
    }
    self.descriptor = descriptor
  }

  deinit {
    close()
  }

  /// Closes the connection.
  package func close() {
    guard !isClosed else { return }
    isClosed = true
    Socket.close(descriptor)
  }

  /// Sends `bytes` as they are.
  package func send(_ bytes: Data) throws {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        Socket.send(descriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      guard written > 0 else {
        throw HTTPServerError("send failed: \(String(cString: strerror(errno)))")
      }
      offset += written
    }
  }

  /// Sends one request and reads its response.
  package func request(
    _ method: String, _ path: String, headers: [String: String] = [:], body: Data = Data()
  ) throws -> Response {
    try send(Self.requestBytes(method, path, headers: headers, body: body))
    return try readResponse()
  }

  /// The bytes of a request (`Host`, and `Content-Length` when there is a body, added).
  package static func requestBytes(
    _ method: String, _ path: String, headers: [String: String] = [:], body: Data = Data()
  ) -> Data {
    var head = "\(method) \(path) HTTP/1.1\r\nHost: localhost\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
    return Data((head + "\r\n").utf8) + body
  }

  /// Reads one response.
  ///
  /// - Throws: `HTTPServerError` when the connection closes or times out first.
  package func readResponse() throws -> Response {
    var headEnd: Int?
    while headEnd == nil {
      headEnd = Self.find([13, 10, 13, 10], in: buffer)
      if headEnd == nil {
        guard try fill() else { throw HTTPServerError("the connection closed before a response") }
      }
    }
    let end = headEnd ?? 0
    let head = String(decoding: buffer[..<end], as: UTF8.self)
    buffer.removeFirst(end + 4)
    var lines = head.components(separatedBy: "\r\n")
    let statusLine = lines.removeFirst().split(separator: " ")
    guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
      throw HTTPServerError("not an HTTP response: \(head.prefix(40))")
    }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    if let length = headers["content-length"].flatMap(Int.init) {
      while buffer.count < length {
        guard try fill() else { throw HTTPServerError("the connection closed inside a body") }
      }
      let body = Data(buffer[..<length])
      buffer.removeFirst(length)
      return Response(status: status, headers: headers, body: body)
    }
    while try fill() {}
    defer { buffer.removeAll() }
    return Response(status: status, headers: headers, body: Data(buffer))
  }

  /// Whether the server closes the connection within the timeout (reading and
  /// dropping anything it sends first).
  package func waitsForClose() -> Bool {
    while true {
      do {
        guard try fill() else { return true }
      } catch {
        return false
      }
    }
  }

  /// Reads more bytes; false when the peer closed.
  private func fill() throws -> Bool {
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
    if count == 0 { return false }
    guard count > 0 else {
      if errno == ECONNRESET { return false }
      throw HTTPServerError("read failed: \(String(cString: strerror(errno)))")
    }
    buffer.append(contentsOf: chunk[..<count])
    return true
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count)
    where haystack[start] == needle[0] && Array(haystack[start..<start + needle.count]) == needle {
      return start
    }
    return nil
  }
}
