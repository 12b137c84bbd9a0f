#if canImport(SwiftUI)
  import SubscriptionKit
  import SwiftUI

  /// The handlers a `PaywallView` reports its events to; set through the
  /// `onPurchaseStarted`, `onPurchaseCompleted`, … methods of `PaywallView`.
  struct PaywallCallbacks {
    var onPurchaseStarted: (@MainActor (Package) -> Void)?
    var onPurchaseCompleted: (@MainActor (CustomerInfo) -> Void)?
    var onPurchaseCancelled: (@MainActor () -> Void)?
    var onPurchaseFailed: (@MainActor (PurchaseError) -> Void)?
    var onRestoreStarted: (@MainActor () -> Void)?
    var onRestoreCompleted: (@MainActor (CustomerInfo) -> Void)?
    var onRestoreFailed: (@MainActor (PurchaseError) -> Void)?
    var onRequestedDismissal: (@MainActor () -> Void)?

    /// Calls the handler of `event`, if one is set.
    @MainActor func report(_ event: PaywallEvent) {
      switch event {
      case .purchaseStarted(let package): onPurchaseStarted?(package)
      case .purchaseCompleted(let info): onPurchaseCompleted?(info)
      case .purchaseCancelled: onPurchaseCancelled?()
      case .purchaseFailed(let error): onPurchaseFailed?(error)
      case .restoreStarted: onRestoreStarted?()
      case .restoreCompleted(let info): onRestoreCompleted?(info)
      case .restoreFailed(let error): onRestoreFailed?(error)
      }
    }
  }
#endif
