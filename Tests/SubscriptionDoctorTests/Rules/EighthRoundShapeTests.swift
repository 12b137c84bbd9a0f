import Testing

@testable import SubscriptionDoctor

/// Shapes from the eighth round's measurement (docs/doctor-rules.md, "Eighth
/// round"): what a screen sells when a shared store manager sells more, a
/// purchase section drawn inline in a larger screen, and a row whose form's
/// finding it would only repeat.
struct EighthRoundShapeTests {
  /// A `.storekit` file with a consumable tip and two subscriptions.
  private static let storeKit = """
    {
      "products" : [
        { "displayPrice" : "2.99", "productID" : "app.racing.coffee", "type" : "Consumable" }
      ],
      "subscriptionGroups" : [
        { "id" : "1", "name" : "Premium", "subscriptions" : [
          { "displayPrice" : "4.99", "productID" : "app.racing.gold", "recurringSubscriptionPeriod" : "P1M", "type" : "RecurringSubscription" },
          { "displayPrice" : "39.99", "productID" : "app.racing.annual", "recurringSubscriptionPeriod" : "P1Y", "type" : "RecurringSubscription" }
        ] }
      ],
      "version" : { "major" : 4, "minor" : 0 }
    }

    """

  /// A StoreKit 1 manager naming every product, and a screen buying the one
  /// whose id contains `pick`.
  private static func tipApp(pick: String) -> [String: String] {
    [
      "App/StoreManager.swift": """
      import StoreKit

      final class StoreManager: NSObject, ObservableObject {
        @Published var myProducts: [SKProduct] = []
        let ids = ["app.racing.coffee", "app.racing.gold", "app.racing.annual"]

        func purchaseProduct(product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
      "App/CoffeeView.swift": """
      import StoreKit
      import SwiftUI

      struct CoffeeView: View {
        @StateObject var storeManager: StoreManager

        var body: some View {
          let product = pick("\(pick)")
          Button("One-off tip - \\(product.localizedPrice)") {
            storeManager.purchaseProduct(product: product)
          }
        }

        func pick(_ level: String) -> SKProduct {
          storeManager.myProducts.first { $0.productIdentifier.contains(level) }!
        }
      }

      """,
      "Products.storekit": storeKit,
    ]
  }

  private static func rules(_ files: [String: String], file: String) -> Set<RuleID> {
    Set(
      Fixtures.findings(files: files).filter { $0.file == file && $0.severity != .note }.map(\.rule)
    )
  }

  @Test(
    "A tip screen picking its tip from a shared manager sells the tip, not the manager's subscriptions"
  )
  func tipOfSharedManager() {
    #expect(Self.rules(Self.tipApp(pick: "coffee"), file: "App/CoffeeView.swift").isEmpty)
    #expect(
      Self.rules(Self.tipApp(pick: "gold"), file: "App/CoffeeView.swift")
        == [.paywallMissingRestore, .paywallMissingLegalLinks])
  }

  /// A Settings screen drawing `SubscriptionOptions` inline (or in a sheet
  /// when `presented`), with `settingsLinks` in its own body and
  /// `otherStepLinks` in a view it composes beside the section.
  private static func settingsApp(
    settingsLinks: String, otherStepLinks: String = "", presented: Bool = false
  ) -> [String: String] {
    [
      "App/SubscriptionOptions.swift": """
      import RevenueCat
      import SwiftUI

      struct SubscriptionOptions: View {
        @State private var packages: [Package] = []

        var body: some View {
          ForEach(packages, id: \\.identifier) { package in
            Button("Subscribe for \\(package.storeProduct.localizedPriceString)") {
              Task { _ = try? await Purchases.shared.purchase(package: package) }
            }
          }
          Button("Restore Purchases") { Task { _ = try? await Purchases.shared.restorePurchases() } }
        }
      }

      """,
      "App/SettingsView.swift": """
      import SwiftUI

      struct SettingsView: View {
        @State private var showOptions = false

        var body: some View {
          List {
            \(presented ? "Button(\"Go Pro\") { showOptions = true }" : "SubscriptionOptions()")
            AboutStep()
            \(settingsLinks)
          }
          .sheet(isPresented: $showOptions) { \(presented ? "SubscriptionOptions()" : "EmptyView()") }
        }
      }

      struct AboutStep: View {
        var body: some View {
          Text("About")
          \(otherStepLinks)
        }
      }

      """,
    ]
  }

  private static let links = """
    NavigationLink("Privacy Policy", destination: PrivacyPolicyView())
        NavigationLink("Terms & Conditions", destination: TermsView())
    """

  @Test(
    "A purchase section drawn inline in Settings is judged with the links in Settings' own body"
  )
  func inlineSection() {
    let file = "App/SubscriptionOptions.swift"
    #expect(Self.rules(Self.settingsApp(settingsLinks: Self.links), file: file).isEmpty)
    #expect(
      Self.rules(Self.settingsApp(settingsLinks: ""), file: file) == [.paywallMissingLegalLinks])
    // Links in another view Settings composes do not count, and neither do
    // links of a screen presenting the section in a sheet.
    #expect(
      Self.rules(Self.settingsApp(settingsLinks: "", otherStepLinks: Self.links), file: file)
        == [.paywallMissingLegalLinks])
    #expect(
      Self.rules(Self.settingsApp(settingsLinks: Self.links, presented: true), file: file)
        == [.paywallMissingLegalLinks])
  }

  @Test("A product row drawn by a form is not reported again for what the form lacks")
  func rowDoesNotRepeatItsForm() {
    let files = [
      "App/SubscriptionForm.swift": """
      import StoreKit
      import SwiftUI

      struct ProductRow: View {
        var product: Product
        func buy() async { _ = try? await product.purchase() }
        var body: some View { Text(product.displayPrice) }
      }

      struct SubscriptionForm: View {
        @State private var products: [Product] = []

        var body: some View {
          ForEach(products) { product in
            Button { Task { _ = try? await product.purchase() } } label: { ProductRow(product: product) }
          }
          .task { products = (try? await Product.products(for: ["app.pro.monthly"])) ?? [] }
        }
      }

      """
    ]
    let restore = Fixtures.findings(files: files).filter { $0.rule == .paywallMissingRestore }
    #expect(restore.map(\.line) == [10], "\(restore)")
  }

  @Test(
    "An include differing from the committed name only in letter case resolves (a Mac's volume ignores case) and its settings are read"
  )
  func includeInAnotherCase() {
    func findings(_ include: String) -> [Finding] {
      Fixtures.findings(files: [
        "Garage.xcodeproj/project.pbxproj": RecallCase.xcconfigBasedProject,
        "App/App.swift": "import SwiftUI\nlet appName = \"Garage\"\n",
        "Config/Project.xcconfig": "#include \"\(include)\"\n",
        "Config/Version.Public.xcconfig": "MARKETING_VERSION = 1.0\n",
      ]).filter { $0.rule == .brokenXCConfigInclude }
    }
    #expect(findings("Version.public.xcconfig").isEmpty)
    #expect(findings("version.public.XCCONFIG").isEmpty)
    #expect(findings("Version.Private.xcconfig").map(\.severity) == [.error])
    let resolver = BuildSettingsResolver(
      xcconfigs: [:], existingFiles: ["Config/Version.Public.xcconfig"])
    #expect(
      resolver.resolvedInclude("Version.public.xcconfig", from: "Config/Project.xcconfig")
        == "Config/Version.Public.xcconfig")
  }
}

extension EighthRoundShapeTests {
  @Test("A purchase-status channel's failure posts are events; its success posts broadcast state")
  func failurePostsOnAStateChannel() {
    let source = """
      import StoreKit

      let didUpdatePurchaseStatus = Notification.Name("didUpdatePurchaseStatus")

      final class IAPManager {
        func finished(_ transaction: SKPaymentTransaction) {
          switch transaction.transactionState {
          case .purchased:
            NotificationCenter.default.post(name: didUpdatePurchaseStatus, object: self, userInfo: ["status": AlertType.purchased.text])
          case .failed:
            NotificationCenter.default.post(name: didUpdatePurchaseStatus, object: self, userInfo: ["status": AlertType.failed(transaction.error).text])
          default:
            NotificationCenter.default.post(name: didUpdatePurchaseStatus, object: self, userInfo: ["status": AlertType.disabled.text])
          }
        }
      }

      """
    let lines = Fixtures.findings(files: ["App/IAPManager.swift": source])
      .filter { $0.rule == .notificationSubscriptionState }.map(\.line)
    #expect(lines == [3, 9], "\(lines)")
  }
}

extension EighthRoundShapeTests {
  /// A tip box screen buying through the app's one premium manager, which
  /// also names the app's subscriptions; the screen's own text is `pitch`.
  private static func tipBoxApp(pitch: String) -> [String: String] {
    [
      "App/PremiumManager.swift": """
      import StoreKit

      final class PremiumManager {
        static let shared = PremiumManager()
        let subscriptionIDs = ["app.racing.gold", "app.racing.annual"]
        let donationIDs = ["app.racing.coffee"]

        func purchase(_ product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
      "App/TipBoxVC.swift": """
      import StoreKit
      import UIKit

      final class TipBoxVC: UIViewController {
        var products: [SKProduct] = []
        @IBOutlet private weak var pitchLabel: UILabel!

        override func viewDidLoad() {
          super.viewDidLoad()
          pitchLabel.text = "\(pitch)"
        }

        @IBAction private func didPressTip(_ sender: UIButton) {
          PremiumManager.shared.purchase(products[sender.tag])
        }
      }

      """,
      "Products.storekit": storeKit,
    ]
  }

  @Test(
    "A tip box buying through a manager that also sells subscriptions sells tips, unless its own code speaks of renewing"
  )
  func tipBoxOfAPremiumManager() {
    let file = "App/TipBoxVC.swift"
    #expect(
      Self.rules(Self.tipBoxApp(pitch: "Leave a tip to keep the lights on"), file: file).isEmpty)
    #expect(
      Self.rules(Self.tipBoxApp(pitch: "Become a monthly supporter"), file: file)
        == [.paywallMissingRestore, .paywallMissingLegalLinks, .paywallPriceNotFromStore])
  }
}

