import RevenueCat
import SwiftUI

struct SettingsView: View {
  var body: some View {
    Button("Sync") {
      Task { _ = try? await Purchases.shared.syncPurchases() }
    }
  }
}
