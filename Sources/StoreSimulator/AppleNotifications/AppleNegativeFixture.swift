/// A notification's `signedPayload` that a correct verifier must reject, made
/// on request for a team's own tests (`AppleNotificationSigner.negativeFixture`).
public enum AppleNegativeFixture: String, Sendable, CaseIterable {
  /// The payload changed after signing.
  case tamperedPayload
  /// No `x5c` chain in the header.
  case missingX5C
  /// Signed by a chain that does not end at the store's root.
  case chainNotAtRoot
  /// Signed by a leaf whose validity ended before the payload's signed date.
  case expiredLeaf
  /// Validly signed, for another app's bundle id.
  case wrongBundleId
  /// Validly signed, from the other environment (Sandbox ⇄ Production).
  case wrongEnvironment

  /// What Apple's `SignedDataVerifier` answers (its `VerificationStatus`).
  public var appleStatus: String {
    switch self {
    case .tamperedPayload, .missingX5C, .chainNotAtRoot, .expiredLeaf: "VERIFICATION_FAILURE"
    case .wrongBundleId: "INVALID_APP_IDENTIFIER"
    case .wrongEnvironment: "INVALID_ENVIRONMENT"
    }
  }
}
