import Testing

@testable import SubscriptionDoctor

/// Shapes from the thirteenth round's measurement (docs/doctor-rules.md,
/// "Thirteenth round"): an observer removed, an XcodeGen spec stating the
/// deployment target in `options` or on the target, prices handed to a
/// test double made in a real type's method, and a lifetime unlock whose
/// feature list says "Weekly reports".
struct ThirteenthRoundShapeTests {
  @Test("Removing an observer of a subscription notification broadcasts nothing; observing it does")
  func removedObserver() {
    func findings(_ statement: String) -> Int {
      Fixtures.findings(files: [
        "App/Welcome.swift": """
        import StoreKit
        import UIKit

        final class WelcomeController: UIViewController {
          deinit {
            \(statement)
          }
        }

        """
      ]).count { $0.rule == .notificationSubscriptionState }
    }
    #expect(
      findings(
        "NotificationCenter.default.removeObserver(self, name: Notification.Name(\"SubscriptionStatusChanged\"), object: nil)"
      ) == 0)
    #expect(
      findings(
        "NotificationCenter.default.addObserver(self, selector: #selector(reload), name: Notification.Name(\"SubscriptionStatusChanged\"), object: nil)"
      ) == 1)
  }

  /// An XcodeGen app whose spec gives `deploymentTarget` as `settings`.
  private static func spec(_ deployment: String) -> [String: String] {
    [
      "project.yml": """
      name: Focus
      \(deployment)
      targets:
        Focus:
          type: application
          platform: iOS
          sources: [Focus]

      """,
      "Focus/Store.swift": """
      import StoreKit

      enum Store {
        static func buy(_ product: Product) async throws { _ = try await product.purchase() }
      }

      """,
    ]
  }

  @Test(
    "An XcodeGen spec's options.deploymentTarget or a target's deploymentTarget states the iOS version; without either, none is known"
  )
  func xcodeGenDeploymentTarget() {
    func notes(_ deployment: String) -> Int {
      Fixtures.findings(files: Self.spec(deployment)).count { $0.rule == .knownStoreKitIssue }
    }
    #expect(notes("options:\n  deploymentTarget:\n    iOS: \"17.0\"") >= 1)
    #expect(notes("") == 0)
    #expect(notes("options:\n  deploymentTarget:\n    iOS: \"26.2\"") == 0)
    let perTarget = Self.spec("").mapValues {
      $0.replacingAll(
        "    platform: iOS\n", with: "    platform: iOS\n    deploymentTarget: \"17.0\"\n")
    }
    #expect(Fixtures.findings(files: perTarget).contains { $0.rule == .knownStoreKitIssue })
  }

  @Test(
    "Prices handed to a mock product made in a manager's method are stand-ins; the same prices handed to a real model are not"
  )
  func pricesHandedToMocks() {
    func findings(_ type: String) -> [RuleID] {
      Fixtures.findings(files: [
        "App/PremiumManager.swift": """
        import StoreKit

        struct \(type) {
          var identifier: String
          var priceString: String
        }

        final class PremiumManager {
          func offerings() -> [\(type)] {
            [
              \(type)(identifier: "com.app.monthly", priceString: "$2.99"),
              \(type)(identifier: "com.app.yearly", priceString: "$19.99"),
            ]
          }
        }

        """
      ]).map(\.rule).filter { $0 == .hardcodedPrice || $0 == .planTypeWithPrice }
    }
    #expect(findings("MockProduct").isEmpty)
    #expect(findings("PlanProduct").contains(.hardcodedPrice))
  }

  @Test(
    "A lifetime unlock listing \"Weekly reports & analytics\" sells a purchase a customer keeps; \"Billed weekly\" or \"Weekly plan\" sells a subscription"
  )
  func featureNamedForAPeriod() {
    func legalLinkErrors(_ bullet: String) -> Int {
      Fixtures.findings(files: [
        "App/UnlockView.swift": """
        import StoreKit
        import SwiftUI

        struct UnlockView: View {
          @State private var product: Product?
          var body: some View {
            VStack {
              Text("Lifetime access")
              Text("\(bullet)")
              Text("Unlimited habits")
              if let product {
                Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
              }
              Button("Restore Purchases") { Task { try? await AppStore.sync() } }
            }
            .task { product = try? await Product.products(for: ["com.app.lifetime"]).first }
          }
        }

        """
      ]).count { $0.rule == .paywallMissingLegalLinks }
    }
    #expect(legalLinkErrors("Weekly reports & analytics") == 0)
    #expect(legalLinkErrors("Billed weekly") == 1)
    #expect(legalLinkErrors("Weekly plan") == 1)
  }

  @Test(
    "Prices and plan types in a store manager no app code uses are not reported; used, they are")
  func pricesInAnUnusedManager() {
    func rules(using manager: String) -> Set<RuleID> {
      Set(
        Fixtures.findings(files: [
          "App/MantraApp.swift": """
          import SwiftUI

          @main
          struct MantraApp: App {
            var body: some Scene {
              WindowGroup { Text(\(manager).Plan.monthly.price).task { _ = \(manager).shared } }
            }
          }

          """,
          "App/SubscriptionManager.swift": """
          import StoreKit

          final class SubscriptionManager {
            static let shared = SubscriptionManager()
          }

          final class LegacySubscriptionManager {
            static let shared = LegacySubscriptionManager()

            enum Plan: String {
              case monthly, yearly
              var price: String {
                switch self {
                case .monthly: "$4.99"
                case .yearly: "$39.99"
                }
              }
            }
          }

          """,
        ]).map(\.rule)
      ).intersection([.hardcodedPrice, .planTypeWithPrice])
    }
    #expect(rules(using: "SubscriptionManager").isEmpty)
    #expect(rules(using: "LegacySubscriptionManager") == [.hardcodedPrice, .planTypeWithPrice])
  }

  @Test("A screen named for buying credits or tokens sells consumables")
  func creditsScreen() {
    func restoreErrors(_ name: String) -> Int {
      Fixtures.findings(files: [
        "App/\(name)ViewController.swift": """
        import StoreKit
        import UIKit

        final class \(name)ViewController: UIViewController {
          var products: [SKProduct] = []
          @IBAction func buy(_ sender: UIButton) {
            SKPaymentQueue.default().add(SKPayment(product: products[sender.tag]))
          }
        }

        """
      ]).count { $0.rule == .paywallMissingRestore }
    }
    #expect(restoreErrors("BuyCredits") == 0)
    #expect(restoreErrors("TokenPurchase") == 0)
    #expect(restoreErrors("BuyPlan") == 1)
  }

  @Test(
    "A published list of channel subscriptions is no subscription state; a published subscription status is"
  )
  func channelSubscriptions() {
    func notes(_ property: String) -> Int {
      Fixtures.findings(files: [
        "App/Communication.swift": """
        import Combine
        import StoreKit

        final class CommunicationManager: ObservableObject {
          \(property)
        }

        """,
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["Communication.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      ]).count { $0.rule == .notificationSubscriptionState }
    }
    #expect(notes("@Published private(set) var subscribedChannels: [SubscribedChannel] = []") == 0)
    #expect(notes("@Published private(set) var mySubscriptions: [ChannelSubscription] = []") == 0)
    #expect(
      notes("@Published private(set) var subscriptionStatus: SubscriptionStatus = .none") == 1)
  }

  @Test(
    "Prices in a mockup or demo view are stand-ins; the same view under a plain name is held to the rule"
  )
  func mockupViews() {
    func prices(_ name: String) -> Int {
      Fixtures.findings(files: [
        "App/\(name).swift": """
        import StoreKit
        import SwiftUI

        struct \(name): View {
          var body: some View { Text("Pro: $4.99/month") }
        }

        """
      ]).count { $0.rule == .hardcodedPrice }
    }
    #expect(prices("MockupLockscreenView") == 0)
    #expect(prices("DemoPricingView") == 0)
    #expect(prices("PricingView") == 1)
  }

  @Test("Hex colours in a view that loads products name no product; a product id there does")
  func hexColours() {
    func missing(_ literal: String) -> [String] {
      Fixtures.findings(files: [
        "Products.storekit": RecallCase.storeKitFile([("app.pro.monthly", "4.99")]),
        "App/PaywallScreen.swift": """
        import StoreKit
        import SwiftUI

        struct PaywallScreen: View {
          private let ids = ["app.pro.monthly", \(literal)]
          private let background = Color(hex: "FDF8F5")
          @State private var products: [Product] = []
          var body: some View {
            List(products) { Text($0.displayPrice) }
              .task { products = (try? await Product.products(for: ids)) ?? [] }
          }
        }

        """,
      ]).filter { $0.rule == .storeKitConfigDrift && $0.severity == .warning }.map(\.message)
    }
    #expect(missing("\"7B5E99\"").isEmpty)
    #expect(missing("\"app.pro.yearly\"").count == 1)
  }

  @Test(
    "Superwall's purchase controller buys through Purchases.shared as an adapter, not a second owner"
  )
  func superwallPurchaseController() {
    func owners(_ conformance: String) -> Int {
      Fixtures.findings(files: [
        "App/SubscriptionService.swift": """
        import RevenueCat

        final class SubscriptionService {
          func refresh() async { _ = try? await Purchases.shared.customerInfo() }
          func isPro() async -> Bool { (try? await Purchases.shared.customerInfo())?.entitlements["pro"]?.isActive == true }
        }

        final class RCPurchaseController\(conformance) {
          func restore() async { _ = try? await Purchases.shared.restorePurchases() }
        }

        """
      ]).count { $0.rule == .purchasesMultipleOwners }
    }
    #expect(owners(": PurchaseController") == 0)
    #expect(owners("") == 1)
  }

  @Test(
    "An app's own type named Purchases is not RevenueCat: another service's placeholder key is not reported; with RevenueCat imported it is"
  )
  func ownTypeNamedPurchases() {
    func placeholders(_ imports: String) -> Int {
      Fixtures.findings(files: [
        "App/Event.swift": """
        \(imports)
        enum Event {
          struct Purchases {
            static let restored = "purchases.restored"
            func track() { _ = Purchases.restored }
          }
        }

        """,
        "App/Secrets.swift": "enum Secrets {\n  static let apiKey = \"YOUR_API_KEY\"\n}\n",
      ]).count { $0.rule == .placeholderAPIKey }
    }
    #expect(placeholders("import Foundation") == 0)
    #expect(placeholders("import RevenueCat") == 1)
  }

  @Test(
    "A bare $SRCROOT in INFOPLIST_FILE names the project folder as Xcode reads it; an Info.plist's $attachment predicate variable is no setting"
  )
  func bareSettingReferences() {
    // In Info.plist strings only `$(…)` and `${…}` are settings: an
    // extension's `NSExtensionActivationRule` predicate uses `$attachment`.
    #expect(
      SettingReference.names(in: "SUBQUERY($extensionItem.attachments, $attachment, TRUE)").isEmpty)
    let findings = Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift"], settings: "INFOPLIST_FILE = \"$SRCROOT/App/Info.plist\";"),
      "App/App.swift": "import StoreKit\nlet name = \"App\"\n",
      "App/Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>

      """,
    ])
    #expect(!findings.contains { $0.rule == .customInfoPlistNotUsed }, "\(findings)")
  }

  @Test(
    "A project.pbxproj that declares no target builds nothing: the Swift files are audited as app code; a target that does not build them leaves them unbuilt"
  )
  func projectWithoutTargets() {
    let paywall = """
      import StoreKit
      import SwiftUI

      struct PaywallView: View {
        var body: some View { Text("Unlimited habits for $4.99/month") }
      }

      """
    func prices(_ project: String) -> Int {
      Fixtures.findings(files: ["project.pbxproj": project, "PaywallView.swift": paywall])
        .count { $0.rule == .hardcodedPrice }
    }
    let noTargets = ProjectText.oneTarget(sources: [], settings: "")
      .replacingAll("targets = (T);", with: "targets = ( );")
    #expect(prices(noTargets) == 1)
    #expect(prices(ProjectText.oneTarget(sources: ["Other.swift"], settings: "")) == 0)
  }
}
