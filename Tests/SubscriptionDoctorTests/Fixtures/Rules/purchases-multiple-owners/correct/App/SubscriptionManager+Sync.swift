import RevenueCat

extension SubscriptionManager {
  func sync() async {
    _ = try? await Purchases.shared.syncPurchases()
  }
}
