import Foundation
import SubscriptionKit
import Testing

@Suite("Errors: RevenueCat's names and backend codes")
struct BackendErrorCodeTests {
  @Test(
    "Backend codes map to RevenueCat's ErrorCode",
    arguments: [
      (7000, ErrorCode.configurationError), (7255, .configurationError),
      (8077, .configurationError), (7101, .storeProblemError), (7102, .receiptAlreadyInUseError),
      (7103, .invalidReceiptError), (7712, .invalidReceiptError),
      (7104, .invalidCredentialsError), (7224, .invalidCredentialsError),
      (7225, .invalidCredentialsError), (7981, .invalidCredentialsError),
      (7105, .purchaseInvalidError), (7106, .purchaseInvalidError),
      (7220, .invalidAppUserIdError), (7256, .invalidAppUserIdError), (7232, .ineligibleError),
      (7234, .invalidAppleSubscriptionKeyError), (7263, .invalidSubscriberAttributesError),
      (7264, .invalidSubscriberAttributesError),
      (7638, .operationAlreadyInProgressForProductError),
      (7629, .operationAlreadyInProgressForProductError), (7849, .invalidWebPurchaseToken),
      (7852, .purchaseBelongsToOtherUser), (7853, .expiredWebPurchaseToken),
      (7107, .unknownBackendError), (7110, .unknownBackendError), (7226, .unknownBackendError),
      (7229, .unknownBackendError), (7230, .unknownBackendError), (7231, .unknownBackendError),
      (7259, .unknownBackendError), (1234, .unknownBackendError), (-1, .unknownBackendError),
      (0, .unknownError),
    ])
  func mapping(code: Int, expected: ErrorCode) {
    #expect(BackendErrorCode(rawValue: code).errorCode == expected)
  }

  @Test("The code in an error body may be a number or a string; anything else is unknown")
  func codeFromBody() throws {
    let body = try JSONDecoder().decode(
      [String: JSONValue].self, from: Data(#"{"code": 7225, "message": "Invalid API key."}"#.utf8))
    #expect(BackendErrorCode(code: body["code"]) == .invalidAPIKey)
    #expect(BackendErrorCode(code: .string("7638")) == .requestAlreadyInProgress)
    #expect(BackendErrorCode(code: .string("soon")) == .unknownBackendError)
    #expect(BackendErrorCode(code: nil) == .unknownBackendError)
    #expect(BackendErrorCode(code: .number(7101.5)) == .unknownBackendError)

    let error = PurchaseError(
      backendCode: BackendErrorCode(code: body["code"]), message: body["message"]?.stringValue)
    #expect(error.code == .invalidCredentialsError)
    #expect(error.detail == "backend code 7225: Invalid API key.")
  }

  @Test(
    "codeName equals RevenueCat's rc_code_name",
    arguments: [
      (ErrorCode.unknownError, "UNKNOWN"), (.purchaseCancelledError, "PURCHASE_CANCELLED"),
      (.unexpectedBackendResponseError, "UNEXPECTED_BACKEND_RESPONSE_ERROR"),
      (
        .operationAlreadyInProgressForProductError,
        "OPERATION_ALREADY_IN_PROGRESS_FOR_PRODUCT_ERROR"
      ),
      (.productDiscountMissingIdentifierError, "PRODUCT_DISCOUNT_MISSING_IDENTIFIER_ERROR"),
      (
        .productDiscountMissingSubscriptionGroupIdentifierError,
        "PRODUCT_DISCOUNT_MISSING_SUBSCRIPTION_GROUP_IDENTIFIER_ERROR"
      ),
      (.customerInfoError, "CUSTOMER_INFO_ERROR"),
      (.productRequestTimedOut, "PRODUCT_REQUEST_TIMED_OUT_ERROR"),
      (.apiEndpointBlockedError, "API_ENDPOINT_BLOCKED_ERROR"),
      (.invalidPromotionalOfferError, "INVALID_PROMOTIONAL_OFFER_ERROR"),
      (
        .featureNotAvailableInCustomEntitlementsComputationMode,
        "FEATURE_NOT_AVAILABLE_IN_CUSTOM_ENTITLEMENTS_COMPUTATION_MODE_ERROR"
      ),
      (.logOutAnonymousUserError, "LOGOUT_CALLED_WITH_ANONYMOUS_USER"),
      (.purchaseBelongsToOtherUser, "ALREADY_REDEEMED_WEB_PURCHASE_TOKEN"),
    ])
  func codeNames(code: ErrorCode, name: String) {
    #expect(code.codeName == name)
  }

  /// RevenueCat's `codeName` for every code 0–35 (`ErrorCode.swift` in
  /// purchases-ios; 27 is not modelled here), so no name drifts unnoticed.
  static let revenueCatCodeNames: [Int: String] = [
    0: "UNKNOWN",
    1: "PURCHASE_CANCELLED",
    2: "STORE_PROBLEM",
    3: "PURCHASE_NOT_ALLOWED",
    4: "PURCHASE_INVALID",
    5: "PRODUCT_NOT_AVAILABLE_FOR_PURCHASE",
    6: "PRODUCT_ALREADY_PURCHASED",
    7: "RECEIPT_ALREADY_IN_USE",
    8: "INVALID_RECEIPT",
    9: "MISSING_RECEIPT_FILE",
    10: "NETWORK_ERROR",
    11: "INVALID_CREDENTIALS",
    12: "UNEXPECTED_BACKEND_RESPONSE_ERROR",
    13: "RECEIPT_IN_USE_BY_OTHER_SUBSCRIBER",
    14: "INVALID_APP_USER_ID",
    15: "OPERATION_ALREADY_IN_PROGRESS_FOR_PRODUCT_ERROR",
    16: "UNKNOWN_BACKEND_ERROR",
    17: "INVALID_APPLE_SUBSCRIPTION_KEY",
    18: "INELIGIBLE_ERROR",
    19: "INSUFFICIENT_PERMISSIONS_ERROR",
    20: "PAYMENT_PENDING_ERROR",
    21: "INVALID_SUBSCRIBER_ATTRIBUTES",
    22: "LOGOUT_CALLED_WITH_ANONYMOUS_USER",
    23: "CONFIGURATION_ERROR",
    24: "UNSUPPORTED_ERROR",
    25: "EMPTY_SUBSCRIBER_ATTRIBUTES",
    26: "PRODUCT_DISCOUNT_MISSING_IDENTIFIER_ERROR",
    28: "PRODUCT_DISCOUNT_MISSING_SUBSCRIPTION_GROUP_IDENTIFIER_ERROR",
    29: "CUSTOMER_INFO_ERROR",
    30: "SYSTEM_INFO_ERROR",
    31: "BEGIN_REFUND_REQUEST_ERROR",
    32: "PRODUCT_REQUEST_TIMED_OUT_ERROR",
    33: "API_ENDPOINT_BLOCKED_ERROR",
    34: "INVALID_PROMOTIONAL_OFFER_ERROR",
    35: "OFFLINE_CONNECTION_ERROR",
  ]

  @Test("Every codeName from 0 to 35 equals RevenueCat's rc_code_name")
  func everyCodeName() {
    for (number, name) in Self.revenueCatCodeNames {
      #expect(ErrorCode(rawValue: number).codeName == name, "code \(number)")
    }
  }

  @Test("Descriptions are RevenueCat's, word for word")
  func descriptions() {
    #expect(
      ErrorCode.offlineConnectionError.description
        == "Error performing request because the internet connection appears to be offline.")
    #expect(
      ErrorCode.invalidCredentialsError.description
        == "There was a credentials issue. Check the underlying error for more details.")
  }
}
