import SubscriptionKit
import SubscriptionKitUI
import SwiftUI

/// The plan, what each Pro feature allows now, the in-app upgrade, and in
/// Debug builds the subscription health panel.
struct SettingsView: View {
  @Environment(FeatureGate.self) private var gate
  @State private var isShowingPaywall = false
  @AppStorage(SubscriptionSetup.debugPremiumKey) private var debugPremium = false

  var body: some View {
    NavigationStack {
      Form {
        Section("Subscription") {
          // One "Manage Subscription" control: the link below (the in-app
          // screen, which opens the App Store's sheet), not the status view's button.
          SubscriptionStatusView(wording: AppSubscriptions.wording, showsManageButton: false)
          // The gate's manager is the shared one; this view reads it and owns
          // nothing (no @State: the app, not this screen, owns the manager).
          if !gate.manager.isPremium {
            Button("Upgrade to \(AppSubscriptions.planName)") { isShowingPaywall = true }
          }
          NavigationLink(AppSubscriptions.wording.manageSubscription) {
            ManageSubscriptionView()
          }
        }
        Section("Features") {
          ForEach(gate.features) { feature in
            LabeledContent(
              AppSubscriptions.title(of: feature), value: gate.usageSummary(for: feature).text)
          }
        }
        #if DEBUG
          Section("Developer") {
            // The override unlocks this app only: the store and its events never see it.
            Toggle("Debug Premium (override)", isOn: $debugPremium)
              .onChange(of: debugPremium) { _, _ in
                gate.manager.debugPremiumOverride = SubscriptionSetup.debugPremiumOverride()
              }
            NavigationLink("Subscription Health") {
              HealthCheckView(
                requiresAPIKey: SubscriptionSetup.currentSimulator == nil,
                entitlementsByProduct: SubscriptionSetup.entitlementsByProduct)
            }
          }
        #endif
      }
      .navigationTitle("Settings")
      // No refresh on dismiss: the paywall bought through the manager this
      // screen reads, so "Upgrade to Pro" is gone the moment the sheet closes.
      .paywallSheet(isPresented: $isShowingPaywall)
    }
  }
}

#if DEBUG
  #Preview {
    SettingsView().previewEnvironment()
  }
#endif
