import Testing

@testable import SubscriptionDoctor

/// Shapes from the twenty-second round's measurement (docs/doctor-rules.md,
/// "Twenty-second round").
struct TwentySecondRoundShapeTests {
  @Test(
    "A custom INFOPLIST_KEY_ setting the target's own Info.plist carries is read from the file; one it lacks fires"
  )
  func customKeyInOwnInfoPlist() {
    func errors(plistKeys: [String]) -> Int {
      let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        \(plistKeys.map { "<key>\($0)</key><string>$(\($0))</string>" }.joined(separator: "\n"))
        </dict></plist>

        """
      let settings = """
        INFOPLIST_FILE = "App/App-Info.plist"; INFOPLIST_KEY_GADApplicationIdentifier = "ca-app-pub-1~2"; INFOPLIST_KEY_CFBundleDisplayName = Shop;
        """
      let files = [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(settings: settings),
        "App/App.swift": "import SwiftUI\n\n@main struct ShopApp: App {}\n",
        "App/App-Info.plist": plist,
      ]
      return Fixtures.findings(files: files).count { $0.rule == .infoPlistKeyPrefixCustom }
    }
    #expect(errors(plistKeys: ["GADApplicationIdentifier", "CFBundleName"]) == 0)
    #expect(errors(plistKeys: ["CFBundleName"]) == 1)
    #expect(errors(plistKeys: []) == 1)
  }
}

extension TwentySecondRoundShapeTests {
  @Test(
    "A configure wrapper guarded by a state it then sets to a case runs once, even from .task; without the guard it fires"
  )
  func runOnceWrapperWithEnumState() {
    func findings(_ guardLine: String, assigned: String = ".ready") -> Int {
      let manager = """
        import RevenueCat

        @MainActor final class PurchaseManager {
          enum Availability { case disabled, ready }
          private(set) var availability: Availability = .disabled
          func configure() {
            \(guardLine)
            Purchases.configure(withAPIKey: "appl_abcdefghijklmnopqrstuvwxyz1")
            availability = \(assigned)
          }
        }

        """
      let app = """
        import SwiftUI

        @main struct WalkApp: App {
          let purchases = PurchaseManager()
          var body: some Scene {
            WindowGroup { Text("Walk").task { purchases.configure() } }
          }
        }

        """
      return Fixtures.findings(files: ["App/PurchaseManager.swift": manager, "App/App.swift": app])
        .count { $0.rule == .configureCalledTwice }
    }
    #expect(findings("guard availability != .ready else { return }") == 0)
    #expect(findings("if availability == .ready { return }") == 0)
    #expect(findings("") == 1)
    // A state compared with one case and set to another guards nothing.
    #expect(findings("guard availability != .ready else { return }", assigned: ".disabled") == 1)
  }
}

extension TwentySecondRoundShapeTests {
  /// A package app on iOS 17 with `files` beside its manifest.
  private static func packageApp(_ files: [String: String]) -> [Finding] {
    var all = files
    all["Package.swift"] = Fixtures.iOSAppManifest("Game")
    return Fixtures.findings(files: all).filter { $0.rule == .knownStoreKitIssue }
  }

  @Test(
    "A for loop over the app's stored products is no call: the product-loading note goes to the load"
  )
  func forLoopOverProductsIsNoCall() throws {
    let helper = """
      import StoreKit

      final class IAPHelper: NSObject, SKProductsRequestDelegate {
        static let shared = IAPHelper()
        var products: [SKProduct] = []
        func load() {
          let request = SKProductsRequest(productIdentifiers: ["coins"])
          request.delegate = self
          request.start()
        }
        func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
          products = response.products
        }
      }

      """
    func loadNote(_ loop: String) throws -> String {
      let scene = """
        import StoreKit

        final class Scene {
          func buy() {
            \(loop)
          }
        }

        """
      let notes = Self.packageApp([
        "Sources/Game/Helpers/IAPHelper.swift": helper,
        "Sources/Game/Scenes/Scene.swift": scene,
      ]).filter { $0.message.contains("load products") }
      return try #require(notes.first).file
    }
    #expect(
      try loadNote("for product in IAPHelper.shared.products { print(product) }")
        == "Sources/Game/Helpers/IAPHelper.swift")
    // A trailing closure after the word is a call (RevenueCat's `offerings { }` shape).
    #expect(
      try loadNote("IAPHelper.shared.products { print($0) }") == "Sources/Game/Scenes/Scene.swift")
  }

  @Test(
    "The app's own purchase(perk:) that saves to a database, called through self?, meets no purchase issue; a store purchase does"
  )
  func ownPurchaseMethodIsNoStoreCall() {
    func purchaseNotes(_ body: String) -> Int {
      let store = """
        import StoreKit

        final class Store {
          var product: Product?
          func purchase(perk: String, database: Database) {
            \(body)
          }
          func buy(perk: String, database: Database) {
            database.create { [weak self] in self?.purchase(perk: perk, database: database) }
          }
        }

        """
      return Self.packageApp(["Sources/Game/Store.swift": store]).count {
        $0.message.contains("purchase sheet")
      }
    }
    #expect(purchaseNotes("database.save(perk)") == 0)
    #expect(purchaseNotes("Task { _ = try await product?.purchase() }") == 1)
  }
}

extension TwentySecondRoundShapeTests {
  @Test(
    "The canceled-state note goes to a test of the cancel, not to an app's own error made from it"
  )
  func cancelNoteAtTheTest() throws {
    let errors = """
      import StoreKit

      enum AppError: Error {
        case paymentCancelled(originalError: Error)
        static func wrap(_ error: SKError) -> AppError { AppError.paymentCancelled(originalError: error) }
      }

      """
    let service = """
      import StoreKit

      final class PaymentsService {
        func handle(_ error: SKError) -> Bool {
          if error.code != .paymentCancelled {
            return true
          }
          return false
        }
      }

      """
    let notes = Self.packageApp([
      "Sources/Game/AppError.swift": errors, "Sources/Game/PaymentsService.swift": service,
    ]).filter { $0.message.contains("canceled state") }
    let note = try #require(notes.first)
    #expect(note.file == "Sources/Game/PaymentsService.swift")
    #expect(note.line == 5)
  }

  @Test(
    "A call of the app's own getProducts() wrapper is no product load: the note goes to the load inside"
  )
  func ownWrapperIsNoLoad() throws {
    let service = """
      import StoreKit

      final class IAPService: NSObject, SKProductsRequestDelegate {
        static let shared = IAPService()
        func getProducts() {
          let request = SKProductsRequest(productIdentifiers: ["coins"])
          request.delegate = self
          request.start()
        }
        func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
          print(response.products.count)
        }
      }

