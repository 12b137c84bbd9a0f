import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the ninety-sixth round (docs/doctor-rules.md),
/// each beside the shape that must still fire or stay quiet.
struct NinetySixthRoundShapeTests {
  /// Entitlement-literal findings for two files each comparing with `compare`.
  private static func entitlementLiterals(_ compare: String) -> [Finding] {
    let file = { (name: String) in
      """
      import RevenueCat

      final class \(name) {
        struct User { var entitlementStatus: String?; var entitlement: String? }
        struct Entitlement { var source: String?; var identifier: String? }
        var user = User()
        var entitlement = Entitlement()
        var info: CustomerInfo?
        func unlocked() -> Bool {
          \(compare)
        }
      }

      """
    }
    return Fixtures.findings(files: [
      "App/Profile.swift": file("Profile"), "App/Settings.swift": file("Settings"),
    ]).filter { $0.rule == .entitlementIDLiteral }
  }

  @Test("A subscription record's status word is no entitlement identifier")
  func entitlementStatusWords() {
    // The app's own record (myMink's Firestore user): its status.
    #expect(Self.entitlementLiterals(#"return user.entitlementStatus == "active""#).isEmpty)
    #expect(Self.entitlementLiterals(#"return "trialing" == user.entitlementStatus"#).isEmpty)
    #expect(
      Self.entitlementLiterals(
        #"if let isActive = user.entitlementStatus, isActive == "active" { return true }; return false"#
      ).isEmpty)
    // An identifier compared with the entitlement still counts, and so does
    // any other word compared with a status (a tier's name).
    #expect(Self.entitlementLiterals(#"return user.entitlement == "pro""#).count == 2)
    #expect(Self.entitlementLiterals(#"return user.entitlementStatus == "premium""#).count == 2)
    // FiHaven (hundred-and-tenth round): the store an entitlement came from.
    #expect(Self.entitlementLiterals(#"return entitlement.source == "apple""#).isEmpty)
    #expect(Self.entitlementLiterals(#"return "apple" != entitlement.source"#).isEmpty)
    #expect(Self.entitlementLiterals(#"return entitlement.identifier == "pro""#).count == 2)
  }

  /// Hard-coded-price findings for a tip screen whose purchase handler runs `handler`.
  private static func tipPrices(_ handler: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/TipViewController.swift": """
      import StoreKit
      import UIKit

      enum Log {
        static func purchase(price: Double, name: String) {}
      }

      final class TipViewController: UIViewController {
        let tipButton = UIButton()
        func bought(_ product: SKProduct) {
          \(handler)
        }
      }

      """
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A price named in an analytics event is recorded, not shown")
  func analyticsEventName() {
    // MotionBook: `Log.purchase(price: 4.99, name: "Cheers 4.99$", …)`.
    #expect(Self.tipPrices(#"Log.purchase(price: 4.99, name: "Cheers 4.99$")"#).isEmpty)
    #expect(
      Self.tipPrices(#"Analytics.logEvent("purchase", parameters: ["item": "Cheers 4.99$"])"#)
        .isEmpty)
    #expect(
      Self.tipPrices(#"Mixpanel.mainInstance().track(event: "Bought Cheers 4.99$")"#).isEmpty)
    // The same text on the button is shown.
    #expect(
      Self.tipPrices(#"tipButton.setTitle("Cheers 4.99$", for: .normal)"#).count == 1)
    // A method of a type not named for a log (`Catalog`) may show it.
    #expect(Self.tipPrices(#"Catalog.show(name: "Cheers 4.99$")"#).count == 1)
  }

  /// Known-issue notes about purchasing for a UIKit app whose store wrapper
  /// is called by `caller`, beside an observer whose loop names its
  /// transactions `purchase`.
  private static func wrapperNotes(caller: String) -> [Finding] {
    Fixtures.purchaseNotes(files: [
      "Package.swift": Fixtures.iOSAppManifest("VPN"),
      "Sources/VPN/AppDelegate.swift": Fixtures.appDelegate(
        importing: ["SwiftyStoreKit", "UIKit"],
        launching: """
          SwiftyStoreKit.completeTransactions(atomically: true) { purchases in
            for purchase in purchases {
              print("finished \\(purchase)")
              if purchase.needsFinishTransaction { SwiftyStoreKit.finishTransaction(purchase.transaction) }
            }
          }
          VPNSubscription.cachePrices()
          \(caller)
          """),
      "Sources/VPN/VPNSubscription.swift": """
      import SwiftyStoreKit

      final class VPNSubscription: NSObject {
        static var selectedProductId = "monthly"
        static func purchase(succeeded: @escaping () -> Void) {
          SwiftyStoreKit.purchaseProduct(selectedProductId, atomically: true) { _ in succeeded() }
        }
        static func cachePrices() {
          SwiftyStoreKit.retrieveProductsInfo([selectedProductId]) { _ in }
        }
        static func verify(_ purchase: Int) {
          print(purchase)
        }
      }

      """,
    ])
  }

  @Test("A loop's, a closure's or a parameter's `purchase` calls no function named so")
  func localBindingIsNoCall() {
    // Vaif-R2: nothing calls `VPNSubscription.purchase(succeeded:)`.
    #expect(Self.wrapperNotes(caller: "").isEmpty)
    // Called at launch, it runs.
    #expect(!Self.wrapperNotes(caller: "VPNSubscription.purchase(succeeded: {})").isEmpty)
  }

  @Test("A function's access level is its own, not the declaration above it")
  func accessLevelStopsAtPreviousDeclaration() throws {
    let source = try SwiftSource(
      path: "App/AppDelegate.swift", role: .app,
      bytes: Array(
        """
        final class AppDelegate {
          private var launches = 0
          func application() {}
          private static func helper() {}
          @available(iOS 15, *) public func modern() {}
          @MainActor
          fileprivate final func drawn() {}
          private let flag = true
          @objc func tapped() {}
        }

        """.utf8))
    let levels = Dictionary(
      uniqueKeysWithValues: source.functions.map {
        ($0.name, UncalledFunctions.accessLevel(of: $0, in: source) ?? "none")
      })
    #expect(
      levels == [
        "application": "none", "helper": "private", "modern": "public", "drawn": "fileprivate",
        "tapped": "none",
      ])
  }

  /// Configure findings for an app delegate that configures at launch and
  /// hands opened URLs to another SDK's `application(_:open:options:)`.
  @Test("Another SDK's `application(_:open:options:)` is no call of the app delegate's launch")
  func delegateLaunchIsNoWrapper() {
    let findings = Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.appDelegate(
        importing: ["Branch", "RevenueCat", "UIKit"],
        launching: #"Purchases.configure(withAPIKey: "appl_AbCdEfGhIjKlMnOpQrStUvWxYz1")"#),
      "App/AppDelegate+Links.swift": """
      import Branch
      import UIKit

      extension AppDelegate {
        func application(
          _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
        ) -> Bool {
          Branch.getInstance().application(app, open: url, options: options)
          return sessionManager.application(app, open: url, options: options)
        }
      }

      """,
    ]).filter { $0.rule == .configureCalledTwice }
    #expect(findings.isEmpty, "\(findings)")
    // A wrapper the app calls from two places still repeats the call.
    let twice = Fixtures.findings(files: [
      "App/Store.swift": """
      import RevenueCat

      enum Store {
        static func start() { Purchases.configure(withAPIKey: "appl_AbCdEfGhIjKlMnOpQrStUvWxYz1") }
      }

      final class Home { func load() { Store.start() } }
      final class Settings { func load() { Store.start() } }

      """
    ]).filter { $0.rule == .configureCalledTwice }
    #expect(twice.count == 1)
  }

  /// Placeholder-key findings for a text-to-speech client holding
  /// `APIKey = "YOUR_KEY"` and sending it as `use`, in an app configuring
  /// RevenueCat with `configure`.
  private static func speechKeyFindings(use: String, configure: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import RevenueCat
      import SwiftUI

      @main
      struct MotiApp: App {
        init() { \(configure) }
        var body: some Scene { WindowGroup { Text("Hi") } }
      }

      enum Keys {
        static let revenueCat = Bundle.main.object(forInfoDictionaryKey: "RC_KEY") as? String ?? ""
      }

      """,
      "App/TextToSpeech.swift": """
      import Foundation

      final class TextToSpeech {
        private let url = URL(string: "https://texttospeech.googleapis.com/v1beta1/text:synthesize")!
        private let APIKey = "YOUR_KEY"
        func speak() {
          var request = URLRequest(url: url)
          \(use)
          _ = request
        }
      }

      """,
    ]).filter { $0.rule == .placeholderAPIKey }
  }

  @Test("Another web service's placeholder key is not RevenueCat's")
  func otherServicePlaceholderKey() {
    let byName = "Purchases.configure(withAPIKey: Keys.revenueCat)"
    // Sent as a header or a query item: a web API's key.
    #expect(
      Self.speechKeyFindings(
        use: #"let headers = ["X-Goog-Api-Key": self.APIKey]; print(headers)"#, configure: byName
      ).isEmpty)
    #expect(
      Self.speechKeyFindings(
        use: #"request.setValue(APIKey, forHTTPHeaderField: "x-api-key")"#, configure: byName
      ).isEmpty)
    #expect(
      Self.speechKeyFindings(
        use: #"_ = URLQueryItem(name: "key", value: APIKey)"#, configure: byName
      ).isEmpty)
    // RevenueCat configured with a real literal key: the placeholder,
    // handed to nothing of RevenueCat's, is another service's.
    #expect(
      Self.speechKeyFindings(
        use: "print(APIKey)",
        configure: #"Purchases.configure(withAPIKey: "appl_AbCdEfGhIjKlMnOpQrStUvWxYz1")"#
      ).isEmpty)
    // Handed to RevenueCat, it is RevenueCat's placeholder.
    #expect(
      Self.speechKeyFindings(
        use: "Purchases.configure(withAPIKey: APIKey)", configure: byName
      ).count == 1)
  }
}

