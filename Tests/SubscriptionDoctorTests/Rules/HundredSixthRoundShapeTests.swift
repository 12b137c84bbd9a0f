import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the hundred-and-sixth round
/// (docs/doctor-rules.md), each beside the shape that must still fire or
/// stay quiet.
struct HundredSixthRoundShapeTests {
  /// The rules firing on an Eureka settings form (`FormViewController`) the
  /// app shows, whose rows are `rows` (each a `<<< …Row` expression).
  private static func formRules(_ rows: String) -> Set<RuleID> {
    let findings = Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "SettingsViewController()"),
      "App/SettingsViewController.swift": """
      import Eureka
      import SwiftyStoreKit
      import UIKit

      final class SettingsViewController: FormViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          form +++ Section("Premium")
            <<< ButtonRow() {
              $0.title = "Remove ads forever"
            }.onCellSelection { cell, row in
              SwiftyStoreKit.purchaseProduct("app.removeads.lifetime") { _ in }
            }
        \(rows)
        }
      }

      """,
    ])
    return Set(findings.filter { $0.file == "App/SettingsViewController.swift" }.map(\.rule))
  }

  @Test("An Eureka row's onCellSelection handler is a control the form renders")
  func eurekaRowSelection() {
    // Glockx/Pipe: the restore row after the buy row, selected by a trailing closure.
    #expect(
      !Self.formRules(
        """
            <<< ButtonRow() {
              $0.title = "Restore In App Purchase"
            }.onCellSelection { cell, row in
              SwiftyStoreKit.restorePurchases(atomically: true) { _ in }
            }
        """
      ).contains(.paywallMissingRestore))
    // What Should I: the handler set inside the row's initialiser closure.
    #expect(
      !Self.formRules(
        """
            <<< ButtonRow("restore") {
              $0.title = "Restore my purchase"
              $0.onCellSelection({ cell, row in SwiftyStoreKit.restorePurchases { _ in } })
            }
        """
      ).contains(.paywallMissingRestore))
    // A row that only shows text restores nothing.
    #expect(
      Self.formRules(
        """
            <<< LabelRow() {
              $0.title = "Restore purchases from Settings"
            }
        """
      ).contains(.paywallMissingRestore))
  }

  /// The notification-state findings for a home screen's model that buys
  /// and restores through `PurchaseService`, whose publishers are written
  /// as `service` (its members), the model reacting with `handlers` (its
  /// methods).
  private static func combineStateFindings(service: String, handlers: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Casher"),
      "Sources/Casher/App.swift": Fixtures.swiftUIApp(
        showing: "Text(\"Home\").environmentObject(HomeScreenViewModel())"),
      "Sources/Casher/PurchaseService.swift": """
      import ApphudSDK
      import Combine

      enum PurchaseError: Error { case failed }

      final class PurchaseService {
        static let shared = PurchaseService()
        \(service)
        func buy(model: ApphudProduct) -> AnyPublisher<Void, PurchaseError> {
          Future { promise in
            Apphud.purchase(model) { result in promise(result.error == nil ? .success(()) : .failure(.failed)) }
          }.eraseToAnyPublisher()
        }
        func restoreLastExpiredPurchase() -> AnyPublisher<Bool, PurchaseError> {
          Future { promise in
            Apphud.restorePurchases { _, _, _ in promise(.success(Apphud.hasActiveSubscription())) }
          }.eraseToAnyPublisher()
        }
      }

      """,
      "Sources/Casher/HomeScreenViewModel.swift": """
      import ApphudSDK
      import Combine

      final class HomeScreenViewModel: ObservableObject {
        let purchases = PurchaseService.shared
        let output = PassthroughSubject<String, Never>()
        @Published var hasSubscription = false
        private var bag = Set<AnyCancellable>()
        private var cancellable: AnyCancellable?
        \(handlers)
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.severity != .note }
  }

  @Test("A sink on the one answer to a purchase or a restore copies no state; a copy still fires")
  func sinkOnCommandResult() {
    let alerts = """
      func purchase(_ plan: ApphudProduct) {
        purchases.buy(model: plan).sink(receiveCompletion: { [weak self] completion in
          if case .failure = completion { self?.output.send("Something went wrong") }
        }, receiveValue: { [weak self] in
          self?.output.send("Selected subscription plan was successfully purchased")
        }).store(in: &bag)
      }
      func restore() {
        purchases.restoreLastExpiredPurchase().receive(on: DispatchQueue.main).sink(receiveCompletion: { _ in }, receiveValue: { [weak self] isSuccess in
          self?.output.send(isSuccess ? "Restored" : "Nothing to restore")
        }).store(in: &bag)
      }
      """
    #expect(Self.combineStateFindings(service: "", handlers: alerts).isEmpty)
    // The purchase's answer kept as the model's own flag.
    let copies = alerts.replacingOccurrences(
      of: "self?.output.send(\"Selected subscription plan was successfully purchased\")",
      with: "self?.hasSubscription = true")
    #expect(Self.combineStateFindings(service: "", handlers: copies).count == 1)
  }

  @Test("A Combine subject carrying store products is the catalogue, not state")
  func subjectOfProducts() {
    let catalogue = "let appPurchasesInfoList = CurrentValueSubject<[ApphudProduct], Never>([])"
    #expect(Self.combineStateFindings(service: catalogue, handlers: "").isEmpty)
    let owned = "let appPurchasesInfoList = CurrentValueSubject<[String], Never>([])"
    #expect(Self.combineStateFindings(service: owned, handlers: "").count == 1)
    // Products named as bought are what the customer owns (MinnanoTanjyoubi).
    let bought = "private let _purchasedProducts = CurrentValueSubject<[ApphudProduct], Never>([])"
    #expect(Self.combineStateFindings(service: bought, handlers: "").count == 1)
  }

  /// The paywall rules firing on a gold shop (`StoreViewController`) whose
  /// superclass, `BaseViewController`, holds `base` (its class body).
  private static func goldShopRules(base: String) -> Set<RuleID> {
    let findings = Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "StoreViewController()"),
      "App/BaseViewController.swift": """
      import RxSwift
      import UIKit

      class BaseViewController: UIViewController {
        let disposeBag = DisposeBag()
        let backButton = UIButton()
      \(base)
      }

      """,
      "App/StoreViewController.swift": """
      import StoreKit
      import UIKit

      final class StoreViewController: BaseViewController {
        let buyButton = UIButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          buyButton.setTitle("Buy \\(goldCount) gold", for: .normal)
          buyButton.addTarget(self, action: #selector(buy), for: .touchUpInside)
        }
        var goldCount: Int { 120 }
        @objc func buy() {
          SKPaymentQueue.default().add(SKMutablePayment())
        }
      }

      """,
    ])
    return Set(findings.filter { $0.file == "App/StoreViewController.swift" }.map(\.rule))
  }

  @Test("RxSwift's subscribe with a trailing closure follows a stream; it sells no subscription")
  func rxSubscribeTrailingClosure() {
    let rx = """
        override func viewDidLoad() {
          super.viewDidLoad()
          backButton.rx.tap.subscribe { [weak self] element in
            self?.navigationController?.popViewController(animated: true)
          }.disposed(by: disposeBag)
        }
      """
    #expect(!Self.goldShopRules(base: rx).contains(.paywallMissingLegalLinks))
    // A base screen whose tap shows the subscription plans still speaks of them.
    let renews = rx.replacingOccurrences(
      of: "self?.navigationController?.popViewController(animated: true)",
      with: "self?.showSubscriptionPlans()")
    #expect(Self.goldShopRules(base: renews).contains(.paywallMissingLegalLinks))
  }

  /// The legal-links findings, by file, for a rankings screen buying a
  /// one-time unlock through a `SettingsViewController` it makes, whose
  /// purchase's completion runs `completion` and which also declares
  /// SwiftyStoreKit's sample alert for a subscription's verification.
  private static func rankingsLegalFindings(completion: String) -> [String] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "RankingsViewController()"),
      "App/RankingsViewController.swift": """
      import UIKit

      final class RankingsViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Unlock", style: .plain, target: self, action: #selector(unlock))
        }
        @objc func unlock() {
          let settings = SettingsViewController()
          settings.purchase(product: "app.rankings.unlock")
        }
      }

      """,
      "App/SettingsViewController.swift": """
      import SwiftyStoreKit
      import UIKit

      final class SettingsViewController: UIViewController {
        func purchase(product: String) {
          SwiftyStoreKit.purchaseProduct(product) { result in
            \(completion)
          }
        }
        func alertForPurchaseResult(result: PurchaseResult) -> UIAlertController {
          UIAlertController(title: "Thank you", message: nil, preferredStyle: .alert)
        }
        func alertForVerifySubscription(result: VerifySubscriptionResult) -> UIAlertController {
          switch result {
          case .purchased(let expiryDate, _):
            return UIAlertController(title: "Product is purchased", message: "Product is valid until \\(expiryDate)", preferredStyle: .alert)
          case .expired(let expiryDate, _):
            return UIAlertController(title: "Product expired", message: "Product is expired since \\(expiryDate), please renew your subscription", preferredStyle: .alert)
          case .notPurchased:
            return UIAlertController(title: "Not purchased", message: nil, preferredStyle: .alert)
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }.compactMap(\.file)
  }

  @Test("A function no running code reaches, in a screen the paywall buys through, sells nothing")
  func deadFunctionOfReachedScreen() {
    // rankItOut: the sample's subscription alert is never called.
    let unused = "self.present(self.alertForPurchaseResult(result: result), animated: true)"
    #expect(
      !Self.rankingsLegalFindings(completion: unused).contains("App/RankingsViewController.swift"))
    // Called after the purchase, it speaks of what the screen sells.
    let called =
      "self.present(self.alertForVerifySubscription(result: .notPurchased), animated: true)"
    #expect(
      Self.rankingsLegalFindings(completion: called).contains("App/RankingsViewController.swift"))
  }

  /// The legal-links findings for a SwiftUI paywall whose Terms and Privacy
  /// buttons set `activeLegalURL`, presented by a sheet whose binding reads
  /// `presented`.
  private static func bindingSheetLegalFindings(presented: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Hero"),
      "Sources/Hero/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
      "Sources/Hero/PaywallView.swift": """
      import StoreKit
      import SwiftUI

      struct PaywallView: View {
        @State private var product: Product?
        @State private var activeLegalURL: URL?
        @State private var showRedeemSheet = false
        private static let termsURL = URL(string: "https://example.org/terms-of-use")!
        private static let privacyURL = URL(string: "https://example.org/privacy-policy")!

        var body: some View {
          VStack {
            if let product {
              Text("\\(product.displayPrice) per month, renews monthly")
              Button("Subscribe") { Task { _ = try? await product.purchase() } }
            }
            Button("Restore Purchases") { Task { try? await AppStore.sync() } }
            HStack {
              Button(action: { activeLegalURL = PaywallView.termsURL }) { Text("Terms of Use") }
              Button(action: { activeLegalURL = PaywallView.privacyURL }) { Text("Privacy Policy") }
            }
          }
          .sheet(
            isPresented: Binding(
              get: { \(presented) },
              set: { if !$0 { activeLegalURL = nil } }
            )
          ) {
            if let url = activeLegalURL { Link("Open", destination: url) }
          }
          .task { product = try? await Product.products(for: ["hero.pro.monthly"]).first }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A control setting the state a sheet's Binding(get:set:) reads opens the sheet")
  func bindingReadBySheet() {
    #expect(Self.bindingSheetLegalFindings(presented: "activeLegalURL != nil").isEmpty)
    #expect(Self.bindingSheetLegalFindings(presented: "self.activeLegalURL != nil").isEmpty)
    // A sheet shown by another state leaves the buttons opening nothing.
    #expect(Self.bindingSheetLegalFindings(presented: "showRedeemSheet").count == 1)
  }

  /// The files of the purchase notes of `known-storekit-issue` for a home
  /// screen buying through the tab it presents, bound as `binding`.
  private static func purchaseNoteFiles(binding: String) -> Set<String> {
    Set(
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["AppDelegate.swift", "HomeViewController.swift", "OtherViewController.swift"],
          settings: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;"),
        "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "HomeViewController()"),
        "App/HomeViewController.swift": """
        import UIKit

        final class HomeViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(
              title: "Go Premium", style: .plain, target: self, action: #selector(goPremium))
          }
          @objc func goPremium() {
            let tabs = UITabBarController()
            tabs.viewControllers = [OtherViewController()]
            present(tabs, animated: true) {
              \(binding)
              vc.purchase(purchase: .premium)
            }
          }
        }

        """,
        "App/OtherViewController.swift": """
        import SwiftyStoreKit
        import UIKit

        enum RegisteredPurchase: String { case premium = "premiumzz" }

        final class OtherViewController: UIViewController {
          @objc func restore() { SwiftyStoreKit.restorePurchases { _ in } }
        }

        extension OtherViewController {
          func purchase(purchase: RegisteredPurchase) {
            SwiftyStoreKit.purchaseProduct("app." + purchase.rawValue, atomically: true) { result in
              print(result)
            }
          }
        }

        """,
      ]).filter { $0.rule == .knownStoreKitIssue && $0.message.contains("purchase") }.compactMap(
        \.file))
  }

  @Test(
    "A purchase called on a local cast to the app's own type is the app's; the note goes inside")
  func wrapperCalledOnCastLocal() {
    // whatShouldI: `let vc = tabbarVC.viewControllers![2] as! OtherViewController`.
    #expect(
      Self.purchaseNoteFiles(binding: "let vc = tabs.viewControllers![0] as! OtherViewController")
        == ["App/OtherViewController.swift"])
    #expect(
      Self.purchaseNoteFiles(binding: "let vc = OtherViewController()")
        == ["App/OtherViewController.swift"])
  }

  /// The legal-links findings' severities for a plans screen whose donate
  /// button opens `address`.
  private static func donateLinkSeverities(_ address: String) -> [Severity] {
    HundredTwelfthRoundShapeTests.helpButtonLegalSeverities(
      help: "UIApplication.shared.openURL(\(address))")
  }

  @Test("A literal NSURL cast to URL is a known address, not one decided at run time")
  func literalNSURLCastToURL() {
    // Noir's crowdfunding page: the screen opens no document at all.
    #expect(
      Self.donateLinkSeverities(
        #"NSURL(string: "https://www.indiegogo.com/projects/noir")! as URL"#)
        == [.error])
    #expect(
      Self.donateLinkSeverities(#"URL(string: "https://www.indiegogo.com/projects/noir")!"#)
        == [.error])
    // An address from data is still decided at run time.
    #expect(
      Self.donateLinkSeverities("NSURL(string: RemoteConfig.shared.donateURL)! as URL") == [.note])
    // Noir's older shop declares a `donate()` that opens nothing: the name
    // still opens only the known page.
    func opensOnlyOther(_ legacy: String) -> Bool {
      let shop = """
        import UIKit
        final class ShopViewController: UIViewController {
          func donate() { UIApplication.shared.openURL(URL(string: "https://www.indiegogo.com/p")!) }
        }
        """
      let index = ProjectIndex(
        snapshot: ProjectSnapshot(files: [
          ProjectSnapshot.File(path: "App/ShopViewController.swift", bytes: Array(shop.utf8)),
          ProjectSnapshot.File(
            path: "App/LegacyShopViewController.swift", bytes: Array(legacy.utf8)),
        ]))
      return PaywallCallables(index: index).opensOnlyOtherAddresses.contains("donate")
    }
    #expect(opensOnlyOther("final class LegacyShop { func donate() { print(\"moved\") } }"))
    #expect(
      !opensOnlyOther(
        "import UIKit\nfinal class LegacyShop { func donate() { UIApplication.shared.open(Remote.url) } }"
      ))
  }

  /// The legal-links findings for a settings screen selling Ping Premium
  /// (a one-time unlock) that reads a history repository declared as
  /// `repository` (its class body).
  private static func observerRepositoryLegalFindings(_ repository: String) -> Int {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "SettingViewController()"),
      "App/HostRepository.swift": """
      protocol HostHistoryObserver: AnyObject { func update(_ hosts: [String]) }

      final class HostRepository {
        static let shared = HostRepository()
        fileprivate var observers: [HostHistoryObserver] = []
      \(repository)
      }

      """,
      "App/SettingViewController.swift": """
      import StoreKit
      import UIKit

      final class SettingViewController: UIViewController, HostHistoryObserver {
        static let premiumProductID = "at.app.ping.pingpremium"
        override func viewDidLoad() {
          super.viewDidLoad()
          HostRepository.shared.subscribe(self)
          navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Get Premium", style: .plain, target: self, action: #selector(buy))
        }
        func update(_ hosts: [String]) { print(hosts) }
        @objc func buy() {
          SKPaymentQueue.default().add(SKMutablePayment())
        }
        @objc func restore() { SKPaymentQueue.default().restoreCompletedTransactions() }
      }

      """,
    ]).count { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("An observer pattern's subscribe and unsubscribe are no subscription for sale")
  func observerRegistration() {
    let observers = """
        func subscribe(_ subscriber: HostHistoryObserver) { observers.append(subscriber) }
        func unsubscribe(_ subscriber: HostHistoryObserver) { observers.removeAll { $0 === subscriber } }
      """
    #expect(Self.observerRepositoryLegalFindings(observers) == 0)
    // A plan subscribed to is a sale.
    let plans = """
        func subscribe(_ subscriber: HostHistoryObserver) { observers.append(subscriber) }
        func subscribe(to plan: String) { print(plan) }
        func activeSubscriptionPlan() -> String? { nil }
      """
    #expect(Self.observerRepositoryLegalFindings(plans) == 1)
  }

  @Test("Plan, Tier and Pricing count as words of a type's name, not inside other words")
  func planWordBoundaries() {
    // mindgarden: a garden's plant bought with coins earned in the app.
    #expect(!PlanTypeWithPriceRule.namesPlan("Plant"))
    #expect(!PlanTypeWithPriceRule.namesPlan("Planet"))
    #expect(!PlanTypeWithPriceRule.namesPlan("FrontierGame"))
    #expect(PlanTypeWithPriceRule.namesPlan("SubscriptionPlan"))
    #expect(PlanTypeWithPriceRule.namesPlan("PlanType"))
    #expect(PlanTypeWithPriceRule.namesPlan("IAPPlans"))
    #expect(PlanTypeWithPriceRule.namesPlan("Tier2"))
    #expect(PlanTypeWithPriceRule.namesPlan("PricingOption"))
    func findings(_ name: String) -> Int {
      Fixtures.findings(files: [
        "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "GardenViewController()"),
        "App/GardenViewController.swift": """
        import StoreKit
        import UIKit

        final class GardenViewController: UIViewController {
          let items = garden
          @objc func buyCoins() { SKPaymentQueue.default().add(SKMutablePayment()) }
        }

        """,
        "App/Garden.swift": """
        struct \(name): Hashable {
          let title: String
          let price: Int
        }

        let garden = [\(name)(title: "White Daisy", price: 100)]

        """,
      ]).count { $0.rule == .planTypeWithPrice }
    }
    #expect(findings("Plant") == 0)
    #expect(findings("PremiumPlan") == 1)
  }

  @Test("A purchase's hosted content downloaded is no subscription state")
  func downloadNames() {
    // PodcastsApp: posted when a purchase's SKDownload finishes.
    #expect(!NotificationSubscriptionStateRule.isStateName("purchaseDownloadingCompleted"))
    #expect(!NotificationSubscriptionStateRule.isStateName("purchasedContentDownloaded"))
    #expect(NotificationSubscriptionStateRule.isStateName("purchaseCompleted"))
    #expect(NotificationSubscriptionStateRule.isStateName("purchasedContentUnlocked"))
  }

  /// `paywall-missing-restore` for a UIKit app launching from
  /// `Main.storyboard`, whose `Subscriptions.storyboard` lays out a plans
  /// screen selling without Restore; the app names storyboards by the cases
  /// of `enum StoryBoard: String` and opens the one `open` names.
  private static func unopenedStoryboardErrors(
    open: String, cases: String = "case Main, Profile, Subscriptions"
  ) -> Int {
    Fixtures.findings(files: [
      "App/Info.plist": RecallCase.plist([("UIMainStoryboardFile", "Main")]),
      "App/Base.lproj/Main.storyboard": """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="VC1">
        <scenes><scene sceneID="S1"><objects>
          <viewController id="VC1" customClass="HomeViewController" sceneMemberID="viewController">
            <button id="B1"><connections><action selector="openProfile:" destination="VC1" id="A1"/></connections></button>
          </viewController>
        </objects></scene></scenes>
      </document>

      """,
      "App/Subscriptions.storyboard": """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="VC2">
        <scenes><scene sceneID="S2"><objects>
          <viewController storyboardIdentifier="SubscriptionsVC" id="VC2" customClass="SubscriptionsVC" sceneMemberID="viewController">
            <button id="B2"><connections><action selector="monthlyBtn:" destination="VC2" id="A2"/></connections></button>
          </viewController>
        </objects></scene></scenes>
      </document>

      """,
      "App/AppDelegate.swift": """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
      }

      enum StoryBoard: String {
        \(cases)
      }

      extension UIViewController {
        static func viewController(withStoryboard storyboard: StoryBoard, id: String) -> UIViewController {
          UIStoryboard(name: storyboard.rawValue, bundle: nil).instantiateViewController(withIdentifier: id)
        }
      }

      final class HomeViewController: UIViewController {
        @IBAction func openProfile(_ sender: UIButton) {
          \(open)
        }
      }

      """,
      "App/SubscriptionsVC.swift": """
      import StoreKit
      import UIKit

      final class SubscriptionsVC: UIViewController {
        @IBAction func monthlyBtn(_ sender: UIButton) {
          let payment = SKMutablePayment()
          payment.productIdentifier = "app.premium.monthly"
          SKPaymentQueue.default().add(payment)
        }
      }

      """,
    ]).count { $0.rule == .paywallMissingRestore }
  }

  @Test("A storyboard named only by an enum case nothing uses is opened by nothing")
  func storyboardNamedOnlyByUnusedCase() {
    // Friendzr: `case Subscriptions` of the app's storyboard enum, never used.
    let profile =
      "present(UIViewController.viewController(withStoryboard: .Profile, id: \"EditMyProfileVC\"), animated: true)"
    #expect(Self.unopenedStoryboardErrors(open: profile) == 0)
    let plans = profile.replacingOccurrences(of: ".Profile", with: ".Subscriptions")
    #expect(Self.unopenedStoryboardErrors(open: plans) == 1)
    // Raw values name the storyboards only where a case is used.
    let raw = #"case Main = "Main", Profile = "Profile", Subscriptions = "Subscriptions""#
    #expect(Self.unopenedStoryboardErrors(open: profile, cases: raw) == 0)
    #expect(Self.unopenedStoryboardErrors(open: plans, cases: raw) == 1)
    // A raw value names the storyboard its case opens (PlanIT's `case tabbar = "TabBar"`).
    let lower = #"case main = "Main", profile = "Profile", plans = "Subscriptions""#
    #expect(
      Self.unopenedStoryboardErrors(
        open: profile.replacingOccurrences(of: ".Profile", with: ".profile"), cases: lower) == 0)
    #expect(
      Self.unopenedStoryboardErrors(
        open: profile.replacingOccurrences(of: ".Profile", with: ".plans"), cases: lower) == 1)
  }

  @Test("A pattern's binding and an argument label named like a function call nothing")
  func bindingsAndLabelsCallNothing() throws {
    // ChineseWithCats: `case .success(let purchase)`, `func getInfo(purchase: IAPProduct)`.
    let text = """
      final class ReviewViewController {
        func getInfo(purchase: String) { print(purchase) }
        func show(result: Result<String, Error>) {
          if case .success(let purchase) = result { print(purchase) }
          getInfo(purchase: "app.unlock")
        }
        func buttons() -> [UIButton] { [UIButton(action: purchase), UIButton(action: #selector(purchase))] }
      }

      """
    let source = try SwiftSource(path: "Review.swift", role: .app, bytes: Array(text.utf8))
    let uses = source.tokens.indices.filter {
      source.tokens[$0].is("purchase")
        && !UncalledFunctions.namesLocalValue(source.tokens, $0, in: source)
    }
    // Only the two references in the buttons' arguments may name a function.
    #expect(uses.map { source.tokens[$0].line } == [7, 7])
  }

  @Test(
    "An English denial of a (monthly) subscription beside a one-time payment sells no subscription")
  func englishSubscriptionDenial() {
    func legalLinkErrors(_ line: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Caller"),
        "Sources/Caller/App.swift": Fixtures.swiftUIApp(showing: "BuyNowView()"),
        "Sources/Caller/BuyNowView.swift": """
        import StoreKit
        import SwiftUI

        struct BuyNowView: View {
          @State private var product: Product?
          var body: some View {
            VStack {
              if let product {
                Text("\(line) Only \\(product.displayPrice).")
                Button("Buy now") { Task { _ = try? await product.purchase() } }
              }
              Button("Restore") { Task { try? await AppStore.sync() } }
            }
            .task { product = try? await Product.products(for: ["com.caller.unlimitedcalls"]).first }
          }
        }

        """,
      ]).count { $0.rule == .paywallMissingLegalLinks }
    }
    // Pcaller (hundred-and-seventh round).
    #expect(
      legalLinkErrors(
        "No subscription fees, without monthly subscription fees, a one-time payment!")
        == 0)
    #expect(legalLinkErrors("Monthly subscription, cancel anytime.") == 1)
    #expect(legalLinkErrors("No ads. Billed monthly, cancel anytime.") == 1)
  }

  @Test("A legacy Safari extension's folder is a bundle of its own")
  func safariExtensionBundle() {
    // blahker (hundred-and-seventh round), built with Safari Extension Builder.
    #expect(CustomInfoPlistNotUsedRule.isInsideBundle("Blahker.safariextension/Info.plist"))
    #expect(
      CustomInfoPlistNotUsedRule.isInsideBundle("Plugins/Viewer.qlgenerator/Contents/Info.plist"))
    #expect(!CustomInfoPlistNotUsedRule.isInsideBundle("Blahker/Info.plist"))
    #expect(!CustomInfoPlistNotUsedRule.isInsideBundle("App.Configuration/Info.plist"))
  }

  @Test("A sink with a capture list and no parameter ignores the value it relays")
  func captureListWithoutParameter() {
    // 1-Step: a premium screen's model relaying its purchase manager's changes.
    let relay = """
      init() {
        cancellable = purchases.objectWillChange.sink { [weak self] in
          self?.output.send("changed")
        }
      }
      """
    #expect(Self.combineStateFindings(service: "", handlers: relay).isEmpty)
    // Reading the value (`$0`) keeps a copy.
    let copy = relay.replacingOccurrences(
      of: "self?.output.send(\"changed\")", with: "self?.hasSubscription = $0 != nil")
    #expect(Self.combineStateFindings(service: "", handlers: copy).count == 1)
  }

  @Test("A function whose parameter defaults to a closure is declared, with its body")
  func defaultClosureParameter() throws {
    // CalorieCounter: `refreshPremiumStatus(completion:)`, which nothing calls.
    let text = """
      protocol Refreshing {
        func refresh()
      }

      final class SubscriptionManager {
        func refreshPremiumStatus(completion: @escaping (Bool) -> Void = { _ in }) {
          completion(true)
        }
        func logout() {}
      }

      """
    let source = try SwiftSource(path: "Manager.swift", role: .app, bytes: Array(text.utf8))
    #expect(source.functions.map(\.name) == ["refreshPremiumStatus", "logout"])
    let refresh = try #require(source.functions.first)
    #expect(source.tokens[refresh.bodyStart].line == 6)
    #expect(source.tokens[refresh.bodyEnd].line == 8)
  }
}
