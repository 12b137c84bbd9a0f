import Foundation

/// A RevenueCat backend error code — the `code` of an error body such as
/// `{"code": 7225, "message": "Invalid API key."}` — and the `ErrorCode` it
/// means, exactly as RevenueCat's SDK maps it (`BackendErrorCode.swift`).
///
/// Any backend that speaks RevenueCat's API (a REST backend, the simulator
/// served over HTTP) turns its error bodies into `PurchaseError`s through this
/// one table, so users see the same code whichever backend they run:
///
/// ```swift
/// let code = BackendErrorCode(code: body["code"])       // 7225, or "7225"
/// throw PurchaseError(backendCode: code, message: body["message"]?.stringValue)
/// ```
public struct BackendErrorCode: RawRepresentable, Sendable, Hashable, Codable,
  CustomStringConvertible
{
  /// The backend's number (`-1` when the body carried none).
  public let rawValue: Int

  /// The code with this number.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The code an error body carries: a number or a numeric string, as
  /// RevenueCat's backend sends either; anything else is `.unknownBackendError`.
  public init(code: JSONValue?) {
    switch code {
    case .number(let number) where number == number.rounded() && abs(number) < 1e15:
      self.init(rawValue: Int(number))
    case .string(let text):
      self.init(rawValue: Int(text.trimmingCharacters(in: .whitespaces)) ?? -1)
    default:
      self.init(rawValue: -1)
    }
  }

  /// "7225".
  public var description: String { String(rawValue) }

  /// The SDK error this backend code means; unknown codes are `.unknownBackendError`.
  public var errorCode: ErrorCode { Self.table[rawValue] ?? .unknownBackendError }

  /// -1: a backend problem without a code.
  public static let unknownBackendError = BackendErrorCode(rawValue: -1)
  /// 0: nothing is known about what happened.
  public static let unknownError = BackendErrorCode(rawValue: 0)
  /// 7000: the platform is not valid for the project.
  public static let invalidPlatform = BackendErrorCode(rawValue: 7000)
  /// 7101: the store had a problem.
  public static let storeProblem = BackendErrorCode(rawValue: 7101)
  /// 7102: the purchase cannot be transferred to this customer.
  public static let cannotTransferPurchase = BackendErrorCode(rawValue: 7102)
  /// 7103: the receipt token is not valid.
  public static let invalidReceiptToken = BackendErrorCode(rawValue: 7103)
  /// 7104: the App Store shared secret is not valid.
  public static let invalidAppStoreSharedSecret = BackendErrorCode(rawValue: 7104)
  /// 7105: the payment mode or intro price is missing.
  public static let invalidPaymentModeOrIntroPriceNotProvided = BackendErrorCode(rawValue: 7105)
  /// 7106: a Google receipt came without its product identifier.
  public static let productIdForGoogleReceiptNotProvided = BackendErrorCode(rawValue: 7106)
  /// 7107: the Play Store credentials are not valid.
  public static let invalidPlayStoreCredentials = BackendErrorCode(rawValue: 7107)
  /// 7110: the backend failed internally.
  public static let internalServerError = BackendErrorCode(rawValue: 7110)
  /// 7220: the app user ID is empty.
  public static let emptyAppUserId = BackendErrorCode(rawValue: 7220)
  /// 7224: the authorization token is not valid.
  public static let invalidAuthToken = BackendErrorCode(rawValue: 7224)
  /// 7225: the API key is not valid.
  public static let invalidAPIKey = BackendErrorCode(rawValue: 7225)
  /// 7226: the request was malformed.
  public static let badRequest = BackendErrorCode(rawValue: 7226)
  /// 7229: the Play Store quota is exceeded.
  public static let playStoreQuotaExceeded = BackendErrorCode(rawValue: 7229)
  /// 7230: the Play Store package name is not valid.
  public static let playStoreInvalidPackageName = BackendErrorCode(rawValue: 7230)
  /// 7231: the Play Store failed.
  public static let playStoreGenericError = BackendErrorCode(rawValue: 7231)
  /// 7232: the customer may not use this promotional offer.
  public static let userIneligibleForPromoOffer = BackendErrorCode(rawValue: 7232)
  /// 7234: the Apple In-App Purchase key is not valid.
  public static let invalidAppleSubscriptionKey = BackendErrorCode(rawValue: 7234)
  /// 7255: an alias could not be created.
  public static let couldNotCreateAlias = BackendErrorCode(rawValue: 7255)
  /// 7256: the app user ID is not valid.
  public static let invalidAppUserId = BackendErrorCode(rawValue: 7256)
  /// 7259: the customer has no such subscription.
  public static let subscriptionNotFoundForCustomer = BackendErrorCode(rawValue: 7259)
  /// 7263: subscriber attributes are not valid.
  public static let invalidSubscriberAttributes = BackendErrorCode(rawValue: 7263)
  /// 7264: the subscriber attributes body is not valid.
  public static let invalidSubscriberAttributesBody = BackendErrorCode(rawValue: 7264)
  /// 7629: subscriber attributes are being updated.
  public static let subscriberAttributesAreBeingUpdated = BackendErrorCode(rawValue: 7629)
  /// 7638: the same request is already in progress.
  public static let requestAlreadyInProgress = BackendErrorCode(rawValue: 7638)
  /// 7712: the purchased product is missing from the Apple receipt.
  public static let purchasedProductMissingInAppleReceipt = BackendErrorCode(rawValue: 7712)
  /// 7849: the web redemption token is not valid.
  public static let invalidWebRedemptionToken = BackendErrorCode(rawValue: 7849)
  /// 7852: the web purchase belongs to another user.
  public static let purchaseBelongsToOtherUser = BackendErrorCode(rawValue: 7852)
  /// 7853: the web redemption token has expired.
  public static let expiredWebRedemptionToken = BackendErrorCode(rawValue: 7853)

  /// RevenueCat's mapping; every code not listed is `.unknownBackendError`
  /// (7107, 7110, 7226, 7229–7231 and 7259 are listed there as such too).
  private static let table: [Int: ErrorCode] = [
    0: .unknownError,
    7000: .configurationError, 7255: .configurationError, 8077: .configurationError,
    7101: .storeProblemError,
    7102: .receiptAlreadyInUseError,
    7103: .invalidReceiptError, 7712: .invalidReceiptError,
    7104: .invalidCredentialsError, 7224: .invalidCredentialsError,
    7225: .invalidCredentialsError, 7981: .invalidCredentialsError,
    7105: .purchaseInvalidError, 7106: .purchaseInvalidError,
    7220: .invalidAppUserIdError, 7256: .invalidAppUserIdError,
    7232: .ineligibleError,
    7234: .invalidAppleSubscriptionKeyError,
    7263: .invalidSubscriberAttributesError, 7264: .invalidSubscriberAttributesError,
    7629: .operationAlreadyInProgressForProductError,
    7638: .operationAlreadyInProgressForProductError,
    7849: .invalidWebPurchaseToken,
    7852: .purchaseBelongsToOtherUser,
    7853: .expiredWebPurchaseToken,
  ]
}

extension PurchaseError {
  /// The error a RevenueCat backend error body means: its `ErrorCode` from
  /// `BackendErrorCode`, and a detail naming the backend code and message.
  public init(backendCode: BackendErrorCode, message: String? = nil) {
    let detail = "backend code \(backendCode.rawValue)" + (message.map { ": \($0)" } ?? "")
    self.init(backendCode.errorCode, detail: detail)
  }
}
