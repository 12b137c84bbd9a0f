#if canImport(SwiftUI)
  import SubscriptionKit
  import SwiftUI

  extension View {
    /// Presents the paywall in a sheet, for in-app upgrades (settings, a
    /// banner, a gated button).
    ///
    /// Nothing needs refreshing when it closes: the paywall buys through the
    /// same manager every screen reads, so premium is already right — whether
    /// the customer bought, restored, closed it or swiped it away.
    ///
    /// ```swift
    /// Button("Upgrade") { showsPaywall = true }
    ///   .paywallSheet(
    ///     isPresented: $showsPaywall,
    ///     callbacks: PaywallCallbacks(onPurchaseCompleted: { _ in analytics.log("purchase") }))
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: whether the sheet shows.
    ///   - manager: the manager (`.shared` in an app).
    ///   - feature: the gated feature that opened it, for its upgrade prompt.
    ///   - wording: every word the paywall shows.
    ///   - callbacks: the handlers of the paywall's events. An
    ///     `onRequestedDismissal` handler replaces closing the sheet: set
    ///     `isPresented` to false in it yourself.
    ///   - onSuccess: called when premium is unlocked, before the sheet closes.
    @MainActor
    public func paywallSheet(
      isPresented: Binding<Bool>, manager: SubscriptionManager = .shared, feature: Feature? = nil,
      wording: PresentationWording = .english, callbacks: PaywallCallbacks = PaywallCallbacks(),
      onSuccess: (@MainActor () -> Void)? = nil
    ) -> some View {
      sheet(isPresented: isPresented) {
        PaywallView(
          manager: manager, feature: feature, wording: wording, callbacks: callbacks,
          onSuccess: onSuccess)
      }
    }

    /// Presents the paywall opened on a feature while `feature` is non-nil —
    /// set it to the feature a free customer just reached.
    ///
    /// ```swift
    /// Button("New Invoice") {
    ///   if gate.canUse(invoices) { showsEditor = true } else { blockedFeature = invoices }
    /// }
    /// .paywallSheet(feature: $blockedFeature)
    /// ```
    ///
    /// - Parameters:
    ///   - feature: the feature the paywall opens on; nil hides it.
    ///   - manager: the manager (`.shared` in an app).
    ///   - wording: every word the paywall shows.
    ///   - callbacks: the handlers of the paywall's events.
    ///   - onSuccess: called when premium is unlocked, before the sheet closes.
    @MainActor
    public func paywallSheet(
      feature: Binding<Feature?>, manager: SubscriptionManager = .shared,
      wording: PresentationWording = .english, callbacks: PaywallCallbacks = PaywallCallbacks(),
      onSuccess: (@MainActor () -> Void)? = nil
    ) -> some View {
      sheet(item: feature) { feature in
        PaywallView(
          manager: manager, feature: feature, wording: wording, callbacks: callbacks,
          onSuccess: onSuccess)
      }
    }
  }
#endif
