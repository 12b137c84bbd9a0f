import AppleJWS
import Foundation
import HTTPCore
import StoreSimulator
import SubscriptionKit

/// RevenueCat's REST API answered from a simulated store's ledger: the v1
/// routes the SDK and backends call and the v2 customer-information subset
/// (docs/server.md lists them). Reads are the store's documents; writes go
/// through the simulator, so they change the ledger, emit the webhooks
/// RevenueCat would, and `subkit store status`, the demo and the analytics
/// see them.
///
/// Keys and limits are RevenueCat's: the store's public key where the SDK
/// uses one, its secret key for server calls, 401 for neither and 403 for
/// the wrong one; per-key rate limits per domain with 429 and `Retry-After`.
///
/// ```swift
/// let api = RevenueCatAPI(
///   store: store, publicKey: "appl_…", secretKey: "sk_…", now: clock.dateProvider)
/// let server = try HTTPServer.start(at: address, handler: RouteSet.combined([api.routeSet]))
/// ```
package final class RevenueCatAPI: Sendable {
  /// The store answered from.
  let store: StoreSimulator
  let publicKey: String
  let secretKey: String
  let limiter: RevenueCatRateLimiter
  /// Checks `POST /v1/receipts` tokens against the store's signing chain
  /// (nil: only unsigned Xcode-environment tokens are read).
  let receiptVerifier: JWSVerifier?

  /// An API over `store` accepting `keys`, limited by `limits` on the clock
  /// `now`; receipts are checked by `receiptVerifier` (`receiptVerifier(for:now:)`).
  package init(
    store: StoreSimulator, publicKey: String, secretKey: String,
    limits: RevenueCatRateLimits = .revenueCat, receiptVerifier: JWSVerifier? = nil,
    now: @escaping @Sendable () -> Date
  ) {
    self.store = store
    self.publicKey = publicKey
    self.secretKey = secretKey
    self.receiptVerifier = receiptVerifier
    limiter = RevenueCatRateLimiter(limits: limits, now: now)
  }

  /// A verifier trusting `chain`'s root: what a store signs its transactions
  /// with (`AppleNotificationSigner.chain(inState:)` for a store folder).
  ///
  /// - Throws: `SigningChainError` when libcrypto cannot be loaded.
  package static func receiptVerifier(for chain: SigningChain, now: @escaping @Sendable () -> Date)
    throws -> JWSVerifier
  {
    try JWSVerifier(rootCertificates: [chain.root], now: now)
  }

  /// The paths this API claims: everything under `/v1/` and `/v2/`.
  package static func claims(_ request: HTTPRequest) -> Bool {
    request.path.hasPrefix("/v1/") || request.path.hasPrefix("/v2/")
  }

  /// The API as one set of routes to serve.
  package var routeSet: RouteSet {
    RouteSet(
      name: "revenuecat", claims: Self.claims,
      handler: HTTPHandler(
        screen: { [self] request in screen(request) },
        respond: { [self] request in respond(request) }))
  }

  /// Every route, in match order.
  static let routes: [RevenueCatRoute] =
    v1Routes + promotionalRoutes + v2Routes + customerRoutes + metricsRoutes

  /// Refuses, before the body is read, a request that names no route or carries the wrong key.
  func screen(_ request: HTTPRequest) -> HTTPResponse? {
    switch resolve(request) {
    case .refused(let response): return response
    case .route: return nil
    }
  }

  /// Answers a whole request.
  func respond(_ request: HTTPRequest) -> HTTPResponse {
    switch resolve(request) {
    case .refused(let response):
      return response
    case .route(let route, let captures, let key):
      var headers: [(String, String)] = []
      switch limiter.take(route.domain, key: key) {
      case .unlimited: break
      case .allowed(let usage, let limit):
        headers = rateHeaders(usage: usage, limit: limit)
      case .limited(let usage, let limit, let retryAfter):
        var response =
          route.isV2
          ? RevenueCatErrorBody.v2(
            429, type: "rate_limit_error",
            "Rate limit exceeded: \(limit) requests a minute in \(route.domain.rawValue); "
              + "retry after \(retryAfter) s",
            retryable: true, backoffMilliseconds: retryAfter * 1000)
          : RevenueCatErrorBody.v1(
            429, code: BackendErrorCode.requestAlreadyInProgress.rawValue,
            "Rate limit exceeded: retry after \(retryAfter) s")
        response.headers =
          rateHeaders(usage: usage, limit: limit) + [("Retry-After", String(retryAfter))]
        return response
      }
      var response: HTTPResponse
      do {
        response = try route.answer(self, request, captures)
      } catch {
        response = Self.failure(error, isV2: route.isV2)
      }
      response.headers = headers + response.headers
      return response
    }
  }

  private func rateHeaders(usage: Int, limit: Int) -> [(String, String)] {
    [
      ("RevenueCat-Rate-Limit-Current-Usage", String(usage)),
      ("RevenueCat-Rate-Limit-Current-Limit", String(limit)),
    ]
  }

  private enum Resolution {
    case route(RevenueCatRoute, [String], key: String)
    case refused(HTTPResponse)
  }

  /// The route and key of a request, or the answer that refuses it.
  private func resolve(_ request: HTTPRequest) -> Resolution {
    let path = PathSegments(request.path)
    let isV2 = request.path.hasPrefix("/v2/")
    let matches = Self.routes.compactMap { route in
      path.match(segments: route.segments).map { (route, $0) }
    }
    guard !matches.isEmpty else {
      return .refused(
        isV2
          ? RevenueCatErrorBody.v2(404, type: "resource_missing", "No such route: \(request.path)")
          : RevenueCatErrorBody.v1(
            404, code: BackendErrorCode.badRequest.rawValue, "No such route: \(request.path)"))
    }
    guard let (route, captures) = matches.first(where: { $0.0.method == request.method }) else {
      let allowed = matches.map(\.0.method).joined(separator: ", ")
      var response =
        isV2
        ? RevenueCatErrorBody.v2(
          405, type: "invalid_request", "\(request.method) is not allowed here (\(allowed))")
        : RevenueCatErrorBody.v1(
          405, code: BackendErrorCode.badRequest.rawValue,
          "\(request.method) is not allowed here (\(allowed))")
      response.headers = [("Allow", allowed)]
      return .refused(response)
    }
    guard
      let kind = RevenueCatKeyKind.of(request, publicKey: publicKey, secretKey: secretKey)
    else {
      let message =
        request.header("authorization") == nil
        ? "Missing Authorization header: send 'Authorization: Bearer <API key>'"
        : "Invalid API key."
      return .refused(
        route.isV2
          ? RevenueCatErrorBody.v2(401, type: "authentication_error", message)
          : RevenueCatErrorBody.v1(401, code: BackendErrorCode.invalidAPIKey.rawValue, message))
    }
    switch (route.access, kind) {
    case (.publicOnly, .secret):
      return .refused(
        RevenueCatErrorBody.v1(
          403, code: 7243, "Secret API keys should not be used in your app."))
    case (.secretOnly, .public):
      return .refused(
        route.isV2
          ? RevenueCatErrorBody.v2(
            403, type: "authorization_error",
            "This endpoint needs a secret API key (sk_…); public app keys are for the SDK.")
          : RevenueCatErrorBody.v1(
            403, code: BackendErrorCode.invalidAPIKey.rawValue,
            "This endpoint needs a secret API key (sk_…); public app keys are for the SDK."))
    default:
      return .route(route, captures, key: kind == .secret ? secretKey : publicKey)
    }
  }
}
