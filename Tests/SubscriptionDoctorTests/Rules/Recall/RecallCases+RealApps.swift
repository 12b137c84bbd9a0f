/// Shapes measured on real open-source apps (docs/doctor-rules.md, "Measured
/// on real apps"): each false alarm found there, written small, beside the
/// twin that is the real mistake and must still fire.
extension RecallCase {
  /// A StoreKit 2 tip jar: consumable tips named in an enum, bought from a
  /// list; `extra` adds lines to the list, `store` is the tips enum's body.
  static func tipJar(extra: String = "", cases: String) -> [String: String] {
    [
      "App/Tips.swift": """
      import StoreKit

      enum TipJar: String, CaseIterable {
      \(cases)
        func buy(_ product: Product) async -> Bool {
          guard let result = try? await product.purchase() else { return false }
          if case .success = result { return true }
          return false
        }
      }

      """,
      "App/TipJarView.swift": """
      import StoreKit
      import SwiftUI

      struct TipJarView: View {
        @State private var products: [TipJar: Product] = [:]

        var body: some View {
          List {
            Text("The app is free. If you enjoy it, leave a tip!")
            ForEach(TipJar.allCases, id: \\.self) { tip in
              if let product = products[tip] {
                Button(product.displayPrice) { Task { _ = await tip.buy(product) } }
              }
            }
      \(extra)
          }
        }
      }

      """,
    ]
  }

  static let tipCases = """
      case small = "com.example.app.tip.small"
      case large = "com.example.app.tip.large"
    """
  static let tipAndSupporterCases = """
      case small = "com.example.app.tip.small"
      case supporter = "com.example.app.supporter.monthly"
    """

  /// A row that buys the one product it is handed, and the screen listing
  /// the rows, which renders `screenExtra`.
  static func productRows(screenExtra: String) -> [String: String] {
    [
      "App/StoreModel.swift": """
      import StoreKit

      @MainActor final class StoreModel: ObservableObject {
        @Published var subscriptions: [Product] = []
        func buy(_ product: Product) async throws {
          _ = try await product.purchase()
        }
        func restore() async throws {
          try await AppStore.sync()
        }
      }

      """,
      "App/SubscriptionRow.swift": """
      import StoreKit
      import SwiftUI

      struct SubscriptionRow: View {
        let product: Product
        @ObservedObject var store: StoreModel

        var body: some View {
          HStack {
            Text(product.displayName)
            Spacer()
            Button(product.displayPrice) { Task { try? await store.buy(product) } }
          }
        }
      }

      """,
      "App/SubscriptionsScreen.swift": """
      import SwiftUI

      struct SubscriptionsScreen: View {
        @StateObject private var store = StoreModel()

        var body: some View {
          List {
            ForEach(store.subscriptions, id: \\.id) { product in
              SubscriptionRow(product: product, store: store)
            }
      \(screenExtra)
          }
        }
      }

      """,
    ]
  }

  static let screenRestore = """
        Button("Restore Purchases") { Task { try? await store.restore() } }
    """
  static let screenLegal = """
        Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
        Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
    """

  /// Swift files of an app described by a package manifest; `imports` heads
  /// the checkout file.
  static func packagedApp(imports: String, checkout: String) -> [String: String] {
    [
      "Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(name: "Shop", targets: [.target(name: "Shop", path: "Sources/Shop")])

      """,
      "Sources/Shop/Checkout.swift": imports + "\n" + checkout,
    ]
  }

  static let realAppCases: [RecallCase] = [
    RecallCase(
      name: "a tip jar that also sells a monthly supporter subscription, without restore",
      rule: .paywallMissingRestore,
      fires: tipJar(extra: screenLegal, cases: tipAndSupporterCases),
      correct: tipJar(extra: screenLegal, cases: tipCases)),
    RecallCase(
      name: "a tip jar that also sells a monthly supporter subscription, without legal links",
      rule: .paywallMissingLegalLinks,
      fires: tipJar(extra: screenRestore, cases: tipAndSupporterCases),
      correct: tipJar(extra: screenRestore, cases: tipCases)),
    RecallCase(
      name: "a product row whose screen offers no restore",
      rule: .paywallMissingRestore,
      fires: productRows(screenExtra: screenLegal),
      correct: productRows(screenExtra: screenLegal + "\n" + screenRestore)),
    RecallCase(
      name: "a product row whose screen links no legal documents",
      rule: .paywallMissingLegalLinks,
      fires: productRows(screenExtra: screenRestore),
      correct: productRows(screenExtra: screenRestore + "\n" + screenLegal)),
    RecallCase(
      name: "a one-dollar price beside a regular-expression template", rule: .hardcodedPrice,
      fires: [
        "App/Promo.swift": """
        import StoreKit

        enum Promo {
          static let banner = "First month for $1"
          static func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "([*_])", with: "\\\\$1", options: .regularExpression)
          }
        }

