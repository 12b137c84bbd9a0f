import Testing

@testable import SubscriptionDoctor

/// Shapes from the twentieth round's measurement (docs/doctor-rules.md,
/// "Twentieth round"): a server payload mapped with ObjectMapper, an App
/// Intents extension's Info.plist, a key naming product ids, `trial` inside
/// `industrial`, a banknote, and a whole-dollar limit.
struct TwentiethRoundShapeTests {
  @Test(
    "A struct mapped from a server's payload (ObjectMapper's Mappable) models no plan; the same struct of its own does"
  )
  func mappablePayload() {
    func warnings(_ conformance: String) -> Int {
      Fixtures.findings(files: [
        "App/Holding.swift": """
        import ObjectMapper
        import StoreKit

        struct Holding\(conformance) {
          let symbol: String
          let price: Double
          let currency: String
        }

        """
      ]).count { $0.rule == .planTypeWithPrice }
    }
    #expect(warnings(": Mappable") == 0)
    #expect(warnings(": ImmutableMappable") == 0)
    #expect(warnings("") == 1)
  }

  @Test(
    "An App Intents extension's Info.plist left by a deleted target is another bundle's; an app's unused one is reported"
  )
  func appExtensionAttributesPlist() {
    func errors(_ key: String) -> Int {
      Fixtures.findings(
        files: ProjectText.appUsingInfoPlist(beside: [
          "Widget/Info.plist": """
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0"><dict><key>\(key)</key><dict/></dict></plist>

          """
        ])
      ).count { $0.rule == .customInfoPlistNotUsed }
    }
    #expect(errors("EXAppExtensionAttributes") == 0)
    #expect(errors("UIBackgroundModes") == 1)
  }

  @Test("A key naming product ids (a UserDefaults key) is no product id")
  func keyNamingProductIDs() {
    func warnings(_ value: String) -> Int {
      Fixtures.findings(files: [
        "App/Products.storekit": RecallCase.storeKitFile([("com.example.pro.monthly", "4.99")]),
        "App/EntitlementStore.swift": """
        import StoreKit

        enum Keys {
          static let activeProductIDs = "\(value)"
        }

        final class EntitlementStore {
          func load() async throws -> [Product] {
            try await Product.products(for: [Keys.activeProductIDs])
          }
        }

        """,
      ]).count { $0.rule == .storeKitConfigDrift && $0.message.contains(value) }
    }
    #expect(warnings("entitlement_activeProductIds") == 0)
    #expect(warnings("com.example.pro.yearly") == 1)
  }

  /// A purchase screen buying credits through a store whose models speak of
  /// `model` (a market-data type).
  private static func creditsScreen(model: String) -> [String: String] {
    [
      "App/PurchaseView.swift": """
      import StoreKit
      import SwiftUI

      struct PurchaseView: View {
        let store: CreditStore
        var body: some View {
          Button("Buy credits for \\(store.price)") { store.buy() }
          Button("Restore") { store.restore() }
        }
      }

      """,
      "App/CreditStore.swift": """
      import StoreKit

      final class CreditStore {
        var product: Product?
        var \(model): Double = 0
        var price: String { product?.displayPrice ?? "" }
        func buy() { Task { _ = try await product?.purchase() } }
        func restore() { Task { try await AppStore.sync() } }
      }

      """,
    ]
  }

  @Test(
    "trial inside industrial and a pub/sub subscribeKey name no subscription; a free trial does")
  func trialInsideIndustrial() {
    func legalLinks(_ model: String) -> Int {
      Fixtures.findings(files: Self.creditsScreen(model: model)).count {
        $0.rule == .paywallMissingLegalLinks
      }
    }
    #expect(legalLinks("industrialProductionIndex") == 0)
    // A pub/sub service's key (PubNub's `subscribeKey`) names no subscription.
    #expect(legalLinks("subscribeKey") == 0)
    #expect(legalLinks("freeTrialDays") == 1)
  }

  @Test(
    "A banknote in a thank-you and a whole-dollar limit alone are money, not prices; a price with cents still fires"
  )
  func banknoteAndWholeDollar() {
    func prices(_ file: String, _ literal: String) -> Int {
      Fixtures.findings(files: [
        "App/Store.swift": "import StoreKit\nenum Store {}\n",
        "App/\(file).swift": """
        enum Copy {
          static let text = "\(literal)"
        }

        """,
      ]).count { $0.rule == .hardcodedPrice }
    }
    #expect(prices("TipJarView", "Thanks! Like finding a $20 bill in an old coat.") == 0)
    #expect(prices("AlertLimits", "$2000") == 0)
    #expect(prices("AlertLimits", "$19.99") == 1)
    #expect(prices("PaywallView", "$2000") == 1)
  }

