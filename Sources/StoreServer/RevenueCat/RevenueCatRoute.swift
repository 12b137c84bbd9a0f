import HTTPCore

/// One route of RevenueCat's API: a method and path pattern, the rate-limit
/// domain it counts against, the keys it accepts and what answers it.
struct RevenueCatRoute: Sendable {
  /// Who may call a route.
  enum Access: Sendable, Hashable {
    /// The SDK's calls a backend may make too: public or secret key.
    case either
    /// The SDK's own calls (offerings): a secret key is refused with 403 7243.
    case publicOnly
    /// Server calls: a public key is refused with 403.
    case secretOnly
  }

  /// What answers a matched request: the request and the pattern's captures.
  typealias Answer = @Sendable (RevenueCatAPI, HTTPRequest, [String]) throws -> HTTPResponse

  var method: String
  var pattern: String
  /// `pattern` split at `/`, once (every request is matched against every route).
  let segments: [String]
  var domain: RevenueCatRateLimits.Domain
  var access: Access
  var answer: Answer

  /// A route: `method` on `pattern` (`*` matches one segment), counted in `domain`.
  init(
    method: String, pattern: String, domain: RevenueCatRateLimits.Domain, access: Access,
    answer: @escaping Answer
  ) {
    self.method = method
    self.pattern = pattern
    segments = pattern.split(separator: "/").map(String.init)
    self.domain = domain
    self.access = access
    self.answer = answer
  }

  /// Whether this is a v2 route (v2's error bodies).
  var isV2: Bool { domain != .v1 }
}
