/// The highlight on a paywall tier.
public enum PaywallBadge: Sendable, Hashable {
  /// The customer may start a free trial of this length.
  case freeTrial(SubscriptionPeriod)
  /// Cheaper than paying monthly by this whole percentage (always positive).
  case savings(percent: Int)
  /// A one-time purchase.
  case oneTime

  /// The badge's words ("7-day free trial", "Save 48%", "One-time").
  public func text(_ wording: PresentationWording = .english) -> String {
    switch self {
    case .freeTrial(let period): wording.freeTrialBadge(period)
    case .savings(let percent): wording.savingsBadge(percent: percent)
    case .oneTime: wording.oneTimeBadge
    }
  }
}