        """
      ],
      correct: [
        "App/Promo.swift": """
        import StoreKit

        enum Promo {
          static func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "([*_])", with: "\\\\$1", options: .regularExpression)
          }
        }

        """
      ]),
    RecallCase(
      name: "a fallback price, not a zero total", rule: .hardcodedPrice,
      fires: [
        "App/Totals.swift": """
        import StoreKit

        struct Totals {
          let formatter = NumberFormatter()
          func price(_ product: Product?) -> String { product?.displayPrice ?? "$4.99" }
        }

        """
      ],
      correct: [
        "App/Totals.swift": """
        import StoreKit

        struct Totals {
          let formatter = NumberFormatter()
          func tipped(_ total: Double) -> String {
            formatter.string(from: NSNumber(value: total)) ?? "$0.00"
          }
        }

        """
      ]),
    RecallCase(
      name: "a price literal in an app that sells through StoreKit, not in a card-payment shop",
      rule: .hardcodedPrice,
      fires: packagedApp(
        imports: "import StoreKit",
        checkout: "let creditOffer = \"Buy $100 of credit and get $10 free\"\n"),
      correct: packagedApp(
        imports: "import Foundation",
        checkout: "let creditOffer = \"Buy $100 of credit and get $10 free\"\n")),
    RecallCase(
      name: "a price literal in an app that sells through SubscriptionKit, not in a shop",
      rule: .hardcodedPrice,
      fires: packagedApp(
        imports: "import SubscriptionKit",
        checkout: "let proOffer = \"Pro for $4.99 a month\"\n"),
      correct: packagedApp(
        imports: "import Foundation",
        checkout: "let proOffer = \"Pro for $4.99 a month\"\n")),
    RecallCase(
      name: "a payment notification in an app that sells through StoreKit, not in a shop",
      rule: .notificationSubscriptionState,
      fires: packagedApp(
        imports: "import StoreKit",
        checkout:
          "func paid(_ sum: Double) {\n  NotificationCenter.default.post(name: Notification.Name(\"PaymentPaid\"), object: [\"sumPaid\": sum])\n}\n"
      ),
      correct: packagedApp(
        imports: "import Foundation",
        checkout:
          "func paid(_ sum: Double) {\n  NotificationCenter.default.post(name: Notification.Name(\"PaymentPaid\"), object: [\"sumPaid\": sum])\n}\n"
      )),
  ]

  /// A support screen that declares its own `purchase(product:)` and buys
  /// through it; `extra` is added to its list.
  static func supportScreen(extra: String) -> [String: String] {
    [
      "App/SupportView.swift": """
      import RevenueCat
      import SwiftUI

      struct SupportView: View {
        @State private var products: [StoreProduct] = []

        var body: some View {
          Form {
            ForEach(products, id: \\.productIdentifier) { product in
              Button(product.localizedPriceString) { Task { await purchase(product: product) } }
            }
      \(extra)
          }
        }

        private func purchase(product: StoreProduct) async {
          _ = try? await Purchases.shared.purchase(product: product)
        }
      }

      """
    ]
  }

  /// A row that shows the price its screen hands it; `handed` is the value.
  static func handedPriceRow(handed: String) -> [String: String] {
    [
      "App/PlanRow.swift": """
      import RevenueCat
      import SwiftUI

      struct PlanRow: View {
        let title: String
        let price: String
        var package: Package?

        var body: some View {
          Button {
            Task { if let package { _ = try? await Purchases.shared.purchase(package: package) } }
          } label: {
            HStack { Text(title); Spacer(); Text(price) }
          }
        }
      }

      """,
      "App/PlansScreen.swift": """
      import RevenueCat
      import SwiftUI

      struct PlansScreen: View {
        @State private var packages: [Package] = []

        var body: some View {
          List {
            ForEach(packages) { package in
              PlanRow(title: package.storeProduct.localizedTitle, price: \(handed), package: package)
            }
            Button("Restore Purchases") { Task { _ = try? await Purchases.shared.restorePurchases() } }
            Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
          }
        }
      }

      """,
    ]
  }

  static let realAppScreenCases: [RecallCase] = [
    RecallCase(
      name: "a screen that declares its own purchase(product:) and offers no restore",
      rule: .paywallMissingRestore,
      fires: supportScreen(extra: screenLegal),
      correct: supportScreen(
        extra: screenLegal
          + "\n    Button(\"Restore Purchases\") { Task { _ = try? await Purchases.shared.restorePurchases() } }"
      )),
    RecallCase(
      name: "a row showing the price its screen hands it, taken from the store or not",
      rule: .paywallPriceNotFromStore,
      fires: handedPriceRow(handed: "package.identifier"),
      correct: handedPriceRow(handed: "package.localizedPriceString")),
  ]

  /// A paywall showing `plan.price`, where an extension of the nested
  /// `Store.Plan` fills the price from `source`.
  static func nestedPlan(source: String) -> [String: String] {
    [
      "App/Store.swift": """
      import RevenueCat

      @MainActor final class Store: ObservableObject {
        struct Plan: Identifiable {
          let id: String
          let title: String
          let price: String
          let package: Package
        }
        @Published var plans: [Plan] = []
        func buy(_ plan: Plan) async {
          _ = try? await Purchases.shared.purchase(package: plan.package)
        }
        func restore() async { _ = try? await Purchases.shared.restorePurchases() }
      }

      extension Store.Plan {
        init(package: Package) {
          self.init(
            id: package.identifier, title: package.storeProduct.localizedTitle,
            price: \(source), package: package)
        }
      }

      """,
      "App/PaywallView.swift": """
      import SwiftUI

      struct PaywallView: View {
        @StateObject private var store = Store()

        var body: some View {
          VStack {
            ForEach(store.plans, id: \\.package.identifier) { plan in
              Button("\\(plan.title) \\(plan.price)") { Task { await store.buy(plan) } }
            }
            Button("Restore Purchases") { Task { await store.restore() } }
            Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
          }
        }
      }

      """,
    ]
  }

  static let heldOutCases: [RecallCase] = [
    RecallCase(
      name: "a plan price an extension of the nested plan type fills from the store, or not",
      rule: .paywallPriceNotFromStore,
      fires: nestedPlan(source: "package.identifier"),
      correct: nestedPlan(source: "package.storeProduct.localizedPriceString")),
    RecallCase(
      name: "a dollar price, not a regular-expression template glued to a word",
      rule: .hardcodedPrice,
      fires: [
        "App/Dates.swift": """
        import StoreKit

        enum Dates {
          static let offer = "Pro for $1 a week"
        }

        """
      ],
      correct: [
        "App/Dates.swift": """
        import Foundation
        import StoreKit

        enum Dates {
          static func padded(_ text: String) -> String {
            let regex = try? NSRegularExpression(pattern: "T([0-9]):")
            let range = NSRange(location: 0, length: text.utf16.count)
            return regex?.stringByReplacingMatches(
              in: text, options: [], range: range, withTemplate: "T0$1:") ?? text
          }
          static let key = "user$2id"
        }

        """
      ]),
  ]
}

/// Several apps in one repository, each with its own `ContentView`.
extension RecallCase {
  static func stepApp(_ step: String, restores: Bool) -> String {
    """
    import StoreKit
    import SwiftUI

    struct ContentView: View {
      @State private var products: [Product] = []

      var body: some View {
        VStack {
          ForEach(products) { product in
            Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
          }
    \(restores ? "      Button(\"Restore Purchases\") { Task { try? await AppStore.sync() } }" : "")
          Link("Terms of Use", destination: URL(string: "https://subkit.dev/\(step)/terms")!)
          Link("Privacy Policy", destination: URL(string: "https://subkit.dev/\(step)/privacy")!)
        }
      }
    }

    """
  }

  static let monorepoCases: [RecallCase] = [
    RecallCase(
      name: "one of two apps in a repository has no restore; the other's ContentView does",
      rule: .paywallMissingRestore,
      fires: [
        "Examples/Step2/Shared/ContentView.swift": stepApp("step2", restores: false),
        "Examples/Step9/Shared/ContentView.swift": stepApp("step9", restores: true),
      ],
      correct: [
        "Examples/Step2/Shared/ContentView.swift": stepApp("step2", restores: true),
        "Examples/Step9/Shared/ContentView.swift": stepApp("step9", restores: true),
      ])
  ]
}

/// The second round on real apps (docs/doctor-rules.md): shapes that cried
/// wolf, each beside the twin that is the real mistake.
extension RecallCase {
  /// A support screen selling a monthly plan whose price text comes from a
  /// model; `pricing` is the body of the model's superclass.
  static func inheritedPricing(_ pricing: String) -> [String: String] {
    [
      "App/PricingModel.swift": """
      import StoreKit

      class PricingModel: ObservableObject {
        var product: SKProduct?
      \(pricing)
      }

      """,
      "App/PlusModel.swift": """
      import StoreKit

      final class PlusModel: PricingModel {
        func purchase() {
          guard let product else { return }
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
        func restore() { SKPaymentQueue.default().restoreCompletedTransactions() }
      }

      """,
      "App/PlusView.swift": """
      import SwiftUI

      struct PlusView: View {
        @StateObject var model = PlusModel()

        var body: some View {
          VStack {
            Text("Plus, renewed every month")
            Button(model.priceText) { model.purchase() }
            Button("Restore Purchases") { model.restore() }
            Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
            Text(Analytics.snakeCase("PlusShown"))
          }
        }
      }

      """,
      "App/Analytics.swift": """
      import Foundation

      enum Analytics {
        static func snakeCase(_ text: String) -> String {
          let regex = try? NSRegularExpression(pattern: "([a-z])([A-Z])")
          let range = NSRange(location: 0, length: text.utf16.count)
          return regex?.stringByReplacingMatches(in: text, range: range, withTemplate: "$1_$2")
            ?? text
        }
      }

      """,
    ]
  }

  /// A subscription screen whose legal footer is a Markdown sentence with
  /// interpolated labels and URLs; `urls` are the two URL expressions.
  static func markdownFooter(_ first: String, _ second: String) -> [String: String] {
    [
      "App/Links.swift": """
      import Foundation

      enum Links {
        static let privacyPolicy = URL(string: "https://subkit.dev/privacy")!
        static let termsOfUse = URL(string: "https://subkit.dev/terms")!
        static let support = URL(string: "https://subkit.dev/support")!
        static let blog = URL(string: "https://subkit.dev/blog")!
      }

      """,
      "App/UpgradeView.swift": """
      import RevenueCat
      import SwiftUI

      struct UpgradeView: View {
        @State private var packages: [Package] = []
        private let parts = ["By continuing you accept our ", "privacy policy", " and ", "terms"]

        var body: some View {
          VStack {
            ForEach(packages) { package in
              Button(package.localizedPriceString) {
                Task { _ = try? await Purchases.shared.purchase(package: package) }
              }
            }
            Button("Restore Purchases") { Task { _ = try? await Purchases.shared.restorePurchases() } }
            Text(.init("[\\(parts[1])](\\(\(first)))")) + Text(parts[2])
              + Text(.init("[\\(parts[3])](\\(\(second)))"))
          }
        }
      }

      """,
    ]
  }

  /// A podcast app's cell posting a notification; `name` is its name.
  static func podcastCell(_ name: String) -> [String: String] {
    [
      "App/Store.swift": """
      import StoreKit

      enum Store {
        static func load() async throws -> [Product] { try await Product.products(for: ["plus"]) }
      }

      """,
      "App/PodcastCell.swift": """
      import UIKit

      extension Notification.Name {
        static let loginChanged = Notification.Name("loginChanged")
      }

      final class PodcastCell: UICollectionViewCell {
        override func awakeFromNib() {
          super.awakeFromNib()
          NotificationCenter.default.addObserver(self, selector: #selector(checkSubscriptionStatus), name: .loginChanged, object: nil)
        }
        @objc func checkSubscriptionStatus() {}
        func subscribeTapped() {
          NotificationCenter.default.post(name: Notification.Name("\(name)"), object: self)
        }
      }

      """,
    ]
  }

  /// A view that shows sample offers held by `holder`, used by `use`.
  static func sampleOffers(use: String) -> [String: String] {
    [
      "App/Offers.swift": """
      import StoreKit
      import SwiftUI

      struct SampleOffers {
        let items = ["Plus for $39.99 a year"]
      }

      struct OffersView: View {
        let items: [String]
        var body: some View {
          List(items, id: \\.self) { Text($0) }
        }
      }

      \(use)

      """
    ]
  }

  static let secondRoundCases: [RecallCase] = [
    RecallCase(
      name: "sample offers only a preview shows, or offers a shipping screen shows",
      rule: .hardcodedPrice,
      fires: sampleOffers(
        use:
          "struct HomeView: View { var body: some View { OffersView(items: SampleOffers().items) } }"
      ),
      correct: sampleOffers(use: "#Preview { OffersView(items: SampleOffers().items) }")),
    RecallCase(
      name: "a regex replacement template by label or with two groups, not a one-dollar offer",
      rule: .hardcodedPrice,
      fires: [
        "App/Filters.swift": """
        import StoreKit

        enum Filters {
          static let banner = "Plus for only $1 this week"
        }

        """
      ],
      correct: [
        "App/Filters.swift": """
        import StoreKit

        struct RegexFilter {
          let pattern: String
          let replacement: String
        }

        enum Filters {
          static let stops = RegexFilter(pattern: "([.!?])\\\\s+", replacement: "$1\\n")
          static let links = "$1<a href=\\"app://seek=$2\\">$2</a>$3"
        }

        """
      ]),
    RecallCase(
      name: "a paywall whose model's superclass formats the store price, or hard-codes it",
      rule: .paywallPriceNotFromStore,
      fires: inheritedPricing(
        """
          var priceText: String { "Monthly: " + (product?.productIdentifier ?? "") }
        """),
      correct: inheritedPricing(
        """
          var priceText: String {
            guard let product else { return "" }
            let formatter = NumberFormatter()
            formatter.numberStyle = .currency
            formatter.locale = product.priceLocale
            return formatter.string(from: product.price) ?? ""
          }
        """)),
    RecallCase(
      name: "Markdown legal links whose URLs are interpolated constants naming the documents",
      rule: .paywallMissingLegalLinks,
      fires: markdownFooter("Links.support", "Links.termsOfUse"),
      correct: markdownFooter("Links.privacyPolicy", "Links.termsOfUse")),
    RecallCase(
      name: "a podcast app's subscribe request is not subscription state; a status change is",
      rule: .notificationSubscriptionState,
      fires: podcastCell("subscriptionStatusChanged"),
      correct: podcastCell("subscribeRequestedFromCell")),
    RecallCase(
      name: "a subscription screen opening only the manage-subscriptions URL has no legal links",
      rule: .paywallMissingLegalLinks,
      fires: [
        "App/SupportView.swift": """
        import StoreKit
        import SwiftUI

        struct SupportView: View {
          @State private var monthly: Product?

          var body: some View {
            List {
              if let monthly {
                Text("Supporter, renews monthly")
                Button(monthly.displayPrice) { Task { _ = try? await monthly.purchase() } }
              }
              Button("Restore Purchases") { Task { try? await AppStore.sync() } }
              Button("Manage subscription") {
                if let url = URL(string: "https://apps.apple.com/account/subscriptions") {
                  UIApplication.shared.open(url)
                }
              }
            }
          }
        }

        """
      ],
      correct: [
        "App/SupportView.swift": """
        import StoreKit
        import SwiftUI

        struct SupportView: View {
          @State private var monthly: Product?

          var body: some View {
            List {
              if let monthly {
                Text("Supporter, renews monthly")
                Button(monthly.displayPrice) { Task { _ = try? await monthly.purchase() } }
              }
              Button("Restore Purchases") { Task { try? await AppStore.sync() } }
              Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
              Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
            }
          }
        }

        """
      ]),
  ]
}
