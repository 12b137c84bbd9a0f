import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the ninety-seventh round and left over from
/// the ninety-sixth (docs/doctor-rules.md), each beside the shape that must
/// still fire or stay quiet.
struct NinetySeventhRoundShapeTests {
  /// The purchase notes for an app whose store wrapper buys in an `@objc`
  /// method (`declaration`), with `launch` run at launch and `extra` files.
  private static func objCWrapperNotes(
    declaration: String = "@objc func buy(_ index: Int)", launch: String = "",
    extra: [String: String] = [:]
  ) -> [Finding] {
    Fixtures.purchaseNotes(
      files: [
        "Package.swift": Fixtures.iOSAppManifest("Timer"),
        "Sources/Timer/AppDelegate.swift": Fixtures.appDelegate(
          importing: ["SwiftyStoreKit", "UIKit"],
          launching: """
            let store = Store.shared
            let button = UIButton()
            \(launch)
            """),
        "Sources/Timer/Store.swift": """
        import SwiftyStoreKit
        import UIKit

        final class Store: NSObject {
          static let shared = Store()
          let ids = ["monthly", "yearly"]
          \(declaration) {
            SwiftyStoreKit.purchaseProduct(ids[index]) { result in print(result) }
          }
        }

        """,
      ].merging(extra) { $1 })
  }