extension NinetySixthRoundShapeTests {
  @Test("A framework linked from Xcode's products folder is built, not missing")
  func productsFolderFramework() {
    #expect(
      ProjectIndex.isBuildOutput("build/Debug-iphoneos/FBSDKShareKit/FBSDKShareKit.framework"))
    #expect(ProjectIndex.isBuildOutput("Frameworks/Release-iphonesimulator/Kit.framework"))
    #expect(!ProjectIndex.isBuildOutput("Vendor/Kit.framework"))
    #expect(!ProjectIndex.isBuildOutput("build/Debug-iphoneos/Notes.swift"))
    // Carthage's checkout: fetched by `carthage bootstrap`, and the note says so.
    #expect(!ProjectIndex.isBuildOutput("Carthage/Build/iOS/Kit.framework"))
  }
}

extension NinetySixthRoundShapeTests {
  @Test("The terms may be named in the singular")
  func singularTermsName() {
    #expect(LegalDocument.namesTerms("termOfUseLabel"))
    #expect(LegalDocument.namesTerms("Term of Service"))
    #expect(LegalDocument.namesTerms("show_term_of_use"))
    #expect(!LegalDocument.namesTerms("termination"))
    #expect(!LegalDocument.namesTerms("longTermGoal"))
  }
}

extension NinetySixthRoundShapeTests {
  /// Paywall findings for a game's shop whose bundle is a tuple named
  /// `package`, in an app importing `sdk` and buying through `buy`.
  private static func gameShopFindings(sdk: String, buy: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.appDelegate(
        importing: ["UIKit", sdk],
        launching: "UIApplication.shared.windows.first?.rootViewController = ShopViewController()"),
      "App/ShopViewController.swift": """
      import \(sdk)
      import UIKit

      let package = (1000, 90000)
      var score = 0
      var level = 1

      final class ShopViewController: UIViewController {
        var offering: Offering!
        @IBAction func buyPackageTouched(_ sender: Any) {
          \(buy) { _ in
            level += package.0
            score += package.1
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("RevenueCat's `package` names a subscription only in an app using RevenueCat")
  func packageWordNeedsRevenueCat() {
    // rough-riderz: a SwiftyStoreKit game's bundle of points and gems.
    #expect(
      Self.gameShopFindings(
        sdk: "SwiftyStoreKit",
        buy: #"SwiftyStoreKit.purchaseProduct("Barnett.RoughRiderz.Package")"#
      ).isEmpty)
    // In an app using RevenueCat, a screen buying packages sells what
    // RevenueCat is for.
    #expect(
      Self.gameShopFindings(
        sdk: "RevenueCat", buy: "Purchases.shared.purchase(package: offering.availablePackages[0])"
      ).count == 1)
  }
}
