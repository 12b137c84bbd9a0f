import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the hundred-and-fourth round
/// (docs/doctor-rules.md), each beside the shape that must still fire or
/// stay quiet.
struct HundredFourthRoundShapeTests {
  /// Findings for a UIKit app whose home screen presents `PlansViewController`,
  /// a plans screen written as `plans` (its class body), buying through
  /// SwiftyStoreKit, beside `other` files.
  private static func plansScreen(_ plans: String, other: [String: String] = [:]) -> [Finding] {
    Fixtures.findings(
      files: [
        "App/AppDelegate.swift": Fixtures.uiKitApp(
          showing: "HomeViewController()",
          extra: """
            final class HomeViewController: UIViewController {
              @objc func upgrade() {
                present(PlansViewController(), animated: true)
              }
            }
            """),
        "App/PlansViewController.swift": """
        import UIKit
        import StoreKit
        import SwiftyStoreKit

        final class PlansViewController: UIViewController {
          let priceLabel = UILabel()
        \(plans)
          @objc func buy() {
            SwiftyStoreKit.purchaseProduct("app.premium.monthly") { _ in }
          }
          @objc func restore() {
            SwiftyStoreKit.restorePurchases { _ in }
          }
        }

        """,
      ].merging(other) { $1 })
  }

  private static func prices(_ findings: [Finding]) -> [String] {
    findings.filter { $0.rule == .hardcodedPrice }.map(\.message)
  }

  @Test(
    "localizedPrice ?? literal on a product parameter that is not optional is the store's price")
  func formattedPriceOfProductParameter() {
    let parameter = """
        override func viewDidLoad() {
          super.viewDidLoad()
          SwiftyStoreKit.retrieveProductsInfo(["app.premium.monthly"]) { result in
            for product in result.retrievedProducts { self.showMonthly(product: product) }
          }
        }
        func showMonthly(product: SKProduct) {
          let price = product.localizedPrice ?? "$14.99"
          priceLabel.text = "\\(price) / month"
        }
      """
    let findings = Self.plansScreen(parameter)
    #expect(Self.prices(findings).isEmpty)
    #expect(!findings.contains { $0.rule == .paywallPriceNotFromStore })
    let optional = parameter.replacingOccurrences(
      of: "product: SKProduct)", with: "product: SKProduct?)"
    )
    .replacingOccurrences(of: "product.localizedPrice", with: "product?.localizedPrice")
    let loading = Self.plansScreen(optional)
    #expect(Self.prices(loading).count == 1)
    #expect(loading.contains { $0.rule == .paywallPriceNotFromStore })
  }

  /// The paywall findings on a friends page a storyboard lays out, whose
  /// scene wires `actions` (selectors), whose `@IBAction` shows an action
  /// sheet buying through a method of the page's own.
  private static func friendPageRules(actions: [String]) -> Set<RuleID> {
    let connections = actions.map {
      #"<action selector="\#($0)" destination="A" eventType="valueChanged" id="\#($0)"/>"#
    }.joined()
    let files = [
      "App/AppDelegate.swift": Fixtures.appDelegate(
        importing: ["UIKit"],
        launching: "let window = UIWindow(); window.rootViewController = FriendPageViewController()"
      ),
      "App/FriendPageViewController.swift": """
      import StoreKit
      import UIKit

      class FriendPageViewController: UIViewController, SKPaymentTransactionObserver {
        var products: [SKProduct] = []
        @IBAction func indexChanged(_ sender: UISegmentedControl) { print(sender) }
        @IBAction func upgradeTapped(_ sender: UIBarButtonItem) {
          showActionSheet(products[0])
        }
        func showActionSheet(_ product: SKProduct) {
          let sheet = UIAlertController(title: "Unlock", message: nil, preferredStyle: .actionSheet)
          sheet.addAction(UIAlertAction(title: "Buy", style: .default) { _ in
            SKPaymentQueue.default().add(SKPayment(product: product))
          })
          present(sheet, animated: true)
        }
        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
          for transaction in transactions { queue.finishTransaction(transaction) }
        }
      }

      """,
      "App/Base.lproj/Main.storyboard": """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="A">
        <scenes><scene sceneID="s"><objects>
          <viewController id="A" customClass="FriendPageViewController" sceneMemberID="viewController">
            <view key="view" id="v"><subviews><segmentedControl id="c"><connections>\(connections)</connections>
            </segmentedControl></subviews></view>
          </viewController>
        </objects></scene></scenes>
      </document>

      """,
    ]
    return Set(
      Fixtures.findings(files: files).filter { $0.file == "App/FriendPageViewController.swift" }
        .map(\.rule)
    ).intersection([.paywallMissingRestore, .paywallPriceNotFromStore])
  }

