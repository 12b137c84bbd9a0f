#if canImport(SwiftUI)
  import SubscriptionKit
  import SwiftUI

  /// Shows its content while the gate allows `feature`; otherwise the feature's
  /// upgrade prompt with an Upgrade button, and the paywall opened on that
  /// prompt as soon as a free customer reaches it. A purchase unlocks the
  /// content in place: the gate reads the one manager.
  @MainActor
  struct RequiresPremiumModifier: ViewModifier {
    let feature: Feature
    let gate: FeatureGate
    let wording: PresentationWording
    @State private var isShowingPaywall = false

    @ViewBuilder
    func body(content: Content) -> some View {
      let access = gate.access(to: feature)
      Group {
        if let prompt = access.upgradePrompt {
          LockedFeatureView(prompt: prompt, upgradeTitle: wording.upgrade) {
            isShowingPaywall = true
          }
        } else {
          content
        }
      }
      .paywallSheet(
        isPresented: $isShowingPaywall, manager: gate.manager, feature: feature, wording: wording
      )
      .onAppear {
        if !access.isAllowed { isShowingPaywall = true }
      }
    }
  }

  extension View {
    /// Gates this view behind premium: a free customer who reaches it sees the
    /// feature's upgrade prompt and the paywall opened on it; a premium customer
    /// (or a free one with quota left) sees the view.
    ///
    /// ```swift
    /// ReportsView()
    ///   .requiresPremium(InvoiceFeatures.reports, gate: gate)
    /// ```
    @MainActor
    public func requiresPremium(
      _ feature: Feature, gate: FeatureGate, wording: PresentationWording = .english
    ) -> some View {
      modifier(RequiresPremiumModifier(feature: feature, gate: gate, wording: wording))
    }
  }
#endif
