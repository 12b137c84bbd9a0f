import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A receiver on loopback that misbehaves the way issue 30 found: it reads a
/// request and closes the connection without answering.
///
/// `answeredPerConnection` requests on each connection are answered 200
/// (keep-alive, so a client may send another on it); the next one is read
/// whole and the connection closed. 0 closes on every request. Plain
/// sockets, because no HTTP server library lets a handler drop a connection.
final class DroppingReceiver: @unchecked Sendable {
  // @unchecked because: `requests` and `connections` are guarded by `lock`;
  // `listener` is written once before the accept thread starts.
  private let lock = NSLock()
  private var requests: [String] = []
  private var connections = 0
  private let listener: Int32
  let port: UInt16
  let answeredPerConnection: Int

  init(answeredPerConnection: Int) throws {
    self.answeredPerConnection = answeredPerConnection
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    self.listener = listener
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
        bind(listener, raw, length) == 0 && listen(listener, 64) == 0
          && getsockname(listener, raw, &length) == 0
      }
    }
    guard bound else {
      close(listener)
      throw POSIXError(.EADDRNOTAVAIL)
    }
    port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  var url: String { "http://127.0.0.1:\(port)/webhooks/revenuecat" }
  /// Every request line and head received, in order.
  var received: [String] { lock.withLock { requests } }
  var connectionCount: Int { lock.withLock { connections } }

  /// Stops accepting (connections already open end on their own).
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  private func acceptLoop() {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { return }
      lock.withLock { connections += 1 }
      let thread = Thread { [self] in serve(connection) }
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    var buffer: [UInt8] = []
    var answered = 0
    while let head = readRequest(connection, buffer: &buffer) {
      lock.withLock { requests.append(head) }
      guard answered < answeredPerConnection else { return }  // read whole, then closed
      answered += 1
      let answer = Array("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n".utf8)
      guard send(connection, answer, answer.count, Int32(MSG_NOSIGNAL)) == answer.count else {
        return
      }
    }
  }

  /// Reads one request (head and `Content-Length` body) and returns its head;
  /// nil when the client closed the connection.
  private func readRequest(_ connection: Int32, buffer: inout [UInt8]) -> String? {
    let separator = Array("\r\n\r\n".utf8)
    var chunk = [UInt8](repeating: 0, count: 65_536)
    func fill() -> Bool {
      let count = recv(connection, &chunk, chunk.count, 0)
      guard count > 0 else { return false }
      buffer += chunk[0..<count]
      return true
    }
    var headEnd: Int?
    while headEnd == nil {
      if let range = buffer.firstRange(of: separator) {
        headEnd = range.upperBound
      } else if !fill() {
        return nil
      }
    }
    guard let headEnd else { return nil }
    let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
    let length =
      head.split(separator: "\r\n").compactMap { line -> Int? in
        let parts = line.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
        return Int(parts[1].trimmingCharacters(in: .whitespaces))
      }.first ?? 0
    while buffer.count < headEnd + length {
      guard fill() else { return nil }
    }
    buffer.removeFirst(headEnd + length)
    return head
  }
}
