#if canImport(RevenueCat)
  import RevenueCat
#endif
extension SubscriptionManager {
  func sync() async {
    _ = try? await Purchases.shared.syncPurchases()
  }
}
