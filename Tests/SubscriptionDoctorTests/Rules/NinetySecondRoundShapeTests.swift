import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the ninety-second round
/// (docs/doctor-rules.md), each beside the shape that must still fire or
/// stay quiet.
struct NinetySecondRoundShapeTests {
  @Test("A brace opening a closure's signature is a trailing closure, not a statement's body")
  func closureSignatureIsTrailingClosure() throws {
    let buy = Fixtures.parameters("func purchase(_ product: Product) async throws -> Transaction?")
    let fills = { (call: String) throws -> Bool in
      try #require(Fixtures.arguments(of: "purchase", in: call)).fills(buy)
    }
    // A closure the one-parameter function cannot take: no call of it.
    #expect(try !fills("purchase(product) { [weak self] result in self?.done(result) }"))
    #expect(try !fills("purchase(product) { result in print(result) }"))
    #expect(try !fills("purchase(product) { [weak self] in self?.done() }"))
    #expect(try !fills("purchase(product) { (result: Result<Int, Error>) in print(result) }"))
    #expect(try !fills("purchase(product) { a, b in print(a, b) }"))
    #expect(try !fills("purchase(product) { _ in }"))
    // A brace that may open a statement's body still may.
    #expect(try fills("if purchase(product) { done() }"))
    #expect(try fills("if purchase(product) { for item in items { print(item) } }"))
    #expect(try fills("if purchase(product) { [a, b].forEach { print($0) } }"))
  }

  /// Known-issue notes about purchasing for a UIKit app whose paywall buys
  /// through `SubscriptionManager.purchase(_:completion:)` written as `call`,
  /// beside a copied `Store` whose own `purchase(_:)` nothing else calls.
  private static func purchaseNotePaths(call: String) -> [String] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["AppDelegate.swift", "SubscriptionManager.swift", "Store.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;"),
      "App/AppDelegate.swift": Fixtures.uiKitApp(
        showing: "PaywallViewController()",
        extra: """
          final class PaywallViewController: UIViewController {
            var products: [Product] = []
            let store = Store()

            @objc func buy() {
              guard let product = products.first else { return }
              \(call)
            }
          }
          """),
      "App/SubscriptionManager.swift": """
      import StoreKit

      final class SubscriptionManager {
        static let shared = SubscriptionManager()

        func purchase(_ product: Product, completion: @escaping (Result<Transaction, Error>) -> Void) {
          Task {
            let result = try await product.purchase()
            if case .success(.verified(let transaction)) = result { completion(.success(transaction)) }
          }
        }
      }

      """,
      "App/Store.swift": """
      import StoreKit

      final class Store {
        func purchase(_ product: Product) async throws -> Transaction? {
          let result = try await product.purchase()
          if case .success(.verified(let transaction)) = result { return transaction }
          return nil
        }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue && $0.message.contains("purchase") }
      .compactMap(\.file)
  }

  @Test("A trailing closure with a signature calls the overload that takes it, not the other")
  func trailingClosureChoosesOverload() {
    let managerOnly = Self.purchaseNotePaths(
      call: "SubscriptionManager.shared.purchase(product) { [weak self] result in _ = self }")
    #expect(!managerOnly.isEmpty)
    #expect(managerOnly.allSatisfy { $0 == "App/SubscriptionManager.swift" }, "\(managerOnly)")
    // The copied store's own purchase, called, is reached too.
    let both = Self.purchaseNotePaths(call: "Task { _ = try await store.purchase(product) }")
    #expect(both.contains("App/Store.swift"))
  }

  /// Hard-coded price findings for a market list whose loading rows are
  /// written as `loading` beside `modifier`, the app's own redaction.
  private static func loadingRowPrices(_ loading: String) -> [String] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "MarketView()"),
      "App/MarketView.swift": """
      import SwiftUI

      struct MarketView: View {
        @State private var coins: [String]? = nil

        var body: some View {
          if let coins {
            List(coins, id: \\.self) { Text($0) }
          } else {
            loadingList()
          }
        }

