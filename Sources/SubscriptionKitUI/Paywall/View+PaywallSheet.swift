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
    ///   .paywallSheet(isPresented: $showsPaywall)
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: whether the sheet shows.
    ///   - manager: the manager (`.shared` in an app).
    ///   - feature: the gated feature that opened it, for its upgrade prompt.
    ///   - onSuccess: called when premium is unlocked, before the sheet closes.
    @MainActor
    public func paywallSheet(
      isPresented: Binding<Bool>, manager: SubscriptionManager = .shared, feature: Feature? = nil,
      onSuccess: (@MainActor () -> Void)? = nil
    ) -> some View {
      sheet(isPresented: isPresented) {
        PaywallView(manager: manager, feature: feature, onSuccess: onSuccess)
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
    @MainActor
    public func paywallSheet(
      feature: Binding<Feature?>, manager: SubscriptionManager = .shared
    ) -> some View {
      sheet(item: feature) { feature in
        PaywallView(manager: manager, feature: feature)
      }
    }
  }
#endif
