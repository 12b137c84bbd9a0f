import Foundation
import Testing

@testable import SubscriptionDoctor

/// The false classes and misses of the fortieth round (docs/doctor-rules.md,
/// "Fortieth round"), each beside the shape that must still fire.
struct FortiethRoundShapeTests {
  /// The `hardcoded-price` warnings of a SpriteKit purchase page whose buy
  /// path runs `statement` when the product did not load.
  private static func priceWarnings(_ statement: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Puzzle"),
      "Sources/Puzzle/PurchasePage.swift": """
      import SpriteKit
      import StoreKit
      import os

      final class PurchasePage: SKNode {
        private let logger = Logger(subsystem: "puzzle", category: "iap")
        private let label = SKLabelNode()

        func buyMoves(_ products: [SKProduct]) {
          guard let product = products.first(where: { $0.productIdentifier == "moves5" }) else {
            \(statement)
            return
          }
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A price in a console log is never shown; the same text on a label is")
  func loggedPrices() {
    for statement in [
      #"print("Unable to find IAP: 5 Moves ($0.99)")"#,
      #"NSLog("Unable to find IAP: 5 Moves ($0.99)")"#,
      #"logger.error("Unable to find IAP: 5 Moves ($0.99) \(products.count)")"#,
      #"debugPrint("missing", "5 Moves ($0.99)")"#,
    ] {
      #expect(Self.priceWarnings(statement).isEmpty, "\(statement)")
    }
    for statement in [
      #"label.text = "5 Moves ($0.99)""#,
      #"label.text = String(format: "%@ ($0.99)", "5 Moves")"#,
      // A method named like a log level on something that is no logger.
      #"label.text = Alert.error("5 Moves ($0.99)")"#,
    ] {
      #expect(Self.priceWarnings(statement).count == 1, "\(statement)")
    }
  }

  /// A Composable Architecture client whose `member` value builds sample packages.
  private static func clientFindings(member: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Trail"),
      "Sources/Trail/Products.storekit": RecallCase.storeKitFile([
        ("com.trail.premium.annual", "19.99")
      ]),
      "Sources/Trail/SubscriptionClient.swift": """
      import Dependencies
      import RevenueCat

      struct SubscriptionPackage: Equatable {
        let id: String
        let localizedPrice: String
      }

      struct SubscriptionInfo: Equatable {
        let productIdentifier: String
      }

      struct SubscriptionClient {
        var fetchOfferings: @Sendable () async throws -> [SubscriptionPackage]
        var fetchSubscriptionInfo: @Sendable () async -> SubscriptionInfo?
      }

      extension SubscriptionClient: DependencyKey {
        static var liveValue: SubscriptionClient {
          SubscriptionClient(
            fetchOfferings: {
              let offerings = try await Purchases.shared.offerings()
              return (offerings.current?.availablePackages ?? []).map {
                SubscriptionPackage(id: $0.identifier, localizedPrice: $0.localizedPriceString)
              }
            },
            fetchSubscriptionInfo: { nil })
        }

        static var \(member): SubscriptionClient {
          SubscriptionClient(
            fetchOfferings: {
              [
                SubscriptionPackage(id: "monthly", localizedPrice: "1,99 €"),
                SubscriptionPackage(id: "annual", localizedPrice: "9,99 €"),
              ]
            },
            fetchSubscriptionInfo: { SubscriptionInfo(productIdentifier: "com.trail.annual") })
        }
      }

      """,
    ]).filter {
      $0.rule == .hardcodedPrice || $0.rule == .storeKitConfigDrift && $0.severity != .note
    }
  }

  @Test("A dependency's previewValue and testValue are sample data; another value's prices ship")
  func dependencyPreviewValues() {
    for member in ["previewValue", "testValue"] {
      #expect(Self.clientFindings(member: member).isEmpty, "\(member)")
    }
    let shipped = Self.clientFindings(member: "fallbackValue")
    #expect(shipped.count { $0.rule == .hardcodedPrice } == 2, "\(shipped)")
    #expect(shipped.contains { $0.rule == .storeKitConfigDrift }, "\(shipped)")
  }

  @Test(
    "A notification about a control (removePurchaseButton) is presentation; the purchase is state")
  func controlNotifications() {
    for name in ["removePurchaseButton", "hideRestoreButtons"] {
      #expect(!NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
    for name in ["removeAdsPurchased", "purchaseCompleted"] {
      #expect(NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
  }

  /// Drift findings for a project listing `App/Products.storekit` under the
  /// object id `5A51FD8B2F601417005E8BDB`, its shared scheme naming `identifier`.
  private static func schemeFindings(identifier: String) -> [Finding] {
    let project = ProjectText.oneTarget(
      sources: ["App.swift", "Products.storekit"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"
    ).replacingOccurrences(of: "F1", with: "5A51FD8B2F601417005E8BDB")
    return Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": project,
      "App.xcodeproj/xcshareddata/xcschemes/App.xcscheme": RecallCase.scheme(
        usingStoreKit: identifier),
      "App/App.swift": "import SwiftUI\n",
      "App/Products.storekit": RecallCase.storeKitFile([("com.example.pro.monthly", "4.99")]),
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("cheme") }
  }

  @Test(
    "An Xcode 26 scheme naming its .storekit by the project's object id uses that file; an id the project lacks is missing"
  )
  func schemeNamesFileByObjectID() {
    #expect(Self.schemeFindings(identifier: "5A51FD8B2F601417005E8BDB").isEmpty)
    #expect(Self.schemeFindings(identifier: "../../App/Products.storekit").isEmpty)
    let missing = Self.schemeFindings(identifier: "5A51FD8B2F601417005E8BDC")
    #expect(missing.contains { $0.severity == .error }, "\(missing)")
    #expect(missing.contains { $0.severity == .note && $0.file == "App/Products.storekit" })
  }

  @Test(
    "An Xcode template folder (.xctemplate) is copied into new projects: skipped, never audited")
  func xcodeTemplateSkipped() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("subkit-doctor-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let manager = """
      import StoreKit

      final class StoreKitManager: ObservableObject {
        @Published var isPremium = false
        let price = "$4.99/month"
        func buy(_ product: Product) async throws { _ = try await product.purchase() }
      }

      """
    for folder in ["XcodeTemplate/Boilerplate.xctemplate", "App"] {
      let url = directory.appendingPathComponent("\(folder)/StoreKitManager.swift")
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(manager.utf8).write(to: url)
    }
    let findings = try Doctor.audit(directory: directory.path)
    #expect(
      !findings.findings.contains { $0.file.contains(".xctemplate") }, "\(findings.findings)")
    #expect(findings.findings.contains { $0.rule == .hardcodedPrice && $0.file.hasPrefix("App/") })
    #expect(
      findings.summary.skipped.contains { $0.path == "XcodeTemplate/Boilerplate.xctemplate/" },
      "\(findings.summary.skipped)")
  }

  /// Warnings for organiser plans priced in `enum \(name)`, beside a StoreKit
  /// subscription sold elsewhere in the app.
  private static func planWarnings(_ name: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Halo"),
      "Sources/Halo/PlusStore.swift": """
      import StoreKit

      final class PlusStore {
        func buy(_ product: Product) async throws { _ = try await product.purchase() }
      }

      """,
      "Sources/Halo/BillingService.swift": """
      import Foundation

      enum \(name): String, CaseIterable {
        case clubStarter = "club_starter"
        case clubPro = "club_pro"

        var priceText: String {
          switch self {
          case .clubStarter: return "EUR 49.99/m"
          case .clubPro: return "EUR 99.99/m"
          }
        }
      }

      final class BillingService {
        func checkoutURL(for plan: \(name)) async throws -> URL {
          try await Backend.invoke("create-checkout-session", plan.rawValue)
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice || $0.rule == .planTypeWithPrice }
  }

  @Test("Plans a Stripe checkout sells are priced outside the store; the same plans otherwise fire")
  func stripePlans() {
    #expect(Self.planWarnings("StripeBillingPlan").isEmpty)
    let store = Self.planWarnings("BillingPlan")
    #expect(store.count { $0.rule == .hardcodedPrice } == 2, "\(store)")
    #expect(store.contains { $0.rule == .planTypeWithPrice }, "\(store)")
    #expect(!HardcodedPriceRule.namesCardProcessor("stripedBackground"))
  }
}