extension EighthRoundShapeTests {
  /// An app that sells through StoreKit elsewhere, with `text` in a file
  /// about `topic` that imports `imports`.
  private static func contentPrices(_ text: String, imports: String = "import SwiftUI")
    -> [Finding]
  {
    Fixtures.findings(files: [
      "App/Store.swift": "import StoreKit\n\nlet ids = [\"app.pro.monthly\"]\n",
      "App/Lessons.swift": """
      \(imports)

      enum Lessons {
        static let text = "\(text)"
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test(
    "Money in the app's own content (a lesson, a survey range, a promotion) is no store price; a price is"
  )
  func contentIsNoPrice() {
    for content in [
      "Was $200, now just $79!", "$50-100", "$500+", "That $150 jacket?", "Try CORE for $1",
    ] {
      #expect(Self.contentPrices(content).isEmpty, "\(content)")
    }
    for price in [
      "$9.99", "¥800", "Go Pro for just $2", "Remove ads for $3 a month",
      "Only $4.99 for everything", "Apenas R$ 9,90 por mês",
    ] {
      #expect(Self.contentPrices(price).count == 1, "\(price)")
    }
    // In a file about selling, the same sentence is a price.
    #expect(Self.contentPrices("Was $200, now just $79!", imports: "import StoreKit").count == 1)
  }
}

extension EighthRoundShapeTests {
  @Test(
    "An include of a per-developer file a setup script copies from a templates folder is a note naming the template"
  )
  func includeFromTemplatesFolder() {
    func findings(template: String?) -> [Finding] {
      var files = [
        "Garage.xcodeproj/project.pbxproj": RecallCase.xcconfigBasedProject,
        "App/App.swift": "import SwiftUI\nlet appName = \"Garage\"\n",
        "Config/Project.xcconfig": "#include \"Local/BuildId.xcconfig\"\n",
        "Config/Local/.keep": "",
      ]
      if let template { files[template] = "BUILD_ID = 1\n" }
      return Fixtures.findings(files: files).filter { $0.rule == .brokenXCConfigInclude }
    }
    let copied = findings(template: "Config/Local.templates/BuildId.xcconfig")
    #expect(copied.map(\.severity) == [.note], "\(copied)")
    #expect(copied.first?.message.contains("Config/Local.templates/BuildId.xcconfig") == true)
    #expect(findings(template: nil).map(\.severity) == [.error])
    #expect(findings(template: "Config/Other/BuildId.xcconfig").map(\.severity) == [.error])
  }
}

extension EighthRoundShapeTests {
  @Test(
    "A localization table's name, an analytics key named productId and a product's category are no product ids; a product id constant is"
  )
  func namesThatAreNoProductIDs() {
    func drift(_ declarations: String) -> [Finding] {
      Fixtures.findings(files: [
        "App/Strings.swift": """
        import StoreKit

        enum Trans {
          \(declarations)
        }

        """,
        "Products.storekit": RecallCase.storeKitFile([("app.pro.monthly", "4.99")]),
      ]).filter { $0.rule == .storeKitConfigDrift && $0.severity != .note }
    }
    #expect(
      drift(
        """
        static let productIDsNotSet = String(localized: "Product ids not set", table: "IAP", comment: "Shown when products fail")
          static let productId = "productId"
          static let analyticsProductId = "product_id"
          static let productIdentity = ["toothbrush", "floss.picks", "mouth_rinse"]
        """
      ).isEmpty)
    #expect(drift("static let yearlyProductID = \"app.pro.yearly\"").count == 1)
    #expect(drift("enum ProductID: String { case monthly = \"monthly\" }").count == 1)
  }
}

extension EighthRoundShapeTests {
  @Test(
    "A built file whose project path differs only in letter case is here and audited, as Xcode on a Mac builds it"
  )
  func builtFileInAnotherCase() {
    let findings = Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["SignUpViewController.swift"], settings: ""),
      "App/SignupViewController.swift": """
      import StoreKit

      let pitch = "Pro for $4.99/month"

      """,
    ])
    #expect(
      findings.contains {
        $0.rule == .hardcodedPrice && $0.file == "App/SignupViewController.swift"
      })
    #expect(!findings.contains { $0.rule == .unreadableFile }, "\(findings)")
  }

  @Test("A localized variant group (a name and no path) is no missing file")
  func variantGroupIsHere() {
    let notes = ProjectIndex.coverageNotes(
      projects: [
        XcodeProject(
          pbxprojPath: "App.xcodeproj/project.pbxproj", sourceRoot: "", configurations: [],
          targets: [
            XcodeTarget(
              id: "T", name: "App", productType: "com.apple.product-type.application",
              configurations: [],
              buildFiles: ["", "App/App.swift"], synchronizedGroupIDs: [])
          ], synchronizedGroups: [])
      ], allPaths: ["App/App.swift"], hasSwift: true)
    #expect(notes.isEmpty, "\(notes)")
  }
}

extension EighthRoundShapeTests {
  @Test(
    "A watch-only or macOS-only target does not hide the iOS app's deployment target; an iOS target without one still does"
  )
  func otherPlatformTargets() {
    func minimum(other: String) -> Double? {
      let project = """
        // !$*UTF8*$!
        {
          archiveVersion = 1;
          objectVersion = 56;
          objects = {
            R = { isa = PBXProject; mainGroup = G; targets = (T, W); buildConfigurationList = L; };
            G = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
            T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (); buildConfigurationList = L2; };
            W = { isa = PBXNativeTarget; name = Watch; productType = "com.apple.product-type.application"; buildPhases = (); buildConfigurationList = L3; };
            L = { isa = XCConfigurationList; buildConfigurations = (C1); };
            L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
            L3 = { isa = XCConfigurationList; buildConfigurations = (C3); };
            C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
            C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 18.0; }; };
            C3 = { isa = XCBuildConfiguration; name = Release; buildSettings = { \(other) }; };
          };
          rootObject = R;
        }
        """
      let snapshot = ProjectSnapshot(files: [
        ProjectSnapshot.File(path: "App.xcodeproj/project.pbxproj", bytes: Array(project.utf8))
      ])
      return ProjectIndex(snapshot: snapshot).minimumIOSDeploymentTarget
    }
    #expect(minimum(other: "SDKROOT = watchos; WATCHOS_DEPLOYMENT_TARGET = 11.0;") == 18.0)
    #expect(minimum(other: "SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 14.0;") == 18.0)
    #expect(minimum(other: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;") == 16.0)
    #expect(minimum(other: "SDKROOT = iphoneos;") == nil)
    #expect(
      minimum(
        other:
          "SDKROOT = auto; SUPPORTED_PLATFORMS = \"iphoneos macosx\"; MACOSX_DEPLOYMENT_TARGET = 14.0;"
      )
        == nil)
  }
}

extension EighthRoundShapeTests {
  /// A settings screen buying `productID` through SwiftyStoreKit's sources
  /// vendored into the app (which speak of subscriptions throughout).
  private static func vendoredLibraryApp(productID: String) -> [String: String] {
    [
      "App/Libraries/SwiftyStoreKit/SwiftyStoreKit.swift": """
      import StoreKit

