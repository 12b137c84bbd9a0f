import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the hundred-and-tenth round (and left from
/// the hundred-and-ninth; docs/doctor-rules.md), each beside the shape that
/// must still fire or stay quiet.
struct HundredTenthRoundShapeTests {
  @Test("StoreKit's transaction.productID is no call of the app's productID(for:)")
  func storePropertyNamedLikeAppFunction() {
    // poppy: `transaction.productID` counted `productID(for:)` called, so
    // the ids only it reads read as loaded.
    #expect(HundredEighthRoundShapeTests.themeDriftFindings(called: false, listening: true).isEmpty)
    #expect(
      HundredEighthRoundShapeTests.themeDriftFindings(called: true, listening: true).count == 2)
  }
}

extension HundredTenthRoundShapeTests {
  /// The `custom-infoplist-not-used` findings of a multiplatform target
  /// naming one Info.plist per SDK, beside a file at `otherPath` no setting
  /// names.
  private static func perSDKInfoPlistFindings(otherPath: String) -> [Finding] {
    let plist = { (keys: String) in
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(keys)</dict></plist>\n"
    }
    return Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        settings:
          "IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = auto; SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\"; GENERATE_INFOPLIST_FILE = NO; \"INFOPLIST_FILE[sdk=iphoneos*]\" = \"App-iOS/Info.plist\"; \"INFOPLIST_FILE[sdk=iphonesimulator*]\" = \"App-iOS/Info.plist\"; \"INFOPLIST_FILE[sdk=macosx*]\" = \"App-macOS/Info.plist\";"
      ),
      "App/App.swift": Fixtures.swiftUIApp(showing: "Text(\"Terminal\")"),
      "App-iOS/Info.plist": plist(
        "<key>CFBundleDisplayName</key><string>Term</string><key>UIBackgroundModes</key><array><string>audio</string></array>"
      ),
      "App-macOS/Info.plist": plist("<key>CFBundleDisplayName</key><string>Term</string>"),
      otherPath: plist("<key>NSCameraUsageDescription</key><string>Scan codes</string>"),
    ]).filter { $0.rule == .customInfoPlistNotUsed }
  }

  @Test("An Info.plist one SDK's INFOPLIST_FILE names is used")
  func perSDKInfoPlist() {
    // vvterm: `"INFOPLIST_FILE[sdk=iphoneos*]" = "VVTerm-iOS/Info.plist"`
    // beside the macOS one; only the macOS value counted.
    let findings = Self.perSDKInfoPlistFindings(otherPath: "Legacy/Info.plist")
    #expect(findings.map(\.file) == ["Legacy/Info.plist"])
  }
}

