import Foundation
import SubscriptionWire

/// Anything that went wrong talking to the store or RevenueCat.
///
/// Carries RevenueCat's stable `ErrorCode`, the `Category` an app reacts to,
/// and a technical `detail` for logs. What to show a person is `errorInfo`,
/// which is nil for a cancellation: backing out of a purchase is not an error.
///
/// ```swift
/// catch let error as PurchaseError {
///   if let info = error.errorInfo { showAlert(info) }
/// }
/// ```
public struct PurchaseError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
  /// What an app does about an error; several codes share a category.
  public enum Category: String, Sendable, Hashable, Codable, CaseIterable {
    /// The customer backed out. Show nothing.
    case cancelled
    /// No connection, or the request failed on the way. Retry.
    case network
    /// The store could not complete the request right now.
    case storeProblem
    /// The purchase awaits approval (Ask to Buy, strong customer authentication).
    case paymentPending
    /// Purchases are disabled on this device or for this person.
    case notAllowed
    /// The product cannot be bought (not for sale, not found, not loaded).
    case productUnavailable
    /// The customer already owns it.
    case alreadyPurchased
    /// The purchase belongs to another account.
    case accountConflict
    /// The app or project is misconfigured (API key, products, entitlements).
    case configuration
    /// RevenueCat answered with something unexpected or failed.
    case backend
    /// Anything else.
    case unknown
  }

  /// RevenueCat's code.
  public let code: ErrorCode
  /// A technical explanation for logs and bug reports (never shown as the alert text).
  public let detail: String?

  /// An error with this code and an optional technical detail.
  public init(_ code: ErrorCode, detail: String? = nil) {
    self.code = code
    self.detail = detail
  }

  /// Maps any error to a `PurchaseError`: passes ours through, turns
  /// cancellation into `.purchaseCancelledError`, URL failures into network
  /// errors and decoding failures into `.unexpectedBackendResponseError` naming
  /// the field.
  public init(_ error: any Error) {
    switch error {
    case let error as PurchaseError:
      self = error
    case is CancellationError:
      self.init(.purchaseCancelledError)
    case let error as URLError:
      self.init(
        error.code == .notConnectedToInternet ? .offlineConnectionError : .networkError,
        detail: error.localizedDescription)
    case let error as DecodingError:
      self.init(.unexpectedBackendResponseError, detail: error.readableDescription)
    default:
      self.init(.unknownError, detail: String(describing: error))
    }
  }

  /// The category an app reacts to.
  public var category: Category {
    switch code {
    case .purchaseCancelledError: .cancelled
    case .networkError, .offlineConnectionError, .apiEndpointBlockedError: .network
    case .storeProblemError, .productRequestTimedOut, .testStoreSimulatedPurchaseError:
      .storeProblem
    case .paymentPendingError: .paymentPending
    case .purchaseNotAllowedError, .insufficientPermissionsError, .ineligibleError: .notAllowed
    case .productNotAvailableForPurchaseError, .purchaseInvalidError, .invalidPromotionalOfferError,
      .productDiscountMissingIdentifierError,
      .productDiscountMissingSubscriptionGroupIdentifierError:
      .productUnavailable
    case .productAlreadyPurchasedError, .operationAlreadyInProgressForProductError:
      .alreadyPurchased
    case .receiptAlreadyInUseError, .receiptInUseByOtherSubscriberError,
      .purchaseBelongsToOtherUser:
      .accountConflict
    case .configurationError, .invalidCredentialsError, .invalidAppleSubscriptionKeyError,
      .invalidAppUserIdError, .logOutAnonymousUserError, .unsupportedError,
      .featureNotAvailableInCustomEntitlementsComputationMode, .featureNotSupportedWithStoreKit1:
      .configuration
    case .unexpectedBackendResponseError, .unknownBackendError, .customerInfoError,
      .invalidReceiptError, .missingReceiptFileError, .signatureVerificationFailed,
      .invalidSubscriberAttributesError, .emptySubscriberAttributes, .systemInfoError,
      .beginRefundRequestError, .invalidWebPurchaseToken, .expiredWebPurchaseToken:
      .backend
    default: .unknown
    }
  }

  /// True when the customer backed out.
  public var isCancellation: Bool { category == .cancelled }

  /// What to show a person, or nil for a cancellation.
  public var errorInfo: ErrorInfo? { ErrorInfo(self) }

  /// "[10 NETWORK_ERROR] A network error has occurred. (detail)".
  public var description: String {
    "[\(code.rawValue) \(code.codeName)] \(code.description)" + (detail.map { " (\($0))" } ?? "")
  }

  /// The user-facing message, for APIs that read `localizedDescription`.
  public var errorDescription: String? { errorInfo?.message ?? code.description }
}

extension DecodingError {
  /// "subscriber.first_seen: Expected an ISO-8601 date …": the JSON path, then what was wrong.
  var readableDescription: String {
    func path(_ codingPath: [any CodingKey]) -> String {
      let text = codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        .joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
      return text.isEmpty ? "(document)" : text
    }
    switch self {
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])): required field is missing"
    case .valueNotFound(_, let context):
      return "\(path(context.codingPath)): required value is null"
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath)): expected \(type)"
    case .dataCorrupted(let context):
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return String(describing: self)
    }
  }
}
