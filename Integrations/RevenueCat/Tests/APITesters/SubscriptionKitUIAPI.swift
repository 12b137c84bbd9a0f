#if canImport(SwiftUI)
  import SubscriptionKit
  import SubscriptionKitUI
  import SwiftUI

  // Compiled, never run, as RevenueCat's Tests/APITesters: every public symbol
  // of SubscriptionKitUI used the way an app uses it, each argument typed, so a
  // changed signature, a lost default or an availability mistake fails the
  // build here — on every Apple platform the package declares — instead of in
  // a user's app. AppleSourcesParseTests checks on Linux that it parses and
  // names every public symbol.

  /// `PaywallView`, `PaywallCallbacks` and the chaining event handlers.
  @MainActor
  func checkPaywallViewAPI(manager: SubscriptionManager, feature: Feature) {
    let callbacks = PaywallCallbacks(
      onPurchaseStarted: { (_: Package) in },
      onPurchaseCompleted: { (_: CustomerInfo) in },
      onPurchaseCancelled: {},
      onPurchaseFailure: { (_: PurchaseError) in },
      onRestoreStarted: {},
      onRestoreCompleted: { (_: CustomerInfo) in },
      onRestoreFailure: { (_: PurchaseError) in },
      onRequestedDismissal: {})
    var edited = PaywallCallbacks()
    edited.onPurchaseStarted = callbacks.onPurchaseStarted
    edited.onPurchaseCompleted = callbacks.onPurchaseCompleted
    edited.onPurchaseCancelled = callbacks.onPurchaseCancelled
    edited.onPurchaseFailure = callbacks.onPurchaseFailure
    edited.onRestoreStarted = callbacks.onRestoreStarted
    edited.onRestoreCompleted = callbacks.onRestoreCompleted
    edited.onRestoreFailure = callbacks.onRestoreFailure
    edited.onRequestedDismissal = callbacks.onRequestedDismissal

    let plain: PaywallView = PaywallView()
    let full: PaywallView = PaywallView(
      manager: manager, feature: feature, placement: "onboarding",
      wording: PresentationWording.english, callbacks: edited, onSuccess: {})
    let trailing: PaywallView = PaywallView(manager: manager) {}
    let chained: PaywallView = PaywallView()
      .onPurchaseStarted { (_: Package) in }
      .onPurchaseCompleted { (_: CustomerInfo) in }
      .onPurchaseCancelled {}
      .onPurchaseFailure { (_: PurchaseError) in }
      .onRestoreStarted {}
      .onRestoreCompleted { (_: CustomerInfo) in }
      .onRestoreFailure { (_: PurchaseError) in }
      .onRequestedDismissal {}
    _ = (plain.body, full.body, trailing.body, chained.body)
  }

  /// `OnboardingPaywall` and its result.
  @MainActor
  func checkOnboardingPaywallAPI(manager: SubscriptionManager) {
    let plain = OnboardingPaywall { (result: OnboardingPaywall.Result) in
      switch result {
      case .subscribed, .skipped: break
      }
    }
    let full = OnboardingPaywall(manager: manager, wording: .english) { _ in }
    _ = (plain.body, full.body)
  }

  /// A settings screen and a gated screen, as an app writes them: every other
  /// view and modifier.
  struct SubscriptionKitUIAPIScreen: View {
    let manager: SubscriptionManager
    let gate: FeatureGate
    let feature: Feature
    @State private var showsPaywall = false
    @State private var blockedFeature: Feature?

    var body: some View {
      List {
        SubscriptionStatusView()
        SubscriptionStatusView(manager: manager, wording: .english)
        SubscriptionStatusView(manager: manager, wording: .english, showsManageButton: false)
        ManageSubscriptionButton()
        ManageSubscriptionButton(manager: manager, wording: .english)
        FeatureUsageView(feature, gate: gate)
        FeatureUsageView(feature, gate: gate, wording: .english)
        LockedFeatureView(prompt: feature.upgradePrompt) { showsPaywall = true }
        LockedFeatureView(prompt: feature.upgradePrompt, upgradeTitle: "Upgrade") {
          blockedFeature = feature
        }
        #if DEBUG
          HealthCheckView()
          HealthCheckView(
            manager: manager, requiresAPIKey: false, apiKeyText: nil,
            entitlementsByProduct: ["pro_monthly": ["pro"]])
        #endif
      }
      .requiresPremium(feature, gate: gate)
      .requiresPremium(feature, gate: gate, wording: .english)
      .paywallSheet(isPresented: $showsPaywall)
      .paywallSheet(
        isPresented: $showsPaywall, manager: manager, feature: feature, wording: .english,
        callbacks: PaywallCallbacks(onPurchaseCompleted: { _ in }), onSuccess: {}
      )
      .paywallSheet(feature: $blockedFeature)
      .paywallSheet(
        feature: $blockedFeature, manager: manager, wording: .english,
        callbacks: PaywallCallbacks(), onSuccess: {})
    }
  }
#endif
