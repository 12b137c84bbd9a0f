extension SubscriptionManager {
  /// The offering a placement shows (`"onboarding"`, `"upgrade_prompt"`,
  /// `"settings"`), by RevenueCat's rules: the placement's own entry when the
  /// project has one — an explicit `null` shows nothing, without falling back —
  /// else the fallback offering; nil when the project has no placements or
  /// offerings are not loaded yet.
  ///
  /// Its packages carry a `presentedOfferingContext` naming the placement, the
  /// targeting rule and any experiment variant; buying one of them passes
  /// that context to the backend, so the store's events name the offering and
  /// variant that sold.
  ///
  /// ```swift
  /// if let offering = manager.offering(forPlacement: "onboarding") { showPaywall(offering) }
  /// ```
  public func offering(forPlacement placement: String) -> Offering? {
    offerings?.currentOffering(forPlacement: placement)
  }

  /// The paywall a placement shows; `.loading` until offerings are loaded,
  /// `.failed` when they could not be, and nil when the placement shows nothing.
  public func paywallState(
    forPlacement placement: String, wording: PresentationWording = .english
  ) -> PaywallState? {
    guard let configuration, offerings != nil else { return paywallState(wording: wording) }
    guard let offering = offering(forPlacement: placement) else { return nil }
    let selected = selectedPackage.flatMap { offering.package(identifier: $0.identifier) }
    return .ready(
      PaywallContent(
        offering: offering, introEligibility: introEligibility, configuration: configuration,
        selectedPackageIdentifier: selected?.identifier, wording: wording))
  }
}
