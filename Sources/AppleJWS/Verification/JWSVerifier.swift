import Foundation

/// Verifies a compact JWS the way Apple's `SignedDataVerifier` does before it
/// decodes anything, and returns the payload's bytes:
///
/// 1. three base64url parts, a JSON header with `alg` "ES256";
/// 2. an `x5c` of exactly three certificates (leaf, intermediate, root);
/// 3. the leaf and intermediate lead to one of the verifier's root
///    certificates (OpenSSL's `X509_verify_cert`, strict X.509 rules);
/// 4. the intermediate carries `AppleOID.intermediate` and the leaf `AppleOID.leaf`;
/// 5. every certificate of the chain is valid at `now()`;
/// 6. the signature is the leaf's ES256 signature (raw `r‖s`) of `header.payload`.
///
/// The root sent in `x5c` is never trusted for itself: the chain must end at
/// one of the roots given here, as in Apple's verifier.
///
/// Checking the decoded payload (bundle id, environment, app Apple id) is the
/// caller's: the model-level verifier of issue 24 §5 builds on this one.
///
/// A verified chain is cached by the protected header's bytes (its `x5c`
/// chain, and `alg`, exactly as sent), so the next JWS from the same chain
/// costs one dictionary lookup, one validity-window comparison against the
/// verification time and the leaf's signature check: no header decoding,
/// no certificate parsing.
/// `Sendable`: one verifier may be used from any number of tasks at once (the
/// trust store is read-only, the cache is behind a lock).
///
/// ```swift
/// let verifier = try JWSVerifier(rootCertificates: [chain.root], now: { clock.now })
/// let payload = try verifier.verify(signedPayload)   // or throws JWSVerificationError
/// ```
public struct JWSVerifier: Sendable {
  private let trust: TrustStore
  private let cache: ChainCache
  private let now: @Sendable () -> Date

  /// A verifier trusting `rootCertificates`, checking validity at `now()`.
  ///
  /// - Parameters:
  ///   - now: the verifier's clock (inject it; a simulated store passes its own).
  ///   - cacheCapacity: how many verified chains to remember.
  /// - Throws: `SigningChainError` `.invalidCertificate` when no root is given.
  public init(
    rootCertificates: [X509Certificate], now: @escaping @Sendable () -> Date,
    cacheCapacity: Int = 64
  ) throws {
    guard !rootCertificates.isEmpty else {
      throw SigningChainError(
        .invalidCertificate,
        "a verifier needs at least one root certificate: pass the store's root "
          + "(root.pem in its chain folder)")
    }
    self.trust = try TrustStore(roots: rootCertificates)
    self.cache = ChainCache(capacity: max(1, cacheCapacity))
    self.now = now
  }

  /// A verifier trusting the DER `rootCertificates` (as Apple's verifiers take them).
  public init(
    rootCertificatesDER: [Data], now: @escaping @Sendable () -> Date, cacheCapacity: Int = 64
  ) throws {
    try self.init(
      rootCertificates: try rootCertificatesDER.map { try X509Certificate(der: $0) }, now: now,
      cacheCapacity: cacheCapacity)
  }

  /// How many times the full chain check ran (the rest were answered by the cache).
  public var fullChainCheckCount: Int { cache.fullCheckCount }

  /// The payload bytes of `jws`, after every check above.
  ///
  /// - Throws: `JWSVerificationError`, whose `reason` names the first check that failed.
  public func verify(_ jws: String) throws(JWSVerificationError) -> Data {
    try verify(jws, at: now())
  }

  /// The payload bytes of `jws`, with the chain's validity judged at `date`
  /// instead of `now()` (Apple's verifier, without online checks, judges it at
  /// the payload's `signedDate`).
  public func verify(_ jws: String, at date: Date) throws(JWSVerificationError) -> Data {
    var jws = jws
    let result = jws.withUTF8 { bytes in
      Result { () throws(JWSVerificationError) -> Data in
        try verify(utf8: bytes, at: date, decodingPayload: true)
      }
    }
    return try result.get()
  }

