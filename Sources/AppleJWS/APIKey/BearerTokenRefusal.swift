/// Why the App Store Server API refuses a bearer token (the server answers 401).
public struct BearerTokenRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong with the token, in one line.
  public let reason: String

  /// Creates a refusal.
  public init(_ reason: String) {
    self.reason = reason
  }

  /// The reason.
  public var description: String { reason }
}
