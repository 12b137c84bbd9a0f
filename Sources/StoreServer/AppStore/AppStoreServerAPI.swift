import AppleJWS
import Foundation
import HTTPCore
import StoreSimulator
import SubscriptionWire

/// Apple's App Store Server API answered from a simulated store's ledger,
/// under Apple's paths (`/inApps/…`): subscription statuses, transaction
/// history and info, refunds, order lookup, renewal-date extensions (single
/// and mass), test notifications, notification history, app account tokens,
/// consumption information and finishing transactions (docs/server.md).
///
/// Every request carries `Authorization: Bearer <JWT>` made with the store's
/// In-App Purchase key (ES256, `kid`, `iss`, `aud` `appstoreconnect-v1`,
/// `bid`, `exp` at most 60 minutes after `iat`), verified with OpenSSL
/// against the key on the wall clock `now`; anything else is 401. Signed
/// answers are signed by the store's chain, at store time. Writes go
/// through the simulator: one ledger transaction each, with their
/// notifications in the Apple outbox.
///
/// ```swift
/// let api = AppStoreServerAPI(store: store, key: key, signer: signer, now: clock.dateProvider)
/// let handler = RouteSet.combined([revenueCat.routeSet, api.routeSet])
/// ```
package final class AppStoreServerAPI: Sendable {
  /// The store answered from.
  let store: StoreSimulator
  /// The key tokens must be signed with.
  let key: InAppPurchaseKey
  /// Signs transactions, renewal info and notifications.
  let signer: AppleNotificationSigner
  /// The app every token must name (`bid`).
  let bundleId: String
  /// The wall clock tokens are judged on.
  let now: @Sendable () -> Date

  /// An API over `store` accepting tokens signed with `key`, judged at `now`.
  package init(
    store: StoreSimulator, key: InAppPurchaseKey, signer: AppleNotificationSigner,
    now: @escaping @Sendable () -> Date
  ) {
    self.store = store
    self.key = key
    self.signer = signer
    bundleId = store.appStoreApp.bundleId
    self.now = now
  }

  /// The paths this API claims: everything under `/inApps/`.
  package static func claims(_ request: HTTPRequest) -> Bool {
    request.path.hasPrefix("/inApps/")
  }

  /// The API as one set of routes to serve.
  package var routeSet: RouteSet {
    RouteSet(
      name: "appstore", claims: Self.claims,
      handler: HTTPHandler(
        screen: { [self] request in
          switch resolve(request) {
          case .refused(let response): response
          case .route: nil
          }
        },
        respond: { [self] request in respond(request) }))
  }

  /// Every route, in match order.
  static let routes: [AppStoreRoute] = readRoutes + notificationRoutes + writeRoutes

  /// Answers a whole request.
  func respond(_ request: HTTPRequest) -> HTTPResponse {
    switch resolve(request) {
    case .refused(let response):
      return response
    case .route(let route, let captures):
      do {
        return try route.answer(self, request, captures)
      } catch let error as AppStoreAPIError {
        return error.response
      } catch let refusal as AppStoreAPIRefusal {
        return Self.error(for: refusal).response
      } catch {
        var failure = AppStoreAPIError.generalInternal
        failure.message = "The store could not answer: \(error)"
        return failure.response
      }
    }
  }

  private enum Resolution {
    case route(AppStoreRoute, [String])
    case refused(HTTPResponse)
  }

  /// The route of a request, or the answer that refuses it (no route, the
  /// wrong method, no valid token).
  private func resolve(_ request: HTTPRequest) -> Resolution {
    let path = PathSegments(request.path)
    let matches = Self.routes.compactMap { route in path.match(route.pattern).map { (route, $0) } }
    guard !matches.isEmpty else {
      return .refused(.text(404, "Not Found: the App Store Server API has no \(request.path)\n"))
    }
    guard let (route, captures) = matches.first(where: { $0.0.method == request.method }) else {
      let allowed = matches.map(\.0.method).joined(separator: ", ")
      var response = HTTPResponse.text(405, "Method Not Allowed (\(allowed))\n")
      response.headers = [("Allow", allowed)]
      return .refused(response)
    }
    let header = request.header("authorization") ?? ""
    guard header.hasPrefix("Bearer ") else {
      return .refused(.text(401, "Unauthenticated: send 'Authorization: Bearer <JWT>'\n"))
    }
    do {
      try key.verifyBearerToken(String(header.dropFirst(7)), bundleId: bundleId, now: now())
    } catch {
      return .refused(.text(401, "Unauthenticated: \(error.reason)\n"))
    }
    return .route(route, captures)
  }

  /// Apple's error for a refusal from the store.
  static func error(for refusal: AppStoreAPIRefusal) -> AppStoreAPIError {
    switch refusal {
    case .unknownTransaction: .transactionIdNotFound
    case .notOriginalTransaction: .notOriginalTransactionId
    case .extensionIneligible: .extensionIneligible
    case .maximumExtensions: .maximumExtensions
    case .unknownProduct: .invalidProductId
    }
  }

  /// A transaction identifier from the path: Apple's are decimal digits.
  static func transactionID(_ text: String, original: Bool = false) throws(AppStoreAPIError)
    -> String
  {
    guard !text.isEmpty, text.count <= 32, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw original ? .invalidOriginalTransactionId : .invalidTransactionId
    }
    return text
  }

  /// The app and environment every list answer names.
  var app: (bundleId: String, appAppleId: Int64, environment: String) {
    (bundleId, store.appStoreApp.appAppleId, store.appleEnvironment.rawValue)
  }
}
