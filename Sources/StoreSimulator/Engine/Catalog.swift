import Foundation
import SubscriptionKit

/// The store's products and the project's configuration, joined and checked:
/// everything the engine needs to know that does not change while it runs.
struct Catalog: Sendable {
  let configuration: StoreKitConfiguration
  let project: SimulatorProject
  let products: [String: StoreKitProduct]
  let storeProducts: [String: StoreProduct]
  let storefront: Storefront
  let exchangeRates: ExchangeRates

  init(configuration: StoreKitConfiguration, project: SimulatorProject) {
    self.configuration = configuration
    self.project = project
    self.products = Dictionary(
      configuration.products.map { ($0.productID, $0) }, uniquingKeysWith: { first, _ in first })
    self.storeProducts = configuration.storeProducts()
    self.storefront = configuration.storefront
    self.exchangeRates = project.exchangeRates
  }

  func entitlements(for productID: String) -> [String] {
    project.entitlementMapping.entitlements(for: productID)
  }

  func displayName(_ productID: String) -> String? {
    storeProducts[productID]?.localizedTitle
  }

  func groupID(of productID: String) -> String? {
    products[productID]?.subscription?.groupID
  }
}
