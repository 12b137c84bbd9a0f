import Foundation
import HTTPCore
import StoreSimulator
import SubscriptionWire

extension AppStoreServerAPI {
  /// Extend a Subscription Renewal Date, the mass extension and its status,
  /// Set App Account Token, Send Consumption Information, Finish Transaction.
  static let writeRoutes: [AppStoreRoute] = [
    AppStoreRoute(method: "POST", pattern: "inApps/v1/subscriptions/extend/mass") {
      api, request, _ in try api.massExtend(request)
    },
    AppStoreRoute(method: "PUT", pattern: "inApps/v1/subscriptions/extend/*") {
      api, request, captures in
      try api.extend(try transactionID(captures[0], original: true), request)
    },
    AppStoreRoute(method: "GET", pattern: "inApps/v1/subscriptions/extend/mass/*/*") {
      api, _, captures in
      guard
        let outcome = try api.store.appleMassExtension(
          productID: captures[0], requestIdentifier: captures[1])
      else { throw AppStoreAPIError.statusRequestNotFound }
      return AppStoreAPIJSON.response(
        200,
        MassStatusAnswer(
          requestIdentifier: outcome.requestIdentifier, complete: true,
          completeDate: ISO8601.milliseconds(outcome.completeDate),
          succeededCount: outcome.succeededCount, failedCount: outcome.failedCount))
    },
    AppStoreRoute(method: "PUT", pattern: "inApps/v1/transactions/*/appAccountToken") {
      api, request, captures in
      let id = try transactionID(captures[0], original: true)
      let body = try AppStoreAPIJSON.body(AppAccountTokenRequest.self, of: request)
      guard let token = UUID(uuidString: body.appAccountToken) else {
        throw AppStoreAPIError.invalidAppAccountToken
      }
      do {
        try api.store.setAppleAppAccountToken(
          token.uuidString.lowercased(), originalTransactionID: id)
      } catch AppStoreAPIRefusal.unknownTransaction {
        throw AppStoreAPIError.originalTransactionIdNotFound
      }
      return AppStoreAPIJSON.empty(200)
    },
    AppStoreRoute(method: "PUT", pattern: "inApps/v2/transactions/consumption/*") {
      api, request, captures in
      let id = try transactionID(captures[0])
      let body = try ConsumptionRequest.checked(request)
      try api.store.recordAppleConsumption(body, transactionID: id)
      return AppStoreAPIJSON.empty(202)
    },
    AppStoreRoute(method: "POST", pattern: "inApps/v1/transactions/*/finish") {
      api, _, captures in
      try api.store.finishAppleTransaction(try transactionID(captures[0]))
      return AppStoreAPIJSON.empty(200)
    },
  ]

  /// The fields both extension requests share, checked as Apple checks them.
  static func checkedExtension(days: Int?, reason: Int?, request: String?) throws(AppStoreAPIError)
    -> (days: Int, reason: Int, request: String)
  {
    guard let days, (1...AppleRenewalExtension.maximumDays).contains(days) else {
      throw .invalidExtendByDays
    }
    guard let reason, (0...3).contains(reason) else { throw .invalidExtendReasonCode }
    guard let request, !request.isEmpty, request.count <= 128 else {
      throw .invalidRequestIdentifier
    }
    return (days, reason, request)
  }

  /// Extend a Subscription Renewal Date.
  func extend(_ originalID: String, _ request: HTTPRequest) throws -> HTTPResponse {
    let body = try AppStoreAPIJSON.body(ExtendRequest.self, of: request)
    let checked = try Self.checkedExtension(
      days: body.extendByDays, reason: body.extendReasonCode, request: body.requestIdentifier)
    let outcome: AppleRenewalExtension
    do {
      outcome = try store.extendAppleRenewalDate(
        originalTransactionID: originalID, days: checked.days, reason: checked.reason,
        requestIdentifier: checked.request)
    } catch AppStoreAPIRefusal.unknownTransaction {
      throw AppStoreAPIError.originalTransactionIdNotFound
    }
    return AppStoreAPIJSON.response(
      200,
      ExtendAnswer(
        originalTransactionId: outcome.originalTransactionId, success: true,
        effectiveDate: ISO8601.milliseconds(outcome.effectiveDate)))
  }

  /// Extend Subscription Renewal Dates for All Active Subscribers.
  func massExtend(_ request: HTTPRequest) throws -> HTTPResponse {
    let body = try AppStoreAPIJSON.body(MassExtendRequest.self, of: request)
    let checked = try Self.checkedExtension(
      days: body.extendByDays, reason: body.extendReasonCode, request: body.requestIdentifier)
    guard let productID = body.productId, !productID.isEmpty else {
      throw AppStoreAPIError.invalidProductId
    }
    let storefronts = body.storefrontCountryCodes ?? []
    guard
      storefronts.allSatisfy({ code in
        code.count == 3 && code.allSatisfy { $0.isASCII && $0.isLetter }
      })
    else { throw AppStoreAPIError.invalidStorefrontCountryCode }
    let outcome = try store.massExtendAppleRenewalDate(
      productID: productID, days: checked.days, reason: checked.reason,
      requestIdentifier: checked.request, storefronts: storefronts)
    return AppStoreAPIJSON.response(200, ["requestIdentifier": outcome.requestIdentifier])
  }
}

struct ExtendRequest: Decodable {
  var extendByDays: Int?
  var extendReasonCode: Int?
  var requestIdentifier: String?
}

struct MassExtendRequest: Decodable {
  var extendByDays: Int?
  var extendReasonCode: Int?
  var requestIdentifier: String?
  var storefrontCountryCodes: [String]?
  var productId: String?
}

struct ExtendAnswer: Encodable {
  var originalTransactionId: String
  var success: Bool
  var effectiveDate: Int64
}

struct MassStatusAnswer: Encodable {
  var requestIdentifier: String
  var complete: Bool
  var completeDate: Int64
  var succeededCount: Int
  var failedCount: Int
}

struct AppAccountTokenRequest: Decodable {
  var appAccountToken: String
}
