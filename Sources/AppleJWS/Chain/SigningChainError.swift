/// Why a signing chain, key or certificate could not be minted, read, written
/// or used; the message says what happened and how to fix it.
public struct SigningChainError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The kind of failure, stable for callers that branch on it.
  public enum Kind: String, Sendable, Equatable {
    /// OpenSSL refused an operation (its own words are in the message).
    case openSSL
    /// A certificate is not a readable X.509 certificate (PEM or DER).
    case invalidCertificate
    /// A private key is not a readable P-256 key in PKCS#8 PEM.
    case invalidKey
    /// The leaf's private key does not belong to the leaf certificate.
    case keyDoesNotMatchCertificate
    /// A file of the chain folder is missing or cannot be read or written.
    case file
    /// A private key file can be read by other users.
    case keyFileTooOpen
    /// The folder already holds a chain (minting never replaces one).
    case alreadyExists
    /// The operation needs the intermediate's private key, which this chain does not carry.
    case intermediateKeyMissing
  }

  /// The kind of failure.
  public let kind: Kind
  /// One line: what happened and how to fix it.
  public let message: String

  /// A failure of `kind`, described by `message`.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }

  /// An OpenSSL failure while `doing` something, with OpenSSL's queued reasons.
  static func openSSL(_ doing: String) -> SigningChainError {
    SigningChainError(.openSSL, "OpenSSL could not \(doing): \(OpenSSLFailure.drain())")
  }
}
