#if canImport(RevenueCat)
  import RevenueCat
#endif
#if canImport(SwiftUI)
  import SwiftUI
#endif
struct PaywallView: View {
  @State private var manager = SubscriptionManager.shared

  var body: some View {
    VStack {
      ForEach(manager.packages, id: \.identifier) { package in
        Button {
          Task { await manager.purchase(package) }
        } label: {
          Text(package.storeProduct.localizedTitle)
        }
      }
      Button("Restore Purchases") { Task { await manager.restore() } }
      Link("Terms of Use", destination: AppConfig.termsURL)
      Link("Privacy Policy", destination: AppConfig.privacyURL)
    }
  }
}
