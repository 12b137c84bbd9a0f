import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the fifty-second and fifty-third rounds
/// (docs/doctor-rules.md), each beside the shape that must still fire.
struct FiftyThirdRoundShapeTests {
  /// Findings for a VIPER-style paywall: its buttons call a presenter's
  /// methods of the same names, which ask a router to open `termsAction`.
  private static func viperPaywall(termsAction: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func applicationDidFinishLaunching(_ application: UIApplication) {
          window?.rootViewController = InAppViewController()
        }
      }

      """,
      "App/MoneyManager.swift": """
      import StoreKit

      final class MoneyManager {
        func startPurchase(_ product: Product) async { _ = try? await product.purchase() }
        func restore() async { try? await AppStore.sync() }
      }

      """,
      "App/InAppViewController.swift": """
      import UIKit
      import StoreKit

      final class InAppViewController: UIViewController {
        let presenter: InAppPresenter? = InAppPresenter()
        let moneyManager = MoneyManager()
        var product: Product?
        private lazy var termsButton: UIButton = {
          let button = UIButton()
          button.setTitle("Terms", for: .normal)
          button.addTarget(self, action: #selector(selectTerm), for: .touchUpInside)
          return button
        }()
        private lazy var privacyButton: UIButton = {
          let button = UIButton()
          button.setTitle("Privacy", for: .normal)
          button.addTarget(self, action: #selector(selectPP), for: .touchUpInside)
          return button
        }()
        private lazy var restoreButton: UIButton = {
          let button = UIButton()
          button.setTitle("Restore", for: .normal)
          button.addTarget(self, action: #selector(selectRestore), for: .touchUpInside)
          return button
        }()
        private lazy var buyButton: UIButton = {
          let button = UIButton()
          button.setTitle("Continue — \\(product?.displayPrice ?? "") / month", for: .normal)
          button.addTarget(self, action: #selector(tapContinue), for: .touchUpInside)
          return button
        }()
        override func viewDidLoad() {
          super.viewDidLoad()
          [termsButton, privacyButton, restoreButton, buyButton].forEach(view.addSubview)
        }
        @objc func tapContinue() {
          guard let product else { return }
          Task { await moneyManager.startPurchase(product) }
        }
        @objc func selectRestore() { Task { await moneyManager.restore() } }
        @objc func selectTerm() { presenter?.selectTerm() }
        @objc func selectPP() { presenter?.selectPP() }
      }

      final class InAppPresenter {
        let router = InAppRouter()
        func selectTerm() { \(termsAction) }
        func selectPP() { router.openLink(URL(string: "https://subkit.dev/privacy")!) }
      }

      final class InAppRouter {
        func openLink(_ url: URL) { UIApplication.shared.open(url) }
      }

      """,
    ])
  }

  @Test(
    "A screen buying through startPurchase is a paywall; its buttons open what the presenter's same-named methods open"
  )
  func viperForwarders() {
    let opening = Self.viperPaywall(
      termsAction: "router.openLink(URL(string: \"https://subkit.dev/terms\")!)")
    #expect(!opening.contains { $0.rule == .paywallMissingLegalLinks }, "\(opening)")
    #expect(!opening.contains { $0.rule == .paywallMissingRestore }, "\(opening)")
    let silent = Self.viperPaywall(termsAction: "print(\"terms\")")
    #expect(silent.filter { $0.rule == .paywallMissingLegalLinks }.count == 1, "\(silent)")
  }

  @Test("A purchase under way is no state; a purchase made is")
  func purchaseUnderWay() {
    #expect(!NotificationSubscriptionStateRule.isStateName("kPurchasingPremiumPlan"))
    #expect(NotificationSubscriptionStateRule.isStateName("kPurchasedPremiumPlan"))
    #expect(NotificationSubscriptionStateRule.isStateName("kCompletePurchasingPremiumPlan"))
  }

  /// State-broadcast findings for a manager posting `wasPurchased` in
  /// `buy(productID:)`, called by `caller`.
  private static func postInBuy(caller: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct ChatApp: App {
        var body: some Scene { WindowGroup { Text("Chat").task { \(caller) } } }
      }

      final class PurchaseManager {
        static let shared = PurchaseManager()
        func load() async { _ = try? await Product.products(for: ["chat.pro.monthly"]) }
        func buy(productID: String) async {
          guard let product = try? await Product.products(for: [productID]).first else { return }
          _ = try? await product.purchase()
          NotificationCenter.default.post(name: .wasPurchased, object: nil)
        }
      }

      extension Notification.Name {
        static let wasPurchased = Notification.Name("wasPurchased")
      }

      """
    ]).filter { $0.rule == .notificationSubscriptionState && $0.message.contains("broadcast with") }
  }

  @Test("A post in a function nothing running calls broadcasts nothing; called, it does")
  func postInUncalledFunction() {
    #expect(Self.postInBuy(caller: "await PurchaseManager.shared.load()").isEmpty)
    #expect(
      Self.postInBuy(caller: "await PurchaseManager.shared.buy(productID: \"chat.pro.monthly\")")
        .count == 1)
  }

  @Test("An amount in cents (99¢) is a price")
  func centSign() {
    #expect(PriceDetector.price(in: "Only 99¢ for the first week") == "99¢")
    #expect(PriceDetector.price(in: "0¢") == nil)
    #expect(PriceDetector.price(in: "¢ sign") == nil)
  }

