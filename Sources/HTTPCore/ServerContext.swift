import CMicroHTTPD
import Foundation

/// What libmicrohttpd's callbacks reach through their context pointer: the
/// handler, the body limit and the request-deadline watchdog. The callbacks
/// are static (nonisolated) and run on libmicrohttpd's threads.
final class ServerContext: Sendable {
  let handler: HTTPHandler
  let maximumBodyBytes: Int
  /// Closes connections whose request is not whole in time; nil: no deadline.
  let watchdog: ConnectionWatchdog?

  init(handler: HTTPHandler, maximumBodyBytes: Int, watchdog: ConnectionWatchdog? = nil) {
    self.handler = handler
    self.maximumBodyBytes = maximumBodyBytes
    self.watchdog = watchdog
  }

  /// The key a connection is known by (its address, stable while it is open).
  static func key(_ connection: OpaquePointer) -> UInt {
    UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection)))
  }

  /// One request in progress: its head, the body so far, and whether it was answered.
  final class RequestState {
    var request: HTTPRequest
    var isAnswered = false
    var isTooLarge = false

    init(request: HTTPRequest) {
      self.request = request
    }
  }

  /// libmicrohttpd's access handler: first call with the headers, then once
  /// per chunk of body, then once more with no data when the body is complete.
  static func access(
    _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
    _ url: UnsafePointer<CChar>?, _ method: UnsafePointer<CChar>?,
    _ upload: UnsafePointer<CChar>?, _ uploadSize: UnsafeMutablePointer<Int>?,
    _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
  ) -> MHD_Result {
    guard let cls, let connection, let requestContext else { return .NO }
    let server = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    guard let pointer = requestContext.pointee else {
      let arguments = pairs(of: connection, subkit_mhd_query_arguments, lowercased: false)
      let state = RequestState(
        request: HTTPRequest(
          method: method.map { String(cString: $0) } ?? "GET",
          path: url.map { String(cString: $0) } ?? "/",
          query: Dictionary(arguments, uniquingKeysWith: { _, last in last }),
          headers: Dictionary(
            pairs(of: connection, subkit_mhd_headers, lowercased: true),
            uniquingKeysWith: { _, last in last }),
          queryValues: Dictionary(arguments.map { ($0.0, [$0.1]) }, uniquingKeysWith: +)))
      requestContext.pointee = Unmanaged.passRetained(state).toOpaque()
      if let early = server.handler.screen(state.request) {
        // Answered early and closing: the deadline stays, so a body still
        // trickling in after the answer cannot hold the connection.
        state.isAnswered = true
        return send(early, on: connection, closing: true)
      }
      if let length = state.request.header("content-length").flatMap(Int.init),
        length > server.maximumBodyBytes
      {
        state.isAnswered = true
        return send(server.tooLarge, on: connection, closing: true)
      }
      return .YES
    }
    let state = Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue()
    if let uploadSize, uploadSize.pointee > 0 {
      let count = uploadSize.pointee
      if !state.isAnswered && !state.isTooLarge, let upload {
        if state.request.body.count + count > server.maximumBodyBytes {
          state.isTooLarge = true
          state.request.body = Data()
        } else {
          upload.withMemoryRebound(to: UInt8.self, capacity: count) {
            state.request.body.append($0, count: count)
          }
        }
      }
      uploadSize.pointee = 0
      return .YES
    }
    guard !state.isAnswered else { return .YES }
    state.isAnswered = true
    server.watchdog?.received(key(connection))
    if state.isTooLarge { return send(server.tooLarge, on: connection, closing: true) }
    return send(server.handler.respond(state.request), on: connection, closing: false)
  }

  /// Frees a request's state once libmicrohttpd is done with it, and starts
  /// the connection's time for its next request.
  static func completed(
    _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
    _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
  ) {
    if let cls, let connection {
      Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue().watchdog?.answered(
        key(connection))
    }
    guard let requestContext, let pointer = requestContext.pointee else { return }
    Unmanaged<RequestState>.fromOpaque(pointer).release()
    requestContext.pointee = nil
  }

  /// A connection opened (`isClosing` false) or closed: the watchdog's bookkeeping.
  static func notify(_ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?, isClosing: Bool)
  {
    guard let cls, let connection else { return }
    let server = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    guard let watchdog = server.watchdog else { return }
    if isClosing {
      watchdog.closed(key(connection))
    } else {
      let socket = subkit_mhd_connection_fd(connection)
      if socket >= 0 { watchdog.opened(key(connection), socket: socket) }
    }
  }

  private var tooLarge: HTTPResponse {
    .error(413, "the request body is over the limit of \(maximumBodyBytes) bytes")
  }

  private static func send(
    _ response: HTTPResponse, on connection: OpaquePointer, closing: Bool
  ) -> MHD_Result {
    var pairs = [("Content-Type", response.contentType)] + response.headers
    if closing { pairs.append(("Connection", "close")) }
    let names = pairs.map { strdup($0.0) }
    let values = pairs.map { strdup($0.1) }
    defer {
      for pointer in names + values { free(pointer) }
    }
    let queued = response.body.withUnsafeBytes { body in
      names.map { UnsafePointer($0) }.withUnsafeBufferPointer { namePointers in
        values.map { UnsafePointer($0) }.withUnsafeBufferPointer { valuePointers in
          subkit_mhd_respond(
            connection, UInt32(response.status), body.baseAddress, body.count,
            namePointers.baseAddress, valuePointers.baseAddress, pairs.count)
        }
      }
    }
    return queued == 1 ? .YES : .NO
  }

  private typealias ValueReader = (
    OpaquePointer?, MHD_KeyValueIterator?, UnsafeMutableRawPointer?
  ) -> Int32

  /// A connection's headers or query arguments, in the order they came.
  private static func pairs(
    of connection: OpaquePointer, _ reader: ValueReader, lowercased: Bool
  ) -> [(String, String)] {
    final class Box {
      var pairs: [(String, String)] = []
      var lowercased = false
    }
    let box = Box()
    box.lowercased = lowercased
    _ = withExtendedLifetime(box) {
      reader(
        connection,
        { cls, _, key, value in
          guard let cls, let key else { return .YES }
          let box = Unmanaged<Box>.fromOpaque(cls).takeUnretainedValue()
          let name = String(cString: key)
          box.pairs.append(
            (box.lowercased ? name.lowercased() : name, value.map { String(cString: $0) } ?? ""))
          return .YES
        }, Unmanaged.passUnretained(box).toOpaque())
    }
    return box.pairs
  }
}
