import Foundation

/// What a status screen says about the customer's subscription, and whether it
/// offers "Manage Subscription": a pure function of the premium entitlement.
///
/// ```swift
/// let status = manager.subscriptionStatus()
/// Text(status.title)               // "Premium"
/// status.detail                    // "Renews on March 3, 2026"
/// if status.canManage { ManageSubscriptionButton() }
/// ```
public struct SubscriptionStatus: Sendable, Hashable {
  /// The customer's situation.
  public enum Kind: Sendable, Hashable {
    /// No active premium entitlement.
    case free
    /// A subscription that renews on this date (in a free trial when `isTrial`).
    case renewing(on: Date, isTrial: Bool)
    /// A subscription with auto-renew off: access ends on this date.
    case ending(on: Date)
    /// A subscription with a billing problem, still active.
    case billingIssue
    /// Access that never expires (a lifetime purchase or a lifetime grant).
    case lifetime
    /// Premium only because of the debug override.
    case debugOverride
  }

  /// The situation.
  public let kind: Kind
  /// "Premium" or "Free".
  public let title: String
  /// One line about renewal, the end date or what to do.
  public let detail: String
  /// Whether to offer "Manage Subscription": an active subscription that
  /// expires (not lifetime access, not the debug override).
  public let canManage: Bool
  /// Where to manage the subscription outside the App Store sheet.
  public let managementURL: URL?

  /// The status for the premium `entitlement` (nil when the customer never
  /// had it), `isPremium` as the manager decided it (the debug override
  /// included), dates in `locale` and `timeZone`.
  public init(
    entitlement: EntitlementInfo?, isPremium: Bool, managementURL: URL?,
    locale: Locale = .autoupdatingCurrent, timeZone: TimeZone = .autoupdatingCurrent,
    wording: PresentationWording = .english
  ) {
    let kind = Self.kind(entitlement: entitlement, isPremium: isPremium)
    self.kind = kind
    self.managementURL = managementURL
    var style = Date.FormatStyle(date: .long, time: .omitted, locale: locale)
    style.timeZone = timeZone
    switch kind {
    case .free:
      title = wording.freeTitle
      detail = wording.freeDetail
    case .renewing(let date, let isTrial):
      title = wording.premiumTitle
      let day = date.formatted(style)
      detail = isTrial ? wording.trialRenews(on: day) : wording.renews(on: day)
    case .ending(let date):
      title = wording.premiumTitle
      detail = wording.ends(on: date.formatted(style))
    case .billingIssue:
      title = wording.premiumTitle
      detail = wording.billingIssueDetail
    case .lifetime:
      title = wording.premiumTitle
      detail = wording.lifetimeDetail
    case .debugOverride:
      title = wording.premiumTitle
      detail = wording.debugOverrideDetail
    }
    switch kind {
    case .renewing, .ending, .billingIssue: canManage = true
    case .free, .lifetime, .debugOverride: canManage = false
    }
  }

  static func kind(entitlement: EntitlementInfo?, isPremium: Bool) -> Kind {
    // The manager's verdict wins: an active entitlement that does not make the
    // customer premium (a sandbox purchase in a production build) is free.
    guard let entitlement, entitlement.isActive, isPremium else {
      return isPremium ? .debugOverride : .free
    }
    guard let expiration = entitlement.expirationDate else { return .lifetime }
    if entitlement.billingIssueDetectedAt != nil { return .billingIssue }
    if entitlement.willRenew {
      return .renewing(on: expiration, isTrial: entitlement.periodType == .trial)
    }
    return .ending(on: expiration)
  }
}
