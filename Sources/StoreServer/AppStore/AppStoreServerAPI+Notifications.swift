import AppleJWS
import Foundation
import HTTPCore
import StoreSimulator
import SubscriptionWire

extension AppStoreServerAPI {
  /// How many notifications a history page holds (Apple's 20).
  static let notificationPageSize = 20
  /// How far back Get Notification History reaches (Apple keeps 180 days).
  static let notificationHistoryDays: TimeInterval = 180

  /// Request a Test Notification and its status, Get Notification History.
  static let notificationRoutes: [AppStoreRoute] = [
    AppStoreRoute(method: "POST", pattern: "inApps/v1/notifications/test") { api, _, _ in
      let notification = try api.store.requestTestNotification()
      return AppStoreAPIJSON.response(
        200,
        [
          "testNotificationToken":
            "\(notification.payload.notificationUUID)_\(notification.payload.signedDate)"
        ])
    },
    AppStoreRoute(method: "GET", pattern: "inApps/v1/notifications/test/*") { api, _, captures in
      try api.testNotificationStatus(token: captures[0])
    },
    AppStoreRoute(method: "POST", pattern: "inApps/v1/notifications/history") {
      api, request, _ in try api.notificationHistory(request)
    },
  ]

  /// Get Test Notification Status: the token names the notification (its
  /// UUID, whose last group is its outbox sequence, and its signed date).
  func testNotificationStatus(token: String) throws -> HTTPResponse {
    let parts = token.split(separator: "_")
    guard parts.count == 2, let signedDate = Int64(parts[1]),
      let last = parts[0].split(separator: "-").last, let sequence = Int64(last)
    else { throw AppStoreAPIError.invalidTestNotificationToken }
    guard let (notification, attempts) = try store.appleNotification(sequence: sequence),
      notification.payload.notificationUUID == parts[0],
      notification.payload.signedDate == signedDate,
      notification.payload.notificationType == AppleNotificationType.test
    else { throw AppStoreAPIError.testNotificationNotFound }
    return AppStoreAPIJSON.response(
      200,
      HistoryItem(
        signedPayload: try signer.signedPayload(for: notification),
        sendAttempts: attempts.map(SendAttempt.init)))
  }

  /// Get Notification History: the body's date range and filters, paged by
  /// `paginationToken`.
  func notificationHistory(_ request: HTTPRequest) throws -> HTTPResponse {
    let body = try AppStoreAPIJSON.body(HistoryRequest.self, of: request)
    guard let startMs = body.startDate, startMs >= 0 else {
      throw AppStoreAPIError.invalidStartDate
    }
    guard let endMs = body.endDate, endMs >= 0 else { throw AppStoreAPIError.invalidEndDate }
    guard startMs < endMs else { throw AppStoreAPIError.startDateAfterEndDate }
    let storeNow = try store.appleAPINow()
    let earliest = storeNow.addingTimeInterval(-Self.notificationHistoryDays * 86_400)
    guard startMs >= ISO8601.milliseconds(earliest) else {
      throw AppStoreAPIError.startDateTooFarInPast
    }
    if let type = body.notificationType {
      guard Self.notificationTypes.contains(type) else {
        throw AppStoreAPIError.invalidNotificationType
      }
    } else if body.notificationSubtype != nil {
      throw AppStoreAPIError.invalidNotificationType
    }
    if let subtype = body.notificationSubtype, !Self.notificationSubtypes.contains(subtype) {
      throw AppStoreAPIError.invalidNotificationType
    }
    if body.notificationType != nil, body.transactionId != nil {
      throw AppStoreAPIError.multipleFilters
    }
    var query = AppleNotificationQuery(
      start: ISO8601.date(milliseconds: startMs), end: ISO8601.date(milliseconds: endMs))
    query.notificationType = body.notificationType
    query.subtype = body.notificationSubtype
    query.transactionID = try body.transactionId.map { try Self.transactionID($0) }
    query.onlyFailures = body.onlyFailures ?? false
    query.limit = Self.notificationPageSize
    if let token = request.query["paginationToken"] {
      guard let data = Base64URL.decode(Substring(token)),
        let text = String(data: data, encoding: .utf8), text.hasPrefix("n:"),
        let sequence = Int64(text.dropFirst(2)), sequence >= 0
      else { throw AppStoreAPIError.invalidPaginationToken }
      query.afterSequence = sequence
    }
    let found = try store.appleNotificationHistory(query)
    let page = found.prefix(Self.notificationPageSize)
    let hasMore = found.count > page.count
    return AppStoreAPIJSON.response(
      200,
      HistoryPage(
        paginationToken: hasMore
          ? page.last.map { Base64URL.encode(Data("n:\($0.notification.sequence)".utf8)) } : nil,
        hasMore: hasMore,
        notificationHistory: try page.map {
          HistoryItem(
            signedPayload: try signer.signedPayload(for: $0.notification),
            sendAttempts: $0.attempts.map(SendAttempt.init))
        }))
  }

  /// The notification types Apple's history accepts as a filter.
  static let notificationTypes: Set<String> = [
    "SUBSCRIBED", "DID_CHANGE_RENEWAL_PREF", "DID_CHANGE_RENEWAL_STATUS", "OFFER_REDEEMED",
    "DID_RENEW", "EXPIRED", "DID_FAIL_TO_RENEW", "GRACE_PERIOD_EXPIRED", "PRICE_INCREASE",
    "REFUND", "REFUND_DECLINED", "CONSUMPTION_REQUEST", "RENEWAL_EXTENDED", "REVOKE", "TEST",
    "RENEWAL_EXTENSION", "REFUND_REVERSED", "EXTERNAL_PURCHASE_TOKEN", "ONE_TIME_CHARGE",
  ]

  /// The subtypes Apple's history accepts as a filter.
  static let notificationSubtypes: Set<String> = [
    "INITIAL_BUY", "RESUBSCRIBE", "DOWNGRADE", "UPGRADE", "AUTO_RENEW_ENABLED",
    "AUTO_RENEW_DISABLED", "VOLUNTARY", "BILLING_RETRY", "PRICE_INCREASE", "GRACE_PERIOD",
    "PENDING", "ACCEPTED", "BILLING_RECOVERY", "PRODUCT_NOT_FOR_SALE", "SUMMARY", "FAILURE",
    "UNREPORTED",
  ]
}

/// Get Notification History's request body.
struct HistoryRequest: Decodable {
  var startDate: Int64?
  var endDate: Int64?
  var notificationType: String?
  var notificationSubtype: String?
  var transactionId: String?
  var onlyFailures: Bool?
}

struct HistoryPage: Encodable {
  var paginationToken: String?
  var hasMore: Bool
  var notificationHistory: [HistoryItem]
}

struct HistoryItem: Encodable {
  var signedPayload: String
  var sendAttempts: [SendAttempt]
}

struct SendAttempt: Encodable {
  var attemptDate: Int64
  var sendAttemptResult: String

  init(_ attempt: AppleSendAttempt) {
    attemptDate = ISO8601.milliseconds(attempt.attemptDate)
    sendAttemptResult = attempt.result
  }
}
