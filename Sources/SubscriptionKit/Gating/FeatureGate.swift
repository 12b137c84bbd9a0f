import Observation

/// What a customer may do with each gated feature, for views to observe.
///
/// Premium is read through the manager on every question — never copied — so a
/// purchase, expiry or refund changes every gate at once. Free use is counted
/// by the `UsageMeter`, which is observable itself: a use recorded anywhere
/// (through this gate or another holding the same meter) updates every view
/// reading the gate.
///
/// ```swift
/// let gate = FeatureGate(manager: .shared, meter: meter)
/// if gate.canUse(invoices) {
///   createInvoice()
///   gate.record(invoices)
/// } else {
///   showPaywall(prompt: invoices.upgradePrompt)
/// }
/// ```
@Observable
@MainActor
public final class FeatureGate {
  /// The manager premium is read from.
  @ObservationIgnored public let manager: SubscriptionManager
  /// The usage counts; apps ask the gate, which records only allowed uses.
  @ObservationIgnored let meter: UsageMeter

  /// A gate over `manager`'s premium state and `meter`'s counts.
  public init(manager: SubscriptionManager, meter: UsageMeter) {
    self.manager = manager
    self.meter = meter
  }

  /// The features declared in the manager's configuration.
  public var features: [Feature] { manager.configuration?.features ?? [] }

  /// The declared feature with this identifier.
  public func feature(id: String) -> Feature? { features.first { $0.id == id } }

  /// Whether and how much the customer may use `feature` now.
  public func access(to feature: Feature) -> FeatureAccess {
    let isPremium = manager.isPremium
    return FeatureAccess.decide(
      feature: feature, isPremium: isPremium, used: isPremium ? 0 : meter.count(for: feature))
  }

  /// Whether the customer may use `feature` now.
  public func canUse(_ feature: Feature) -> Bool { access(to: feature).isAllowed }

  /// Uses left this period; nil when unlimited (premium).
  public func remaining(_ feature: Feature) -> Int? { access(to: feature).remaining }

  /// True with 2 or fewer free uses left.
  public func isNearLimit(_ feature: Feature) -> Bool { access(to: feature).isNearLimit }

  /// Records one use when allowed and returns the access after it; a blocked
  /// use is not counted. Premium use is never counted.
  @discardableResult
  public func record(_ feature: Feature) -> FeatureAccess {
    let before = access(to: feature)
    guard case .available = before else { return before }
    meter.record(feature)
    return access(to: feature)
  }
}
