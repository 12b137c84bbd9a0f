#if canImport(SwiftUI)
  import SwiftUI
#endif
#if canImport(StoreKit)
  import StoreKit
#endif

@main
struct App: SwiftUI.App {
  @State private var store = Store()
  var body: some Scene {
    WindowGroup {
      Text("Hi").task {
        if let product = try? await Product.products(for: ["pro.monthly"]).first {
          _ = await store.buy(product)
        }
      }
    }
  }
}

/// Buys with StoreKit 2 and treats a cancel as final.
@MainActor final class Store {
  func buy(_ product: Product) async -> Bool {
    guard let result = try? await product.purchase() else { return false }
    switch result {
    case .success: return true
    case .userCancelled, .pending: return false
    @unknown default: return false
    }
  }
}
