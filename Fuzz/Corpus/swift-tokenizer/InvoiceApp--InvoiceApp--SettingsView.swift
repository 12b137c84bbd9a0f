import SubscriptionKit
import SubscriptionKitUI
import SwiftUI

/// The plan, what each Pro feature allows now, the in-app upgrade, and in
/// Debug builds the subscription health panel.
struct SettingsView: View {
  @State private var manager = SubscriptionManager.shared
  @Environment(FeatureGate.self) private var gate
  @State private var isShowingPaywall = false

  var body: some View {
    NavigationStack {
      Form {
        Section("Subscription") {
          SubscriptionStatusView()
          if !manager.isPremium {
            Button("Upgrade to Pro") { isShowingPaywall = true }
          }
        }
        Section("Features") {
          ForEach(gate.features) { feature in
            LabeledContent(
              feature.upgradePrompt.title, value: gate.usageSummary(for: feature).text)
          }
        }
        #if DEBUG
          Section("Developer") {
            NavigationLink("Subscription Health") {
              HealthCheckView(
                requiresAPIKey: false,
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
