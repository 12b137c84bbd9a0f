import Testing

@testable import SubscriptionDoctor

/// Shapes from the nineteenth round's measurement (docs/doctor-rules.md,
/// "Nineteenth round"): a finance app's ledger of amounts, a record's field
/// read by its key, an unused paywall host as a second owner, and a macOS
/// target's purchase code beside an iOS deployment target it never uses.
struct NineteenthRoundShapeTests {
  /// A SwiftUI view that says nothing of selling, listing `amounts`.
  private static func ledger(_ amounts: [String]) -> [String: String] {
    let rows = amounts.enumerated().map { "    (\"Shop \($0.offset)\", \"\($0.element)\")," }
    return [
      "App/Store.swift": "import StoreKit\nenum Store {}\n",
      "App/Onboarding/ValueScreenView.swift": """
      import SwiftUI

      struct ValueScreenView: View {
        private let transactions: [(name: String, amount: String)] = [
      \(rows.joined(separator: "\n"))
        ]

        var body: some View {
          ForEach(transactions, id: \\.name) { row in Text(row.amount) }
        }
      }

      """,
    ]
  }

  @Test(
    "Four or more amounts that mostly do not end in a store price's cents are a ledger, not prices; a plan list, or fewer amounts, still fire"
  )
  func financeLedger() {
    func prices(_ amounts: [String]) -> Int {
      Fixtures.findings(files: Self.ledger(amounts)).count { $0.rule == .hardcodedPrice }
    }
    #expect(prices(["$88.60", "$22.10", "$15.99", "$6.50", "$43.50"]) == 0)
    #expect(prices(["$4.99", "$9.99", "$29.99", "$49.99"]) == 4)
    #expect(prices(["$88.60", "$22.10", "$6.50"]) == 3)
  }

  @Test("A record's field read by its key names no product; the same id loaded from the store does")
  func recordFieldKey() {
    func warnings(_ statement: String) -> Int {
      Fixtures.findings(files: [
        "App/Products.storekit": RecallCase.storeKitFile([("com.example.pro.monthly", "4.99")]),
        "App/SubscriptionManager.swift": """
        import StoreKit

        final class SubscriptionManager {
          func load(_ data: [String: Any]) async throws {
            \(statement)
          }
        }

        """,
      ]).count { $0.rule == .storeKitConfigDrift && $0.message.contains("plan_id") }
    }
    #expect(warnings("let record = Record(productId: data[\"plan_id\"] as? String)") == 0)
    #expect(warnings("_ = try await Product.products(for: [\"plan_id\"])") == 1)
  }

  @Test("A paywall host no app code uses owns nothing: only the types that run count as owners")
  func unusedSecondOwner() {
    func owners(_ appBody: String) -> Int {
      Fixtures.findings(files: [
        "App/App.swift": """
        import RevenueCat
        import SwiftUI

        @main
        struct ExampleApp: App {
          init() { Purchases.configure(withAPIKey: "appl_AbCdEfGhIjKlMnOpQrStUvWxYz1") }
          var body: some Scene { WindowGroup { \(appBody) } }
        }

        """,
        "App/Store.swift": """
        import RevenueCat

        final class Store {
          static let shared = Store()
          func refresh() async throws -> Bool {
            try await Purchases.shared.customerInfo().entitlements["pro"]?.isActive == true
          }
          func buy(_ package: Package) async throws {
            _ = try await Purchases.shared.purchase(package: package)
          }
        }

        """,
        "App/PaywallHost.swift": """
        import RevenueCat
        import SwiftUI

        struct PaywallHost: View {
          var body: some View {
            Button("Restore") { Task { _ = try? await Purchases.shared.restorePurchases() } }
          }
        }

        """,
      ]).count { $0.rule == .purchasesMultipleOwners }
    }
    #expect(owners("Text(\"Hi\").task { _ = try? await Store.shared.refresh() }") == 0)
    #expect(owners("PaywallHost().task { _ = try? await Store.shared.refresh() }") == 1)
  }