  @Test("An `@objc` method nothing selects runs only when called by name")
  func unselectedObjCMethod() {
    // walkwalkB: `@objc func purchase(_:)` in a store wrapper nothing calls.
    #expect(Self.objCWrapperNotes().isEmpty)
    // Called by name, or selected by Swift, it runs.
    #expect(!Self.objCWrapperNotes(launch: "store.buy(0)").isEmpty)
    #expect(
      !Self.objCWrapperNotes(
        launch: "button.addTarget(store, action: #selector(Store.buy(_:)), for: .touchUpInside)"
      ).isEmpty)
    // A string spells its selector (Swift 2's `action: "buy:"`, `NSSelectorFromString`).
    #expect(
      !Self.objCWrapperNotes(launch: #"store.perform(NSSelectorFromString("buy:"), with: 0)"#)
        .isEmpty)
    // An interface file wires it as an action; Swift's `buyWith…:` name counts too.
    let storyboard = { (selector: String) in
      [
        "Sources/Timer/Main.storyboard": """
        <document><scenes><scene><objects>
        <button><connections><action selector="\(selector)" destination="x" eventType="touchUpInside" id="a"/></connections></button>
        </objects></scene></scenes></document>
        """
      ]
    }
    #expect(!Self.objCWrapperNotes(extra: storyboard("buy:")).isEmpty)
    #expect(
      !Self.objCWrapperNotes(
        declaration: "@objc func buy(index: Int)", extra: storyboard("buyWithIndex:")
      ).isEmpty)
    #expect(Self.objCWrapperNotes(extra: storyboard("restore:")).isEmpty)
    // Objective-C naming the class may send it anything.
    let objectiveC = { (text: String) in ["Sources/Timer/Bridge.m": text] }
    #expect(
      !Self.objCWrapperNotes(extra: objectiveC("[[Store shared] buy:0];\n")).isEmpty)
    #expect(Self.objCWrapperNotes(extra: objectiveC("[[Other shared] go];\n")).isEmpty)
    // Its own Objective-C name is what a selector spells: left callable.
    #expect(!Self.objCWrapperNotes(declaration: "@objc(buyAt:) func buy(_ index: Int)").isEmpty)
  }

  /// The paywall rules' findings on a VIP screen sold by a UIKit app whose
  /// launch runs `launch`, with its xib (`xib`) beside it.
  private static func vipScreenRules(launch: String, xib: String) -> Set<RuleID> {
    let files = [
      "Package.swift": Fixtures.iOSAppManifest("Songs"),
      "Sources/Songs/AppDelegate.swift": Fixtures.appDelegate(
        importing: ["UIKit"],
        launching: """
          let window = UIWindow()
          \(launch)
          """),
      "Sources/Songs/VIPCenterViewController.swift": """
      import StoreKit
      import UIKit

      final class VIPCenterViewController: UIViewController {
        @IBOutlet var priceLabel: UILabel!
        var product: Product?
        override func viewDidLoad() {
          super.viewDidLoad()
          Task {
            product = try? await Product.products(for: ["vip.weekly.subscription"]).first
            priceLabel.text = product?.displayPrice
          }
        }
        @IBAction func subscribe(_ sender: UIButton) {
          Task { _ = try? await product?.purchase() }
        }
      }

      """,
      "Sources/Songs/VIPCenterViewController.xib": xib,
    ]
    return Set(
      Fixtures.findings(files: files).filter {
        $0.file == "Sources/Songs/VIPCenterViewController.swift"
      }.map(\.rule)
    ).intersection([.paywallMissingRestore, .paywallMissingLegalLinks])
  }

  /// A xib naming `VIPCenterViewController` as `element`.
  private static func xib(_ element: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
        \(element)
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="i5M-Pr-FkT">
          <button id="buy"><connections>
            <action selector="subscribe:" destination="-1" eventType="touchUpInside" id="s"/>
          </connections></button>
        </view>
      </objects>
    </document>
    """
  }

  @Test("A screen named only as its own xib's File's Owner is shown by nothing")
  func xibFilesOwnerCreatesNothing() {
    // AISonghui: `WHHVIPCenterViewController` is its xib's File's Owner, and
    // nothing creates it.
    let owner = Self.xib(
      #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="VIPCenterViewController" customModule="Songs"/>"#
    )
    #expect(Self.vipScreenRules(launch: "", xib: owner).isEmpty)
    // Created by the app, it is audited.
    #expect(
      Self.vipScreenRules(
        launch: "window.rootViewController = VIPCenterViewController(nibName: nil, bundle: nil)",
        xib: owner
      ).count == 2)
    // A xib's own object of that class is created when the xib loads.
    let object = Self.xib(
      #"<viewController id="vc1" customClass="VIPCenterViewController" customModule="Songs"/>"#)
    #expect(Self.vipScreenRules(launch: "", xib: object).count == 2)
  }

  /// The restore findings on a game's shop whose two purchases run
  /// `pointsSuccess` and `gemsSuccess` when they succeed.
  private static func shopRestoreFindings(pointsSuccess: String, gemsSuccess: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Riders"),
      "Sources/Riders/AppDelegate.swift": Fixtures.appDelegate(
        importing: ["UIKit"],
        launching: "UIWindow().rootViewController = GetPointsViewController()"),
      "Sources/Riders/GetPointsViewController.swift": """
      import SwiftyStoreKit
      import UIKit

      var points = 0
      var gems = 0

      final class GetPointsViewController: UIViewController {
        @IBAction func buyPointsTouched(_ sender: Any) {
          SwiftyStoreKit.purchaseProduct("com.riders.PointsOne", completion: { result in
            switch result {
            case .success:
              \(pointsSuccess)
              UserDefaults.standard.set(points, forKey: "Points")
              AppEventsLogger.log(AppEvent.purchased(amount: 0.99))
            case .error(let error):
              print(error)
            }
          })
        }
        @IBAction func buyGemsTouched(_ sender: Any) {
          SwiftyStoreKit.purchaseProduct("com.riders.GemsOne") { result in
            if case .success = result { \(gemsSuccess) }
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("A shop whose every purchase tops up a balance sells consumables")
  func balanceTopUpsAreConsumables() {
    // rough-riderz: `points += pointsLevelOne` on each pack's success.
    #expect(
      Self.shopRestoreFindings(
        pointsSuccess: "points += 500", gemsSuccess: "gems += 50"
      ).isEmpty)
    #expect(
      Self.shopRestoreFindings(
        pointsSuccess: "points += 500", gemsSuccess: "Wallet.shared.addGems(50)"
      ).isEmpty)
    // One purchase that credits nothing (an unlock kept forever) still owes a restore.
    #expect(
      Self.shopRestoreFindings(
        pointsSuccess: "points += 500",
        gemsSuccess: #"UserDefaults.standard.set(true, forKey: "unlocked")"#
      ).count == 1)
  }

  /// The files of purchase notes for an app whose StoreKit observer declares
  /// `purchaseProduct(_:)` and whose store screen buys with `screenBuys`.
  private static func observerWrapperNoteFiles(screenBuys: String) -> Set<String> {
    Set(
      Fixtures.purchaseNotes(files: [
        "Package.swift": Fixtures.iOSAppManifest("Charging"),
        "Sources/Charging/AppDelegate.swift": Fixtures.appDelegate(
          importing: ["UIKit"],
          launching: """
            IAPManager.shared.start()
            UIWindow().rootViewController = StoreViewController()
            """),
        "Sources/Charging/A/IAPManager.swift": """
        import StoreKit
        import UIKit

        class IAPManager: NSObject, SKProductsRequestDelegate, SKPaymentTransactionObserver {
          static let shared = IAPManager()
          func start() { SKPaymentQueue.default().add(self) }
          func purchaseProduct(_ product: SKProduct) {
            SKPaymentQueue.default().add(SKPayment(product: product))
          }
          func askForFeatures(fromSettings: Bool) {
            let alert = UIAlertController(title: "Unlock", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Sure", style: .default) { _ in
              SKPaymentQueue.default().add(SKPayment(product: SKProduct()))
            })
          }
          public func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {}
          public func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}
        }

        """,
        "Sources/Charging/B/StoreViewController.swift": """
        import StoreKit
        import SwiftyStoreKit
        import UIKit

        final class StoreViewController: UIViewController {
          var product: SKProduct?
          @IBAction func buy(_ sender: UIButton) {
            \(screenBuys)
          }
        }

        """,
      ]).compactMap(\.file))
  }

  @Test("An observer's own purchase method that only an SDK's namesake calls never runs")
  func observerWrapperCalledOnlyByNamesake() {
    // Charging: the live purchase is SwiftyStoreKit's; the observer's
    // `purchaseProduct(_:)` is never called.
    #expect(
      Self.observerWrapperNoteFiles(
        screenBuys: #"SwiftyStoreKit.purchaseProduct("pro", atomically: true) { _ in }"#)
        == ["Sources/Charging/B/StoreViewController.swift"])
    // Called with its own argument, it runs.
    #expect(
      Self.observerWrapperNoteFiles(
        screenBuys: "if let product { IAPManager.shared.purchaseProduct(product) }")
        == ["Sources/Charging/A/IAPManager.swift"])
    // Swift 2 left the first label out (`askForFeatures(true)`): PrayerDevotion's alert buys.
    #expect(
      Self.observerWrapperNoteFiles(screenBuys: "IAPManager.shared.askForFeatures(true)")
        == ["Sources/Charging/A/IAPManager.swift"])
    #expect(
      Self.observerWrapperNoteFiles(
        screenBuys: "IAPManager.shared.askForFeatures(fromSettings: true)")
        == ["Sources/Charging/A/IAPManager.swift"])
  }

  /// The legal-links findings on a filter shop selling one-time unlocks,
  /// with SwiftyStoreKit's sample subscription alert in its extension and
  /// `launch` run when the screen loads.
  private static func filterShopLegalLinks(load: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("PetStar"),
      "Sources/PetStar/AppDelegate.swift": Fixtures.appDelegate(
        importing: ["UIKit"], launching: "UIWindow().rootViewController = StoreViewController()"),
      "Sources/PetStar/StoreViewController.swift": """
      import SwiftyStoreKit
      import UIKit

      final class StoreViewController: UIViewController {
        let ids = ["com.petstar.filterpack", "com.petstar.removead"]
        override func viewDidLoad() {
          super.viewDidLoad()
          \(load)
        }
        @IBAction func buyTapped(_ sender: UIButton) {
          SwiftyStoreKit.purchaseProduct(ids[sender.tag], atomically: true) { _ in }
        }
        @IBAction func restoreTapped(_ sender: UIButton) {
          SwiftyStoreKit.restorePurchases(atomically: true) { _ in }
        }
      }

      extension StoreViewController {
        func alertForVerifySubscriptions(_ result: VerifySubscriptionResult) -> UIAlertController {
          switch result {
          case .purchased(let expiryDate, _):
            return UIAlertController(
              title: "Product is purchased", message: "Product is valid until \\(expiryDate)",
              preferredStyle: .alert)
          case .expired(let expiryDate, _):
            return UIAlertController(
              title: "Product expired", message: "Product is expired since \\(expiryDate)",
              preferredStyle: .alert)
          case .notPurchased:
            return UIAlertController(
              title: "Not purchased", message: "This product has never been purchased",
              preferredStyle: .alert)
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A subscription helper nothing calls sells no subscription")
  func uncalledSubscriptionHelper() {
    // PetStar, MotionBook: SwiftyStoreKit's sample alert pasted in, never called.
    #expect(Self.filterShopLegalLinks(load: "").isEmpty)
    // Called, the screen verifies subscriptions: it sells them.
    #expect(
      Self.filterShopLegalLinks(
        load: """
          SwiftyStoreKit.verifyReceipt(using: AppleReceiptValidator(service: .production)) { result in
            if case .success(let receipt) = result {
              let verified = SwiftyStoreKit.verifySubscriptions(productIds: Set(self.ids), inReceipt: receipt)
              self.present(self.alertForVerifySubscriptions(verified), animated: true)
            }
          }
          """
      ).count == 1)
  }

  @Test("The singular `term` names the Terms beside a link's words only")
  func singularTermComponent() {
    // Charging: `URL(string: LINK_TERM)` under `case .term:`.
    for name in ["LINK_TERM", "termURL", "btnTerm", "term", "openTermLink"] {
      #expect(LegalDocument.namesTerms(name), "\(name)")
    }
    for name in ["longTermGoal", "searchTerm", "shortTerm", "termination", "determine"] {
      #expect(!LegalDocument.namesTerms(name), "\(name)")
    }
  }

  /// State findings for a notes app whose premium owner publishes
  /// `isPremiumUser` and a subject `subject`, and whose screen's sink does `body`.
  private static func premiumStreamFindings(subject: String, body: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import Combine
      import StoreKit
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        let screen = NotesViewController()
        func applicationDidFinishLaunching(_ application: UIApplication) { screen.start() }
      }

      enum PremiumActions {
        case showUpgradeAlert(feature: String)
        case track(event: String)
      }

      final class PremiumUser: ObservableObject {
        static let shared = PremiumUser()
        @Published var isPremiumUser = false
        \(subject)
        func refresh() async {
          for await result in Transaction.currentEntitlements {
            if case .verified = result { isPremiumUser = true }
          }
        }
      }

      final class NotesViewController: UIViewController {
        var isPremiumCopy = false
        var premiumCancellable: AnyCancellable?
        var cancellables = Set<AnyCancellable>()
        func updateFooter() {}
        func showUpgrade() {}
        func start() {
          \(body)
            .store(in: &cancellables)
        }
      }

      """
    ]).filter { $0.rule == .notificationSubscriptionState && $0.message.contains("Combine") }
  }

  @Test("A sink ignoring its named value, or switching on requests, copies no state")
  func reactingSinks() {
    let noSubject = ""
    // Noteshelf3: `$isPremiumUser.sink { [weak self] isPremium in self?.updateUI() }`.
    #expect(
      Self.premiumStreamFindings(
        subject: noSubject,
        body:
          "PremiumUser.shared.$isPremiumUser.sink { [weak self] isPremium in self?.updateFooter() }"
      ).isEmpty)
    // Keeping the value copies it.
    #expect(
      Self.premiumStreamFindings(
        subject: noSubject,
        body:
          "PremiumUser.shared.$isPremiumUser.sink { [weak self] isPremium in self?.isPremiumCopy = isPremium }"
      ).count == 1)
    // A subject of requests (`FTStorePremiumActions`), and a sink switching on them.
    let actions = "let actionStream = PassthroughSubject<PremiumActions, Never>()"
    #expect(
      Self.premiumStreamFindings(
        subject: actions,
        body: """
          PremiumUser.shared.actionStream.sink { [weak self] action in
              switch action {
              case .showUpgradeAlert: self?.showUpgrade()
              case .track: break
              }
            }
          """
      ).isEmpty)
    // Reacting once, then letting go of its own handle (Noteshelf3's token manager).
    #expect(
      Self.premiumStreamFindings(
        subject: noSubject,
        body: """
          PremiumUser.shared.$isPremiumUser.sink { [weak self] isPremium in
              if isPremium {
                self?.updateFooter()
                self?.premiumCancellable = nil
              }
            }
          """
      ).isEmpty)
    // A subject of the state itself is a broadcast.
    #expect(
      Self.premiumStreamFindings(
        subject: "let premiumStatus = PassthroughSubject<Bool, Never>()",
        body: "PremiumUser.shared.premiumStatus.sink { [weak self] _ in self?.updateFooter() }"
      ).count == 1)
  }

  /// Hard-coded prices of a premium screen whose cells its data-source
  /// extension fills, in an app whose launch runs `launch`.
  private static func premiumCellPrices(launch: String) -> [Int?] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Charging"),
      "Sources/Charging/AppDelegate.swift": Fixtures.appDelegate(
        importing: ["UIKit"],
        launching: """
          print(ProductID.allCases.map(\\.rawValue))
          \(launch)
          """),
      "Sources/Charging/PremiumViewController.swift": """
      import StoreKit
      import UIKit

      enum ProductID: String, CaseIterable {
        case weekly = "com.charging.weekly"
      }

      final class PremiumCell: UICollectionViewCell {
        let priceLabel = UILabel()
      }

      class PremiumViewController: UIViewController {
        let collectionView = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      }

      extension PremiumViewController: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! PremiumCell
          cell.priceLabel.text = "0.99$"
          return cell
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }.map(\.line)
  }

  @Test("A price in an extension of a screen nothing creates is never shown")
  func extensionOfUnusedScreen() {
    // Charging: `PremiumViewController` is created nowhere; its file stays
    // compiled for the product-id enum beside it.
    #expect(Self.premiumCellPrices(launch: "").isEmpty)
    #expect(
      Self.premiumCellPrices(launch: "UIWindow().rootViewController = PremiumViewController()")
        == [21])
  }

  /// Hard-coded prices of a paywall model filling sample plans, run from its
  /// initialiser by `launch`; its showcase query runs `beforeGuard` first.
  private static func showcasePrices(launch: String, beforeGuard: String = "") -> [Int?] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "Text(PaywallModel().plans.joined())"),
      "App/PaywallModel.swift": """
      import StoreKit

      final class PaywallModel: ObservableObject {
        @Published var plans: [String] = []
        init() {
          \(launch)
        }
        private func launchShowcaseStep() -> Int? {
          let args = ProcessInfo.processInfo.arguments
          \(beforeGuard)
          guard let keyIndex = args.firstIndex(of: "-uiShowcaseStep") else {
            return nil
          }
          return keyIndex
        }
        private func applyShowcaseState(_ step: Int) {
          plans = ["Weekly $0.99", "Monthly $2.99"]
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }.map(\.line)
  }

  @Test("Sample prices only a launch argument shows never reach a customer")
  func launchArgumentShowcase() {
    let apply = "{ applyShowcaseState(0) }"
    let screenshots = #"ProcessInfo.processInfo.arguments.contains("-uiScreenshots")"#
    let sample = #"CommandLine.arguments.contains("-paywallSample")"#
    let helper = "if let step = launchShowcaseStep() { applyShowcaseState(step) }"
    // ios-compress-video-to-target: `if let step = launchShowcaseStep() { … }`.
    #expect(Self.showcasePrices(launch: helper).isEmpty)
    #expect(Self.showcasePrices(launch: "if \(screenshots) \(apply)").isEmpty)
    #expect(Self.showcasePrices(launch: "if \(sample), plans.isEmpty \(apply)").isEmpty)
    // Run for everyone, negated, in an `else`, or behind `||`, it shows.
    #expect(Self.showcasePrices(launch: "applyShowcaseState(0)") == [17, 17])
    #expect(Self.showcasePrices(launch: "if !\(screenshots) \(apply)") == [17, 17])
    #expect(Self.showcasePrices(launch: "if \(sample) { } else \(apply)") == [17, 17])
    #expect(Self.showcasePrices(launch: "if \(sample) || plans.isEmpty \(apply)") == [17, 17])
    // A helper answering before its guard answers for everyone.
    #expect(
      Self.showcasePrices(launch: helper, beforeGuard: "if args.count > 9 { return 1 }")
        == [17, 17])
  }
}