extension HundredTenthRoundShapeTests {
  /// The `storekit-config-drift` findings of an app whose shared scheme's
  /// Run action is `launchAction`, its `.storekit` file in a synchronized folder.
  private static func schemeDriftFindings(launchAction: String) -> [Finding] {
    Fixtures.findings(files: [
      "Duski.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "Duski", folder: "Duski", settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "Duski.xcodeproj/xcshareddata/xcschemes/Duski.xcscheme": """
      <?xml version="1.0" encoding="UTF-8"?>
      <Scheme LastUpgradeVersion = "2640" version = "1.7">
      \(launchAction)
      </Scheme>

      """,
      "Duski/App.swift": Fixtures.swiftUIApp(showing: "Text(\"Sleep\")"),
      "Duski/Configuration.storekit": Fixtures.storeKitFile([
        (id: "com.app.monthly", price: "2.99", type: "RecurringSubscription")
      ]),
    ]).filter { $0.rule == .storeKitConfigDrift }
  }

  @Test("A Run action naming its StoreKit file by attribute uses it")
  func schemeAttributeReference() {
    // duski: Xcode 26.4 writes `storeKitConfigurationFileReference =
    // "container:Duski/Configuration.storekit"` on `<LaunchAction`.
    #expect(
      Self.schemeDriftFindings(
        launchAction: """
             <LaunchAction
                buildConfiguration = "Debug"
                storeKitConfigurationFileReference = "container:Duski/Configuration.storekit"
                allowLocationSimulation = "YES">
             </LaunchAction>
          """
      ).isEmpty)
    #expect(
      Self.schemeDriftFindings(
        launchAction: """
             <LaunchAction
                buildConfiguration = "Debug"
                allowLocationSimulation = "YES">
             </LaunchAction>
          """
      ).map(\.file) == ["Duski/Configuration.storekit"])
  }
}

extension HundredTenthRoundShapeTests {
  /// The coverage notes of a project building `resource` beside its Swift
  /// file, in a folder holding `allPaths`.
  private static func coverageNotes(building resource: String, allPaths: Set<String>) -> [Finding] {
    ProjectIndex.coverageNotes(
      projects: [
        XcodeProject(
          pbxprojPath: "Stiint.xcodeproj/project.pbxproj", sourceRoot: "", configurations: [],
          targets: [
            XcodeTarget(
              id: "T", name: "Stiint", productType: "com.apple.product-type.application",
              configurations: [], buildFiles: ["Stiint/App.swift", resource],
              synchronizedGroupIDs: [])
          ], synchronizedGroups: [])
      ], allPaths: allPaths, hasSwift: true)
  }

  @Test("A resource inside the project's bundle, which the walk does not enter, is no missing file")
  func resourceInsideProjectBundle() {
    // Stiint: the project's `Package.resolved` added to the app's resources.
    let resolved = "Stiint.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"
    #expect(
      Self.coverageNotes(
        building: resolved, allPaths: ["Stiint/App.swift", "Stiint.xcodeproj/project.pbxproj"]
      ).isEmpty)
    // Without the project file that bundle is not here: the file is missing.
    #expect(
      Self.coverageNotes(building: "Other.xcodeproj/Data/Seed.json", allPaths: ["Stiint/App.swift"])
        .count == 1)
  }
}

extension HundredTenthRoundShapeTests {
  /// The paywall errors of an app whose songs screen shows a paywall
  /// without Terms or Privacy links when `hasLimitedAccess` (in an `if`, or
  /// when `guarded`, the `else` of a `guard !`), its getter `getter`.
  private static func limitedAccessPaywallErrors(
    getter: String, guarded: Bool = false, throughSettings: Bool = false
  ) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "SongsController()"),
      "App/SubscriptionsSettings.swift": """
      import UIKit

      enum SubscriptionsSettings {
        static var contractsAreActive = true
        static var hasLimitedAccess: Bool {
      \(getter)
        }
        static func showOffers(from presenter: UIViewController) {
          presenter.present(OffersController(), animated: true)
        }
      }

      """,
      "App/SongsController.swift": """
      import UIKit

      final class SongsController: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          \(guarded ? "guard !SubscriptionsSettings.hasLimitedAccess else {" : "if SubscriptionsSettings.hasLimitedAccess {")
            \(throughSettings ? "SubscriptionsSettings.showOffers(from: self)" : "present(OffersController(), animated: true)")
            \(guarded ? "return" : "")
          }
        }
      }

      """,
      "App/OffersController.swift": """
      import StoreKit
      import UIKit

      final class OffersController: UIViewController {
        private let buy = UIButton()
        private let restore = UIButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          buy.setTitle("Subscribe monthly", for: .normal)
          buy.addTarget(self, action: #selector(subscribe), for: .touchUpInside)
          restore.setTitle("Restore purchases", for: .normal)
          restore.addTarget(self, action: #selector(restorePurchases), for: .touchUpInside)
        }
        @objc private func subscribe() {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
        @objc private func restorePurchases() {
          SKPaymentQueue.default().restoreCompletedTransactions()
        }
        var product: SKProduct!
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A computed Bool whose getter returns false first keeps its branch shut")
  func getterReturningFalseFirst() {
    // SongProjector: `return false` above the getter's old logic.
    let deadLogic = """
          guard contractsAreActive else {
            return false
          }
          return true
      """
    #expect(Self.limitedAccessPaywallErrors(getter: "    return false\n" + deadLogic).isEmpty)
    #expect(Self.limitedAccessPaywallErrors(getter: deadLogic).count == 1)
    // `guard !flag else { present… }` shows it only when the flag holds.
    #expect(
      Self.limitedAccessPaywallErrors(getter: "    return false\n" + deadLogic, guarded: true)
        .isEmpty)
    #expect(Self.limitedAccessPaywallErrors(getter: deadLogic, guarded: true).count == 1)
    // Shown through a method of a type the app uses, which only that
    // never-run code calls.
    #expect(
      Self.limitedAccessPaywallErrors(
        getter: "    return false\n" + deadLogic, guarded: true, throughSettings: true
      ).isEmpty)
    #expect(
      Self.limitedAccessPaywallErrors(getter: deadLogic, guarded: true, throughSettings: true)
        .count == 1)
    // `return false` going on as an expression on the next line is no constant.
    #expect(
      Self.limitedAccessPaywallErrors(getter: "    return false\n      || contractsAreActive")
        .count == 1)
  }
}

