import HTTPCore

/// One API a store server answers: the requests it claims (by path) and the
/// handler that answers them. `subkit-server store` serves several sets on
/// one port; a new API (Apple's App Store Server API beside RevenueCat's) is
/// one more set.
package struct RouteSet: Sendable {
  /// A name for logs and errors (`revenuecat`).
  package var name: String
  /// Whether a request is this API's (screened before its body is read).
  package var claims: @Sendable (HTTPRequest) -> Bool
  /// How the API answers the requests it claims.
  package var handler: HTTPHandler

  /// Creates a route set.
  package init(
    name: String, claims: @escaping @Sendable (HTTPRequest) -> Bool, handler: HTTPHandler
  ) {
    self.name = name
    self.claims = claims
    self.handler = handler
  }

  /// The sets served together: each request goes to the first set that
  /// claims it; a request no set claims is answered 404 before its body is read.
  package static func combined(_ sets: [RouteSet]) -> HTTPHandler {
    HTTPHandler(
      screen: { request in
        guard let set = sets.first(where: { $0.claims(request) }) else {
          return .error(404, "no API here answers \(request.method) \(request.path)")
        }
        return set.handler.screen(request)
      },
      respond: { request in
        guard let set = sets.first(where: { $0.claims(request) }) else {
          return .error(404, "no API here answers \(request.method) \(request.path)")
        }
        return set.handler.respond(request)
      })
  }
}
