#if canImport(SwiftUI)
  import SubscriptionKit
  import SwiftUI

  // The events RevenueCat's own paywall reports, under the same names, for apps
  // that track them. Each sets one handler of `PaywallCallbacks` through
  // `setting(_:to:)` and returns the paywall, so they chain:
  // `PaywallView().onPurchaseCompleted { … }.onRestoreCompleted { … }`.
  extension PaywallView {
    /// Called when the customer taps the call to action, with the package.
    public func onPurchaseStarted(_ action: @escaping @MainActor (Package) -> Void) -> PaywallView {
      setting(\.onPurchaseStarted, to: action)
    }

    /// Called when a purchase completes, with the customer afterwards.
    public func onPurchaseCompleted(
      _ action: @escaping @MainActor (CustomerInfo) -> Void
    ) -> PaywallView {
      setting(\.onPurchaseCompleted, to: action)
    }

    /// Called when the customer backs out of a purchase (no alert is shown).
    public func onPurchaseCancelled(_ action: @escaping @MainActor () -> Void) -> PaywallView {
      setting(\.onPurchaseCancelled, to: action)
    }

    /// Called when a purchase fails (the paywall shows its alert too).
    public func onPurchaseFailure(
      _ action: @escaping @MainActor (PurchaseError) -> Void
    ) -> PaywallView {
      setting(\.onPurchaseFailure, to: action)
    }

    /// Called when the customer taps restore.
    public func onRestoreStarted(_ action: @escaping @MainActor () -> Void) -> PaywallView {
      setting(\.onRestoreStarted, to: action)
    }

    /// Called when a restore finishes, with the customer afterwards — also when
    /// nothing active was found (the paywall then stays open and says so).
    public func onRestoreCompleted(
      _ action: @escaping @MainActor (CustomerInfo) -> Void
    ) -> PaywallView {
      setting(\.onRestoreCompleted, to: action)
    }

    /// Called when a restore fails (the paywall shows its alert too).
    public func onRestoreFailure(
      _ action: @escaping @MainActor (PurchaseError) -> Void
    ) -> PaywallView {
      setting(\.onRestoreFailure, to: action)
    }

    /// Called instead of dismissing when the customer taps Close: for a paywall
    /// that is a step of a flow rather than a presented sheet.
    public func onRequestedDismissal(_ action: @escaping @MainActor () -> Void) -> PaywallView {
      setting(\.onRequestedDismissal, to: action)
    }

    /// This paywall with one handler replaced: the one mechanism behind every
    /// method above.
    private func setting<Handler>(
      _ handler: WritableKeyPath<PaywallCallbacks, Handler?>, to action: Handler
    ) -> PaywallView {
      var view = self
      view.callbacks[keyPath: handler] = action
      return view
    }
  }
#endif
