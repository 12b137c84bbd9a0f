import AppleJWS
import Foundation
import SubscriptionWire

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A small client for the App Store Server API, with the base URL a
/// parameter (Apple's own libraries hard-code Apple's hosts), so a server's
/// tests can point it at a simulated store (`subkit-server store`).
///
/// Every request carries a fresh bearer token signed with the In-App Purchase
/// key (`InAppPurchaseKey.bearerToken`); the token's `iat` comes from the
/// injected `now`. Answers are returned as JSON objects; an error answer is
/// `AppStoreServerAPIError` with Apple's `errorCode`.
///
/// ```swift
/// let client = AppStoreServerClient(
///   baseURL: URL(string: "https://api.storekit-sandbox.apple.com")!, key: key,
///   bundleId: "com.example.invoiceapp", now: { clock.now() })
/// let statuses = try await client.allSubscriptionStatuses(transactionId: "2000000000000001")
/// ```
public struct AppStoreServerClient: Sendable {
  /// Apple's production host.
  public static let productionURL = URL(string: "https://api.storekit.apple.com")
  /// Apple's sandbox host.
  public static let sandboxURL = URL(string: "https://api.storekit-sandbox.apple.com")

  /// Where requests go.
  public let baseURL: URL
  /// The key tokens are signed with.
  public let key: InAppPurchaseKey
  /// The app (`bid` in tokens).
  public let bundleId: String
  private let now: @Sendable () -> Date

  /// A client of the API at `baseURL`.
  public init(
    baseURL: URL, key: InAppPurchaseKey, bundleId: String, now: @escaping @Sendable () -> Date
  ) {
    self.baseURL = baseURL
    self.key = key
    self.bundleId = bundleId
    self.now = now
  }

  /// Get All Subscription Statuses (`status`: only subscriptions with these, 1–5).
  public func allSubscriptionStatuses(transactionId: String, status: [Int] = []) async throws
    -> [String: Any]
  {
    try await request(
      "GET", "/inApps/v1/subscriptions/\(transactionId)",
      query: status.map { URLQueryItem(name: "status", value: String($0)) })
  }

  /// Get Transaction History v2 (one page; pass the answer's `revision` for
  /// the next, with the same `filters`: `startDate`, `endDate`, `productId`,
  /// `productType`, `sort`, `subscriptionGroupIdentifier`,
  /// `inAppOwnershipType`, `revoked`, each name repeatable).
  public func transactionHistory(
    transactionId: String, revision: String? = nil, filters: [URLQueryItem] = []
  ) async throws -> [String: Any] {
    try await request(
      "GET", "/inApps/v2/history/\(transactionId)",
      query: (revision.map { [URLQueryItem(name: "revision", value: $0)] } ?? []) + filters)
  }

  /// Get Transaction Info.
  public func transactionInfo(transactionId: String) async throws -> [String: Any] {
    try await request("GET", "/inApps/v1/transactions/\(transactionId)")
  }

  /// Get Refund History (one page; pass the answer's `revision` for the next).
  public func refundHistory(transactionId: String, revision: String? = nil) async throws
    -> [String: Any]
  {
    try await request(
      "GET", "/inApps/v2/refund/lookup/\(transactionId)",
      query: revision.map { [URLQueryItem(name: "revision", value: $0)] } ?? [])
  }

  /// Look Up Order ID (`status` 0 valid with its `signedTransactions`, 1 invalid).
  public func lookUpOrderId(_ orderId: String) async throws -> [String: Any] {
    try await request("GET", "/inApps/v1/lookup/\(orderId)")
  }

  /// Extend a Subscription Renewal Date by `days` (1–90); `reason` 0
  /// undeclared, 1 customer satisfaction, 2 other, 3 service issue.
  public func extendRenewalDate(
    originalTransactionId: String, days: Int, reason: Int, requestIdentifier: String
  ) async throws -> [String: Any] {
    let body: [String: Any] = [
      "extendByDays": days, "extendReasonCode": reason, "requestIdentifier": requestIdentifier,
    ]
    return try await request(
      "PUT", "/inApps/v1/subscriptions/extend/\(originalTransactionId)",
      body: try JSONSerialization.data(withJSONObject: body))
  }

  /// Extend Subscription Renewal Dates for All Active Subscribers of `productId`.
  public func extendRenewalDateForAllActiveSubscribers(
    productId: String, days: Int, reason: Int, requestIdentifier: String,
    storefrontCountryCodes: [String]? = nil
  ) async throws -> [String: Any] {
    var body: [String: Any] = [
      "productId": productId, "extendByDays": days, "extendReasonCode": reason,
      "requestIdentifier": requestIdentifier,
    ]
    body["storefrontCountryCodes"] = storefrontCountryCodes
    return try await request(
      "POST", "/inApps/v1/subscriptions/extend/mass",
      body: try JSONSerialization.data(withJSONObject: body))
  }

