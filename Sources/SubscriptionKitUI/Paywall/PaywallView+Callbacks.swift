#if canImport(SwiftUI)
  import SubscriptionKit
  import SwiftUI

  // The events RevenueCat's own paywall reports, under the same names, for apps
  // that track them. Each returns the paywall, so they chain:
  // `PaywallView().onPurchaseCompleted { … }.onRestoreCompleted { … }`.
  extension PaywallView {
    /// Called when the customer taps the call to action, with the package.
    public func onPurchaseStarted(_ action: @escaping @MainActor (Package) -> Void) -> PaywallView {
      var view = self
      view.callbacks.onPurchaseStarted = action
      return view
    }

    /// Called when a purchase completes, with the customer afterwards.
    public func onPurchaseCompleted(_ action: @escaping @MainActor (CustomerInfo) -> Void)
      -> PaywallView
    {
      var view = self
      view.callbacks.onPurchaseCompleted = action
      return view
    }

    /// Called when the customer backs out of a purchase (no alert is shown).
    public func onPurchaseCancelled(_ action: @escaping @MainActor () -> Void) -> PaywallView {
      var view = self
      view.callbacks.onPurchaseCancelled = action
      return view
    }

    /// Called when a purchase fails (the paywall shows its alert too).
    public func onPurchaseFailure(_ action: @escaping @MainActor (PurchaseError) -> Void)
      -> PaywallView
    {
      var view = self
      view.callbacks.onPurchaseFailed = action
      return view
    }

    /// Called when the customer taps restore.
    public func onRestoreStarted(_ action: @escaping @MainActor () -> Void) -> PaywallView {
      var view = self
      view.callbacks.onRestoreStarted = action
      return view
    }

    /// Called when a restore finishes, with the customer afterwards — also when
    /// nothing active was found (the paywall then stays open and says so).
    public func onRestoreCompleted(_ action: @escaping @MainActor (CustomerInfo) -> Void)
      -> PaywallView
    {
      var view = self
      view.callbacks.onRestoreCompleted = action
      return view
    }

    /// Called when a restore fails (the paywall shows its alert too).
    public func onRestoreFailure(_ action: @escaping @MainActor (PurchaseError) -> Void)
      -> PaywallView
    {
      var view = self
      view.callbacks.onRestoreFailed = action
      return view
    }

    /// Called instead of dismissing when the customer taps Close: for a paywall
    /// that is a step of a flow rather than a presented sheet.
    public func onRequestedDismissal(_ action: @escaping @MainActor () -> Void) -> PaywallView {
      var view = self
      view.callbacks.onRequestedDismissal = action
      return view
    }
  }
#endif