extension HundredTenthRoundShapeTests {
  /// The `hardcoded-price` findings of a lesson, in a file that sells,
  /// whose answer reads `label`.
  private static func lessonPriceFindings(_ label: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "LessonView()"),
      "App/LessonView.swift": """
      import StoreKit
      import SwiftUI

      struct LessonOption { let label: String }

      struct LessonView: View {
        let option = LessonOption(label: \(label))
        @State private var showsPaywall = false
        var body: some View {
          Text(option.label)
          Button("Unlock all lessons") { showsPaywall = true }
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A line of dialogue in quotation marks is someone's words, not a price")
  func quotedDialogue() {
    // social-iq-app: an answer option quoting what the learner would say.
    #expect(
      Self.lessonPriceFindings(#""\"Danny, what happened to the $200 I gave you?\"""#).isEmpty)
    #expect(Self.lessonPriceFindings(#""“Is $50 really too much to ask?”""#).isEmpty)
    #expect(Self.lessonPriceFindings(#""Unlock every lesson for $4.99""#).count == 1)
    // Quotation marks around part of the text only quote that part.
    #expect(
      Self.lessonPriceFindings(#""\"Pro\" unlocks every lesson for $4.99 a month""#).count == 1)
  }
}

extension HundredTenthRoundShapeTests {
  @Test("A notification that the products arrived, named verb first, is no subscription state")
  func productsReceivedNotification() {
    // Cash: posted with success or failure after `Product.products(for:)`.
    #expect(!NotificationSubscriptionStateRule.isStateName("ReceiveSubscriptionsProducts"))
    #expect(!NotificationSubscriptionStateRule.isStateName("didReceiveSubscriptionProducts"))
    // What the customer owns stays state.
    #expect(NotificationSubscriptionStateRule.isStateName("receivedPurchasedSubscriptionProducts"))
    #expect(NotificationSubscriptionStateRule.isStateName("subscriptionStatusReceived"))
  }
}

extension HundredTenthRoundShapeTests {
  @Test("A web page named policy alone is the privacy policy; one named for another policy is not")
  func policyPage() {
    // MapsToDo: the paywall's `.link` to `https://mapstodo.com/Policy.html`.
    #expect(LegalDocument.namesPrivacy("https://mapstodo.com/Policy.html"))
    #expect(LegalDocument.namesPrivacy("https://example.org/app/policy?lang=en"))
    #expect(!LegalDocument.namesPrivacy("https://example.org/refund-policy.html"))
    #expect(!LegalDocument.namesPrivacy("https://policy.example.org/"))
    #expect(!LegalDocument.namesPrivacy("Policy"))
  }
}

extension HundredTenthRoundShapeTests {
  /// The `paywall-missing-legal-links` findings of a screen named for
  /// subscribing that says `pitch`, in an app whose `.storekit` file
  /// lists `type` products.
  private static func subscribeNamedUnlockFindings(pitch: String, type: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "SubscriptionView.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": Fixtures.swiftUIApp(showing: "SubscriptionView()"),
      "App/Products.storekit": Fixtures.storeKitFile([
        (id: "com.app.premium", price: "49.99", type: type)
      ]),
      "App/SubscriptionView.swift": """
      import RevenueCat
      import SwiftUI

      struct SubscriptionView: View {
        @State private var package: Package?
        var body: some View {
          VStack {
            Text("\(pitch)")
            Button("Satın al") { handleSubscribe() }
            Button("Restore Purchases") { Purchases.shared.restorePurchases { _, _ in } }
          }
        }
        private func handleSubscribe() {
          guard let package else { return }
          Purchases.shared.purchase(package: package) { _, _, _, _ in }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test(
    "A screen named for subscribing that says it sells once, with no renewing product, owes no links"
  )
  func subscribeNamedOneTimeUnlock() {
    // TercihKilavuzu2022: "Bu bir kerelik satın alımdır" (a one-time purchase).
    let once = "Bu bir kerelik satın alımdır. Reklamsız kullanın."
    #expect(Self.subscribeNamedUnlockFindings(pitch: once, type: "NonConsumable").isEmpty)
    #expect(
      Self.subscribeNamedUnlockFindings(pitch: once, type: "RecurringSubscription").count == 1)
    #expect(
      Self.subscribeNamedUnlockFindings(pitch: "Reklamsız kullanın.", type: "NonConsumable")
        .count == 1)
  }
}

