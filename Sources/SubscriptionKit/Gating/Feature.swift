/// Something an app gates behind premium: either premium-only, or free up to
/// a quota per calendar period. Declared once, in `SubscriptionConfiguration.features`.
///
/// Each feature carries its upgrade prompt, so a paywall can open on the
/// feature the customer just reached.
///
/// ```swift
/// let invoices = Feature.quota(
///   "invoices", limit: 5, per: .month,
///   upgradePrompt: UpgradePrompt(
///     title: "Unlimited Invoices", message: "Create as many invoices as you need.",
///     benefits: ["No monthly limit", "Custom branding"]))
/// let reports = Feature.premiumOnly("reports", upgradePrompt: …)
/// ```
public struct Feature: Sendable, Hashable, Codable, Identifiable {
  /// Who may use a feature.
  public enum Access: Sendable, Hashable, Codable {
    /// Only premium customers.
    case premiumOnly
    /// Everyone; free customers up to the quota, premium without limit.
    case freeQuota(Quota)
  }

  /// The feature's identifier (`"invoices"`), the key usage is counted under.
  public let id: String
  /// Who may use it.
  public let access: Access
  /// What to tell a free customer who reaches it.
  public let upgradePrompt: UpgradePrompt

  /// Creates a feature.
  public init(id: String, access: Access, upgradePrompt: UpgradePrompt) {
    self.id = id
    self.access = access
    self.upgradePrompt = upgradePrompt
  }

  /// A feature only premium customers may use.
  public static func premiumOnly(_ id: String, upgradePrompt: UpgradePrompt) -> Feature {
    Feature(id: id, access: .premiumOnly, upgradePrompt: upgradePrompt)
  }

  /// A feature free customers may use `limit` times per `period`.
  public static func quota(
    _ id: String, limit: Int, per period: QuotaPeriod, upgradePrompt: UpgradePrompt
  ) -> Feature {
    Feature(
      id: id, access: .freeQuota(Quota(limit: limit, period: period)),
      upgradePrompt: upgradePrompt)
  }

  /// The free quota, if the feature has one.
  public var quota: Quota? {
    if case .freeQuota(let quota) = access { return quota }
    return nil
  }
}

/// How many uses a free customer gets per calendar period.
public struct Quota: Sendable, Hashable, Codable {
  /// Uses per period (at least 0).
  public let limit: Int
  /// The period, counted in the customer's calendar and time zone.
  public let period: QuotaPeriod

  /// Creates a quota.
  public init(limit: Int, period: QuotaPeriod) {
    self.limit = max(0, limit)
    self.period = period
  }
}

/// What a free customer sees on reaching a gated feature: a title, a message
/// and the benefits of upgrading.
public struct UpgradePrompt: Sendable, Hashable, Codable {
  /// "Unlimited Invoices".
  public let title: String
  /// "Create as many invoices as you need."
  public let message: String
  /// "No monthly limit", "Custom branding".
  public let benefits: [String]

  /// Creates a prompt.
  public init(title: String, message: String, benefits: [String] = []) {
    self.title = title
    self.message = message
    self.benefits = benefits
  }
}
