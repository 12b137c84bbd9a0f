extension SubscriptionManager {
  /// The paywall for the current offering, selection and eligibility.
  ///
  /// `.loading` until offerings are loaded (never placeholder prices),
  /// `.failed` when they could not be and none are cached.
  public var paywallState: PaywallState {
    paywallState(wording: .english)
  }

  /// The paywall in the given wording.
  public func paywallState(wording: PresentationWording) -> PaywallState {
    guard let configuration else {
      return .failed(ErrorInfo(Self.notConfigured) ?? .offeringsUnavailable)
    }
    if let offering {
      return .ready(
        PaywallContent(
          offering: offering, introEligibility: introEligibility, configuration: configuration,
          selectedPackageIdentifier: selectedPackage?.identifier, wording: wording))
    }
    if let offeringsError { return .failed(offeringsError) }
    return .loading
  }

  /// Selects the package of a paywall tier.
  public func select(_ tier: PaywallTier) {
    selectedPackage = tier.package
  }
}
