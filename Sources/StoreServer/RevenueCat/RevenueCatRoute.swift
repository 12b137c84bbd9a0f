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
  var domain: RevenueCatRateLimits.Domain
  var access: Access
  var answer: Answer

  /// Whether this is a v2 route (v2's error bodies).
  var isV2: Bool { domain != .v1 }
}
