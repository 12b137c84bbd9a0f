import Testing

@testable import SubscriptionDoctor

/// Shapes from the sixth round on real apps, part B (docs/doctor-rules.md,
/// "Sixth round B"): purchase screens that are not subscription paywalls, and
/// XcodeGen specs with flow collections over several lines. Each false alarm,
/// written small, beside the twin that must still fire.
extension RecallCase {
  /// An XcodeGen spec whose Info.plist properties are a flow mapping written
  /// over several lines, as OneBusAway writes `NSExceptionDomains: { … }`.
  static func multiLineFlowSpec(settings: String) -> String {
    """
    name: Transit
    targets:
      Transit:
        type: application
        platform: iOS
        sources: [App]
        settings:
          PRODUCT_BUNDLE_IDENTIFIER: org.example.transit
    \(settings)
        info:
          path: App/Info.plist
          properties:
            NSAppTransportSecurity:
              NSAllowsArbitraryLoads: false
              NSExceptionDomains: {
                "example.co": {
                    NSIncludesSubdomains: true,
                    NSExceptionAllowsInsecureHTTPLoads: true
                },
                "sidecar.subkit.dev": { NSIncludesSubdomains: true }
              }
            ServerURL: $(SERVER_URL)
            Regions: [
              "east",   # the first region
              "west"
            ]

    """
  }

  /// A `.storekit` file listing `id` as `type`: `Consumable`, `NonConsumable`
  /// (both in `products`) or `RecurringSubscription` (in a subscription group).
  static func typedStoreKitFile(_ id: String, _ type: String) -> String {
    let product = """
          { "displayPrice" : "0.99", "productID" : "\(id)", "referenceName" : "\(id)",
            "type" : "\(type)"\(type == "RecurringSubscription" ? ", \"recurringSubscriptionPeriod\" : \"P1M\"" : "") }
      """
    let isSubscription = type == "RecurringSubscription"
    return """
      {
        "products" : [\(isSubscription ? "" : product)],
        "subscriptionGroups" : [\(isSubscription ? "{ \"id\" : \"1\", \"name\" : \"Support\", \"subscriptions\" : [\(product)] }" : "")],
        "version" : { "major" : 4, "minor" : 0 }
      }

      """
  }

  /// A button that buys one product by id with StoreKit 2, named for neither
  /// tips nor subscriptions (QR Pop's "Buy me a coffee" button).
  static let supportButton = """
    import SwiftUI
    import StoreKit

    struct SupportButton: View {
      @State private var isBuying = false

      var body: some View {
        Button("Support the developer") {
          Task { await buy() }
        }
        .disabled(isBuying)
      }

      func buy() async {
        isBuying = true
        defer { isBuying = false }
        guard let product = try? await Product.products(for: ["app.support1"]).first else { return }
        _ = try? await product.purchase()
      }
    }

    """

  /// A donation screen (Onion Browser's) showing an alert through the app's
  /// `AlertHelper`, which names `UIViewController`, whose extension in the
  /// app leads to a newsletter screen saying "Subscribe".
  static func donationScreen(extra: String) -> [String: String] {
    [
      "App/DonationViewController.swift": """
      import UIKit
      import StoreKit

      final class DonationViewController: UITableViewController {
        private static let small = "com.example.browser.tip0_99"
        private var products: [SKProduct] = []

        override func viewDidLoad() {
          super.viewDidLoad()
          title = "Donate"
          \(extra)
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          let formatter = NumberFormatter()
          formatter.locale = products[indexPath.row].priceLocale
          let alert = UIAlertController(title: "Thank you!", message: nil, preferredStyle: .alert)
          AlertHelper.present(alert, from: self)
          SKPaymentQueue.default().add(SKPayment(product: products[indexPath.row]))
        }
      }

      """,
      "App/AlertHelper.swift": """
      import UIKit

      enum AlertHelper {
        static func present(_ alert: UIAlertController, from controller: UIViewController) {
          controller.present(alert, animated: true)
        }
      }

      """,
      "App/UIViewController+Newsletter.swift": """
      import UIKit

      extension UIViewController {
        func showNewsletter() {
          present(NewsletterViewController(), animated: true)
        }
      }

      """,
      "App/NewsletterViewController.swift": """
      import UIKit

      final class NewsletterViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          title = "Subscribe to our newsletter"
        }
      }

      """,
    ]
  }

