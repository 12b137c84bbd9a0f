import Foundation
import HTTPCore

/// An App Store Server API error answer: the HTTP status and Apple's
/// `{"errorCode", "errorMessage"}` (codes from Apple's `APIError`).
struct AppStoreAPIError: Error, Sendable, Hashable {
  var status: Int
  var code: Int
  var message: String

  /// The answer, `Content-Type: application/json` exactly (Apple's libraries
  /// read `errorCode` only from that type).
  var response: HTTPResponse {
    struct Body: Encodable {
      var errorCode: Int
      var errorMessage: String
    }
    return AppStoreAPIJSON.response(status, Body(errorCode: code, errorMessage: message))
  }

  static let generalBadRequest = Self(status: 400, code: 4_000_000, message: "Invalid request.")
  static let invalidRevision = Self(
    status: 400, code: 4_000_005, message: "Invalid request revision.")
  static let invalidTransactionId = Self(
    status: 400, code: 4_000_006, message: "Invalid transaction id.")
  static let invalidOriginalTransactionId = Self(
    status: 400, code: 4_000_008, message: "Invalid original transaction id.")
  static let invalidExtendByDays = Self(
    status: 400, code: 4_000_009, message: "Invalid extend by days value (1 to 90).")
  static let invalidExtendReasonCode = Self(
    status: 400, code: 4_000_010, message: "Invalid extend reason code (0 to 3).")
  static let invalidRequestIdentifier = Self(
    status: 400, code: 4_000_011, message: "Invalid request identifier.")
  static let startDateTooFarInPast = Self(
    status: 400, code: 4_000_012, message: "Start date earlier than the earliest allowed date.")
  static let startDateAfterEndDate = Self(
    status: 400, code: 4_000_013, message: "The end date precedes the start date or equals it.")
  static let invalidPaginationToken = Self(
    status: 400, code: 4_000_014, message: "Invalid pagination token.")
  static let invalidStartDate = Self(status: 400, code: 4_000_015, message: "Invalid start date.")
  static let invalidEndDate = Self(status: 400, code: 4_000_016, message: "Invalid end date.")
  static let invalidNotificationType = Self(
    status: 400, code: 4_000_018, message: "Invalid notification type or subtype.")
  static let multipleFilters = Self(
    status: 400, code: 4_000_019,
    message: "Give either notificationType or transactionId, not both.")
  static let invalidTestNotificationToken = Self(
    status: 400, code: 4_000_020, message: "Invalid test notification token.")
  static let invalidSort = Self(status: 400, code: 4_000_021, message: "Invalid sort parameter.")
  static let invalidProductType = Self(
    status: 400, code: 4_000_022, message: "Invalid product type parameter.")
  static let invalidProductId = Self(
    status: 400, code: 4_000_023, message: "Invalid product id.")
  static let invalidInAppOwnershipType = Self(
    status: 400, code: 4_000_026, message: "Invalid in-app ownership type parameter.")
  static let invalidStorefrontCountryCode = Self(
    status: 400, code: 4_000_028, message: "Invalid storefront country code.")
  static let invalidRevoked = Self(
    status: 400, code: 4_000_030, message: "Invalid revoked parameter (true or false).")
  static let invalidStatus = Self(
    status: 400, code: 4_000_031, message: "Invalid status parameter (1 to 5).")
  static let invalidCustomerConsented = Self(
    status: 400, code: 4_000_035, message: "customerConsented must be true.")
  static let invalidDeliveryStatus = Self(
    status: 400, code: 4_000_036, message: "Invalid delivery status.")
  static let invalidSampleContentProvided = Self(
    status: 400, code: 4_000_041, message: "Invalid sampleContentProvided value.")
  static let invalidAppAccountToken = Self(
    status: 400, code: 4_000_183, message: "The app account token is not a valid UUID.")
  static let notOriginalTransactionId = Self(
    status: 400, code: 4_000_187,
    message: "The transaction id is not an original transaction id.")
  static let extensionIneligible = Self(
    status: 403, code: 4_030_004,
    message: "The subscription does not qualify for a renewal-date extension in its state.")
  static let maximumExtensions = Self(
    status: 403, code: 4_030_005,
    message: "The subscription already had the maximum renewal-date extensions.")
  static let originalTransactionIdNotFound = Self(
    status: 404, code: 4_040_005, message: "Original transaction id not found.")
  static let testNotificationNotFound = Self(
    status: 404, code: 4_040_008, message: "Test notification not found.")
  static let statusRequestNotFound = Self(
    status: 404, code: 4_040_009, message: "Renewal-date extension request not found.")
  static let transactionIdNotFound = Self(
    status: 404, code: 4_040_010, message: "Transaction id not found.")
  static let generalInternal = Self(
    status: 500, code: 5_000_000, message: "An unknown error occurred.")
}