  @Test("A view controller's own method called only from an action no storyboard wires never runs")
  func methodCalledOnlyFromUnwiredAction() {
    // MaPle: the friends scene wires only `indexChanged:`.
    #expect(Self.friendPageRules(actions: ["indexChanged:"]).isEmpty)
    // Wired, the sheet sells with no Restore and no store price.
    #expect(Self.friendPageRules(actions: ["indexChanged:", "upgradeTapped:"]).count == 2)
  }

  /// The legal-links findings on the plans screen when its text view shows
  /// `text`, detecting links when `detects`, set in code or by `storyboard`.
  private static func textViewLegalFindings(
    _ text: String, detects: Bool, storyboard: Bool = false
  ) -> [Finding] {
    let body = """
        let infoText = UITextView()
        override func viewDidLoad() {
          super.viewDidLoad()
          infoText.isEditable = false
          \(detects && !storyboard ? "infoText.dataDetectorTypes = .link" : "")
          \(storyboard ? "" : "infoText.text = \"\(text)\"")
        }
      """
    let scene = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
        <scenes><scene sceneID="s"><objects>
          <viewController id="A" customClass="PlansViewController" sceneMemberID="viewController">
            <view key="view" id="v"><subviews>
              <textView id="t" editable="NO" text="\(text.replacingOccurrences(of: "\\n", with: "&#10;"))">
                \(detects ? #"<dataDetectorType key="dataDetectorTypes" link="YES"/>"# : "")
              </textView>
            </subviews></view>
          </viewController>
        </objects></scene></scenes>
      </document>

      """
    return Self.plansScreen(
      body, other: storyboard ? ["App/Base.lproj/Main.storyboard": scene] : [:]
    ).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("Plain addresses of both documents in a text view detecting links are legal links")
  func detectedLegalLinks() {
    let both =
      "Auto-renews monthly. Terms of use: https://plansapp.io/tos.html\\nPrivacy policy: https://plansapp.io/legal2.html"
    for storyboard in [false, true] {
      #expect(Self.textViewLegalFindings(both, detects: true, storyboard: storyboard).isEmpty)
      // Without link detection the addresses are plain text.
      #expect(
        Self.textViewLegalFindings(both, detects: false, storyboard: storyboard).count == 1)
    }
    // Another screen's detector and addresses say nothing of this one's text.
    let elsewhere = Self.plansScreen(
      """
        let note = UILabel()
        @objc func showProfile() { present(ProfileViewController(), animated: true) }
      """,
      other: [
        "App/ProfileViewController.swift": """
        import UIKit

        final class ProfileViewController: UIViewController {
          let bio = UITextView()
          override func viewDidLoad() {
            super.viewDidLoad()
            bio.dataDetectorTypes = .link
            bio.text = "\(both)"
          }
        }

        """
      ]
    ).filter { $0.rule == .paywallMissingLegalLinks }
    #expect(elsewhere.count == 1)
    // One address after a sentence naming both documents is the home page.
    let home = "By subscribing you agree to our Terms and Privacy Policy. More: https://plansapp.io"
    #expect(Self.textViewLegalFindings(home, detects: true).count == 1)
  }

  /// The legal-links findings on the plans screen whose two neutral buttons
  /// open `Links.first` and `Links.second`, declared as `links`.
  private static func computedLinkFindings(_ links: String) -> [Finding] {
    let body = """
        let leftButton = UIButton()
        let rightButton = UIButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(leftButton)
          view.addSubview(rightButton)
          leftButton.addTarget(self, action: #selector(openFirst), for: .touchUpInside)
          rightButton.addTarget(self, action: #selector(openSecond), for: .touchUpInside)
        }
        @objc func openFirst() { UIApplication.shared.open(Links.first) }
        @objc func openSecond() { UIApplication.shared.open(Links.second) }
      """
    return Self.plansScreen(body, other: ["App/Links.swift": "import Foundation\n\n\(links)\n"])
      .filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A computed property returning a literal address names the document it opens")
  func computedLinkConstants() {
    let computed = """
      enum Links {
        static var first: URL {
          URL(string: "https://plansapp.io/terms")!
        }
        static var second: URL { return URL(string: "https://plansapp.io/privacy")! }
      }
      """
    #expect(Self.computedLinkFindings(computed).isEmpty)
    let other = computed.replacingOccurrences(of: "/privacy", with: "/about")
    #expect(
      Self.computedLinkFindings(other).map(\.message).contains { $0.contains("Privacy Policy") })
  }

  @Test("A drawing routine only views nothing creates call draws no price")
  func drawingOnlyUnusedViewsCall() {
    let styleKit = """
      import UIKit

      class StyleKit: NSObject {
        class func drawLogo(frame: CGRect) {
          UIBezierPath(ovalIn: frame).fill()
        }
        class func drawDiscountButton(frame: CGRect) {
          "$8.99/month — Complete Program".draw(in: frame, withAttributes: [:])
        }
      }

      class DiscountButtonView: UIView {
        override func draw(_ rect: CGRect) {
          StyleKit.drawDiscountButton(frame: rect)
        }
      }

      """
    let prices = { (creation: String) -> [String] in
      Self.prices(
        Self.plansScreen(
          """
            override func viewDidLoad() {
              super.viewDidLoad()
              StyleKit.drawLogo(frame: view.bounds)
              \(creation)
            }
          """, other: ["App/StyleKit.swift": styleKit]))
    }
    #expect(prices("// view.addSubview(DiscountButtonView())").isEmpty)
    #expect(prices("view.addSubview(DiscountButtonView())").count == 1)
  }

  @Test("A free function formatting a store product's price with its locale shows the store price")
  func freeFunctionFormatsStorePrice() {
    let notFromStore = { (locale: String) -> [Finding] in
      Self.plansScreen(
        """
          var products: [SKProduct] = []
          override func viewDidLoad() {
            super.viewDidLoad()
            if let product = products.first { priceLabel.text = formattedAmount(for: product) }
          }
        """,
        other: [
          "App/Utilities.swift": """
          import StoreKit

          func formattedAmount(for product: SKProduct) -> String {
            let formatter = NumberFormatter()
            formatter.numberStyle = .currency
            formatter.locale = \(locale)
            return formatter.string(from: product.price) ?? ""
          }

          """
        ]
      ).filter { $0.rule == .paywallPriceNotFromStore }
    }
    #expect(notFromStore("product.priceLocale").isEmpty)
    #expect(notFromStore("Locale(identifier: \"en_US\")").count == 1)
  }

  /// The restore errors on a chat screen holding a copy of the pricing
  /// screen's purchase method, which the chat screen calls as `chatCall`.
  private static func copiedPurchaseErrors(chatCall: String) -> [Finding] {
    let purchase = """
        func purchaseProduct(subscriptProduct: String) {
          SwiftyStoreKit.purchaseProduct(subscriptProduct) { _ in }
        }
      """
    return Fixtures.findings(
      files: [
        "App/AppDelegate.swift": Fixtures.uiKitApp(
          showing: "HomeViewController()",
          extra: """
            final class HomeViewController: UIViewController {
              @objc func chat() { present(MessagesViewController(), animated: true) }
              @objc func upgrade() { present(PricingViewController(), animated: true) }
            }
            """),
        "App/PricingViewController.swift": """
        import SwiftyStoreKit
        import UIKit

        final class PricingViewController: UIViewController {
          @objc func buyTapped() { purchaseProduct(subscriptProduct: "app.pro.monthly") }
          @objc func restoreTapped() { SwiftyStoreKit.restorePurchases { _ in } }
        \(purchase)
        }

        """,
        "App/MessagesViewController.swift": """
        import SwiftyStoreKit
        import UIKit

        final class MessagesViewController: UIViewController {
          @objc func sendTapped() { \(chatCall) }
        }

        extension MessagesViewController {
        \(purchase)
        }

        """,
      ]
    ).filter { $0.rule == .paywallMissingRestore && $0.file == "App/MessagesViewController.swift" }
  }

  @Test("A method copied into a screen is not called by other screens calling their own copy")
  func copiedPurchaseMethod() {
    #expect(Self.copiedPurchaseErrors(chatCall: "print(\"sent\")").isEmpty)
    #expect(
      Self.copiedPurchaseErrors(chatCall: "purchaseProduct(subscriptProduct: \"app.pro.monthly\")")
        .count == 1)
  }

  @Test("A method calling super's of its name forwards to UIKit, not to the app's opening one")
  func superCallForwardsToUIKit() {
    let screen = { (name: String, body: String) -> ProjectSnapshot.File in
      .init(
        path: "App/\(name).swift",
        bytes: Array(
          """
          import UIKit
          import WebKit

          final class \(name): UIViewController {
            let webView = WKWebView()
            override func viewDidLoad() {
              \(body)
            }
          }

          """.utf8))
    }
    let opensPage = "webView.load(URLRequest(url: URL(string: \"https://plansapp.io/help\")!))"
    let opening = { (teamsBody: String) -> Bool in
      let index = ProjectIndex(
        snapshot: ProjectSnapshot(files: [
          screen("HelpViewController", "super.viewDidLoad()\n    \(opensPage)"),
          screen("TeamsViewController", teamsBody),
        ]))
      return PaywallCallables(index: index).opening.contains("viewDidLoad")
    }
    #expect(!opening("super.viewDidLoad()\n    print(\"teams\")"))
    // Calling another screen's of that name forwards to it.
    #expect(opening("HelpViewController().viewDidLoad()"))
  }

  /// The restore errors on a shop buying a `RegisteredPurchase` through a
  /// generic `purchase(purchase:)` whose success runs `credit`, its cases'
  /// raw values `values`.
  private static func packShopRestoreErrors(credit: String, values: [String]) -> [Finding] {
    let cases = zip(["small", "large"], values).map { "  case \($0) = \"\($1)\"" }
      .joined(separator: "\n")
    return Fixtures.findings(
      files: [
        "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "IAPViewController()"),
        "App/IAPViewController.swift": """
        import SwiftyStoreKit
        import UIKit

        enum RegisteredPurchase: String {
        \(cases)
        }

        final class IAPViewController: UIViewController {
          let bundleID = "com.example.thebutton"
          @IBAction func smallPackTapped(_ sender: UIButton) { purchase(purchase: .small) }
          @IBAction func largePackTapped(_ sender: UIButton) { purchase(purchase: .large) }
          func purchase(purchase: RegisteredPurchase) {
            SwiftyStoreKit.purchaseProduct(bundleID + "." + purchase.rawValue) { result in
              if case .success = result { self.\(credit) }
            }
          }
          func \(credit.prefix { $0 != "(" })() { UserDefaults.standard.set(true, forKey: "balance") }
        }

        """,
      ]
    ).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("A pack shop whose purchase updates a coin balance sells consumables")
  func coinPackShop() {
    // The unit follows the verb: `credits` alone credits nothing.
    #expect(Paywall.creditsBalance("updatecoins") && Paywall.creditsBalance("addcredits"))
    #expect(!Paywall.creditsBalance("credits") && !Paywall.creditsBalance("addresses"))
    // thebutton: `updateCoins(value:)` after each coin pack.
    #expect(
      Self.packShopRestoreErrors(
        credit: "updateCoins()", values: ["smallCoinPack", "largeCoinPack"]
      ).isEmpty)
    // Names holding the consumable kind (iOS-BookReader's `inAppConsumableTier1`).
    #expect(
      Self.packShopRestoreErrors(
        credit: "unlockLevels()", values: ["inAppConsumableTier1", "inAppConsumableTier2"]
      ).isEmpty)
    // An unlock of levels is kept: restore is owed.
    #expect(
      Self.packShopRestoreErrors(credit: "unlockLevels()", values: ["smallPack", "largePack"])
        .count == 1)
  }

  @Test("A count of things bought, and things not bought yet, are no purchase state")
  func shoppingListCounts() {
    // threads: a shopping list's badge of threads still to buy.
    for name in ["unpurchasedCount", "purchasedCount", "unpurchasedThreads"] {
      #expect(!NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
    for name in ["isPurchased", "purchaseStateChanged", "premiumCountdownActive"] {
      #expect(NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
  }

  /// The restore errors on a cancel screen declaring the paywall's
  /// `subscribeAction(sender:)` too, when the storyboard sends that action
  /// to the scenes whose ids are `receivers` (`P` the paywall, `C` the
  /// cancel screen, `S` a subclass of the cancel screen).
  private static func cancelScreenRestoreErrors(receivers: [String]) -> [Finding] {
    let actions = receivers.map {
      #"<action selector="subscribeActionWithSender:" destination="\#($0)" eventType="touchUpInside" id="a\#($0)"/>"#
    }.joined()
    let scene = { (id: String, type: String, connections: String) in
      """
      <scene sceneID="s\(id)"><objects>
        <viewController id="\(id)" customClass="\(type)" sceneMemberID="viewController">
          <view key="view" id="v\(id)"><subviews><button id="b\(id)"><connections>\(connections)</connections></button></subviews></view>
        </viewController>
      </objects></scene>
      """
    }
    let purchase = """
        @IBAction func subscribeAction(sender: UIButton) {
          SwiftyStoreKit.purchaseProduct("app.pro.monthly") { _ in }
        }
      """
    return Fixtures.findings(
      files: [
        "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "SubscriptionViewController()"),
        "App/SubscriptionViewController.swift": """
        import SwiftyStoreKit
        import UIKit

        final class SubscriptionViewController: UIViewController {
        \(purchase)
          @IBAction func restoreAction(sender: UIButton) { SwiftyStoreKit.restorePurchases { _ in } }
          @IBAction func manageTapped(sender: UIButton) { present(SubscriptionCancelVC(), animated: true) }
        }

        """,
        "App/SubscriptionCancelVC.swift": """
        import SwiftyStoreKit
        import UIKit

        class SubscriptionCancelVC: UIViewController {
        \(purchase)
          @IBAction func backAction(sender: UIButton) { dismiss(animated: true) }
        }

        final class FamilyCancelVC: SubscriptionCancelVC {}

        """,
        "App/Base.lproj/Main.storyboard": """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="P">
          <scenes>
          \(scene("P", "SubscriptionViewController", actions + #"<action selector="restoreActionWithSender:" destination="P" eventType="touchUpInside" id="r"/><action selector="manageTappedWithSender:" destination="P" eventType="touchUpInside" id="m"/>"#))
            \(scene("C", "SubscriptionCancelVC", #"<action selector="backActionWithSender:" destination="C" eventType="touchUpInside" id="back"/>"#))
            \(scene("S", "FamilyCancelVC", ""))
            </scenes>
        </document>

        """,
      ]
    ).filter { $0.rule == .paywallMissingRestore }.filter {
      $0.file == "App/SubscriptionCancelVC.swift"
    }
  }

  @Test("A storyboard action wires the method of the class it is sent to, not a namesake's")
  func actionsWireTheirReceiversMethod() {
    // Zygo: `subscribeActionWithSender:` goes to the paywall's scene only.
    #expect(Self.cancelScreenRestoreErrors(receivers: ["P"]).isEmpty)
    // Sent to the cancel screen, or to a scene of its subclass, it sells there.
    #expect(Self.cancelScreenRestoreErrors(receivers: ["P", "C"]).count == 1)
    #expect(Self.cancelScreenRestoreErrors(receivers: ["P", "S"]).count == 1)
  }
}