        @ViewBuilder private func loadingList() -> some View {
          List(0..<10, id: \\.self) { index in
            \(loading)
          }
        }

        private func cell(name: String, price: String) -> some View {
          HStack { Text(name); Text(price) }
        }
      }

      extension View {
        /// Redacts the view until `value` is known.
        @ViewBuilder func redacted(value: Any? = nil) -> some View {
          if value == nil { self.redacted(reason: .placeholder) } else { self }
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }.map(\.message)
  }

  @Test("A loading row redacted by the app's own .redacted() is drawn as bars; unredacted it shows")
  func appRedactedModifier() {
    #expect(Self.loadingRowPrices("cell(name: \"Stub\", price: \"$123.45\").redacted()").isEmpty)
    #expect(Self.loadingRowPrices("cell(name: \"Stub\", price: \"$123.45\")").count == 1)
    // A value handed to it decides at run time: shown once loaded.
    #expect(
      Self.loadingRowPrices("cell(name: \"Stub\", price: \"$123.45\").redacted(value: coins)")
        .count == 1)
  }

  /// Price-drift findings for a plans screen showing `price` for `mesh.plus`,
  /// which a `.storekit` file priced in `storefront` (nil: none named) sells
  /// at `filePrice`.
  private static func storefrontDrift(
    price: String, filePrice: String, storefront: String?
  ) -> [Finding] {
    var file = Fixtures.storeKitFile([("mesh.plus", filePrice, "NonConsumable")])
    if let storefront {
      file = file.replacingOccurrences(
        of: "\"version\"",
        with: "\"settings\" : { \"_storefront\" : \"\(storefront)\" },\n  \"version\"")
    }
    return Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Mesh"),
      "Sources/Mesh/App.swift": Fixtures.swiftUIApp(showing: "PlansView()"),
      "Sources/Mesh/Products.storekit": file,
      "Sources/Mesh/PlansView.swift": """
      import StoreKit
      import SwiftUI

      struct PlansView: View {
        private static let samplePrice: [String: String] = ["mesh.plus": "\(price)"]
        @State private var products: [Product] = []
        var body: some View {
          Button(Self.samplePrice["mesh.plus"] ?? "") {
            Task { _ = try? await products.first { $0.id == "mesh.plus" }?.purchase() }
          }
        }
      }

      """,
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("prices it at") }
  }

  @Test("A price is compared with a .storekit file's only in a currency its storefront may use")
  func driftInStorefrontCurrency() {
    // The file tests in tenge: a dollar price is another storefront's.
    #expect(
      Self.storefrontDrift(price: "USD 5.99", filePrice: "11990.0", storefront: "KAZ").isEmpty)
    #expect(Self.storefrontDrift(price: "$5.99", filePrice: "11990.0", storefront: "KAZ").isEmpty)
    // In dollars (named, or Xcode's default), a different dollar price drifts.
    #expect(
      Self.storefrontDrift(price: "USD 5.99", filePrice: "6.99", storefront: "USA").count == 1)
    #expect(Self.storefrontDrift(price: "$5.99", filePrice: "6.99", storefront: nil).count == 1)
    // A euro price beside a file in dollars is another storefront's; beside
    // a file in a euro storefront it is compared.
    #expect(Self.storefrontDrift(price: "4,99 €", filePrice: "5.99", storefront: nil).isEmpty)
    #expect(Self.storefrontDrift(price: "4,99 €", filePrice: "5.99", storefront: "DEU").count == 1)
  }

  @Test("The currency a price names")
  func priceCurrency() {
    #expect(PriceDetector.currency(of: "USD 5.99") == .usDollar)
    #expect(PriceDetector.currency(of: "$5.99") == .usDollar)
    #expect(PriceDetector.currency(of: "US$ 5.99") == .usDollar)
    #expect(PriceDetector.currency(of: "R$ 10,90") == .other)
    #expect(PriceDetector.currency(of: "4,99 €") == .other)
    #expect(PriceDetector.currency(of: "GBP 4.99") == .other)
    #expect(PriceDetector.currency(of: "9.99 dollars") == .usDollar)
    #expect(PriceDetector.currency(of: "5.99") == nil)
  }

  @Test("An amount with spaces between its thousands is quoted whole")
  func spaceGroupedThousands() {
    #expect(PriceDetector.price(in: "4 990 ₽") == "4 990 ₽")
    #expect(PriceDetector.price(in: "за 1 299,00 €") == "1 299,00 €")
    #expect(PriceDetector.price(in: "12\u{202F}990 ₽/год") == "12\u{202F}990 ₽")
    // A count before an amount is no thousands: "3 990 ₽" needs one group.
    #expect(PriceDetector.price(in: "x3 990 ₽") == "990 ₽")
    #expect(PriceDetector.price(in: "990 ₽") == "990 ₽")
  }

  /// Plan-type findings for a package model built by `initializer`, beside
  /// a store screen that buys the package's product.
  private static func packageModelFindings(_ initializer: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(
        showing: "PackagesViewController()",
        extra: """
          final class PackagesViewController: UIViewController {
            var packages: [PackagesDataProduct] = []
            @objc func buy() {
              SwiftyStoreKit.purchaseProduct(packages.first?.productId ?? "") { _ in }
            }
          }
          """),
      "App/PackagesDataProduct.swift": """
      import Foundation
      import StoreKit

      struct PackagesDataProduct {
        var productId: String!
        var productPrice: String!
        var productTitle: String!

        \(initializer)
      }

      """,
    ]).filter { $0.rule == .planTypeWithPrice }
  }

  @Test("A product model decoded by hand from a server's JSON object is the server's payload")
  func handDecodedPayload() {
    #expect(
      Self.packageModelFindings(
        """
        init(fromDictionary dictionary: [String: Any]) {
            productId = dictionary["product_id"] as? String
            productPrice = dictionary["product_price"] as? String
            productTitle = dictionary["product_title"] as? String
          }
        """
      ).isEmpty)
    #expect(
      Self.packageModelFindings(
        """
        init(json: JSON) {
            productId = json["product_id"].stringValue
            productPrice = json["product_price"].stringValue
          }
        """
      ).isEmpty)
    // Filled by the app itself, it copies the store's catalogue.
    #expect(
      Self.packageModelFindings(
        """
        init(productId: String, productPrice: String, productTitle: String) {
            self.productId = productId
            self.productPrice = productPrice
            self.productTitle = productTitle
          }
        """
      ).count == 1)
  }

  /// The `@Observable` notes for an iOS 17 app whose settings model, an
  /// `ObservableObject`, publishes `property`.
  private static func settingsModelNotes(_ property: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "SettingsViewModel.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": Fixtures.swiftUIApp(owning: "SettingsViewModel"),
      "App/SettingsViewModel.swift": """
      import StoreKit

      @MainActor
      final class SettingsViewModel: ObservableObject {
        @Published var \(property) = false

        func restore() async {
          \(property) = true
          try? await AppStore.sync()
          \(property) = false
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.severity == .note }
  }

  @Test("A restore in flight or a developer's purchase switch is no subscription state")
  func progressAndEmulationFlags() {
    #expect(Self.settingsModelNotes("isRestoringPurchase").isEmpty)
    #expect(Self.settingsModelNotes("isLoadingSubscription").isEmpty)
    #expect(Self.settingsModelNotes("emulatePurchase").isEmpty)
    // A sync with the back end (mushroomHunter, hundred-and-thirteenth round).
    #expect(Self.settingsModelNotes("isSyncingEntitlement").isEmpty)
    #expect(Self.settingsModelNotes("hasActiveSubscription").count == 1)
    #expect(Self.settingsModelNotes("hasEntitlement").count == 1)
  }

  /// The files of the paywall rules' findings for a UIKit app whose feed
  /// presents an upgrade sheet; the sheet's Purchase button runs `sheetBuys`,
  /// and the feed, the sheet's delegate, buys in `didFinish(with:)`.
  private static func delegatedPurchaseFiles(sheetBuys: String) -> [String] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "FeedViewController()"),
      "App/IAPService.swift": """
      import StoreKit

      final class IAPService: NSObject {
        static let shared = IAPService()
        var products: [SKProduct] = []

        func purchase(product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
      "App/UpgradeViewController.swift": """
      import UIKit

      protocol UpgradeDelegate: AnyObject {
        func didFinish(with plan: String?)
      }

      final class UpgradeViewController: UIViewController {
        weak var delegate: UpgradeDelegate?
        private let monthly = UILabel()

        override func viewDidLoad() {
          super.viewDidLoad()
          monthly.text = "Monthly subscription"
        }

        @objc func purchaseTapped() {
          \(sheetBuys)
        }
      }

      """,
      "App/FeedViewController.swift": """
      import UIKit

      final class FeedViewController: UIViewController {
        @objc func upgradeTapped() {
          let sheet = UpgradeViewController()
          sheet.delegate = self
          present(sheet, animated: true)
        }
      }

      extension FeedViewController: UpgradeDelegate {
        func didFinish(with plan: String?) {
          guard let product = IAPService.shared.products.first else { return }
          IAPService.shared.purchase(product: product)
        }
      }

      """,
    ]).filter { [.paywallMissingRestore, .paywallMissingLegalLinks].contains($0.rule) }
      .compactMap(\.file)
  }

  @Test("A sheet buying through its delegate is the paywall; the presenter buying for it is not")
  func delegatedPurchase() {
    let files = Self.delegatedPurchaseFiles(sheetBuys: "delegate?.didFinish(with: \"monthly\")")
    #expect(files.contains("App/UpgradeViewController.swift"))
    #expect(!files.contains("App/FeedViewController.swift"))
    // A sheet that never calls its delegate buys nothing: the feed's own
    // method is what buys, and the feed stays the screen judged.
    let unused = Self.delegatedPurchaseFiles(sheetBuys: "dismiss(animated: true)")
    #expect(!unused.contains("App/UpgradeViewController.swift"))
    #expect(unused.contains("App/FeedViewController.swift"))
  }

  /// `.sink` state findings for a purchase sheet's model whose sink hands
  /// the manager's purchases to `handle(purchases:)`, declared as `handler`.
  private static func handlerSink(_ handler: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Wallet"),
      "Sources/Wallet/App.swift": Fixtures.swiftUIApp(
        showing: "Text(\"Sheet\").environmentObject(PurchaseSheetModel())"),
      "Sources/Wallet/PurchaseSheetModel.swift": """
      import Combine
      import StoreKit

      final class PurchaseManager: ObservableObject {
        static let shared = PurchaseManager()
        @Published var purchasedProductIDs: Set<String> = []
        var hasActivePurchase: Bool { !purchasedProductIDs.isEmpty }
        func refresh() async {
          for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result { purchasedProductIDs.insert(transaction.productID) }
          }
        }
      }

      final class PurchaseSheetModel: ObservableObject {
        let finished = PassthroughSubject<Void, Never>()
        var ownedIDs: Set<String> = []
        private var cancellables = Set<AnyCancellable>()
        init() {
          PurchaseManager.shared.$purchasedProductIDs
            .receive(on: RunLoop.main)
            .sink { [weak self] in self?.handle(purchases: $0) }
            .store(in: &cancellables)
        }
        \(handler)
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.message.contains(".sink") }
  }

  @Test("A sink handing the value to a method that leaves it unnamed keeps no copy")
  func sinkHandsValueToIgnoringMethod() {
    #expect(
      Self.handlerSink(
        "private func handle(purchases _: Set<String>) { if PurchaseManager.shared.hasActivePurchase { finished.send() } }"
      ).isEmpty)
    #expect(
      Self.handlerSink("private func handle(purchases: Set<String>) { ownedIDs = purchases }")
        .count == 1)
  }
}
