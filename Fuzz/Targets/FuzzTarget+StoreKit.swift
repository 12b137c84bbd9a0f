import Foundation
import StoreSimulator

extension FuzzTarget {
  /// An Xcode `.storekit` file → `StoreKitConfiguration` → store products.
  static let storeKit = FuzzTarget(
    name: "storekit", summary: ".storekit JSON → StoreKitConfiguration → StoreProducts"
  ) { bytes in
    guard let configuration = try? StoreKitConfiguration(data: Data(bytes)) else { return false }
    for (identifier, product) in configuration.storeProducts() {
      _ = (identifier, product.localizedPriceString, product.subscriptionPeriod)
    }
    for group in configuration.subscriptionGroups {
      _ = group.productIDs.map { configuration.product(id: $0) }
    }
    return true
  }
}
