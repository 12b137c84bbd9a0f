/// Something that happened on a paywall, for apps that track it: the same
/// moments RevenueCat's own paywall reports.
public enum PaywallEvent: Sendable, Hashable {
  /// The customer tapped the call to action for this package.
  case purchaseStarted(Package)
  /// The purchase completed; the customer afterwards.
  case purchaseCompleted(CustomerInfo)
  /// The customer backed out. Nothing is shown.
  case purchaseCancelled
  /// The purchase failed; the paywall shows its alert.
  case purchaseFailed(PurchaseError)
  /// The customer tapped restore.
  case restoreStarted
  /// The restore finished, whether or not it found anything active.
  case restoreCompleted(CustomerInfo)
  /// The restore failed; the paywall shows its alert.
  case restoreFailed(PurchaseError)
}
