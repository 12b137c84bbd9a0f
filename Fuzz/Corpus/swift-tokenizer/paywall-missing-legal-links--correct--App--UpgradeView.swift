#if canImport(RevenueCat)
  import RevenueCat
#endif
#if canImport(RevenueCatUI)
  import RevenueCatUI
#endif
#if canImport(SwiftUI)
  import SwiftUI
#endif
/// RevenueCatUI draws the prices, restore button and legal links.
struct UpgradeView: View {
  @State private var manager = SubscriptionManager.shared

  var body: some View {
    ScrollView {
      Text("Go Pro")
      Button("Buy") { Task { await manager.purchase(manager.packages[0]) } }
    }
    .paywallFooter()
  }
}

struct HostView: View {
  @State private var manager = SubscriptionManager.shared

  var body: some View {
    PaywallView()
      .onPurchaseCompleted { _ in Task { await manager.purchase(manager.packages[0]) } }
  }
}
