/// How a purchase ended, for a view or a terminal to react to.
///
/// The manager has already updated its state (`isPremium`, `lastError`,
/// `purchaseSuccess`); the outcome is for callers that want to branch, such as
/// dismissing a paywall on `.purchased`.
public enum PurchaseOutcome: Sendable, Hashable {
  /// The purchase completed; the customer afterwards.
  case purchased(CustomerInfo)
  /// The customer backed out. Nothing to show.
  case cancelled
  /// It failed; `lastError` holds what to show.
  case failed(PurchaseError)
  /// Refused without calling the backend: a purchase or restore was already running.
  case alreadyInProgress

  /// What to show a person, or nil when there is nothing to show.
  public var errorInfo: ErrorInfo? {
    if case .failed(let error) = self { return error.errorInfo }
    return nil
  }
}

/// How a restore ended.
public enum RestoreOutcome: Sendable, Hashable {
  /// The configured entitlement is active after the restore.
  case restored(CustomerInfo)
  /// The store account owns nothing active: `lastError` is `ErrorInfo.nothingToRestore`
  /// ("No active subscriptions found.").
  case nothingToRestore(CustomerInfo)
  /// It failed; `lastError` holds what to show.
  case failed(PurchaseError)
  /// Refused without calling the backend: a purchase or restore was already running.
  case alreadyInProgress

  /// What to show a person, or nil when there is nothing to show.
  public var errorInfo: ErrorInfo? {
    switch self {
    case .failed(let error): error.errorInfo
    case .nothingToRestore: .nothingToRestore
    case .restored, .alreadyInProgress: nil
    }
  }
}
