#if canImport(RevenueCat)
  import RevenueCat
#endif
#if canImport(SwiftUI)
  import SwiftUI
#endif
struct SettingsView: View {
  var body: some View {
    Button("Sync") {
      Task { _ = try? await Purchases.shared.syncPurchases() }
    }
  }
}
