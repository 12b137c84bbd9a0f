/// Whether a customer may use a feature now: the pure decision a gate makes.
public enum FeatureAccess: Sendable, Hashable {
  /// Premium: no limit.
  case unlimited
  /// Free, with this many uses left in the period (at least 1).
  case available(remaining: Int)
  /// Premium-only, or the quota is used up: show the prompt.
  case blocked(UpgradePrompt)

  /// How many uses are "near the limit": 2 or fewer left.
  public static let nearLimitThreshold = 2

  /// Decides access to `feature` for a customer who is premium or not and has
  /// used it `used` times this period.
  public static func decide(feature: Feature, isPremium: Bool, used: Int) -> FeatureAccess {
    if isPremium { return .unlimited }
    guard let quota = feature.quota else { return .blocked(feature.upgradePrompt) }
    let remaining = quota.limit - used
    return remaining > 0 ? .available(remaining: remaining) : .blocked(feature.upgradePrompt)
  }

  /// Whether the feature may be used now.
  public var isAllowed: Bool {
    if case .blocked = self { return false }
    return true
  }

  /// Uses left this period; nil when unlimited, 0 when blocked.
  public var remaining: Int? {
    switch self {
    case .unlimited: nil
    case .available(let remaining): remaining
    case .blocked: 0
    }
  }

  /// True with 2 or fewer uses left: time for a gentle upgrade prompt.
  public var isNearLimit: Bool {
    if case .available(let remaining) = self { return remaining <= Self.nearLimitThreshold }
    return false
  }

  /// The upgrade prompt when blocked.
  public var upgradePrompt: UpgradePrompt? {
    if case .blocked(let prompt) = self { return prompt }
    return nil
  }
}