  /// Every check of `verify(_:at:)`, for a caller that has decoded the
  /// payload itself (Apple's verifier reads the payload's `signedDate` first):
  /// the payload part is not decoded again, only signed over.
  public func checkSignature(_ jws: String, at date: Date) throws(JWSVerificationError) {
    var jws = jws
    let result = jws.withUTF8 { bytes in
      Result { () throws(JWSVerificationError) in
        _ = try verify(utf8: bytes, at: date, decodingPayload: false)
      }
    }
    try result.get()
  }

  /// `verify(_:at:)` over the JWS's UTF-8 bytes: split at the two dots, the
  /// header looked up in the chain cache by its bytes (decoded and checked in
  /// full only when the cache does not hold it), the signature checked every time.
  private func verify(
    utf8 bytes: UnsafeBufferPointer<UInt8>, at date: Date, decodingPayload: Bool
  ) throws(JWSVerificationError) -> Data {
    guard let (first, second) = CompactJWS.dots(in: bytes),
      let payload = decodingPayload
        ? Base64URL.decode(bytes: UnsafeBufferPointer(rebasing: bytes[(first + 1)..<second]))
        : Data(),
      let signature = Base64URL.decode(bytes: UnsafeBufferPointer(rebasing: bytes[(second + 1)...]))
    else {
      throw JWSVerificationError(
        .badFormat, "not a compact JWS (three base64url parts joined by '.')")
    }
    let headerText = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<first]), as: UTF8.self)
    let key: PublicKey
    if let cached = cache.publicKey(forHeader: headerText, at: date) {
      key = cached
    } else {
      key = try checkedHeader(headerText, at: date)
    }
    let signed = ES256.verify(
      signature, of: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[..<second])),
      publicKey: key.pointer)
    guard signed else {
      throw JWSVerificationError(
        .badSignature,
        signature.count == 64
          ? "the signature is not the leaf certificate's over this header and payload "
            + "(the payload or header was changed after signing, or another key signed it)"
          : "the signature is \(signature.count) bytes; ES256 in JWS is the raw 64-byte r‖s")
    }
    return payload
  }

  /// The header's checks (1–5) in full; the leaf's key, cached by the header's bytes.
  private func checkedHeader(_ headerText: String, at date: Date) throws(JWSVerificationError)
    -> PublicKey
  {
    guard let headerBytes = Base64URL.decode(Substring(headerText)) else {
      throw JWSVerificationError(
        .badFormat, "not a compact JWS (three base64url parts joined by '.')")
    }
    guard let header = try? JSONDecoder().decode(JWSHeader.self, from: headerBytes) else {
      throw JWSVerificationError(.badFormat, "the JWS header is not JSON with an \"alg\"")
    }
    guard header.alg == "ES256" else {
      throw JWSVerificationError(
        .badFormat, "the JWS algorithm is \"\(header.alg)\"; Apple signs with \"ES256\" only")
    }
    guard let x5c = header.x5c, !x5c.isEmpty else {
      throw JWSVerificationError(
        .missingX5C, "the JWS header has no x5c certificate chain; Apple's verifier requires one")
    }
    guard x5c.count == 3 else {
      throw JWSVerificationError(
        .chainNotAtRoot,
        "x5c holds \(x5c.count) certificate(s); Apple's chains are exactly leaf, intermediate, root"
      )
    }
    let entry = try fullCheck(x5c, at: date)
    cache.store(entry, forHeader: headerText)
    return entry.publicKey
  }

  /// The full chain check of `x5c` at `now`.
  private func fullCheck(_ x5c: [String], at now: Date) throws(JWSVerificationError)
    -> ChainCache.Entry
  {
    cache.countFullCheck()
    var certificates: [X509Certificate] = []
    for entry in x5c.prefix(2) {
      guard let der = Data(base64Encoded: entry) else {
        throw JWSVerificationError(
          .badFormat, "an x5c entry is not standard base64 (x5c holds base64 DER, not base64url)")
      }
      guard let certificate = try? X509Certificate(der: der) else {
        throw JWSVerificationError(.badFormat, "an x5c entry is not a DER X.509 certificate")
      }
      certificates.append(certificate)
    }
    return try trust.check(leaf: certificates[0], intermediate: certificates[1], at: now)
  }
}
