import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the eighty-fourth and eighty-fifth rounds
/// (docs/doctor-rules.md), each beside the shape that must still fire or stay quiet.
struct EightyFifthRoundShapeTests {
  /// A StoreKit 2 store selling unlocks, coins and subscriptions, a store
  /// screen whose rows buy the products of `sections` (one `ForEach` each,
  /// through the screen's own `purchaseProduct(_:)`), and a subscription
  /// screen the store screen pushes (HIGLab's PremiumApp).
  private static func storeScreenFindings(sections: [String]) -> [Finding] {
    let rows = sections.map { collection in
      """
            Section {
              ForEach(store.\(collection)) { product in
                ProductRow(product: product, onPurchase: { await purchaseProduct(product) })
              }
            }
      """
    }.joined(separator: "\n")
    return Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Premium"),
      "Sources/Premium/App.swift": Fixtures.swiftUIApp(showing: "StoreView()"),
      "Sources/Premium/StoreManager.swift": """
      import StoreKit

      @MainActor
      final class StoreManager: ObservableObject {
        @Published private(set) var nonConsumables: [Product] = []
        @Published private(set) var consumables: [Product] = []
        @Published private(set) var subscriptions: [Product] = []

        func load() async {
          let products = (try? await Product.products(for: [
            "com.premium.themes", "com.premium.coins100", "com.premium.monthly",
          ])) ?? []
          nonConsumables = products.filter { $0.type == .nonConsumable }
          consumables = products.filter { $0.type == .consumable }
          subscriptions = products.filter { $0.type == .autoRenewable }
        }

        func purchase(_ product: Product) async -> Bool {
          (try? await product.purchase()) != nil
        }

        func restorePurchases() async {
          try? await AppStore.sync()
        }
      }

      """,
      "Sources/Premium/ProductRow.swift": """
      import StoreKit
      import SwiftUI

      struct ProductRow: View {
        let product: Product
        let onPurchase: () async -> Void

        var body: some View {
          HStack {
            Text(product.displayName)
            Button(product.displayPrice) { Task { await onPurchase() } }
          }
        }
      }

      """,
      "Sources/Premium/StoreView.swift": """
      import StoreKit
      import SwiftUI

      struct StoreView: View {
        @StateObject private var store = StoreManager()

        var body: some View {
          NavigationStack {
            List {
      \(rows)
              Section {
                NavigationLink {
                  SubscriptionView(store: store)
                } label: {
                  Text("Subscription plans")
                }
              }
            }
            .toolbar {
              Button("Restore") { Task { await store.restorePurchases() } }
            }
            .task { await store.load() }
          }
        }

        private func purchaseProduct(_ product: Product) async {
          _ = await store.purchase(product)
        }
      }

      """,
      "Sources/Premium/SubscriptionView.swift": """
      import StoreKit
      import SwiftUI

      struct SubscriptionView: View {
        @ObservedObject var store: StoreManager
        @State private var selected: Product?

        var body: some View {
          VStack {
            ForEach(store.subscriptions) { plan in
              Button("\\(plan.displayName) \\(plan.displayPrice) / month") { selected = plan }
            }
            Button("Subscribe") { Task { await subscribe() } }
          }
        }

        private func subscribe() async {
          guard let plan = selected else { return }
          _ = await store.purchase(plan)
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A store screen whose rows buy unlocks and coins sells no subscription it pushes")
  func storeScreenPushingSubscriptions() {
    let findings = Self.storeScreenFindings(sections: ["nonConsumables", "consumables"])
    #expect(findings.map(\.file) == ["Sources/Premium/SubscriptionView.swift"], "\(findings)")
    // A row of the store screen itself buying a subscription owes the links there too.
    let selling = Self.storeScreenFindings(sections: ["nonConsumables", "subscriptions"])
    #expect(
      Set(selling.map(\.file))
        == ["Sources/Premium/StoreView.swift", "Sources/Premium/SubscriptionView.swift"],
      "\(selling)")
  }

  /// A UIKit premium screen buying `product` through the app's own service
  /// from a method misnamed for a monthly subscription (MagentaColorApp,
  /// seventy-sixth round).
  private static func premiumControllerFindings(product: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Colors"),
      "Sources/Colors/IAPService.swift": """
      import StoreKit

      enum IAPProduct: String {
        case nonConsumablePurchase = "com.colors.premium"
        case monthlySubscription = "com.colors.premium.monthly"
      }

      final class IAPService: NSObject {
        static let shared = IAPService()
        private var products: [SKProduct] = []

        func purchase(product: IAPProduct) {
          guard let item = products.first(where: { $0.productIdentifier == product.rawValue })
          else { return }
          SKPaymentQueue.default().add(SKPayment(product: item))
        }

        func restorePurchases() {
          SKPaymentQueue.default().restoreCompletedTransactions()
        }
      }

      """,
      "Sources/Colors/PremiumController.swift": """
      import UIKit

      final class PremiumController: UIViewController {
        private let buyButton = UIButton(type: .system)
        private let restoreButton = UIButton(type: .system)

        override func viewDidLoad() {
          super.viewDidLoad()
          buyButton.setTitle("Unlock Premium", for: .normal)
          buyButton.addTarget(self, action: #selector(purchaseMonthlySubscription), for: .touchUpInside)
          restoreButton.setTitle("Restore Purchases", for: .normal)
          restoreButton.addTarget(self, action: #selector(restore), for: .touchUpInside)
          view.addSubview(buyButton)
          view.addSubview(restoreButton)
        }

        @objc func purchaseMonthlySubscription() {
          IAPService.shared.purchase(product: .\(product))
        }

        @objc func restore() {
          IAPService.shared.restorePurchases()
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A screen buying a product named non-consumable sells no subscription")
  func nonConsumableNamedProduct() {
    #expect(Self.premiumControllerFindings(product: "nonConsumablePurchase").isEmpty)
    #expect(Self.premiumControllerFindings(product: "monthlySubscription").count == 1)
  }
}

extension EightyFifthRoundShapeTests {
  /// The purchase notes for a Ray Wenderlich-style `open class StoreService`
  /// whose `public func buyProduct(_:)` nothing calls (its one call is in a
  /// block comment), built by a target of `productType`
  /// (My-first-game, eighty-third round).
  private static func uncalledPublicPurchaseNotes(productType: String) -> [Finding] {
    let project = ProjectText.oneTarget(
      sources: ["App.swift", "StoreService.swift"],
      settings: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;"
    ).replacingOccurrences(of: "com.apple.product-type.application", with: productType)
    return Fixtures.purchaseNotes(files: [
      "App.xcodeproj/project.pbxproj": project,
      "App/App.swift": """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        func showStore() {
          _ = StoreService.shared
          /* StoreService.shared.buyProduct(product) */
        }
      }

      """,
      "App/StoreService.swift": """
      import StoreKit

      open class StoreService: NSObject {
        public static let shared = StoreService()

        override init() {
          super.init()
          SKPaymentQueue.default().add(self)
        }

        public func buyProduct(_ product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      extension StoreService: SKPaymentTransactionObserver {
        public func paymentQueue(
          _ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]
        ) {
          for transaction in transactions { queue.finishTransaction(transaction) }
        }
      }

      """,
    ])
  }

  @Test("A public method only an app target builds is no API: uncalled, it gets no note")
  func publicMethodOfAppTarget() {
    #expect(
      Self.uncalledPublicPurchaseNotes(productType: "com.apple.product-type.application").isEmpty)
    // A framework's public method is API another module may call.
    #expect(
      !Self.uncalledPublicPurchaseNotes(productType: "com.apple.product-type.framework").isEmpty)
  }
}
