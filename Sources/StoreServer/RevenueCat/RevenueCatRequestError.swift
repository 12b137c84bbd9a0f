import Foundation
import HTTPCore
import StoreSimulator
import SubscriptionKit

/// A request the API refuses, with RevenueCat's answer for it: the HTTP
/// status, v1's numeric code and v2's error type.
struct RevenueCatRequestError: Error, Sendable {
  var status: Int
  var code: BackendErrorCode
  var type: String
  var message: String

  /// A 400 for a body or parameter that is not what the route takes.
  static func badRequest(_ message: String, code: BackendErrorCode = .badRequest) -> Self {
    Self(status: 400, code: code, type: "parameter_error", message: message)
  }

  /// A 404 for a customer or object the ledger does not hold.
  static func missing(_ message: String) -> Self {
    Self(
      status: 404, code: .subscriptionNotFoundForCustomer, type: "resource_missing",
      message: message)
  }

  /// The answer, in v1's or v2's error shape.
  func response(isV2: Bool) -> HTTPResponse {
    isV2
      ? RevenueCatErrorBody.v2(status, type: type, message)
      : RevenueCatErrorBody.v1(status, code: code.rawValue, message)
  }
}

extension RevenueCatAPI {
  /// The answer for an error a route threw: ours as they are; the store's
  /// refusals (an invalid app user ID, an unknown product) as 400s; a ledger
  /// that cannot be written as RevenueCat's retryable 500.
  static func failure(_ error: any Error, isV2: Bool) -> HTTPResponse {
    if let error = error as? RevenueCatRequestError { return error.response(isV2: isV2) }
    if let error = error as? PurchaseError {
      let code: BackendErrorCode =
        switch error.code {
        case .invalidAppUserIdError: .invalidAppUserId
        case .productNotAvailableForPurchaseError: .invalidReceiptToken
        case .invalidSubscriberAttributesError: .invalidSubscriberAttributes
        default: .badRequest
        }
      return RevenueCatRequestError.badRequest(error.detail ?? error.code.description, code: code)
        .response(isV2: isV2)
    }
    if let error = error as? StoreSimulatorError, error.code != .ledger {
      let code: BackendErrorCode =
        error.code == .invalidAttribute ? .invalidSubscriberAttributes : .badRequest
      var refusal = RevenueCatRequestError.badRequest(error.message, code: code)
      if error.code == .unknownEntitlement || error.code == .unknownProduct {
        refusal.status = 404
        refusal.type = "resource_missing"
      }
      return refusal.response(isV2: isV2)
    }
    let message = "The store could not answer: \(error)"
    return isV2
      ? RevenueCatErrorBody.v2(
        500, type: "server_error", message, retryable: true, backoffMilliseconds: 1000)
      : RevenueCatErrorBody.v1(500, code: BackendErrorCode.internalServerError.rawValue, message)
  }

  /// An app user ID as the API takes it: trimmed and not empty (the SDK's
  /// rule), and not a deleted customer's tombstone (`DeletedCustomer`).
  ///
  /// - Throws: `PurchaseError` `.invalidAppUserIdError` (400, code 7256).
  static func appUserID(_ text: String) throws -> String {
    let id = try AppUserID.validated(text)
    guard !DeletedCustomer.isTombstone(id) else {
      throw PurchaseError(
        .invalidAppUserIdError,
        detail: "App user IDs starting with '\(DeletedCustomer.prefix)' are reserved "
          + "for deleted customers' history.")
    }
    return id
  }

  /// The request's body as a JSON object.
  ///
  /// - Throws: `RevenueCatRequestError` (400) when it is not one.
  static func object(_ request: HTTPRequest) throws -> [String: JSONValue] {
    guard let value = try? JSONDecoder().decode(JSONValue.self, from: request.body),
      case .object(let object) = value
    else {
      throw RevenueCatRequestError.badRequest("The request body must be a JSON object.")
    }
    return object
  }

  /// A required string member of a body.
  static func string(_ object: [String: JSONValue], _ name: String) throws -> String {
    guard case .string(let text)? = object[name], !text.isEmpty else {
      throw RevenueCatRequestError.badRequest("'\(name)' is required and must be a string.")
    }
    return text
  }
}