      """
    let menu = """
      import StoreKit

      final class Menu {
        func open() { IAPService.shared.getProducts() }
      }

      """
    let notes = Self.packageApp([
      "Sources/Game/AMenu.swift": menu, "Sources/Game/IAPService.swift": service,
    ]).filter { $0.message.contains("load products") }
    let note = try #require(notes.first)
    #expect(note.file == "Sources/Game/IAPService.swift")
  }
}

extension TwentySecondRoundShapeTests {
  @Test(
    "A default argument's display string is no product id, though a productID property is declared above; a product-id label still reads it"
  )
  func displayStringAfterProductIDProperty() {
    func drift(_ argument: String) -> Int {
      let model = """
        import StoreKit

        struct OfferDisplay { var price: String; var duration: String }

        final class PaywallModel {
          let productID: String = Catalog.monthlyProductID
          let price: String
          init(offer: OfferDisplay = \(argument)) {
            price = offer.price
          }
        }

        """
      return Fixtures.findings(files: [
        "App/PaywallModel.swift": model,
        "App/Products.storekit": RecallCase.storeKitFile([("com.example.premium.monthly", "4.99")]),
      ]).count { $0.rule == .storeKitConfigDrift && $0.message.contains("The code names") }
    }
    #expect(drift("OfferDisplay(price: \"-\", duration: \"Monthly\")") == 0)
    #expect(drift("OfferDisplay(price: \"-\", duration: Ids(productID: \"monthly\").id)") == 1)
  }
}

extension TwentySecondRoundShapeTests {
  @Test(
    "An XcodeGen target with supportedDestinations and no platform builds for iOS at options' iOS deployment target; without iOS among them it does not"
  )
  func xcodeGenSupportedDestinations() {
    func notes(_ destinations: String) -> Int {
      Fixtures.findings(files: [
        "project.yml": """
        name: Colophon
        options:
          deploymentTarget:
            iOS: "17.0"
            macOS: "14.0"
        targets:
          Colophon:
            type: application
            supportedDestinations: \(destinations)
            sources: [App]

        """,
        "App/Store.swift": """
        import StoreKit

        enum Store {
          static func buy(_ product: Product) async throws { _ = try await product.purchase() }
        }

        """,
      ]).count { $0.rule == .knownStoreKitIssue }
    }
    #expect(notes("[iOS, macOS]") >= 1)
    #expect(notes("[macOS]") == 0)
  }
}

extension TwentySecondRoundShapeTests {
  @Test(
    "A read of the app's own stored products through its type is no load: the note goes to StoreKit's response"
  )
  func ownStoredProductsAreNoLoad() throws {
    let store = """
      import StoreKit

      final class ProductsStore {
        static let shared = ProductsStore()
        var products: [SKProduct] = []
      }

      final class IAPManager: NSObject, SKProductsRequestDelegate {
        func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
          ProductsStore.shared.products = response.products
        }
      }

      """
    let view = """
      import StoreKit

      final class GetProView {
        var count: Int { ProductsStore.shared.products.count }
      }

      """
    let notes = Self.packageApp([
      "Sources/Game/GetProView.swift": view, "Sources/Game/IAPManager.swift": store,
    ]).filter { $0.message.contains("load products") }
    let note = try #require(notes.first)
    #expect(note.file == "Sources/Game/IAPManager.swift")
    #expect(note.line == 10)
  }
}
