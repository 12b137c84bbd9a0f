#if canImport(SwiftUI)
  import SwiftUI
#endif
#if canImport(StoreKit)
  import StoreKit
#endif

@main
struct App: SwiftUI.App {
  @State private var store = Store()
  var body: some Scene { WindowGroup { Text("Hi") } }
}

/// Buys with StoreKit 2; the app supports only iOS 26.1 and later, past every
/// known StoreKit issue's range.
@MainActor final class Store {
  func buy(_ product: Product) async -> Bool {
    let result = try? await product.purchase()
    if case .success = result { return true }
    // After anything else, the entitlements say whether the purchase went through.
    for await entitlement in Transaction.currentEntitlements {
      if case .verified(let transaction) = entitlement, transaction.productID == product.id {
        return true
      }
    }
    return false
  }
}
