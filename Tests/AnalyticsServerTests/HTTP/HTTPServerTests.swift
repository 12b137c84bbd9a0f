import Foundation
import HTTPCore
import HTTPTestSupport
import Testing

@testable import AnalyticsServer

/// The HTTP layer over loopback with a real libmicrohttpd daemon on an
/// ephemeral port. Every wait is bounded by the client's socket timeout.
@Suite("HTTP server")
struct HTTPServerTests {
  /// An echo server: the method, path, query and body length as text.
  static func echoServer(maximumBodyBytes: Int = 1_024, idleTimeout: Int = 30) throws -> HTTPServer
  {
    try HTTPServer.start(
      at: BindAddress(host: "127.0.0.1", port: 0), maximumBodyBytes: maximumBodyBytes,
      idleTimeout: idleTimeout,
      handler: HTTPHandler(
        screen: { request in
          request.path == "/private" ? .error(401, "no") : nil
        },
        respond: { request in
          let query = request.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
          return .text(
            200,
            "\(request.method) \(request.path) \(query.joined(separator: "&")) \(request.body.count)"
          )
        }))
  }

  @Test("Answers on an ephemeral port, with the query decoded and the body read")
  func answers() throws {
    let server = try Self.echoServer()
    defer { server.stop() }
    #expect(server.port != 0)
    let client = try LoopbackHTTPClient(connectingTo: server.address)
    let response = try client.request("POST", "/echo?b=2&a=x%20y", body: Data("hello".utf8))
    #expect(response.status == 200)
    #expect(response.text == "POST /echo a=x y&b=2 5")
  }

  @Test("Keeps a connection alive across requests")
  func keepAlive() throws {
    let server = try Self.echoServer()
    defer { server.stop() }
    let client = try LoopbackHTTPClient(connectingTo: server.address)
    for index in 0..<20 {
      let response = try client.request("POST", "/n", body: Data(repeating: 65, count: index))
      #expect(response.text == "POST /n  \(index)")
    }
  }

  @Test("A body over the limit is 413, announced or not")
  func bodyLimit() throws {
    let server = try Self.echoServer(maximumBodyBytes: 100)
    defer { server.stop() }
    let announced = try LoopbackHTTPClient(connectingTo: server.address)
    let first = try announced.request("POST", "/big", body: Data(repeating: 65, count: 101))
    #expect(first.status == 413)
    #expect(first.text.contains("over the limit of 100 bytes"))

    // Chunked: no Content-Length to refuse early; the rest is read and dropped.
    let chunked = try LoopbackHTTPClient(connectingTo: server.address)
    var bytes = Data("POST /big HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
    for _ in 0..<3 {
      bytes += Data("40\r\n".utf8) + Data(repeating: 66, count: 64) + Data("\r\n".utf8)
    }
    bytes += Data("0\r\n\r\n".utf8)
    try chunked.send(bytes)
    #expect(try chunked.readResponse().status == 413)

    let exact = try LoopbackHTTPClient(connectingTo: server.address)
    #expect(try exact.request("POST", "/ok", body: Data(repeating: 65, count: 100)).status == 200)
  }

  @Test("A request screened out is answered without its body being read")
  func screened() throws {
    let server = try Self.echoServer()
    defer { server.stop() }
    let client = try LoopbackHTTPClient(connectingTo: server.address)
    #expect(try client.request("POST", "/private", body: Data("x".utf8)).status == 401)
  }

  @Test("A client that sends half a request and stalls holds up no one, and is closed")
  func stalledClient() throws {
    let server = try Self.echoServer(idleTimeout: 1)
    defer { server.stop() }
    let stalled = try LoopbackHTTPClient(connectingTo: server.address, timeout: 20)
    try stalled.send(
      Data("POST /slow HTTP/1.1\r\nHost: x\r\nContent-Length: 50\r\n\r\n{\"half\":".utf8))
    let headersOnly = try LoopbackHTTPClient(connectingTo: server.address, timeout: 20)
    try headersOnly.send(Data("GET /slow HTTP/1.1\r\nHost: x\r\n".utf8))

    for _ in 0..<5 {
      let other = try LoopbackHTTPClient(connectingTo: server.address)
      #expect(try other.request("GET", "/fast").status == 200)
    }
    // libmicrohttpd closes both after a second of silence (bounded here by 20 s).
    #expect(stalled.waitsForClose())
    #expect(headersOnly.waitsForClose())
  }

  @Test("200 connections posting at once all get their answer")
  func concurrentPosters() throws {
    let server = try Self.echoServer()
    defer { server.stop() }
    // 30 s: a bound on a loaded machine (tests run side by side), never a pause.
    let clients = try (0..<200).map { _ in
      try LoopbackHTTPClient(connectingTo: server.address, timeout: 30)
    }
    for (index, client) in clients.enumerated() {
      try client.send(
        LoopbackHTTPClient.requestBytes("POST", "/p?i=\(index)", body: Data("x".utf8)))
    }
    for (index, client) in clients.enumerated() {
      let response = try client.readResponse()
      #expect(response.status == 200)
      #expect(response.text == "POST /p i=\(index) 1")
    }
  }

  @Test("Stopping closes the port; a second stop does nothing")
  func stops() throws {
    let server = try Self.echoServer()
    let address = server.address
    server.stop()
    server.stop()
    #expect(throws: HTTPServerError.self) { try LoopbackHTTPClient(connectingTo: address) }
  }

  @Test("A port in use is a one-line error")
  func portInUse() throws {
    let server = try Self.echoServer()
    defer { server.stop() }
    #expect(throws: HTTPServerError.self) {
      try HTTPServer.start(
        at: server.address, handler: HTTPHandler { _ in .text(200, "") })
    }
  }

  @Test("Loopback addresses are told apart from others; names are refused")
  func addresses() throws {
    #expect(try BindAddress(host: "127.0.0.1", port: 1).isLoopback)
    #expect(try BindAddress(host: "localhost", port: 1).isLoopback)
    #expect(try BindAddress(host: "::1", port: 1).isLoopback)
    #expect(try !BindAddress(host: "0.0.0.0", port: 1).isLoopback)
    #expect(try !BindAddress(host: "192.168.1.2", port: 1).isLoopback)
    #expect(try !BindAddress(host: "::", port: 1).isLoopback)
    #expect(throws: HTTPServerError.self) { try BindAddress(host: "example.com", port: 1) }
  }

  @Test("Secrets compare equal only when every byte matches")
  func constantTime() {
    #expect(ConstantTime.equals("Bearer abc", "Bearer abc"))
    #expect(!ConstantTime.equals("Bearer abd", "Bearer abc"))
    #expect(!ConstantTime.equals("Bearer ab", "Bearer abc"))
    #expect(!ConstantTime.equals("", "Bearer abc"))
    #expect(!ConstantTime.equals("Bearer abcd", "Bearer abc"))
  }

  @Test("A message body is one JSON object whose text reads back exactly")
  func messageEscaping() throws {
    let text = "bad \"event\" at C:\\path/x\n\ttab \u{1} é ✓"
    let response = HTTPResponse.error(400, text)
    #expect(response.status == 400)
    #expect(response.body.last == UInt8(ascii: "\n"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: response.body) as? [String: String])
    #expect(object == ["error": text])
    #expect(
      String(decoding: HTTPResponse.message(200, "status", "stored").body, as: UTF8.self)
        == "{\"status\":\"stored\"}\n")
  }
}
