/// What a paywall does once a purchase or restore ends: the event to report,
/// whether access is now unlocked (close the paywall, complete onboarding) and
/// how its error alert may recover.
///
/// Pure, so the rule "a cancellation shows nothing and keeps the paywall open;
/// a restore that finds nothing keeps it open" is tested on any platform.
///
/// ```swift
/// let followUp = PaywallFollowUp(await manager.purchase(package))
/// if let event = followUp.event { callbacks.report(event) }
/// if followUp.isUnlocked { dismiss() }
/// ```
public struct PaywallFollowUp: Sendable, Hashable {
  /// The event to report; nil when the request was refused as already running.
  public let event: PaywallEvent?
  /// True when the paywall has done its job: the customer has access.
  public let isUnlocked: Bool
  /// What the error alert's button does; nil when there is no error or only
  /// "OK" makes sense.
  public let recovery: PaywallRecovery?

  /// After a purchase.
  public init(_ outcome: PurchaseOutcome) {
    switch outcome {
    case .purchased(let info):
      self.init(event: .purchaseCompleted(info), isUnlocked: true, recovery: nil)
    case .cancelled:
      self.init(event: .purchaseCancelled, isUnlocked: false, recovery: nil)
    case .failed(let error):
      self.init(
        event: .purchaseFailed(error), isUnlocked: false,
        recovery: PaywallRecovery.from(error, afterRestore: false))
    case .alreadyInProgress:
      self.init(event: nil, isUnlocked: false, recovery: nil)
    }
  }

  /// After a restore: unlocked only when the entitlement is active again.
  public init(_ outcome: RestoreOutcome) {
    switch outcome {
    case .restored(let info):
      self.init(event: .restoreCompleted(info), isUnlocked: true, recovery: nil)
    case .nothingToRestore(let info):
      self.init(event: .restoreCompleted(info), isUnlocked: false, recovery: nil)
    case .failed(let error):
      self.init(
        event: .restoreFailed(error), isUnlocked: false,
        recovery: PaywallRecovery.from(error, afterRestore: true))
    case .alreadyInProgress:
      self.init(event: nil, isUnlocked: false, recovery: nil)
    }
  }

  private init(event: PaywallEvent?, isUnlocked: Bool, recovery: PaywallRecovery?) {
    self.event = event
    self.isUnlocked = isUnlocked
    self.recovery = recovery
  }
}