  /// A coin shop (Sqword's wallet) buying `coins_50` through a store, whose
  /// game model names an achievement "Monthly Master".
  static func coinShop(label: String) -> [String: String] {
    [
      "App/WalletPanel.swift": """
      import SwiftUI
      import StoreKit

      enum CoinPack: String, CaseIterable {
        case small = "coins_50"
        case large = "coins_200"
      }

      struct WalletPanel: View {
        @EnvironmentObject var store: CoinStore
        @EnvironmentObject var game: GameState

        var body: some View {
          VStack {
            Text("\\(game.coins) coins")
            ForEach(CoinPack.allCases, id: \\.self) { pack in
              Button(\(label)) {
                Task { await store.buy(pack) }
              }
              Text(store.products[pack]?.displayPrice ?? "")
            }
          }
        }
      }

      @MainActor
      final class CoinStore: ObservableObject {
        @Published var products: [CoinPack: Product] = [:]
        func buy(_ pack: CoinPack) async {
          guard let product = products[pack] else { return }
          _ = try? await product.purchase()
        }
      }

      """,
      "App/GameState.swift": """
      import Foundation

      final class GameState: ObservableObject {
        @Published var coins = 0
        let achievements = [Achievement(title: "Monthly Master")]
      }

      struct Achievement {
        let title: String
      }

      """,
    ]
  }

  /// A booster shop paying in the game's own coins: `purchase(count:)` is the
  /// app's, and `body` says whether it reaches the store.
  static func boosterShop(purchaseBody: String) -> [String: String] {
    [
      "App/BoosterShop.swift": """
      import SwiftUI
      import StoreKit

      struct BoosterShop: View {
        @EnvironmentObject var boosts: Boosts

        var body: some View {
          Button("Reveal ×3 (12 gems)") {
            boosts.purchase(count: 3)
          }
        }
      }

      """,
      "App/Boosts.swift": """
      import StoreKit

      final class Boosts: ObservableObject {
        @Published var owned = 0
        var product: Product?

        func purchase(count: Int) {
          \(purchaseBody)
        }
      }

      """,
    ]
  }

  /// A sheet (Mullvad's purchase sheet) handed an action: buy, or carry out
  /// the restore another screen's Restore button asked for.
  static func paymentSheet(actionCases: String, handling: String) -> [String: String] {
    [
      "App/PaymentSheetController.swift": """
      import UIKit
      import StoreKit

      enum PaymentAction {
        \(actionCases)
      }

      final class PaymentSheetController: UIViewController {
        private let paymentAction: PaymentAction
        private let manager: PaymentManager

        init(manager: PaymentManager, paymentAction: PaymentAction) {
          self.manager = manager
          self.paymentAction = paymentAction
          super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
          super.viewDidLoad()
          Task { await handle(paymentAction) }
        }

        func handle(_ action: PaymentAction) async {
          switch action {
          case .purchase:
            let products = (try? await Product.products(for: ["app.vpn.30days"])) ?? []
            for product in products {
              let title = "\\(product.displayName) \\(product.displayPrice)"
              let sheet = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
              sheet.addAction(UIAlertAction(title: title, style: .default) { _ in
                Task { _ = try? await product.purchase() }
              })
              present(sheet, animated: true)
            }
          \(handling)
          }
        }
      }

      """,
      "App/PaymentManager.swift": """
      import StoreKit

      final class PaymentManager {
        func processOutstandingTransactions() async {
          for await result in Transaction.unfinished {
            if case .verified(let transaction) = result { await transaction.finish() }
          }
        }
      }

      """,
    ]
  }

  /// An upsell alert (Furtherance's timer) offering the `pro` product beside
  /// the state of a subscription pass.
  static let upsellAlert = """
    import SwiftUI
    import StoreKit

    enum PassStatus { case notSubscribed, subscribed }

    struct TimerView: View {
      @State private var passStatus = PassStatus.notSubscribed
      @State private var showProAlert = false
      @State private var product: Product?

      var body: some View {
        Button("Export") { showProAlert = passStatus == .notSubscribed }
          .alert("Upgrade to Pro", isPresented: $showProAlert) {
            if let product {
              Button("Buy Pro \\(product.displayPrice)") {
                Task { _ = try? await product.purchase() }
              }
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
          .task { product = try? await Product.products(for: ["pro"]).first }
      }
    }

    """

  /// A transit app whose donation explanation names a price (OneBusAway's
  /// "the cost of one week of commuting, $27.50") and imports StoreKit to do
  /// `storeKitUse`.
  static func donationProse(storeKitUse: String) -> [String: String] {
    [
      "project.yml":
        "name: Transit\ntargets:\n  Transit:\n    type: application\n    sources: [App]\n",
      "App/DonationLearnMoreView.swift": """
      import SwiftUI

      struct DonationLearnMoreView: View {
        var body: some View {
          Text("A small donation, even just the cost of one week of commuting, $27.50, helps.")
        }
      }

      """,
      "App/FarePayments.swift": """
      import StoreKit
      import UIKit

      final class FarePayments: NSObject {
        \(storeKitUse)
      }

      """,
    ]
  }

