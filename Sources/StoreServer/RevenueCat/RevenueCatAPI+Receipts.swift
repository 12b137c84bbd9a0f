import AppleJWS
import Foundation
import HTTPCore
import StoreSimulator
import SubscriptionKit
import SubscriptionWire

/// `POST /v1/receipts`: a purchase the app made, recorded from its `fetch_token`.
extension RevenueCatAPI {
  /// Records the purchase a StoreKit 2 signed transaction (`fetch_token`, a
  /// compact JWS) names for `app_user_id` and answers the subscriber.
  ///
  /// The token's payload is decoded for its `productId` and `transactionId`
  /// and checked first (`checkSignature`): signed by the store's own chain,
  /// for the store's app, or an unsigned Xcode one. A transaction the ledger
  /// already holds is not bought again; any other is bought now through the
  /// simulator (`presented_offering_identifier` kept), with its webhooks.
  func postReceipt(_ request: HTTPRequest) throws -> HTTPResponse {
    guard let platform = request.header("x-platform"), !platform.isEmpty else {
      throw RevenueCatRequestError.badRequest(
        "The X-Platform header is required (ios, macos, …).", code: .invalidPlatform)
    }
    let body = try Self.object(request)
    let id = try RevenueCatAPI.appUserID(try Self.string(body, "app_user_id"))
    let token = try Self.string(body, "fetch_token")
    let transaction = try Self.signedTransaction(token)
    try checkSignature(token, transaction)
    guard case .string(let productID)? = transaction["productId"] ?? body["product_id"] else {
      throw RevenueCatRequestError.badRequest(
        "The fetch_token's transaction names no productId.", code: .invalidReceiptToken)
    }
    var offering: String?
    if case .string(let text)? = body["presented_offering_identifier"] { offering = text }
    let known: Bool
    switch transaction["transactionId"] {
    case .string(let text)?: known = store.hasTransaction(text)
    case .number(let number)?: known = store.hasTransaction(String(Int64(number)))
    default: known = false
    }
    _ = try store.ensureCustomer(id)
    if !known {
      try store.purchase(productID: productID, for: id, offeringID: offering)
    }
    return subscriberDocument(id, status: 200)
  }

  /// The payload of a compact JWS (`header.payload.signature`) as a JSON object.
  ///
  /// - Throws: `RevenueCatRequestError` (400, code 7103) for anything else:
  ///   an App Store receipt (StoreKit 1) is not read here.
  static func signedTransaction(_ token: String) throws -> [String: JSONValue] {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, let data = base64URLDecoded(String(parts[1])),
      case .object(let payload)? = try? JSONDecoder().decode(JSONValue.self, from: data)
    else {
      throw RevenueCatRequestError.badRequest(
        "fetch_token must be a StoreKit 2 signed transaction (a compact JWS); "
          + "StoreKit 1 receipts are not read by the simulator.",
        code: .invalidReceiptToken)
    }
    return payload
  }

  /// Refuses (400, code 7103) a signed transaction this store did not sign.
  ///
  /// As Apple's `SignedDataVerifier` does: an `Xcode` or `LocalTesting`
  /// transaction is not signed and is read as it is; any other must carry an
  /// `x5c` chain to the store's root (`<state>/apple/chain`), valid at the
  /// payload's `signedDate`, with the leaf's ES256 signature over exactly these
  /// bytes, and name the store's bundle id. A tampered payload, another
  /// chain's signature (Apple's own included: the simulator cannot have
  /// bought it) or an unsigned Sandbox token is refused; nothing is written.
  func checkSignature(_ token: String, _ payload: [String: JSONValue]) throws {
    let environment = payload["environment"]?.stringValue
    if environment == AppleEnvironment.xcode.rawValue
      || environment == AppleEnvironment.localTesting.rawValue
    {
      return
    }
    guard let receiptVerifier else {
      throw RevenueCatRequestError.badRequest(
        "This server has no store signing chain to check fetch_token against; only "
          + "Xcode-environment transactions are read.", code: .invalidReceiptToken)
    }
    do {
      // `signedDate` is milliseconds since 1970; one that is not a whole
      // number in range is left out and the chain judged at the verifier's now.
      if let signed = payload["signedDate"]?.doubleValue.flatMap({ Int64(exactly: $0) }) {
        _ = try receiptVerifier.verify(token, at: ISO8601.date(milliseconds: signed))
      } else {
        _ = try receiptVerifier.verify(token)
      }
    } catch {
      throw RevenueCatRequestError.badRequest(
        "fetch_token is not a transaction this store signed: \(error.description)",
        code: .invalidReceiptToken)
    }
    let bundleID = store.project.appStoreApp.bundleId
    guard payload["bundleId"]?.stringValue == bundleID else {
      throw RevenueCatRequestError.badRequest(
        "fetch_token's transaction is for bundle id "
          + "'\(payload["bundleId"]?.stringValue ?? "none")', not this store's '\(bundleID)'.",
        code: .invalidReceiptToken)
    }
  }

  /// Base64url without padding, as JWS writes it.
  static func base64URLDecoded(_ text: String) -> Data? {
    var base64 = text.replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    while base64.count % 4 != 0 { base64 += "=" }
    return Data(base64Encoded: base64)
  }
}