      public class SwiftyStoreKit {
        public class func purchaseProduct(_ id: String, completion: @escaping (Bool) -> Void) {
          let payment = SKMutablePayment()
          payment.productIdentifier = id
          SKPaymentQueue.default().add(payment)
        }
        public class func restorePurchases(completion: @escaping (Bool) -> Void) {
          SKPaymentQueue.default().restoreCompletedTransactions()
        }
        public class func verifySubscriptions(ofType type: SubscriptionType) -> Bool { false }
      }

      public enum SubscriptionType { case autoRenewable, nonRenewing(validDuration: Double) }

      """,
      "App/SettingsTableViewController.swift": """
      import UIKit

      final class SettingsTableViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          if indexPath.row == 0 {
            SwiftyStoreKit.purchaseProduct("\(productID)") { _ in }
          } else {
            SwiftyStoreKit.restorePurchases { _ in }
          }
        }
      }

      """,
    ]
  }

  @Test(
    "A purchase library vendored into the app does not say what a screen sells; the screen's own product does"
  )
  func vendoredLibraryDoesNotDecide() {
    let file = "App/SettingsTableViewController.swift"
    // The screen is a paywall (it shows no store price) selling what a customer keeps.
    #expect(
      Self.rules(Self.vendoredLibraryApp(productID: "com.example.app.removeads"), file: file)
        == [.paywallPriceNotFromStore])
    #expect(
      Self.rules(Self.vendoredLibraryApp(productID: "com.example.app.monthly"), file: file)
        .contains(.paywallMissingLegalLinks))
  }
}

extension EighthRoundShapeTests {
  /// A buy button component with its own state, drawn by `hosts` beside a
  /// restore button component (or not, when `restore` is empty).
  private static func purchaseButtonApp(restore: String) -> [String: String] {
    [
      "App/PurchaseButton.swift": """
      import StoreKit
      import SwiftUI

      struct PurchaseButton: View {
        @State private var product: Product?

        var body: some View {
          Button(product?.displayPrice ?? "…") {
            Task { _ = try? await product?.purchase() }
          }
          .task { product = try? await Product.products(for: ["app.pro.lifetime"]).first }
        }
      }

      struct PurchaseRestoreButton: View {
        var body: some View {
          Button("Restore") { Task { try? await AppStore.sync() } }
        }
      }

      """,
      "App/UpgradeView.swift": """
      import SwiftUI

      struct UpgradeView: View {
        var body: some View {
          VStack {
            Text("Unlock everything, forever.")
            PurchaseButton()
            \(restore)
          }
        }
      }

      """,
    ]
  }

  @Test(
    "A buy button component is judged with the restore button component its screen draws beside it")
  func buyButtonBesideRestoreButton() {
    let file = "App/PurchaseButton.swift"
    #expect(
      !Self.rules(Self.purchaseButtonApp(restore: "PurchaseRestoreButton()"), file: file)
        .contains(.paywallMissingRestore))
    #expect(
      Self.rules(Self.purchaseButtonApp(restore: ""), file: file).contains(.paywallMissingRestore))
  }
}

extension EighthRoundShapeTests {
  @Test("An app built from a package alone states its iOS version in the manifest's platforms")
  func manifestPlatforms() {
    func notes(_ platforms: String) -> [Finding] {
      Fixtures.findings(files: [
        "Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
          name: "Oracle",
          \(platforms)
          targets: [.executableTarget(name: "Oracle")]
        )

        """,
        "Sources/Oracle/Store.swift": """
        import StoreKit

        func buy(_ product: Product) async throws { _ = try await product.purchase() }

        """,
      ]).filter { $0.rule == .knownStoreKitIssue }
    }
    #expect(notes("platforms: [.iOS(.v17)],").contains { $0.message.contains("iOS 17 and up") })
    #expect(notes("platforms: [.iOS(\"18.1\"), .macOS(.v14)],").count >= 1)
    #expect(notes("").isEmpty)
    // A library's platforms say what its users may target, not what an app supports.
    let library = ProjectIndex(
      snapshot: ProjectSnapshot(files: [
        ProjectSnapshot.File(
          path: "Package.swift",
          bytes: Array(
            "let p = Package(platforms: [.iOS(.v17)], products: [.library(name: \"L\")])\n".utf8))
      ]))
    #expect(library.minimumIOSDeploymentTarget == nil)
    let index = ProjectIndex(
      snapshot: ProjectSnapshot(files: [
        ProjectSnapshot.File(
          path: "Package.swift",
          bytes: Array(
            "let p = Package(platforms: [.iOS(.v15_4)], products: [.iOSApplication(name: \"A\")])\n"
              .utf8))
      ]))
    #expect(index.minimumIOSDeploymentTarget == 15.4)
  }
}