  /// An app's own product value, filled by `member` with a price for a launch
  /// mode that fakes the store (Passepartout's `asFakeIAP`).
  static func productStandIn(member: String) -> [String: String] {
    [
      "App/InAppProduct.swift": """
      import StoreKit

      struct InAppProduct {
        let productIdentifier: String
        let localizedPrice: String
      }

      enum AppProduct: String {
        case fullVersion = "app.full"
      }

      extension AppProduct {
        var \(member): InAppProduct {
          InAppProduct(productIdentifier: rawValue, localizedPrice: "€10.0")
        }
      }

      """,
      "App/Store.swift": """
      import StoreKit

      func loadProducts() async throws -> [Product] {
        try await Product.products(for: [AppProduct.fullVersion.rawValue])
      }

      """,
    ]
  }

  static let sixthRoundBCases: [RecallCase] = [
    RecallCase(
      name:
        "a price in prose fires in an app that sells through StoreKit; StoreKit imported only to show another app's App Store page sells nothing",
      rule: .hardcodedPrice,
      fires: donationProse(
        storeKitUse:
          "func products() async throws -> [Product] { try await Product.products(for: [\"app.tip\"]) }"
      ),
      correct: donationProse(
        storeKitUse:
          "func show(_ id: String) { let store = SKStoreProductViewController(); store.loadProduct(withParameters: [SKStoreProductParameterITunesItemIdentifier: id]) }"
      ),
      file: "App/DonationLearnMoreView.swift"),
    RecallCase(
      name:
        "a literal price in the app's own product value fires; the same in a stand-in for a faked store (asFakeIAP) does not",
      rule: .hardcodedPrice,
      fires: productStandIn(member: "asDefaultIAP"),
      correct: productStandIn(member: "asFakeIAP"),
      file: "App/InAppProduct.swift"),
    RecallCase(
      name:
        "a button buying a product the .storekit file types as a non-consumable owes restore; a consumable does not",
      rule: .paywallMissingRestore,
      fires: [
        "App/SupportButton.swift": supportButton,
        "Store.storekit": typedStoreKitFile("app.support1", "NonConsumable"),
      ],
      correct: [
        "App/SupportButton.swift": supportButton,
        "Store.storekit": typedStoreKitFile("app.support1", "Consumable"),
      ],
      file: "App/SupportButton.swift"),
    RecallCase(
      name:
        "a button buying a product the .storekit file lists as a subscription owes the legal links; a consumable does not",
      rule: .paywallMissingLegalLinks,
      fires: [
        "App/SupportButton.swift": supportButton,
        "Store.storekit": typedStoreKitFile("app.support1", "RecurringSubscription"),
      ],
      correct: [
        "App/SupportButton.swift": supportButton,
        "Store.storekit": typedStoreKitFile("app.support1", "Consumable"),
      ],
      file: "App/SupportButton.swift"),
    RecallCase(
      name:
        "a donation screen that itself offers a monthly supporter plan owes restore; a newsletter's \"Subscribe\" reached through extension UIViewController does not count",
      rule: .paywallMissingRestore,
      fires: donationScreen(extra: "navigationItem.prompt = \"Become a monthly supporter\""),
      correct: donationScreen(extra: ""),
      file: "App/DonationViewController.swift"),
    RecallCase(
      name:
        "a coin shop whose own button says \"Monthly pass\" owes restore; a game model's \"Monthly Master\" achievement does not count",
      rule: .paywallMissingRestore,
      fires: coinShop(label: "\"Monthly pass\""),
      correct: coinShop(label: "\"+\\(pack.rawValue)\""),
      file: "App/WalletPanel.swift"),
    RecallCase(
      name:
        "the app's own purchase(count:) that buys from the store makes a paywall; one that spends the game's gems does not",
      rule: .paywallMissingRestore,
      fires: boosterShop(
        purchaseBody: "Task { _ = try? await product?.purchase(); owned += count }"),
      correct: boosterShop(purchaseBody: "owned += count"),
      file: "App/BoosterShop.swift"),
    RecallCase(
      name:
        "a purchase sheet handed an action with no restore case restores nothing; one carrying out case .restorePurchase: restores",
      rule: .paywallMissingRestore,
      fires: paymentSheet(actionCases: "case purchase", handling: ""),
      correct: paymentSheet(
        actionCases: "case purchase, restorePurchase",
        handling: "case .restorePurchase:\n      await manager.processOutstandingTransactions()"),
      file: "App/PaymentSheetController.swift"),
    RecallCase(
      name:
        "an upsell alert buying a product the .storekit file lists as a subscription owes the legal links; the lifetime pro non-consumable beside a pass's state does not",
      rule: .paywallMissingLegalLinks,
      fires: [
        "App/TimerView.swift": upsellAlert,
        "Store.storekit": typedStoreKitFile("pro", "RecurringSubscription"),
      ],
      correct: [
        "App/TimerView.swift": upsellAlert,
        "Store.storekit": typedStoreKitFile("pro", "NonConsumable"),
      ],
      file: "App/TimerView.swift"),
    RecallCase(
      name:
        "a setting an XcodeGen spec never defines is still found after a flow mapping over several lines",
      rule: .undefinedBuildSetting,
      fires: [
        "project.yml": multiLineFlowSpec(settings: ""),
        "App/App.swift": "import SwiftUI\nlet appName = \"Transit\"\n",
      ],
      correct: [
        "project.yml": multiLineFlowSpec(settings: "      SERVER_URL: https://api.subkit.dev"),
        "App/App.swift": "import SwiftUI\nlet appName = \"Transit\"\n",
      ]),
    RecallCase(
      name:
        "a flow mapping left open is still an unreadable spec; closed over several lines it reads",
      rule: .unreadableFile,
      fires: [
        "project.yml":
          "name: Transit\ntargets:\n  Transit:\n    type: application\n    settings: {\n      A: 1,\n",
        "App/App.swift": "import SwiftUI\nlet appName = \"Transit\"\n",
      ],
      correct: [
        "project.yml":
          "name: Transit\ntargets:\n  Transit:\n    type: application\n    sources: [App]\n    settings: {\n      A: 1,\n      B: [x,\n          y]\n    }\n",
        "App/App.swift": "import SwiftUI\nlet appName = \"Transit\"\n",
      ],
      file: "project.yml"),
  ]
}

