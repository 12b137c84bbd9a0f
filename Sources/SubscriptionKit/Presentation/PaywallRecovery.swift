/// What the button of a paywall's error alert does, besides closing it.
public enum PaywallRecovery: Sendable, Hashable {
  /// Buy the selected package again (the failure may be temporary).
  case retryPurchase
  /// Restore again (the failure may be temporary).
  case retryRestore
  /// Restore purchases: the customer already owns it, or it belongs to
  /// another account.
  case restore

  /// How to recover from `error` after a purchase (`afterRestore` false) or a
  /// restore; nil when only "OK" makes sense (pending, not allowed,
  /// configuration, product not found).
  public static func from(_ error: PurchaseError, afterRestore: Bool) -> PaywallRecovery? {
    switch error.category {
    case .alreadyPurchased, .accountConflict:
      return afterRestore ? nil : .restore
    case .network, .storeProblem, .backend, .unknown:
      return afterRestore ? .retryRestore : .retryPurchase
    case .cancelled, .paymentPending, .notAllowed, .productUnavailable, .configuration:
      return nil
    }
  }
}
