import AppStoreServer
import AppleJWS
import Foundation
import HTTPCore
import StoreServer
import StoreSimulator
import SubscriptionWire
import Testing

/// A store on a ledger file served as Apple's App Store Server API beside
/// RevenueCat's: in process (the handler the server runs) or on a loopback
/// port for real clients. Tokens are judged on the wall clock, as Apple's
/// clients make them; the store's own time stays where the test puts it.
final class AppleServedStore: Sendable {
  let served: ServedStore
  let key: InAppPurchaseKey
  let signer: AppleNotificationSigner
  let api: AppStoreServerAPI

  var store: StoreSimulator { served.store }
  var bundleId: String { store.appStoreApp.bundleId }

  init() throws {
    served = try ServedStore()
    try LibCrypto.load()
    key = try InAppPurchaseKey.loadOrIssue(
      in: AppleNotificationSigner.appleFolder(inState: served.folder))
    signer = try AppleNotificationSigner(
      stateFolder: served.folder, environment: served.store.appleEnvironment)
    api = AppStoreServerAPI(store: served.store, key: key, signer: signer, now: { Date() })
  }

  /// Both APIs, as `subkit-server store` serves them.
  var handler: HTTPHandler { RouteSet.combined([served.api.routeSet, api.routeSet]) }

  /// A good bearer token for this store.
  func token() throws -> String {
    try key.bearerToken(bundleId: bundleId, issuedAt: Date())
  }

  /// Answers a request as the server does: screened, then answered whole.
  func call(
    _ method: String, _ path: String, token: String?, body: String? = nil,
    query: [String: [String]] = [:]
  ) -> HTTPResponse {
    var headers: [String: String] = [:]
    if let token { headers["authorization"] = "Bearer \(token)" }
    var request = HTTPRequest(
      method: method, path: path, query: query.compactMapValues(\.last), headers: headers,
      queryValues: query)
    if let early = handler.screen(request) { return early }
    request.body = Data((body ?? "").utf8)
    return handler.respond(request)
  }

  /// Answers with a fresh good token.
  func call(
    _ method: String, _ path: String, body: String? = nil, query: [String: [String]] = [:]
  ) throws -> HTTPResponse {
    call(method, path, token: try token(), body: body, query: query)
  }

  /// The server on a free loopback port.
  func start() throws -> HTTPServer {
    try HTTPServer.start(
      at: try BindAddress(host: "127.0.0.1", port: 0), requestDeadline: 10, handler: handler)
  }

  /// Our verifier, trusting the store's root.
  func verifier() throws -> SignedDataVerifier {
    try SignedDataVerifier(
      rootCertificates: [try #require(signer.chain).root.der], bundleId: bundleId,
      appAppleId: store.appStoreApp.appAppleId, environment: store.appleEnvironment)
  }

  /// What the ledger holds that a refused request must leave alone.
  func fingerprint() throws -> String {
    let notifications = try store.appleNotifications(limit: 100_000)
    let events = try store.webhookEvents(limit: 100_000)
    let states = try store.appleSubscriptionStates(of: "2000000000000001") ?? []
    return "\(notifications.count) \(events.count) "
      + states.map { "\($0.originalTransactionId):\($0.transaction.expiresDate ?? 0)" }
      .joined(separator: ",")
  }
}
