/// Why `SignedDataVerifier` refused a signed payload.
public struct SignedDataVerificationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The failure's kind, named as Apple's `VerificationStatus`.
  public struct Status: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// Apple's name (`VERIFICATION_FAILURE`, …).
    public let rawValue: String

    /// A status with Apple's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The signature, the chain or the payload's form failed.
    public static let verificationFailure = Status(rawValue: "VERIFICATION_FAILURE")
    /// Another app's payload: bundle id (or, in Production, app Apple id) differs.
    public static let invalidAppIdentifier = Status(rawValue: "INVALID_APP_IDENTIFIER")
    /// Another environment's payload.
    public static let invalidEnvironment = Status(rawValue: "INVALID_ENVIRONMENT")

    /// The raw name.
    public var description: String { rawValue }
  }

  /// Apple's status for the failure.
  public let status: Status
  /// One line saying what was wrong.
  public let message: String

  /// Creates an error.
  public init(_ status: Status, _ message: String) {
    self.status = status
    self.message = message
  }

  /// `STATUS: message`.
  public var description: String { "\(status): \(message)" }
}
