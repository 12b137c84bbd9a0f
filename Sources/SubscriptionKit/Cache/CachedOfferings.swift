/// What the cache keeps for a paywall: the offerings and the customer's
/// intro-offer eligibility for their products, so a warm launch can show a
/// priced paywall, trial badges included, without asking the backend.
public struct CachedOfferings: Sendable, Hashable, Codable {
  /// The offerings, products and prices included.
  public var offerings: Offerings
  /// Intro-offer eligibility by product identifier.
  public var introEligibility: [String: IntroEligibilityStatus]

  /// Creates the cached paywall data.
  public init(offerings: Offerings, introEligibility: [String: IntroEligibilityStatus] = [:]) {
    self.offerings = offerings
    self.introEligibility = introEligibility
  }
}
