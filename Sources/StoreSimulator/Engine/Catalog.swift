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
  /// Prices in other storefronts than the file's.
  let pricing: StorefrontPricing
  /// Each subscription group's auto-renewable products, by product identifier.
  let groupProducts: [String: [StoreKitProduct]]

  init(configuration: StoreKitConfiguration, project: SimulatorProject) {
    self.configuration = configuration
    self.project = project
    self.products = Dictionary(
      configuration.products.map { ($0.productID, $0) }, uniquingKeysWith: { first, _ in first })
    self.storeProducts = configuration.storeProducts()
    self.storefront = configuration.storefront
    self.exchangeRates = project.exchangeRates
    self.pricing = StorefrontPricing(base: configuration.storefront, rates: project.exchangeRates)
    var groups: [String: [StoreKitProduct]] = [:]
    for product in configuration.products.sorted(by: { $0.productID < $1.productID }) {
      guard product.kind == .autoRenewableSubscription, let terms = product.subscription else {
        continue
      }
      groups[terms.groupID, default: []].append(product)
    }
    self.groupProducts = groups
  }

  /// The storefront `code` names (a transaction's), or the file's for nil.
  func storefront(_ code: String?) -> Storefront {
    code.map(Storefront.init(code:)) ?? storefront
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