  @Test("An injected payment queue's add(payment) buys; add(self) registers an observer")
  func injectedPaymentQueue() throws {
    func buys(_ code: String) throws -> Bool {
      let tokens = try SwiftTokenizer.scan(bytes: Array(code.utf8)).tokens
      return Paywall.isOtherPurchaseCall(tokens, 0)
    }
    #expect(try buys("paymentQueue.add(payment)"))
    #expect(try !buys("paymentQueue.add(self)"))
    #expect(try !buys("eventQueue.add(payment)"))
  }

  /// Store-price findings for a one-time unlock paywall also saying `pitch`.
  private static func comparedPrice(pitch: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct LogApp: App {
        var body: some Scene { WindowGroup { UnlockView() } }
      }

      struct UnlockView: View {
        @State private var product: Product?
        var body: some View {
          VStack {
            Text("\(pitch)")
            Button(product?.displayPrice ?? "") { Task { _ = try? await product?.purchase() } }
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
          .task { product = try? await Product.products(for: ["log.forever"]).first }
        }
      }

      """
    ]).filter { $0.rule == .paywallPriceNotFromStore }
  }

  @Test("A span of what other apps charge (¥18-28) is no price of the paywall; one amount is")
  func comparedSpan() {
    #expect(Self.comparedPrice(pitch: "同类 App 每月 ¥18-28，一次买断永久使用").isEmpty)
    #expect(Self.comparedPrice(pitch: "一次买断 ¥18").count == 1)
  }

  /// `purchases-multiple-owners` findings for an app signing in with `call`
  /// beside the owner.
  private static func signIn(_ call: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import RevenueCat

      @main
      struct FathrApp: App {
        var body: some Scene {
          WindowGroup { ProView().task { try? await signIn("user-1") } }
        }
        func signIn(_ userID: String) async throws {
          \(call)
        }
      }

      final class Entitlements: ObservableObject {
        static let shared = Entitlements()
        @Published var isPro = false
        func refresh() async {
          let info = try? await Purchases.shared.customerInfo()
          isPro = info?.entitlements["pro"]?.isActive == true
        }
        func buy(_ package: Package) async { _ = try? await Purchases.shared.purchase(package: package) }
      }

      struct ProView: View {
        var body: some View { Text("Pro").task { await Entitlements.shared.refresh() } }
      }

      """
    ]).filter { $0.rule == .purchasesMultipleOwners }
  }

  @Test("A sign-in destructuring the info away keeps nothing; one keeping it owns")
  func destructuredLogIn() {
    #expect(
      Self.signIn("let (_, created) = try await Purchases.shared.logIn(userID)\n    print(created)")
        .isEmpty)
    #expect(
      Self.signIn("let (info, _) = try await Purchases.shared.logIn(userID)\n    print(info)").count
        == 1)
  }

  @Test("The folders holding files, found once, answer whether a built folder is here")
  func foldersHolding() {
    let folders = ProjectIndex.folders(
      holding: ["App/Assets.xcassets/Icon.png", "App/Model.xcdatamodeld/v1/contents"],
      lowercased: true)
    #expect(folders.contains("app/assets.xcassets"))
    #expect(folders.contains("app/model.xcdatamodeld/v1"))
    #expect(folders.contains("app"))
    #expect(!folders.contains("app/assets.xcassets/icon.png"))
    let notes = ProjectIndex.coverageNotes(
      projects: [
        XcodeProject(
          pbxprojPath: "App.xcodeproj/project.pbxproj", sourceRoot: "", configurations: [],
          targets: [
            XcodeTarget(
              id: "T", name: "App", productType: "com.apple.product-type.application",
              configurations: [],
              buildFiles: ["App/Assets.xcassets", "App/Gone.swift", "app/model.xcdatamodeld"],
              synchronizedGroupIDs: [])
          ], synchronizedGroups: [])
      ],
      allPaths: ["App/Assets.xcassets/Icon.png", "App/Model.xcdatamodeld/v1/contents"],
      hasSwift: true)
    #expect(notes.count == 1 && notes.first?.message.contains("1 file(s)") == true, "\(notes)")
  }

  @Test("A screen visited or looked at is navigation, not state; being Pro is state")
  func visitedScreens() {
    #expect(!NotificationSubscriptionStateRule.isStateName("visitPremiumNotification"))
    #expect(!NotificationSubscriptionStateRule.isStateName("isViewingPro"))
    #expect(NotificationSubscriptionStateRule.isStateName("isPro"))
    #expect(NotificationSubscriptionStateRule.isStateName("premiumStatusChanged"))
  }

  @Test("A notification mapped away to ask the owner is a cue; one whose value is kept is not")
  func notificationMappedAway() throws {
    func isCue(_ code: String) throws -> Bool {
      let tokens = try SwiftTokenizer.scan(bytes: Array(code.utf8)).tokens
      return NotificationSubscriptionStateRule.isCueOnly(tokens, 0)
    }
    #expect(
      try isCue(
        "NotificationCenter.default.publisher(for: .visitPremium).map { _ in Wallet.instance.premiumState }"
      ))
    #expect(
      try !isCue(
        "NotificationCenter.default.publisher(for: .premiumChanged).map { $0.object as? Bool }"))
  }
}