  @Test(
    "The canceled-state note points at the cancel handled beside the purchase, not at an error's description of it"
  )
  func cancelNoteBesidePurchase() throws {
    let findings = Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["AError.swift", "Store.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/AError.swift": """
      import StoreKit

      enum SubscriptionError: Error {
        case userCancelled, failed
        var message: String {
          switch self {
          case .userCancelled: return "Purchase was cancelled."
          case .failed: return "Purchase failed."
          }
        }
      }

      """,
      "App/Store.swift": """
      import StoreKit

      final class Store {
        func buy(_ product: Product) async throws {
          switch try await product.purchase() {
          case .success: break
          case .userCancelled: throw SubscriptionError.userCancelled
          default: break
          }
        }
      }

      """,
    ])
    let note = try #require(
      findings.first { $0.rule == .knownStoreKitIssue && $0.message.contains("canceled state") })
    #expect(note.file == "App/Store.swift", "\(note.file):\(note.line ?? 0)")
  }

  @Test(
    "A .storekit file whose plans are all billed up front (Xcode 26's default) needs no iOS 26; a monthly plan does"
  )
  func billingPlans() {
    func notes(_ plan: String) -> Int {
      let storeKit = RecallCase.storeKitFile([("com.example.pro.yearly", "49.99")])
        .replacingAll(
          "\"type\" : \"RecurringSubscription\",",
          with:
            "\"type\" : \"RecurringSubscription\", \"billingPlans\" : [ { \"billingPlanType\" : \"\(plan)\" } ],"
        )
      return Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["Store.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
        "App/Products.storekit": storeKit,
        "App/Store.swift": """
        import StoreKit

        enum Store {
          static func load() async throws -> [Product] {
            try await Product.products(for: ["com.example.pro.yearly"])
          }
        }

        """,
      ]).count { $0.rule == .storeKitConfigDrift && $0.message.contains("billing plan") }
    }
    #expect(notes("BILLED_UPFRONT") == 0)
    #expect(notes("MONTHLY") == 1)
  }

  @Test("A part of an id looked for with contains names no product; the id loaded does")
  func idPartInContains() {
    func warnings(_ statement: String) -> Int {
      Fixtures.findings(files: [
        "App/Products.storekit": RecallCase.storeKitFile([("com.example.pro.monthly", "4.99")]),
        "App/Telemetry.swift": """
        import StoreKit

        enum Telemetry {
          static func plan(_ id: String) async throws -> String {
            \(statement)
            return id
          }
        }

        """,
      ]).count { $0.rule == .storeKitConfigDrift && $0.message.contains("\"weekly\"") }
    }
    #expect(warnings("if id.contains(\"weekly\") { return \"week\" }") == 0)
    #expect(warnings("_ = try await Product.products(for: [\"weekly\"])") == 1)
  }

  @Test(
    "Registering the transaction observer (add(self)) is no purchase: the purchase notes go to add(payment), or nowhere"
  )
  func observerRegistrationIsNoPurchase() {
    func purchaseNoteLines(_ buys: Bool) -> [Int] {
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["IAP.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;"),
        "App/IAP.swift": """
        import StoreKit

        final class IAP: NSObject, SKPaymentTransactionObserver {
          func start() {
            SKPaymentQueue.default().add(self)
          }
          func buy(_ product: SKProduct) {
            \(buys ? "SKPaymentQueue.default().add(SKPayment(product: product))" : "")
          }
          func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions: [SKPaymentTransaction]) {}
        }

        """,
      ]).filter { $0.rule == .knownStoreKitIssue && $0.message.contains("purchase sheet") }
        .compactMap(\.line)
    }
    #expect(purchaseNoteLines(true) == [8])
    #expect(purchaseNoteLines(false) == [])
  }

  @Test(
    "StoreKit's own store views buy: a StoreView meets the purchase bugs; a view that shows none does not"
  )
  func storeViewsBuy() {
    func notes(_ view: String) -> Int {
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["ShopView.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
        "App/ShopView.swift": """
        import StoreKit
        import SwiftUI

        struct ShopView: View {
          var body: some View { \(view) }
        }

        """,
      ]).count { $0.rule == .knownStoreKitIssue && $0.message.contains("purchase sheet") }
    }
    #expect(notes("StoreView(ids: [\"com.example.pro\"])") == 1)
    #expect(notes("SubscriptionStoreView(groupID: \"123\")") == 1)
    #expect(notes("Text(\"Shop\")") == 0)
  }
}
