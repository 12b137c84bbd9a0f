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

  /// The code's name, exactly RevenueCat's `rc_code_name` (`"PURCHASE_CANCELLED"`).
  public var codeName: String { Self.table[rawValue]?.name ?? "UNKNOWN" }

  /// RevenueCat's description of the code.
  public var description: String { Self.table[rawValue]?.text ?? "Unknown error." }

  /// Every code RevenueCat defines (27 is unused).
  public static var allCases: [ErrorCode] { table.keys.sorted().map(ErrorCode.init(rawValue:)) }

  /// 0: Unknown error.
  public static let unknownError = ErrorCode(rawValue: 0)
  /// 1: Purchase was cancelled.
  public static let purchaseCancelledError = ErrorCode(rawValue: 1)
  /// 2: There was a problem with the App Store.
  public static let storeProblemError = ErrorCode(rawValue: 2)
  /// 3: The device or user is not allowed to make the purchase.
  public static let purchaseNotAllowedError = ErrorCode(rawValue: 3)
  /// 4: One or more of the arguments provided are invalid.
  public static let purchaseInvalidError = ErrorCode(rawValue: 4)
  /// 5: The product is not available for purchase.
  public static let productNotAvailableForPurchaseError = ErrorCode(rawValue: 5)
  /// 6: This product is already active for the user.
  public static let productAlreadyPurchasedError = ErrorCode(rawValue: 6)
  /// 7: There is already another active subscriber using the same receipt.
  public static let receiptAlreadyInUseError = ErrorCode(rawValue: 7)
  /// 8: The receipt is not valid.
  public static let invalidReceiptError = ErrorCode(rawValue: 8)
  /// 9: The receipt is missing.
  public static let missingReceiptFileError = ErrorCode(rawValue: 9)
  /// 10: A network error has occurred.
  public static let networkError = ErrorCode(rawValue: 10)
  /// 11: There was a credentials issue. Check the underlying error for more details.
  public static let invalidCredentialsError = ErrorCode(rawValue: 11)
  /// 12: Received malformed response from the backend.
  public static let unexpectedBackendResponseError = ErrorCode(rawValue: 12)
  /// 13: The receipt is in use by another subscriber.
  public static let receiptInUseByOtherSubscriberError = ErrorCode(rawValue: 13)
  /// 14: The app user ID is not valid.
  public static let invalidAppUserIdError = ErrorCode(rawValue: 14)
  /// 15: The operation is already in progress for this product.
  public static let operationAlreadyInProgressForProductError = ErrorCode(rawValue: 15)
  /// 16: There was an unknown backend error.
  public static let unknownBackendError = ErrorCode(rawValue: 16)
  /// 17: Apple In-App Purchase Key is invalid or not present. You must configure an In-App Purchase Key.
  public static let invalidAppleSubscriptionKeyError = ErrorCode(rawValue: 17)
  /// 18: The User is ineligible for that action.
  public static let ineligibleError = ErrorCode(rawValue: 18)
  /// 19: App does not have sufficient permissions to make purchases.
  public static let insufficientPermissionsError = ErrorCode(rawValue: 19)
  /// 20: The payment is pending.
  public static let paymentPendingError = ErrorCode(rawValue: 20)
  /// 21: One or more of the attributes sent could not be saved.
  public static let invalidSubscriberAttributesError = ErrorCode(rawValue: 21)
  /// 22: LogOut was called but the current user is anonymous.
  public static let logOutAnonymousUserError = ErrorCode(rawValue: 22)
  /// 23: There is an issue with your configuration. Check the underlying error for more details.
  public static let configurationError = ErrorCode(rawValue: 23)
  /// 24: There was a problem with the operation. Looks like we don't support that yet. Check the underlying error for more details.
  public static let unsupportedError = ErrorCode(rawValue: 24)
  /// 25: A request for subscriber attributes returned none.
  public static let emptySubscriberAttributes = ErrorCode(rawValue: 25)
  /// 26: The SKProductDiscount or Product.SubscriptionOffer wrapped by StoreProductDiscount is missing an identifier. This is a required property and likely an AppStore quirk that it is missing.
  public static let productDiscountMissingIdentifierError = ErrorCode(rawValue: 26)
  /// 28: Unable to create a discount offer, the product is missing a subscriptionGroupIdentifier.
  public static let productDiscountMissingSubscriptionGroupIdentifierError = ErrorCode(rawValue: 28)
  /// 29: There was a problem related to the customer info.
  public static let customerInfoError = ErrorCode(rawValue: 29)
  /// 30: There was a problem related to the system info.
  public static let systemInfoError = ErrorCode(rawValue: 30)
  /// 31: Error when trying to begin refund request.
  public static let beginRefundRequestError = ErrorCode(rawValue: 31)
  /// 32: SKProductsRequest took too long to complete.
  public static let productRequestTimedOut = ErrorCode(rawValue: 32)
  /// 33: Requests to RevenueCat are being blocked. See: https://rev.cat/dnsBlocking for more info.
  public static let apiEndpointBlockedError = ErrorCode(rawValue: 33)
  /// 34: The information associated with this PromotionalOffer is not valid. See https://rev.cat/ios-subscription-offers for more info.
  public static let invalidPromotionalOfferError = ErrorCode(rawValue: 34)
  /// 35: Error performing request because the internet connection appears to be offline.
  public static let offlineConnectionError = ErrorCode(rawValue: 35)
  /// 36: This feature is not available when utilizing the customEntitlementsComputation dangerousSetting.
  public static let featureNotAvailableInCustomEntitlementsComputationMode = ErrorCode(rawValue: 36)
  /// 37: Request failed signature verification. Please see https://rev.cat/trusted-entitlements for more info.
  public static let signatureVerificationFailed = ErrorCode(rawValue: 37)
  /// 38: This feature is not supported when using StoreKit 1. Configure the SDK to use StoreKit 2 to use this feature.
  public static let featureNotSupportedWithStoreKit1 = ErrorCode(rawValue: 38)
  /// 39: The link you provided does not contain a valid purchase token.
  public static let invalidWebPurchaseToken = ErrorCode(rawValue: 39)
  /// 40: The web purchase already belongs to another user.
  public static let purchaseBelongsToOtherUser = ErrorCode(rawValue: 40)
  /// 41: The link you provided has expired. A new one will be sent to the email used to make the purchase.
  public static let expiredWebPurchaseToken = ErrorCode(rawValue: 41)
  /// 42: Purchase failure simulated successfully in Test Store.
  public static let testStoreSimulatedPurchaseError = ErrorCode(rawValue: 42)

  /// Names and descriptions exactly as RevenueCat's SDK has them
  /// (`Sources/Generated/ErrorCode.swift`: `codeName`, the `rc_code_name` of an error's user info).
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
    11: (
      "INVALID_CREDENTIALS",
      "There was a credentials issue. Check the underlying error for more details."
    ),
    12: ("UNEXPECTED_BACKEND_RESPONSE_ERROR", "Received malformed response from the backend."),
    13: ("RECEIPT_IN_USE_BY_OTHER_SUBSCRIBER", "The receipt is in use by another subscriber."),
    14: ("INVALID_APP_USER_ID", "The app user ID is not valid."),
    15: (
      "OPERATION_ALREADY_IN_PROGRESS_FOR_PRODUCT_ERROR",
      "The operation is already in progress for this product."
    ),
    16: ("UNKNOWN_BACKEND_ERROR", "There was an unknown backend error."),
    17: (
      "INVALID_APPLE_SUBSCRIPTION_KEY",
      "Apple In-App Purchase Key is invalid or not present. You must configure an In-App Purchase Key.\nPlease see https://rev.cat/in-app-purchase-key-configuration for more info."
    ),
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
    23: (
      "CONFIGURATION_ERROR",
      "There is an issue with your configuration. Check the underlying error for more details.\nMore information: https://rev.cat/sdk-troubleshooting"
    ),
    24: (
      "UNSUPPORTED_ERROR",
      "There was a problem with the operation. Looks like we don't support that yet. Check the underlying error for more details."
    ),
    25: ("EMPTY_SUBSCRIBER_ATTRIBUTES", "A request for subscriber attributes returned none."),
    26: (
      "PRODUCT_DISCOUNT_MISSING_IDENTIFIER_ERROR",
      "The SKProductDiscount or Product.SubscriptionOffer wrapped by StoreProductDiscount is missing an identifier. This is a required property and likely an AppStore quirk that it is missing."
    ),
    28: (
      "PRODUCT_DISCOUNT_MISSING_SUBSCRIPTION_GROUP_IDENTIFIER_ERROR",
      "Unable to create a discount offer, the product is missing a subscriptionGroupIdentifier."
    ),
    29: ("CUSTOMER_INFO_ERROR", "There was a problem related to the customer info."),
    30: ("SYSTEM_INFO_ERROR", "There was a problem related to the system info."),
    31: ("BEGIN_REFUND_REQUEST_ERROR", "Error when trying to begin refund request."),
    32: ("PRODUCT_REQUEST_TIMED_OUT_ERROR", "SKProductsRequest took too long to complete."),
    33: (
      "API_ENDPOINT_BLOCKED_ERROR",
      "Requests to RevenueCat are being blocked. See: https://rev.cat/dnsBlocking for more info."
    ),
    34: (
      "INVALID_PROMOTIONAL_OFFER_ERROR",
      "The information associated with this PromotionalOffer is not valid. See https://rev.cat/ios-subscription-offers for more info."
    ),
    35: (
      "OFFLINE_CONNECTION_ERROR",
      "Error performing request because the internet connection appears to be offline."
    ),
    36: (
      "FEATURE_NOT_AVAILABLE_IN_CUSTOM_ENTITLEMENTS_COMPUTATION_MODE_ERROR",
      "This feature is not available when utilizing the customEntitlementsComputation dangerousSetting."
    ),
    37: (
      "SIGNATURE_VERIFICATION_FAILED",
      "Request failed signature verification. Please see https://rev.cat/trusted-entitlements for more info."
    ),
    38: (
      "FEATURE_NOT_SUPPORTED_WITH_STOREKIT1",
      "This feature is not supported when using StoreKit 1. Configure the SDK to use StoreKit 2 to use this feature."
    ),
    39: (
      "INVALID_WEB_PURCHASE_TOKEN", "The link you provided does not contain a valid purchase token."
    ),
    40: (
      "ALREADY_REDEEMED_WEB_PURCHASE_TOKEN", "The web purchase already belongs to another user."
    ),
    41: (
      "EXPIRED_WEB_PURCHASE_TOKEN",
      "The link you provided has expired. A new one will be sent to the email used to make the purchase."
    ),
    42: (
      "TEST_STORE_SIMULATED_PURCHASE_ERROR",
      "Purchase failure simulated successfully in Test Store."
    ),
  ]
}
