import Foundation
#if canImport(RevenueCat)
  import RevenueCat
#endif
/// The one owner of Purchases.shared.
@Observable
@MainActor
final class SubscriptionManager {
  static let shared = SubscriptionManager()

  var isPremium = false
  var packages: [Package] = []
  var selectedPackage: Package?
  var isLoading = false
  var errorMessage: String?

  private init() {}

  func configure() {
    #if DEBUG
      Purchases.logLevel = .debug
    #endif
    Purchases.configure(withAPIKey: AppConfig.revenueCatAPIKey)
    Task { await listenForChanges() }
  }

  func loadOfferings() async {
    isLoading = true
    defer { isLoading = false }
    do {
      let offerings = try await Purchases.shared.offerings()
      packages = offerings.current?.availablePackages ?? []
    } catch {
      errorMessage = "Could not load plans."
    }
  }

  func purchase(_ package: Package) async {
    do {
      let result = try await Purchases.shared.purchase(package: package)
      isPremium = result.customerInfo.entitlements[AppConfig.entitlementID]?.isActive == true
    } catch {
      errorMessage = error.localizedDescription
    }
  }

  func restore() async {
    do {
      let info = try await Purchases.shared.restorePurchases()
      isPremium = info.entitlements[AppConfig.entitlementID]?.isActive == true
    } catch {
      errorMessage = error.localizedDescription
    }
  }

  private func listenForChanges() async {
    for await info in Purchases.shared.customerInfoStream {
      isPremium = info.entitlements[AppConfig.entitlementID]?.isActive == true
    }
  }
}