extension HundredTenthRoundShapeTests {
  @Test("A referral's reward is no price")
  func referralReward() {
    // Cycla: the Referrals section of a profile screen in a selling file.
    #expect(Self.lessonPriceFindings(#""Give £10, get £10 when a friend subscribes.""#).isEmpty)
    #expect(Self.lessonPriceFindings(#""Invite someone and you both get $5 credit""#).isEmpty)
    #expect(Self.lessonPriceFindings(#""Premium: £10 a month""#).count == 1)
  }
}

extension HundredTenthRoundShapeTests {
  @Test("Products loaded, a paywall asked for and a sign-in asked for are no subscription state")
  func roundHundredElevenNotificationNames() {
    // Diet: the subscription service's options (products) arrived.
    #expect(
      !NotificationSubscriptionStateRule.isStateName("SubscriptionServiceOptionsLoadedNotification")
    )
    // Diet: a paywall asked for, the name ending in `Notification`.
    #expect(
      !NotificationSubscriptionStateRule.isStateName("ShowSubscriptionControllerNotification"))
    // LightGallery: a sign-in asked for before buying.
    #expect(!NotificationSubscriptionStateRule.isStateName("loginRequiredForSubscription"))
    // State stays state, with or without the word `Notification`.
    #expect(NotificationSubscriptionStateRule.isStateName("subscriptionStatusChangedNotification"))
    #expect(NotificationSubscriptionStateRule.isStateName("purchasedPlansUpdated"))
  }

  /// The `notification-subscription-state` warnings of a subscription
  /// service posting `member` of its own type.
  private static func servicePostWarnings(member: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(
        showing: "UIViewController()",
        extra: "let service: Void = SubscriptionService.shared.fail()"),
      "App/SubscriptionService.swift": """
      import StoreKit

      final class SubscriptionService: NSObject, SKPaymentTransactionObserver {
        static let shared = SubscriptionService()
        static let \(member) = Notification.Name("\(member.prefix(1).uppercased() + member.dropFirst())Notification")
        var show = true
        func fail() { SKPaymentQueue.default().add(self) }
        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
          for transaction in transactions where transaction.transactionState == .failed {
            DispatchQueue.main.asyncAfter(deadline: .now() + 10.0) {
              if self.show {
                NotificationCenter.default.post(name: SubscriptionService.\(member), object: nil)
              }
            }
          }
        }
        func buy(_ product: SKProduct) { SKPaymentQueue.default().add(SKPayment(product: product)) }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.severity == .warning }
  }

  @Test("A subscription type's member asking for its screen broadcasts nothing")
  func serviceMemberAskingForScreen() {
    #expect(Self.servicePostWarnings(member: "showSubscriptionController").isEmpty)
    #expect(!Self.servicePostWarnings(member: "subscriptionStatusChanged").isEmpty)
  }
}

extension HundredTenthRoundShapeTests {
  /// The `plan-type-with-price` findings of a plan list's text sizes, its
  /// price entry written `price`.
  private static func textSizeFindings(price: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "PlansView()"),
      "App/Constant.swift": """
      import StoreKit
      import SwiftUI

      struct Constant {
        struct TextSize {
          struct PlanListCell {
            \(price)
          }
        }
      }

      struct PlansView: View {
        var body: some View {
          Text("Plan").font(.system(size: Constant.TextSize.PlanListCell.price))
        }
      }

      """,
    ]).filter { $0.rule == .planTypeWithPrice }
  }

  @Test("A plan cell's price font size holds no amount")
  func priceFontSize() {
    // VPNApp: `Constant.TextSize.PlanListCell.price`, a label's point size.
    #expect(Self.textSizeFindings(price: "static let price: CGFloat = 20").isEmpty)
    #expect(Self.textSizeFindings(price: "static let price: Double = 4.99").count == 1)
  }
}
