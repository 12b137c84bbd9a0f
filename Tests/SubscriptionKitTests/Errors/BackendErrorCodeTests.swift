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
