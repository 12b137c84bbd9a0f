#if canImport(SwiftUI)
  import SubscriptionKit
  import SwiftUI

  /// The handlers a paywall reports its events to — the moments RevenueCat's
  /// own paywall reports, under the same names.
  ///
  /// Set them with the chaining methods of `PaywallView`
  /// (`.onPurchaseCompleted { … }`), or build the value once and hand it to
  /// `PaywallView(callbacks:)` or `paywallSheet(isPresented:callbacks:)`:
  ///
  /// ```swift
  /// let callbacks = PaywallCallbacks(onPurchaseCompleted: { info in analytics.log("purchase") })
  /// Button("Upgrade") { showsPaywall = true }
  ///   .paywallSheet(isPresented: $showsPaywall, callbacks: callbacks)
  /// ```
  public struct PaywallCallbacks {
    /// The customer tapped the call to action, for this package.
    public var onPurchaseStarted: (@MainActor (Package) -> Void)?
    /// A purchase completed; the customer afterwards.
    public var onPurchaseCompleted: (@MainActor (CustomerInfo) -> Void)?
    /// The customer backed out of a purchase (no alert is shown).
    public var onPurchaseCancelled: (@MainActor () -> Void)?
    /// A purchase failed (the paywall shows its alert too).
    public var onPurchaseFailure: (@MainActor (PurchaseError) -> Void)?
    /// The customer tapped restore.
    public var onRestoreStarted: (@MainActor () -> Void)?
    /// A restore finished — also when nothing active was found (the paywall
    /// then stays open and says so).
    public var onRestoreCompleted: (@MainActor (CustomerInfo) -> Void)?
    /// A restore failed (the paywall shows its alert too).
    public var onRestoreFailure: (@MainActor (PurchaseError) -> Void)?
    /// Called instead of dismissing when the customer taps Close: for a
    /// paywall that is a step of a flow rather than a presented sheet.
    public var onRequestedDismissal: (@MainActor () -> Void)?

    /// Handlers for the events you name; the others report nowhere.
    public init(
      onPurchaseStarted: (@MainActor (Package) -> Void)? = nil,
      onPurchaseCompleted: (@MainActor (CustomerInfo) -> Void)? = nil,
      onPurchaseCancelled: (@MainActor () -> Void)? = nil,
      onPurchaseFailure: (@MainActor (PurchaseError) -> Void)? = nil,
      onRestoreStarted: (@MainActor () -> Void)? = nil,
      onRestoreCompleted: (@MainActor (CustomerInfo) -> Void)? = nil,
      onRestoreFailure: (@MainActor (PurchaseError) -> Void)? = nil,
      onRequestedDismissal: (@MainActor () -> Void)? = nil
    ) {
      self.onPurchaseStarted = onPurchaseStarted
      self.onPurchaseCompleted = onPurchaseCompleted
      self.onPurchaseCancelled = onPurchaseCancelled
      self.onPurchaseFailure = onPurchaseFailure
      self.onRestoreStarted = onRestoreStarted
      self.onRestoreCompleted = onRestoreCompleted
      self.onRestoreFailure = onRestoreFailure
      self.onRequestedDismissal = onRequestedDismissal
    }

    /// Calls the handler of `event`, if one is set.
    @MainActor func report(_ event: PaywallEvent) {
      switch event {
      case .purchaseStarted(let package): onPurchaseStarted?(package)
      case .purchaseCompleted(let info): onPurchaseCompleted?(info)
      case .purchaseCancelled: onPurchaseCancelled?()
      case .purchaseFailed(let error): onPurchaseFailure?(error)
      case .restoreStarted: onRestoreStarted?()
      case .restoreCompleted(let info): onRestoreCompleted?(info)
      case .restoreFailed(let error): onRestoreFailure?(error)
      }
    }
  }
#endif
