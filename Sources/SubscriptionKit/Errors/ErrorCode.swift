/// RevenueCat's error codes, with their stable numbers.
///
/// Users quote these numbers in bug reports, so they never change. A struct
/// rather than an enum, so new codes can be added without breaking a caller's
/// `switch`; match with `==` or `PurchaseError.category`.
public struct ErrorCode: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
  /// RevenueCat's number for the code.
  public let rawValue: Int

  /// The code with this number (unknown numbers are kept as they are).
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The code's name, as RevenueCat spells it (`"PURCHASE_CANCELLED"`).
  public var codeName: String { Self.table[rawValue]?.name ?? "UNKNOWN" }

  /// RevenueCat's description of the code.
  public var description: String { Self.table[rawValue]?.text ?? "Unknown error." }

  /// Every code RevenueCat defines (27 is unused).
  public static var allCases: [ErrorCode] { table.keys.sorted().map(ErrorCode.init(rawValue:)) }

  public static let unknownError = ErrorCode(rawValue: 0)
  public static let purchaseCancelledError = ErrorCode(rawValue: 1)
  public static let storeProblemError = ErrorCode(rawValue: 2)
  public static let purchaseNotAllowedError = ErrorCode(rawValue: 3)
  public static let purchaseInvalidError = ErrorCode(rawValue: 4)
  public static let productNotAvailableForPurchaseError = ErrorCode(rawValue: 5)
  public static let productAlreadyPurchasedError = ErrorCode(rawValue: 6)
  public static let receiptAlreadyInUseError = ErrorCode(rawValue: 7)
  public static let invalidReceiptError = ErrorCode(rawValue: 8)
  public static let missingReceiptFileError = ErrorCode(rawValue: 9)
  public static let networkError = ErrorCode(rawValue: 10)
  public static let invalidCredentialsError = ErrorCode(rawValue: 11)
  public static let unexpectedBackendResponseError = ErrorCode(rawValue: 12)
  public static let receiptInUseByOtherSubscriberError = ErrorCode(rawValue: 13)
  public static let invalidAppUserIdError = ErrorCode(rawValue: 14)
  public static let operationAlreadyInProgressForProductError = ErrorCode(rawValue: 15)
  public static let unknownBackendError = ErrorCode(rawValue: 16)
  public static let invalidAppleSubscriptionKeyError = ErrorCode(rawValue: 17)
  public static let ineligibleError = ErrorCode(rawValue: 18)
  public static let insufficientPermissionsError = ErrorCode(rawValue: 19)
  public static let paymentPendingError = ErrorCode(rawValue: 20)
  public static let invalidSubscriberAttributesError = ErrorCode(rawValue: 21)
  public static let logOutAnonymousUserError = ErrorCode(rawValue: 22)
  public static let configurationError = ErrorCode(rawValue: 23)
  public static let unsupportedError = ErrorCode(rawValue: 24)
  public static let emptySubscriberAttributes = ErrorCode(rawValue: 25)
  public static let productDiscountMissingIdentifierError = ErrorCode(rawValue: 26)
  public static let productDiscountMissingSubscriptionGroupIdentifierError = ErrorCode(rawValue: 28)
  public static let customerInfoError = ErrorCode(rawValue: 29)
  public static let systemInfoError = ErrorCode(rawValue: 30)
  public static let beginRefundRequestError = ErrorCode(rawValue: 31)
  public static let productRequestTimedOut = ErrorCode(rawValue: 32)
  public static let apiEndpointBlockedError = ErrorCode(rawValue: 33)
  public static let invalidPromotionalOfferError = ErrorCode(rawValue: 34)
  public static let offlineConnectionError = ErrorCode(rawValue: 35)
  public static let featureNotAvailableInCustomEntitlementsComputationMode = ErrorCode(rawValue: 36)
  public static let signatureVerificationFailed = ErrorCode(rawValue: 37)
  public static let featureNotSupportedWithStoreKit1 = ErrorCode(rawValue: 38)
  public static let invalidWebPurchaseToken = ErrorCode(rawValue: 39)
  public static let purchaseBelongsToOtherUser = ErrorCode(rawValue: 40)
  public static let expiredWebPurchaseToken = ErrorCode(rawValue: 41)
  public static let testStoreSimulatedPurchaseError = ErrorCode(rawValue: 42)

  private static let table: [Int: (name: String, text: String)] = [
    0: ("UNKNOWN", "Unknown error."),
    1: ("PURCHASE_CANCELLED", "Purchase was cancelled."),
    2: ("STORE_PROBLEM", "There was a problem with the App Store."),
    3: ("PURCHASE_NOT_ALLOWED", "The device or user is not allowed to make the purchase."),
    4: ("PURCHASE_INVALID", "One or more of the arguments provided are invalid."),
    5: ("PRODUCT_NOT_AVAILABLE_FOR_PURCHASE", "The product is not available for purchase."),
    6: ("PRODUCT_ALREADY_PURCHASED", "This product is already active for the user."),
    7: (
      "RECEIPT_ALREADY_IN_USE", "There is already another active subscriber using the same receipt."
    ),
    8: ("INVALID_RECEIPT", "The receipt is not valid."),
    9: ("MISSING_RECEIPT_FILE", "The receipt is missing."),
    10: ("NETWORK_ERROR", "A network error has occurred."),
    11: ("INVALID_CREDENTIALS", "There was a credentials issue."),
    12: ("UNEXPECTED_BACKEND_RESPONSE_ERROR", "Received malformed response from the backend."),
    13: ("RECEIPT_IN_USE_BY_OTHER_SUBSCRIBER", "The receipt is in use by another subscriber."),
    14: ("INVALID_APP_USER_ID", "The app user ID is not valid."),
    15: ("OPERATION_ALREADY_IN_PROGRESS", "The operation is already in progress for this product."),
    16: ("UNKNOWN_BACKEND_ERROR", "There was an unknown backend error."),
    17: ("INVALID_APPLE_SUBSCRIPTION_KEY", "Apple In-App Purchase Key is invalid or not present."),
    18: ("INELIGIBLE_ERROR", "The User is ineligible for that action."),
    19: (
      "INSUFFICIENT_PERMISSIONS_ERROR",
      "App does not have sufficient permissions to make purchases."
    ),
    20: ("PAYMENT_PENDING_ERROR", "The payment is pending."),
    21: ("INVALID_SUBSCRIBER_ATTRIBUTES", "One or more of the attributes sent could not be saved."),
    22: (
      "LOGOUT_CALLED_WITH_ANONYMOUS_USER", "LogOut was called but the current user is anonymous."
    ),
    23: ("CONFIGURATION_ERROR", "There is an issue with your configuration."),
    24: (
      "UNSUPPORTED_ERROR",
      "There was a problem with the operation. Looks like we don't support that yet."
    ),
    25: ("EMPTY_SUBSCRIBER_ATTRIBUTES", "A request for subscriber attributes returned none."),
    26: ("PRODUCT_DISCOUNT_MISSING_IDENTIFIER", "The product discount is missing an identifier."),
    28: (
      "PRODUCT_DISCOUNT_MISSING_SUBSCRIPTION_GROUP_IDENTIFIER",
      "Unable to create a discount offer, the product is missing a subscriptionGroupIdentifier."
    ),
    29: ("CUSTOMER_INFO_ERROR", "There was a problem related to the customer info."),
    30: ("SYSTEM_INFO_ERROR", "There was a problem related to the system info."),
    31: ("BEGIN_REFUND_REQUEST_ERROR", "Error when trying to begin refund request."),
    32: ("PRODUCT_REQUEST_TIMED_OUT", "The product request took too long to complete."),
    33: ("API_ENDPOINT_BLOCKED", "Requests to RevenueCat are being blocked."),
    34: (
      "INVALID_PROMOTIONAL_OFFER",
      "The information associated with this PromotionalOffer is not valid."
    ),
    35: ("OFFLINE_CONNECTION_ERROR", "The internet connection appears to be offline."),
    36: (
      "FEATURE_NOT_AVAILABLE_IN_CUSTOM_ENTITLEMENTS_COMPUTATION_MODE",
      "This feature is not available when utilizing the customEntitlementsComputation dangerousSetting."
    ),
    37: ("SIGNATURE_VERIFICATION_FAILED", "Request failed signature verification."),
    38: (
      "FEATURE_NOT_SUPPORTED_WITH_STOREKIT1", "This feature is not supported when using StoreKit 1."
    ),
    39: (
      "INVALID_WEB_PURCHASE_TOKEN", "The link you provided does not contain a valid purchase token."
    ),
    40: (
      "ALREADY_REDEEMED_WEB_PURCHASE_TOKEN", "The web purchase already belongs to another user."
    ),
    41: ("EXPIRED_WEB_PURCHASE_TOKEN", "The link you provided has expired."),
    42: (
      "TEST_STORE_SIMULATED_PURCHASE_ERROR",
      "Purchase failure simulated successfully in Test Store."
    ),
  ]
}
