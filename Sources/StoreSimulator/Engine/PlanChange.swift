/// How the App Store moves a subscriber to another product of the same
/// subscription group, and when it takes effect — the one place this rule is
/// written (the engine applies it; apps and the demo describe it with it).
///
/// A group's levels rank its products (1 is the highest). Moving up is an
/// upgrade and happens at once (the unused part of the old period is
/// refunded); moving down is a downgrade at the next renewal; a crossgrade
/// (same level) is immediate when the periods match, else at the next renewal.
///
/// ```swift
/// let change = PlanChange(from: monthlyTerms, to: annualTerms)   // same level, other period
/// change == .crossgrade(isImmediate: false)
/// ```
public enum PlanChange: Sendable, Hashable {
  /// To a higher level: now.
  case upgrade
  /// To a lower level: at the next renewal.
  case downgrade
  /// To the same level: now when the periods match, else at the next renewal.
  case crossgrade(isImmediate: Bool)

  /// The change from `current` to `new` (both in one group).
  public init(from current: StoreKitProduct.Subscription, to new: StoreKitProduct.Subscription) {
    if new.level < current.level {
      self = .upgrade
    } else if new.level > current.level {
      self = .downgrade
    } else {
      self = .crossgrade(isImmediate: new.period == current.period)
    }
  }

  /// Whether the new product starts now (else at the next renewal).
  public var isImmediate: Bool {
    switch self {
    case .upgrade: true
    case .downgrade: false
    case .crossgrade(let isImmediate): isImmediate
    }
  }
}
