/// Why a JWS was rejected; `reason` is stable for callers that branch on it,
/// `message` says what was found and what would fix it.
public struct JWSVerificationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The check that failed, in the order the verifier runs them.
  public enum Reason: String, Sendable, Equatable, CaseIterable {
    /// Not three base64url parts, a header or certificate that does not
    /// decode, or an algorithm other than ES256.
    case badFormat
    /// The header has no `x5c` certificates.
    case missingX5C
    /// The chain is not exactly leaf, intermediate and one of the verifier's
    /// root certificates (wrong length, unknown root, broken link).
    case chainNotAtRoot
    /// The intermediate or the leaf lacks Apple's extension OID.
    case oidMissing
    /// A certificate of the chain is expired, or not yet valid, at the verifier's `now`.
    case expired
    /// The signature is not the leaf's over the header and payload.
    case badSignature
  }

  /// The check that failed.
  public let reason: Reason
  /// One line: what was found and how to fix it.
  public let message: String

  /// A rejection for `reason`, described by `message`.
  public init(_ reason: Reason, _ message: String) {
    self.reason = reason
    self.message = message
  }

  /// The message, prefixed with the reason.
  public var description: String { "\(reason.rawValue): \(message)" }
}
