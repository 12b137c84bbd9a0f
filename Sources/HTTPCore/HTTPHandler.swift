/// What an `HTTPServer` does with requests, in two steps.
///
/// `screen` sees each request as soon as its headers have arrived (empty
/// body) and may answer at once — a missing credential, an unknown path — so
/// the body is never read. `respond` sees the whole request. Both run on the
/// server's connection threads, several at a time, so they must be thread-safe.
package struct HTTPHandler: Sendable {
  /// Answers a request before its body is read, or returns nil to read it.
  package var screen: @Sendable (HTTPRequest) -> HTTPResponse?
  /// Answers a complete request.
  package var respond: @Sendable (HTTPRequest) -> HTTPResponse

  /// Creates a handler.
  package init(
    screen: @escaping @Sendable (HTTPRequest) -> HTTPResponse? = { _ in nil },
    respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse
  ) {
    self.screen = screen
    self.respond = respond
  }
}
