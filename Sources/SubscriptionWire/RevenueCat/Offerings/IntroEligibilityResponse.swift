/// RevenueCat's intro-eligibility document: product identifier to `true`,
/// `false` or `null` (`POST /v1/subscribers/{id}/intro_eligibility`).
public struct IntroEligibilityResponse: Sendable, Hashable, Decodable {
  /// Eligibility by product identifier.
  public let eligibilityByProductIdentifier: [String: IntroEligibilityStatus]

  public init(from decoder: any Decoder) throws {
    let raw = try decoder.singleValueContainer().decode([String: Bool?].self)
    eligibilityByProductIdentifier = raw.mapValues(IntroEligibilityStatus.init(jsonValue:))
  }
}