  /// Get Status of Subscription Renewal Date Extensions.
  public func renewalExtensionStatus(productId: String, requestIdentifier: String) async throws
    -> [String: Any]
  {
    try await request(
      "GET", "/inApps/v1/subscriptions/extend/mass/\(productId)/\(requestIdentifier)")
  }

  /// Request a Test Notification (answers its `testNotificationToken`).
  public func requestTestNotification() async throws -> [String: Any] {
    try await request("POST", "/inApps/v1/notifications/test")
  }

  /// Get Test Notification Status: its `signedPayload` and `sendAttempts`.
  public func testNotificationStatus(token: String) async throws -> [String: Any] {
    try await request("GET", "/inApps/v1/notifications/test/\(token)")
  }

  /// Get Notification History (one page; pass the answer's `paginationToken`
  /// for the next). Give `notificationType` (and `subtype`) or `transactionId`, not both.
  public func notificationHistory(
    startDate: Date, endDate: Date, notificationType: String? = nil, subtype: String? = nil,
    transactionId: String? = nil, onlyFailures: Bool = false, paginationToken: String? = nil
  ) async throws -> [String: Any] {
    var body: [String: Any] = [
      "startDate": Int64((startDate.timeIntervalSince1970 * 1000).rounded()),
      "endDate": Int64((endDate.timeIntervalSince1970 * 1000).rounded()),
      "onlyFailures": onlyFailures,
    ]
    body["notificationType"] = notificationType
    body["notificationSubtype"] = subtype
    body["transactionId"] = transactionId
    return try await request(
      "POST", "/inApps/v1/notifications/history",
      query: paginationToken.map { [URLQueryItem(name: "paginationToken", value: $0)] } ?? [],
      body: try JSONSerialization.data(withJSONObject: body))
  }

  /// Set App Account Token on the purchase whose original transaction is `originalTransactionId`.
  public func setAppAccountToken(originalTransactionId: String, token: UUID) async throws {
    _ = try await request(
      "PUT", "/inApps/v1/transactions/\(originalTransactionId)/appAccountToken",
      body: try JSONSerialization.data(withJSONObject: ["appAccountToken": token.uuidString]))
  }

  /// Send Consumption Information (v2): `customerConsented`,
  /// `sampleContentProvided`, `deliveryStatus`, and optionally
  /// `consumptionPercentage` and `refundPreference`.
  public func sendConsumptionInformation(transactionId: String, information: [String: Any])
    async throws
  {
    _ = try await request(
      "PUT", "/inApps/v2/transactions/consumption/\(transactionId)",
      body: try JSONSerialization.data(withJSONObject: information))
  }

  /// Finish Transaction.
  public func finishTransaction(transactionId: String) async throws {
    _ = try await request("POST", "/inApps/v1/transactions/\(transactionId)/finish")
  }

  /// Sends one request and decodes its JSON answer.
  ///
  /// - Throws: `AppStoreServerAPIError` for an error answer or no answer.
  public func request(
    _ method: String, _ path: String, query: [URLQueryItem] = [], body: Data? = nil
  ) async throws -> [String: Any] {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
      throw AppStoreServerAPIError(httpStatus: 0, errorCode: nil, message: "bad base URL")
    }
    components.path = components.path.trimmingSuffix("/") + path
    if !query.isEmpty { components.queryItems = query }
    guard let url = components.url else {
      throw AppStoreServerAPIError(httpStatus: 0, errorCode: nil, message: "bad path \(path)")
    }
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.httpBody = body
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue(
      "Bearer " + (try key.bearerToken(bundleId: bundleId, issuedAt: now())),
      forHTTPHeaderField: "Authorization")
    let (data, response): (Data, URLResponse)
    do {
      (data, response) = try await URLSession.shared.data(for: request)
    } catch {
      throw AppStoreServerAPIError(
        httpStatus: 0, errorCode: nil, message: "no answer: \(error.localizedDescription)")
    }
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    guard (200..<300).contains(status) else {
      throw AppStoreServerAPIError(
        httpStatus: status, errorCode: (object?["errorCode"] as? NSNumber)?.int64Value,
        message: object?["errorMessage"] as? String ?? "HTTP \(status)")
    }
    return object ?? [:]
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
