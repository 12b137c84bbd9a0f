/// How a purchase ended, for a view or a terminal to react to.
///
/// The manager has already updated what is now true (`customerInfo`,
/// `isPremium`); how the attempt went is told only here, to the caller that
/// made it, which decides what to show — a paywall dismisses itself on
/// `.purchased` and alerts with `errorInfo`; another screen never sees it.
public enum PurchaseOutcome: Sendable, Hashable {
  /// The purchase completed; the customer afterwards.
  case purchased(CustomerInfo)
  /// The customer backed out. Nothing to show.
  case cancelled
  /// It failed; `errorInfo` says what to show.
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
  /// The store account owns nothing active: `errorInfo` is
  /// `ErrorInfo.nothingToRestore` ("No active subscriptions found.").
  case nothingToRestore(CustomerInfo)
  /// It failed; `errorInfo` says what to show.
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
