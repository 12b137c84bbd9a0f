import Foundation
import SubscriptionKit

/// Why a `RevenueCatRESTClient` call failed: a stable `code`, the HTTP
/// status and RevenueCat's own error code when there was an answer, and
/// `purchaseError` where the app-side concept is the same.
public struct RevenueCatRESTError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The kind of failure.
  public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The stable name.
    public let rawValue: String
    /// A code from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The name.
    public var description: String { rawValue }

    /// 401: the key is missing or not one RevenueCat knows.
    public static let unauthorized = Code(rawValue: "unauthorized")
    /// 403: the key may not call this (a public key on a server route, a secret key on offerings).
    public static let forbidden = Code(rawValue: "forbidden")
    /// 404: no such customer, entitlement or route.
    public static let notFound = Code(rawValue: "not_found")
    /// 400 or 422: the request was refused as it was sent.
    public static let badRequest = Code(rawValue: "bad_request")
    /// 429 after every retry, or a `Retry-After` longer than `maximumBackoff`.
    public static let rateLimited = Code(rawValue: "rate_limited")
    /// 5xx after every retry.
    public static let server = Code(rawValue: "server")
    /// No answer: the connection failed.
    public static let network = Code(rawValue: "network")
    /// No answer within `timeout`.
    public static let timeout = Code(rawValue: "timeout")
    /// An answer that is not what the route returns.
    public static let invalidResponse = Code(rawValue: "invalid_response")
  }

  /// The kind of failure.
  public var code: Code
  /// The HTTP status, when there was an answer.
  public var status: Int?
  /// RevenueCat's numeric code (v1 `code`), when the answer had one.
  public var backendCode: BackendErrorCode?
  /// One line saying what happened (RevenueCat's message when it sent one).
  public var message: String
  /// The wait RevenueCat asked for (`Retry-After` or `backoff_ms`), for 429s.
  public var retryAfter: Duration?

  /// An error.
  public init(
    _ code: Code, status: Int? = nil, backendCode: BackendErrorCode? = nil, message: String,
    retryAfter: Duration? = nil
  ) {
    self.code = code
    self.status = status
    self.backendCode = backendCode
    self.message = message
    self.retryAfter = retryAfter
  }

  /// `[code] message (HTTP status)`.
  public var description: String {
    "[\(code)] \(message)" + (status.map { " (HTTP \($0))" } ?? "")
  }

  /// The app's `PurchaseError` for the same failure: RevenueCat's backend
  /// code when it sent one, a network error, invalid credentials for 401;
  /// nil for failures the app has no concept of (a server-only 403, a 404).
  public var purchaseError: PurchaseError? {
    if let backendCode, backendCode != .unknownBackendError {
      return PurchaseError(backendCode: backendCode, message: message)
    }
    switch code {
    case .network, .timeout: return PurchaseError(.networkError, detail: message)
    case .unauthorized: return PurchaseError(.invalidCredentialsError, detail: message)
    case .server, .rateLimited: return PurchaseError(.unknownBackendError, detail: message)
    case .invalidResponse: return PurchaseError(.unexpectedBackendResponseError, detail: message)
    default: return nil
    }
  }
}
