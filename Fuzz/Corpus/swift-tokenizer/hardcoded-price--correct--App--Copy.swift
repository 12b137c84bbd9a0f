// Was "$9.99" before we loaded prices from the store.
/* "€3,99" */
enum Copy {
  static let setting = "$(REVENUECAT_API_KEY)"
  static let discount = "Save 50%"
  static let version = "Version 2.99"
  static let format = "%.2f"
  static let count = "\(items) items"
  static func price(_ product: StoreProduct) -> String { product.localizedPriceString }
  #if DEBUG
    static let debugPrice = "$1.99"
  #endif
}
