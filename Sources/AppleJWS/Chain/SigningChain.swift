import CLibCrypto
import Foundation

/// The three certificates a store signs with, and the private keys it holds:
/// a self-signed P-256 root, an intermediate carrying `AppleOID.intermediate`,
/// and a signing leaf carrying `AppleOID.leaf` — the shape Apple's verifier
/// accepts when the root is passed to it as a root certificate.
///
/// Mint one once per store (`SigningChainFolder.loadOrMint`), or load a
/// team's own (`SigningChainFolder.read`). A `Sendable` value: its
/// certificates and keys are immutable OpenSSL objects shared read-only.
///
/// ```swift
/// let chain = try SigningChain.mint(validFrom: now, validUntil: now + 10 * 365 * 86_400)
/// let jws = try JWSSigner(chain: chain).sign(payload: Data(#"{"a":1}"#.utf8))
/// ```
public struct SigningChain: Sendable {
  /// The self-signed root (what verifiers are given as their root certificate).
  public let root: X509Certificate
  /// The intermediate CA, signed by the root.
  public let intermediate: X509Certificate
  /// The signing leaf, signed by the intermediate.
  public let leaf: X509Certificate
  /// The leaf's private key: every JWS is signed with it.
  public let leafKey: P256PrivateKey
  /// The intermediate's private key, when held (minted chains hold it; it
  /// signs extra leaves, such as the expired-leaf fixture).
  public let intermediateKey: P256PrivateKey?
  /// The root's private key, when held.
  public let rootKey: P256PrivateKey?

  /// A chain from its parts.
  ///
  /// - Throws: `SigningChainError` `.keyDoesNotMatchCertificate` when `leafKey`
  ///   (or a given intermediate key) is not the key its certificate certifies.
  public init(
    root: X509Certificate, intermediate: X509Certificate, leaf: X509Certificate,
    leafKey: P256PrivateKey, intermediateKey: P256PrivateKey? = nil,
    rootKey: P256PrivateKey? = nil
  ) throws {
    for (certificate, key, name) in [
      (leaf, Optional(leafKey), "leaf"), (intermediate, intermediateKey, "intermediate"),
      (root, rootKey, "root"),
    ] {
      guard let key else { continue }
      OpenSSLFailure.clear()
      guard X509_check_private_key(certificate.pointer, key.pointer) == 1 else {
        OpenSSLFailure.clear()
        throw SigningChainError(
          .keyDoesNotMatchCertificate,
          "the \(name) private key is not the key of the \(name) certificate; "
            + "give the key that was certified with it")
      }
    }
    self.root = root
    self.intermediate = intermediate
    self.leaf = leaf
    self.leafKey = leafKey
    self.intermediateKey = intermediateKey
    self.rootKey = rootKey
  }

  /// Mints a new chain: three fresh P-256 keys, the root (CA), the
  /// intermediate (CA, path length 0, `AppleOID.intermediate`) and the leaf
  /// (not a CA, digital signature only, `AppleOID.leaf`), all valid from
  /// `validFrom` to `validUntil`.
  ///
  /// The dates come from the caller's clock: a simulated store passes a window
  /// that covers its whole timeline, since verifiers check validity at the
  /// time they are given (ours) or at the payload's `signedDate` (Apple's,
  /// with online checks off).
  public static func mint(
    validFrom: Date, validUntil: Date, name: String = "SubscriptionKit Store"
  ) throws -> SigningChain {
    let rootKey = try P256PrivateKey.generate()
    let intermediateKey = try P256PrivateKey.generate()
    let leafKey = try P256PrivateKey.generate()
    let root = try CertificateMinter(
      role: .root, commonName: "\(name) Root CA", validFrom: validFrom, validUntil: validUntil,
      subjectKey: rootKey, issuerKey: rootKey, issuer: nil
    ).mint()
    let intermediate = try CertificateMinter(
      role: .intermediate, commonName: "\(name) Intermediate CA", validFrom: validFrom,
      validUntil: validUntil, subjectKey: intermediateKey, issuerKey: rootKey, issuer: root
    ).mint()
    let leaf = try CertificateMinter(
      role: .leaf, commonName: "\(name) Signing", validFrom: validFrom, validUntil: validUntil,
      subjectKey: leafKey, issuerKey: intermediateKey, issuer: intermediate
    ).mint()
    return try SigningChain(
      root: root, intermediate: intermediate, leaf: leaf, leafKey: leafKey,
      intermediateKey: intermediateKey, rootKey: rootKey)
  }

  /// The same chain with a new leaf (and key) minted under the intermediate,
  /// valid from `validFrom` to `validUntil` (used for the expired-leaf fixture).
  ///
  /// - Throws: `SigningChainError` `.intermediateKeyMissing` when the chain
  ///   does not hold the intermediate's key.
  public func withNewLeaf(validFrom: Date, validUntil: Date) throws -> SigningChain {
    guard let intermediateKey else {
      throw SigningChainError(
        .intermediateKeyMissing,
        "a new leaf needs the intermediate's private key, which this chain does not hold; "
          + "put it in the chain folder as \(SigningChainFolder.intermediateKeyFile)")
    }
    let leafKey = try P256PrivateKey.generate()
    let leaf = try CertificateMinter(
      role: .leaf, commonName: "SubscriptionKit Store Signing", validFrom: validFrom,
      validUntil: validUntil, subjectKey: leafKey, issuerKey: intermediateKey,
      issuer: intermediate
    ).mint()
    return try SigningChain(
      root: root, intermediate: intermediate, leaf: leaf, leafKey: leafKey,
      intermediateKey: intermediateKey, rootKey: rootKey)
  }

  /// The JWS header's `x5c`: leaf, intermediate, root, each standard base64 DER.
  public var x5c: [String] { [leaf.base64DER, intermediate.base64DER, root.base64DER] }
}
