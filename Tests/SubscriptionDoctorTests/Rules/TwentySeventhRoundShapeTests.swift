import Testing

@testable import SubscriptionDoctor

/// Shapes of the twenty-seventh round's false findings (docs/doctor-rules.md,
/// "Twenty-seventh round"), each with the shape that must still fire beside it.
struct TwentySeventhRoundShapeTests {
  @Test("A regex literal holding a quote is no unterminated string; division is no regex")
  func regexLiterals() throws {
    let regex = try SwiftTokenizer.tokenize(
      #"let m = line.firstMatch(of: /coding[:=] *["']? *(?<name>[-_.a-zA-Z0-9]+)/)"#)
    #expect(regex.last?.is(")") == true)
    #expect(!regex.contains { $0.kind == .string })
    let extended = try SwiftTokenizer.tokenize("let r = #/\n  \"quoted\" /\n  /#\nlet next = 1")
    #expect(extended.contains { $0.is("next") && $0.line == 4 })
    let division = try SwiftTokenizer.tokenize("let half = total / 2 / count\nlet x = (a + b) / 2")
    #expect(division.count { $0.is("/") } == 3)
    #expect(throws: ReaderError.self) { try SwiftTokenizer.tokenize(#"let s = "open"#) }
  }

  @Test(
    "A nested bundle's Info.plist in a synchronized folder is copied whole; a loose one collides")
  func nestedBundlePlist() {
    #expect(CustomInfoPlistNotUsedRule.isInsideBundle("App/Resources/App.help/Contents/Info.plist"))
    #expect(!CustomInfoPlistNotUsedRule.isInsideBundle("App/Resources/Info.plist"))
  }

  @Test("An app enum's case passed to a subject selects something; a state enum's case is state")
  func selectionCaseSubject() {
    func warnings(_ enumName: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Legacy"),
        "Sources/Legacy/Learn.swift": """
        import Combine
        import StoreKit

        final class Learn {
          enum \(enumName): Int { case purchases, policy, terms }
          let item = CurrentValueSubject<\(enumName), Never>(\(enumName).purchases)
          func buy(_ product: Product) async throws { _ = try await product.purchase() }
        }

        """,
        "Sources/Legacy/App.swift": """
        @main
        enum LegacyApp {
          static func main() { _ = Learn() }
        }

        """,
      ]).count { $0.rule == .notificationSubscriptionState }
    }
    #expect(warnings("Item") == 0)
    #expect(warnings("PurchaseState") == 1)
  }

  @Test("A tip named for what it buys the developer (BuyCoffee1, BuyMeal1) is a consumable")
  func tipsNamedForFood() {
    func restore(_ ids: [String]) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Nook"),
        "Sources/Nook/SupportViewController.swift": """
        import StoreKit
        import UIKit

        final class SupportViewController: UIViewController {
          var products: [SKProduct] = []
          override func viewDidLoad() {
            super.viewDidLoad()
            let request = SKProductsRequest(productIdentifiers: [\(ids.map { "\"\($0)\"" }.joined(separator: ", "))])
            request.start()
          }
          @IBAction func supportTapped(_ sender: UIButton) {
            SKPaymentQueue.default().add(SKPayment(product: products[sender.tag]))
          }
        }

        """,
      ]).count { $0.rule == .paywallMissingRestore }
    }
    #expect(restore(["com.example.nook.BuyCoffee1", "com.example.nook.BuyMeal1"]) == 0)
    #expect(restore(["com.example.nook.RemoveAds", "com.example.nook.ProUnlock"]) == 1)
  }

  @Test(
    "A vendored library's template Info.plist beside its own project is the library's; a stray one in the app's folder is reported"
  )
  func vendoredLibraryPlist() {
    func errors(_ folder: String) -> Int {
      Fixtures.findings(
        files: ProjectText.appUsingInfoPlist(beside: [
          "libs/engine/engine.xcodeproj/project.pbxproj": ProjectText.oneTarget(
            "engine", folder: "Sources", sources: ["Engine.swift"], settings: ""),
          "libs/engine/Sources/Engine.swift": "struct Engine {}\n",
          "\(folder)/Resources-Mac/engine_mac-Info.plist": """
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0"><dict><key>NSCameraUsageDescription</key><string>Scans.</string></dict></plist>

          """,
        ])
      ).count { $0.rule == .customInfoPlistNotUsed }
    }
    #expect(errors("libs/engine") == 0)
    #expect(errors("App") == 1)
  }

  @Test("A price only printed to the log is not shown; a label showing it is")
  func printedPriceIsNotShown() {
    func prices(_ line: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Pingo"),
        "Sources/Pingo/SubscribeViewController.swift": """
        import StoreKit
        import UIKit

        final class SubscribeViewController: UIViewController, SKProductsRequestDelegate {
          @IBOutlet var priceLabel: UILabel!
          var product: SKProduct?
          func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
            guard let validProduct = response.products.first else { return }
            product = validProduct
            \(line)
          }
          @IBAction func subscribeTapped(_ sender: UIButton) {
            guard let product else { return }
            SKPaymentQueue.default().add(SKPayment(product: product))
          }
          @IBAction func restoreTapped(_ sender: UIButton) {
            SKPaymentQueue.default().restoreCompletedTransactions()
          }
        }

        """,
      ]).count { $0.rule == .paywallPriceNotFromStore }
    }
    #expect(prices("print(validProduct.price, validProduct.priceLocale)") == 1)
    #expect(
      prices(
        "let formatter = NumberFormatter(); formatter.locale = validProduct.priceLocale; priceLabel.text = formatter.string(from: validProduct.price)"
      ) == 0)
  }

  @Test(
    "A payment queue handed in (paymentQueue.add(payment)) buys; adding the observer to it does not"
  )
  func injectedPaymentQueue() {
    let notes = Fixtures.purchaseNotes(files: [
      "Package.swift": Fixtures.iOSAppManifest("VPN"),
      "Sources/VPN/PurchaseService.swift": """
      import StoreKit

      final class PurchaseService: NSObject, SKPaymentTransactionObserver {
        private let paymentQueue: SKPaymentQueue
        init(paymentQueue: SKPaymentQueue = .default()) {
          self.paymentQueue = paymentQueue
          super.init()
          paymentQueue.add(self)
        }
        func buy(_ product: SKProduct) {
          paymentQueue.add(SKPayment(product: product))
        }
        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}
      }

      """,
    ])
    #expect(!notes.isEmpty)
    #expect(notes.allSatisfy { $0.line == 11 })
  }

  @Test(
    "A purchase note sits on StoreKit's call, not on the app's PurchaseService.purchase() wrapping it"
  )
  func noteOnStoreCallNotWrapper() {
    let notes = Fixtures.purchaseNotes(files: [
      "Package.swift": Fixtures.iOSAppManifest("Fasting"),
      "Sources/Fasting/Payments/PaywallView.swift": """
      import SwiftUI

      struct PaywallView: View {
        let purchaseService: PurchaseService
        var body: some View {
          Button("Unlock") { Task { _ = try? await purchaseService.purchase() } }
        }
      }

      """,
      "Sources/Fasting/Services/PurchaseService.swift": """
      import StoreKit

      final class PurchaseService {
        var product: Product?
        func purchase() async throws -> Bool {
          guard let product else { return false }
          let result = try await product.purchase()
          if case .success = result { return true }
          return false
        }
      }

      """,
    ])
    #expect(!notes.isEmpty)
    #expect(
      notes.allSatisfy {
        $0.file == "Sources/Fasting/Services/PurchaseService.swift" && $0.line == 7
      })
  }
}