@Suite("Sixth round B shapes", .timeLimit(.minutes(10)))
struct SixthRoundBShapeTests {
  @Test("A flow mapping over several lines reads as the mapping, each key on its own line")
  func multiLineFlowMapping() throws {
    let yaml = """
      info:
        Domains: {
          "a.co": {
              Subdomains: true,
              Insecure: true
          },
          "b.org": { Subdomains: true }
        }
        After: done
      """
    let (value, unsupported) = try YAMLReader.read(bytes: Array(yaml.utf8))
    #expect(!unsupported)
    guard case .dictionary(let root) = value, case .dictionary(let info) = root.first?.value,
      case .dictionary(let domains) = info.first?.value
    else {
      Issue.record("\(value)")
      return
    }
    #expect(info.map(\.key) == ["Domains", "After"])
    #expect(domains.map(\.key) == ["a.co", "b.org"])
    #expect(domains.map(\.line) == [3, 7])
    guard case .dictionary(let first) = domains.first?.value else {
      Issue.record("\(domains)")
      return
    }
    #expect(first.map(\.key) == ["Subdomains", "Insecure"])
    #expect(first.map(\.line) == [4, 5])
    #expect(info.last?.line == 9)
  }

  @Test("A flow sequence over several lines, under a key or as a list item, with comments")
  func multiLineFlowSequence() throws {
    let yaml = """
      names: [
        "it's",   # a comment
        b, 'c, d'
      ]
      items:
        - [x,
           y]
      nested:
        { a: 1 }
      """
    let (value, _) = try YAMLReader.read(bytes: Array(yaml.utf8))
    #expect(
      value
        == .dictionary([
          PropertyListEntry(
            key: "names", value: .array([.string("it's"), .string("b"), .string("c, d")]),
            line: 1),
          PropertyListEntry(
            key: "items", value: .array([.array([.string("x"), .string("y")])]), line: 5),
          PropertyListEntry(
            key: "nested",
            value: .dictionary([PropertyListEntry(key: "a", value: .string("1"), line: 9)]),
            line: 8),
        ]))
  }

  /// A one-target project building `App/App.swift` and, as a resource, a
  /// sound inside the asset catalog `App/Assets.xcassets` (Sqword's music).
  private let catalogProject = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
        R = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L; };
        G = { isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
        F1 = { isa = PBXFileReference; path = App/App.swift; sourceTree = "<group>"; };
        F2 = { isa = PBXFileReference; name = "music.mp3"; path = "App/Assets.xcassets/music.dataset/music.mp3"; sourceTree = "<group>"; };
        B1 = { isa = PBXBuildFile; fileRef = F1; };
        B2 = { isa = PBXBuildFile; fileRef = F2; };
        P = { isa = PBXSourcesBuildPhase; files = (B1); };
        Q = { isa = PBXResourcesBuildPhase; files = (B2); };
        T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (P, Q); buildConfigurationList = L2; };
        L = { isa = XCConfigurationList; buildConfigurations = (C1); };
        L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
        C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
        C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { GENERATE_INFOPLIST_FILE = YES; }; };
      };
      rootObject = R;
    }
    """

  @Test(
    "A file the project lists inside an asset catalog that is here is present; outside one it is missing"
  )
  func fileInsideCatalog() throws {
    func missingNotes(_ files: [String: String]) throws -> [String] {
      let folder = try TemporaryFolder(files)
      defer { folder.remove() }
      return try Doctor.run(directory: folder.url.path)
        .filter { $0.rule == .unreadableFile && $0.severity == .note }.map(\.message)
    }
    let base = ["App.xcodeproj/project.pbxproj": catalogProject, "App/App.swift": "let name = 1\n"]
    let inCatalog = base.merging([
      "App/Assets.xcassets/music.dataset/music.mp3": "ID3",
      "App/Assets.xcassets/music.dataset/Contents.json": "{}\n",
    ]) { $1 }
    #expect(try missingNotes(inCatalog).isEmpty)
    let noCatalog = try missingNotes(base)
    #expect(noCatalog.count == 1)
    #expect(noCatalog.first?.contains("music.mp3") == true)
  }

  @Test(
    "A setting only an unreadable project file may define is a note; with no project file, an error"
  )
  func unreadableProjectSettings() {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>CFBundleDisplayName</key>
        <string>$(APP_DISPLAY_NAME)</string>
      </dict>
      </plist>

      """
    let files = ["App/Info.plist": plist, "App/App.swift": "import SwiftUI\nlet name = 1\n"]
    let conflicted = files.merging([
      "App.xcodeproj/project.pbxproj":
        "// !$*UTF8*$!\n{\n<<<<<<< HEAD\n  objectVersion = 54;\n=======\n  objectVersion = 53;\n>>>>>>> theirs\n}\n"
    ]) { $1 }
    let note = Fixtures.findings(files: conflicted).filter { $0.rule == .undefinedBuildSetting }
    #expect(note.count == 1 && note.allSatisfy { $0.severity == .note }, "\(note)")
    #expect(note.first?.message.contains("App.xcodeproj/project.pbxproj") == true)
    let error = Fixtures.findings(files: files).filter { $0.rule == .undefinedBuildSetting }
    #expect(error.count == 1 && error.allSatisfy { $0.severity == .error }, "\(error)")
  }

  @Test("An include into a folder the repository lacks is broken even when a template has the name")
  func includeIntoMissingFolder() {
    func includeFindings(_ include: String) -> [Finding] {
      Fixtures.findings(files: [
        "Garage.xcodeproj/project.pbxproj": RecallCase.xcconfigBasedProject,
        "App/App.swift": "import SwiftUI\nlet appName = \"Garage\"\n",
        "Config/Project.xcconfig": "#include \"\(include)\"\nMARKETING_VERSION = 1.0\n",
        "Config/Secrets.example.xcconfig": "API_KEY = \n",
      ]).filter { $0.rule == .brokenXCConfigInclude }
    }
    let copied = includeFindings("Secrets.xcconfig")
    #expect(copied.count == 1 && copied.allSatisfy { $0.severity == .note }, "\(copied)")
    let wrongFolder = includeFindings("Config/Secrets.xcconfig")
    #expect(
      wrongFolder.count == 1 && wrongFolder.allSatisfy { $0.severity == .error }, "\(wrongFolder)")
  }

  @Test(
    "Names of test doubles",
    arguments: [
      ("FakeAppProductHelper", true), ("asFakeIAP", true), ("mockProducts", true),
      ("StubStore", true), ("dummy_price", true), ("Stubborn", false), ("Mockingbird", false),
      ("fullVersion", false),
    ])
  func testDoubleNames(_ name: String, _ isDouble: Bool) {
    #expect(TestDouble.names(name) == isDouble)
  }

  @Test("A flow collection left open is an error naming the line it opens on")
  func unterminatedFlow() {
    let yaml = "a: 1\nb: {\n  c: 1,\n  d: 2\n"
    #expect(throws: ReaderError("unterminated {", line: 2)) {
      try YAMLReader.read(bytes: Array(yaml.utf8))
    }
  }
}
