import AppleJWS
import Foundation
import HTTPCore
import StoreSimulator
import SubscriptionWire

extension AppStoreServerAPI {
  /// How many transactions a history or refund page holds (Apple's 20).
  static let pageSize = 20

  /// Get All Subscription Statuses, Get Transaction History v2, Get
  /// Transaction Info, Get Refund History, Look Up Order ID.
  static let readRoutes: [AppStoreRoute] = [
    AppStoreRoute(method: "GET", pattern: "inApps/v1/subscriptions/*") { api, request, captures in
      try api.subscriptionStatuses(of: try transactionID(captures[0]), request: request)
    },
    AppStoreRoute(method: "GET", pattern: "inApps/v2/history/*") { api, request, captures in
      try api.transactionHistory(of: try transactionID(captures[0]), request: request)
    },
    AppStoreRoute(method: "GET", pattern: "inApps/v1/transactions/*") { api, _, captures in
      guard let transaction = try api.store.appleTransaction(try transactionID(captures[0])) else {
        throw AppStoreAPIError.transactionIdNotFound
      }
      return AppStoreAPIJSON.response(
        200, ["signedTransactionInfo": try api.signer.sign(transaction)])
    },
    AppStoreRoute(method: "GET", pattern: "inApps/v2/refund/lookup/*") { api, request, captures in
      guard
        let all = try api.store.appleCustomerTransactions(of: try transactionID(captures[0]))
      else { throw AppStoreAPIError.transactionIdNotFound }
      let refunded = all.filter { $0.revocationDate != nil }
        .sorted {
          ($0.revocationDate ?? 0, $0.transactionId) < ($1.revocationDate ?? 0, $1.transactionId)
        }
      let page = try Page(refunded, after: request.query["revision"], size: pageSize)
      return AppStoreAPIJSON.response(
        200,
        RefundHistoryAnswer(
          signedTransactions: try page.items.map { try api.signer.sign($0) },
          revision: page.revision, hasMore: page.hasMore))
    },
    AppStoreRoute(method: "GET", pattern: "inApps/v1/lookup/*") { api, _, captures in
      let found = try AppleOrderID.transactionID(of: captures[0]).flatMap {
        try api.store.appleTransaction($0)
      }
      return AppStoreAPIJSON.response(
        200,
        OrderLookupAnswer(
          status: found == nil ? 1 : 0,
          signedTransactions: try found.map { [try api.signer.sign($0)] } ?? []))
    },
  ]

  /// Get All Subscription Statuses, with its optional `status` filters.
  func subscriptionStatuses(of transactionID: String, request: HTTPRequest) throws
    -> HTTPResponse
  {
    var wanted: Set<Int>? = nil
    if let values = request.queryValues["status"] {
      wanted = []
      for value in values {
        guard let status = Int(value), (1...5).contains(status) else {
          throw AppStoreAPIError.invalidStatus
        }
        wanted?.insert(status)
      }
    }
    guard let states = try store.appleSubscriptionStates(of: transactionID) else {
      throw AppStoreAPIError.transactionIdNotFound
    }
    var groups: [String] = []
    var byGroup: [String: [LastTransaction]] = [:]
    for state in states where wanted?.contains(state.status.rawValue) ?? true {
      if byGroup[state.subscriptionGroupIdentifier] == nil {
        groups.append(state.subscriptionGroupIdentifier)
      }
      byGroup[state.subscriptionGroupIdentifier, default: []].append(
        LastTransaction(
          status: state.status.rawValue, originalTransactionId: state.originalTransactionId,
          signedTransactionInfo: try signer.sign(state.transaction),
          signedRenewalInfo: try signer.sign(state.renewalInfo)))
    }
    return AppStoreAPIJSON.response(
      200,
      StatusAnswer(
        environment: app.environment, appAppleId: app.appAppleId, bundleId: app.bundleId,
        data: groups.map {
          GroupStatus(subscriptionGroupIdentifier: $0, lastTransactions: byGroup[$0] ?? [])
        }))
  }

  /// Get Transaction History v2: the customer's transactions, filtered,
  /// sorted and paged by `revision`.
  func transactionHistory(of transactionID: String, request: HTTPRequest) throws -> HTTPResponse {
    let filter = try HistoryFilter(request)
    guard let all = try store.appleCustomerTransactions(of: transactionID) else {
      throw AppStoreAPIError.transactionIdNotFound
    }
    var chosen = all.filter(filter.includes)
    if filter.isDescending { chosen.reverse() }
    let page = try Page(chosen, after: request.query["revision"], size: Self.pageSize)
    return AppStoreAPIJSON.response(
      200,
      HistoryAnswer(
        revision: page.revision, hasMore: page.hasMore, bundleId: app.bundleId,
        appAppleId: app.appAppleId, environment: app.environment,
        signedTransactions: try page.items.map { try signer.sign($0) }))
  }
}

/// One page of transactions after a `revision` token (the last transaction
/// of the page before), and the token for the next.
struct Page {
  var items: [AppleTransactionPayload]
  var revision: String
  var hasMore: Bool

  init(_ all: [AppleTransactionPayload], after revision: String?, size: Int)
    throws(AppStoreAPIError)
  {
    var start = 0
    if let revision {
      guard let data = Base64URL.decode(Substring(revision)),
        let last = String(data: data, encoding: .utf8), last.hasPrefix("t:"),
        let index = all.firstIndex(where: { $0.transactionId == last.dropFirst(2) })
      else { throw .invalidRevision }
      start = index + 1
    }
    items = Array(all[start..<min(all.count, start + size)])
    hasMore = start + size < all.count
    let last = items.last?.transactionId ?? (start > 0 ? all[start - 1].transactionId : "")
    self.revision = Base64URL.encode(Data("t:\(last)".utf8))
  }
}

struct StatusAnswer: Encodable {
  var environment: String
  var appAppleId: Int64
  var bundleId: String
  var data: [GroupStatus]
}

struct GroupStatus: Encodable {
  var subscriptionGroupIdentifier: String
  var lastTransactions: [LastTransaction]
}

struct LastTransaction: Encodable {
  var status: Int
  var originalTransactionId: String
  var signedTransactionInfo: String
  var signedRenewalInfo: String
}

struct HistoryAnswer: Encodable {
  var revision: String
  var hasMore: Bool
  var bundleId: String
  var appAppleId: Int64
  var environment: String
  var signedTransactions: [String]
}

struct RefundHistoryAnswer: Encodable {
  var signedTransactions: [String]
  var revision: String
  var hasMore: Bool
}

struct OrderLookupAnswer: Encodable {
  var status: Int
  var signedTransactions: [String]
}