  @Test(
    "A macOS target's purchase code meets no iOS StoreKit bug, though the project states an iOS deployment target; an iOS target's does"
  )
  func macOSTargetIgnoresIOSTarget() {
    func notes(_ sdk: String) -> Int {
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["Store.swift"],
          settings: "IPHONEOS_DEPLOYMENT_TARGET = 13.0; SDKROOT = \(sdk);"),
        "App/Store.swift": """
        import StoreKit

        enum Store {
          static func buy(_ product: Product) async throws { _ = try await product.purchase() }
        }

        """,
      ]).count { $0.rule == .knownStoreKitIssue }
    }
    #expect(notes("macosx") == 0)
    #expect(notes("iphoneos") > 0)
  }

  @Test(
    "An observation's token named subscription broadcasts nothing; a subscription notification does"
  )
  func observationToken() {
    func warnings(_ statement: String) -> Int {
      Fixtures.findings(files: [
        "App/TabService.swift": """
        import AppKit
        import StoreKit

        final class TabService {
          func manage(_ window: NSWindow) {
            \(statement)
          }
        }

        """
      ]).count { $0.rule == .notificationSubscriptionState }
    }
    #expect(
      warnings(
        "let subscription = NotificationCenter.default.addObserver(forName: NSWindow.willCloseNotification, object: window, queue: nil) { _ in }"
      ) == 0)
    #expect(
      warnings(
        "NotificationCenter.default.post(name: Notification.Name(\"subscriptionChanged\"), object: nil)"
      ) == 1)
  }

  @Test(
    "A database function acting on a product (createProduct) names no product; a product constant does"
  )
  func actionOnProduct() {
    func warnings(_ name: String) -> Int {
      Fixtures.findings(files: [
        "App/Products.storekit": RecallCase.storeKitFile([("com.example.pro.monthly", "4.99")]),
        "App/Database.swift": """
        import StoreKit

        enum Function: String {
          case \(name) = "fnc__create_product"
        }

        """,
      ]).count { $0.rule == .storeKitConfigDrift && $0.message.contains("fnc__create_product") }
    }
    #expect(warnings("createProduct") == 0)
    #expect(warnings("premiumProduct") == 1)
  }

  @Test(
    "RevenueCat 3's cancel flag in a purchase's completion meets the canceled-state bug; a completion ignoring it does not"
  )
  func revenueCatThreeCancelFlag() {
    func canceledNotes(_ parameters: String) -> Int {
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["PurchasesController.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;"),
        "App/PurchasesController.swift": """
        import Purchases

        final class PurchasesController {
          func buy(_ package: Purchases.Package, done: @escaping (Bool) -> Void) {
            Purchases.shared.purchasePackage(package) { \(parameters) in
              done(false)
            }
          }
        }

        """,
      ]).count { $0.rule == .knownStoreKitIssue && $0.message.contains("canceled state") }
    }
    #expect(canceledNotes("(transaction, info, error, userCancelled)") == 1)
    #expect(canceledNotes("transaction, info, error, cancelled") == 1)
    #expect(canceledNotes("_, _, _, _") == 0)
  }

  @Test(
    "A method taking the control used (a custom button's delegate) is a control's action: its restore counts; a helper nothing calls does not"
  )
  func senderMethodIsAction() {
    func restoreErrors(_ signature: String) -> Int {
      Fixtures.findings(files: [
        "App/PurchaseController.swift": """
        import StoreKit
        import UIKit

        final class PurchaseController: UIViewController {
          @IBOutlet weak var buyButton: PurchaseButton!
          @IBOutlet weak var restoreButton: PurchaseButton!
          var product: SKProduct?

          @IBAction func buyTapped(_ button: UIButton) {
            guard let product else { return }
            SKPaymentQueue.default().add(SKPayment(product: product))
          }

          \(signature) {
            SKPaymentQueue.default().restoreCompletedTransactions()
          }
        }

        """
      ]).count { $0.rule == .paywallMissingRestore }
    }
    #expect(restoreErrors("func purchaseButtonTapped(_ sender: PurchaseButton)") == 0)
    #expect(restoreErrors("private func restoreNow()") == 1)
  }

  @Test(
    "A literal that is only $1 is a shell's or template's argument in a file that sells nothing")
  func lonePositionalArgument() {
    func prices(_ file: String) -> Int {
      Fixtures.findings(files: [
        "App/Store.swift": "import StoreKit\nenum Store {}\n",
        "App/\(file).swift": """
        enum Completions {
          static func argument(_ root: Bool) -> String { root ? "1" : "$1" }
        }

        """,
      ]).count { $0.rule == .hardcodedPrice }
    }
    #expect(prices("BashCompletions") == 0)
    #expect(prices("PaywallCopy") == 1)
  }

  @Test(
    "A vendored library's own project (beside its Package.swift, below the app's) does not lower the app's deployment target"
  )
  func vendoredProjectDeploymentTarget() {
    func minimum(withManifest: Bool) -> (Double?, Set<String>) {
      var files: [String: String] = [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["App.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
        "App/App.swift": "import StoreKit\n",
        "Vendor/Lib/Lib.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          "Demo", folder: "Demo", sources: ["Demo.swift"],
          settings: "IPHONEOS_DEPLOYMENT_TARGET = 10.0;"),
        "Vendor/Lib/Demo/Demo.swift": "import UIKit\n",
      ]
      if withManifest {
        files["Vendor/Lib/Package.swift"] =
          "// swift-tools-version:5.9\nimport PackageDescription\n"
      }
      let index = ProjectIndex(
        snapshot: ProjectSnapshot(
          files: files.map { ProjectSnapshot.File(path: $0.key, bytes: Array($0.value.utf8)) }))
      return (index.minimumIOSDeploymentTarget, index.vendoredProjects())
    }
    let vendored = minimum(withManifest: true)
    #expect(vendored.0 == 17)
    #expect(vendored.1 == ["Vendor/Lib/Lib.xcodeproj/project.pbxproj"])
    let own = minimum(withManifest: false)
    #expect(own.0 == 10)
    #expect(own.1.isEmpty)
  }
}
