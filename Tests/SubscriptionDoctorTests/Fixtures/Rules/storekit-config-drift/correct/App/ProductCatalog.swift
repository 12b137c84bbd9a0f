import StoreKit

/// Loads the products the app sells.
enum ProductCatalog {
  static let productIDs: Set<String> = ["pro_monthly", "pro_annual"]

  static func load() async throws -> [Product] {
    try await Product.products(for: productIDs)
  }
}
