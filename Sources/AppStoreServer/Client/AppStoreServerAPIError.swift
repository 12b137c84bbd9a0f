/// An App Store Server API error answer (`{errorCode, errorMessage}`), or no answer.
public struct AppStoreServerAPIError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The HTTP status (0: no answer).
  public let httpStatus: Int
  /// Apple's numeric `errorCode` (4040010 transaction id not found, …), when given.
  public let errorCode: Int64?
  /// Apple's `errorMessage`, or what went wrong.
  public let message: String

  /// Creates an error.
  public init(httpStatus: Int, errorCode: Int64?, message: String) {
    self.httpStatus = httpStatus
    self.errorCode = errorCode
    self.message = message
  }

  /// `HTTP 404 (4040010): Transaction id not found.`
  public var description: String {
    "HTTP \(httpStatus)\(errorCode.map { " (\($0))" } ?? ""): \(message)"
  }
}
