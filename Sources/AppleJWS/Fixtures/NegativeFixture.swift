/// A JWS that a verifier must reject, made on request for a team's own tests.
public enum NegativeFixture: String, Sendable, CaseIterable {
  /// Signed, then its payload replaced (the signature no longer matches).
  case tamperedPayload
  /// Signed by the store's leaf, with no `x5c` in the header.
  case missingX5C
  /// Signed by a freshly minted chain whose root is not the store's.
  case chainNotAtRoot
  /// Signed by a leaf of the store's intermediate that expired before `now`.
  case expiredLeaf

  /// The reason `JWSVerifier` gives when it rejects this fixture.
  public var expectedReason: JWSVerificationError.Reason {
    switch self {
    case .tamperedPayload: .badSignature
    case .missingX5C: .missingX5C
    case .chainNotAtRoot: .chainNotAtRoot
    case .expiredLeaf: .expired
    }
  }
}
