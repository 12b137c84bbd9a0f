/// What a paywall does once a purchase or restore ends: the event to report,
/// whether access is now unlocked (close the paywall, complete onboarding), the
/// alert to show and how that alert may recover.
///
/// The alert comes from this outcome only, so a paywall never shows a failure
/// that happened on another screen.
///
/// Pure, so the rule "a cancellation shows nothing and keeps the paywall open;
/// a restore that finds nothing keeps it open" is tested on any platform.
///
/// ```swift
/// let followUp = PaywallFollowUp(await manager.purchase(package))
/// if let event = followUp.event { callbacks.report(event) }
/// alert = followUp.alert
/// if followUp.isUnlocked { dismiss() }
/// ```
public struct PaywallFollowUp: Sendable, Hashable {
  /// The event to report; nil when the request was refused as already running.
  public let event: PaywallEvent?
  /// True when the paywall has done its job: the customer has access.
  public let isUnlocked: Bool
  /// What the alert says; nil when nothing is shown (success, cancellation,
  /// a request refused as already running).
  public let alert: ErrorInfo?
  /// What the error alert's button does; nil when there is no error or only
  /// "OK" makes sense.
  public let recovery: PaywallRecovery?

  /// After a purchase.
  public init(_ outcome: PurchaseOutcome) {
    alert = outcome.errorInfo
    switch outcome {
    case .purchased(let info):
      (event, isUnlocked, recovery) = (.purchaseCompleted(info), true, nil)
    case .cancelled:
      (event, isUnlocked, recovery) = (.purchaseCancelled, false, nil)
    case .failed(let error):
      (event, isUnlocked) = (.purchaseFailed(error), false)
      recovery = PaywallRecovery.from(error, afterRestore: false)
    case .alreadyInProgress:
      (event, isUnlocked, recovery) = (nil, false, nil)
    }
  }

  /// After a restore: unlocked only when the entitlement is active again.
  public init(_ outcome: RestoreOutcome) {
    alert = outcome.errorInfo
    switch outcome {
    case .restored(let info):
      (event, isUnlocked, recovery) = (.restoreCompleted(info), true, nil)
    case .nothingToRestore(let info):
      (event, isUnlocked, recovery) = (.restoreCompleted(info), false, nil)
    case .failed(let error):
      (event, isUnlocked) = (.restoreFailed(error), false)
      recovery = PaywallRecovery.from(error, afterRestore: true)
    case .alreadyInProgress:
      (event, isUnlocked, recovery) = (nil, false, nil)
    }
  }
}
