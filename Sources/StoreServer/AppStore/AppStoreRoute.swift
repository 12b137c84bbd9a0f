import HTTPCore

/// One route of the App Store Server API: a method, a path pattern (`*`
/// captures a segment) and what answers it.
struct AppStoreRoute: Sendable {
  /// What answers a matched request: the request and the pattern's captures.
  typealias Answer =
    @Sendable (AppStoreServerAPI, HTTPRequest, [String]) throws -> HTTPResponse

  var method: String
  var pattern: String
  var answer: Answer
}
