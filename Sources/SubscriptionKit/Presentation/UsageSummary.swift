/// What a gate says about a feature: "3 of 5 left this month", "Unlimited",
/// "Premium feature", and how full the free quota is — a pure function of the
/// feature and the gate's decision.
///
/// ```swift
/// let summary = UsageSummary(feature: invoices, access: gate.access(to: invoices))
/// Text(summary.text)                                   // "3 of 5 left this month"
/// if let used = summary.fractionUsed { ProgressView(value: used) }
/// ```
public struct UsageSummary: Sendable, Hashable {
  /// The line to show.
  public let text: String
  /// How much of the free quota is used, 0...1; nil without a quota or for premium.
  public let fractionUsed: Double?
  /// True with 2 or fewer free uses left: show it prominently.
  public let isNearLimit: Bool
  /// True when the feature cannot be used now: the gate shows the upgrade prompt.
  public let isBlocked: Bool

  /// The summary of `access` to `feature`.
  public init(feature: Feature, access: FeatureAccess, wording: PresentationWording = .english) {
    isNearLimit = access.isNearLimit
    isBlocked = !access.isAllowed
    switch (access, feature.quota) {
    case (.unlimited, _):
      text = wording.unlimited
      fractionUsed = nil
    case (.available(let remaining), let quota?):
      text = wording.remaining(remaining, of: quota.limit, quota.period)
      fractionUsed = Self.fraction(used: quota.limit - remaining, of: quota.limit)
    case (.blocked, let quota?):
      text = wording.usedAll(quota.limit, quota.period)
      fractionUsed = 1
    case (.available, nil), (.blocked, nil):
      text = wording.premiumOnly
      fractionUsed = nil
    }
  }

  static func fraction(used: Int, of limit: Int) -> Double {
    guard limit > 0 else { return 1 }
    return min(1, max(0, Double(used) / Double(limit)))
  }
}
