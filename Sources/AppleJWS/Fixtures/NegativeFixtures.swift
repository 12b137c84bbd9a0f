import Foundation

/// Makes the `NegativeFixture`s for one store's chain.
///
/// ```swift
/// let fixtures = NegativeFixtures(chain: chain)
/// let bad = try fixtures.make(.expiredLeaf, payload: json, now: clock.now)
/// // JWSVerifier(rootCertificates: [chain.root], …).verify(bad) throws .expired
/// ```
public struct NegativeFixtures: Sendable {
  /// The store's chain (the one verifiers trust).
  public let chain: SigningChain

  /// Fixtures against `chain`.
  public init(chain: SigningChain) {
    self.chain = chain
  }

  /// `fixture` carrying `payload`; `now` is the time the verifier will check
  /// at (the expired leaf ends before it, the foreign chain is valid around it).
  ///
  /// - Parameter tamperedPayload: what replaces the signed payload in
  ///   `.tamperedPayload` (default: `payload` with a space appended, still
  ///   valid JSON, so only the signature check can catch it).
  /// - Throws: `SigningChainError` (`.intermediateKeyMissing` for `.expiredLeaf`
  ///   when the chain does not hold the intermediate's key).
  public func make(
    _ fixture: NegativeFixture, payload: Data, now: Date, tamperedPayload: Data? = nil
  ) throws -> String {
    let day: TimeInterval = 86_400
    switch fixture {
    case .tamperedPayload:
      let signed = try JWSSigner(chain: chain).sign(payload: payload)
      let parts = signed.split(separator: ".")
      let replacement = tamperedPayload ?? payload + Data(" ".utf8)
      return parts[0] + "." + Base64URL.encode(replacement) + "." + parts[2]
    case .missingX5C:
      return try JWSSigner(chain: chain, header: JWSHeader(alg: "ES256", x5c: nil))
        .sign(payload: payload)
    case .chainNotAtRoot:
      let foreign = try SigningChain.mint(
        validFrom: now - day, validUntil: now + 365 * day, name: "Foreign Store")
      return try JWSSigner(chain: foreign).sign(payload: payload)
    case .expiredLeaf:
      let expired = try chain.withNewLeaf(validFrom: now - 30 * day, validUntil: now - day)
      return try JWSSigner(chain: expired).sign(payload: payload)
    }
  }
}
