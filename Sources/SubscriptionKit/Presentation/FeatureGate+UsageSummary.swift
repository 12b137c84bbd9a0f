extension FeatureGate {
  /// What to show about `feature` now ("3 of 5 left this month").
  public func usageSummary(
    for feature: Feature, wording: PresentationWording = .english
  ) -> UsageSummary {
    UsageSummary(feature: feature, access: access(to: feature), wording: wording)
  }
}
