#if canImport(RevenueCat)
  import RevenueCat
#endif
#if canImport(SwiftUI)
  import SwiftUI
#endif
/// The app's own paywall.
struct PaywallView: View {
  @State private var manager = SubscriptionManager.shared

  var body: some View {
    VStack {
      if manager.packages.isEmpty {
        ProgressView()
      }
      ForEach(manager.packages, id: \.identifier) { package in
        Button {
          Task { await manager.purchase(package) }
        } label: {
          Text("\(package.storeProduct.localizedTitle) \(package.storeProduct.localizedPriceString)")
        }
      }
      Button("Restore Purchases") {
        Task { await manager.restore() }
      }
      LegalLinks()
    }
    .task { await manager.loadOfferings() }
  }
}

/// Terms and privacy, required by guideline 3.1.2.
struct LegalLinks: View {
  var body: some View {
    HStack {
      Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
      Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
    }
  }
}

#Preview {
  // A preview may show a sample price: it never ships.
  Text("$9.99/month")
}
