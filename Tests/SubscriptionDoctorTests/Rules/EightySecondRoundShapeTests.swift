import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the eighty-first and eighty-second rounds
/// (docs/doctor-rules.md), each beside the shape that must still fire or stay quiet.
struct EightySecondRoundShapeTests {
  /// The price findings of a SwiftUI paywall selling a catalogue item whose
  /// Buy button's title is `title` (SaxWeather's cosmetic detail screen).
  private static func catalogueButtonFindings(title: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Weather"),
      "Sources/Weather/App.swift": Fixtures.swiftUIApp(showing: "CosmeticDetailView()"),
      "Sources/Weather/Catalog.swift": """
      struct CosmeticItem {
        let id: String
        let priceCents: Int
      }

      enum Catalog {
        static let aurora = CosmeticItem(id: "com.weather.cosmetic.aurora", priceCents: 399)
      }

      """,
      "Sources/Weather/StoreManager.swift": """
      import StoreKit

      @MainActor
      final class StoreManager: ObservableObject {
        static let shared = StoreManager()
        @Published private(set) var products: [String: Product] = [:]

        func load() async {
          let loaded = (try? await Product.products(for: [Catalog.aurora.id])) ?? []
          for product in loaded {
            products[product.id] = product
            print("Loaded \\(product.id) at \\(product.displayPrice)")
          }
        }

        func purchase(_ id: String) async {
          _ = try? await products[id]?.purchase()
        }
      }

      """,
      "Sources/Weather/CosmeticDetailView.swift": """
      import StoreKit
      import SwiftUI

      struct CosmeticDetailView: View {
        let item = Catalog.aurora
        @ObservedObject private var store = StoreManager.shared

        var body: some View {
          VStack {
            Text("Aurora backgrounds, yours to keep.")
            Button(\(title)) {
              Task { await store.purchase(item.id) }
            }
            Button("Restore Purchases") { Task { try? await AppStore.sync() } }
            Link("Terms of Use", destination: URL(string: "https://weather.app/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://weather.app/privacy")!)
          }
          .task { await store.load() }
        }
      }

      """,
    ]).filter { $0.rule == .paywallPriceNotFromStore }
  }

  @Test("A format string putting a currency beside its number is the paywall's price")
  func currencyBesideFormatSpecifier() {
    let dollars = Self.catalogueButtonFindings(
      title: #"String(format: "Buy $%.2f", Double(item.priceCents) / 100)"#)
    #expect(dollars.count == 1, "\(dollars)")
    #expect(dollars.first?.message.contains("$%…") == true, "\(dollars)")
    let localized = Self.catalogueButtonFindings(
      title: #"String(format: String(localized: "Buy for %.2f €"), Double(item.priceCents) / 100)"#
    )
    #expect(localized.count == 1, "\(localized)")
    let store = Self.catalogueButtonFindings(
      title: #"String(format: "Buy for %@", store.products[item.id]?.displayPrice ?? "…")"#)
    #expect(store.isEmpty, "\(store)")
  }

  @Test("Format specifiers are read as Foundation reads them")
  func formatSpecifiers() {
    let cases: [(String, String?)] = [
      ("Buy $%.2f", "$%…"),
      ("%1$@ costs %2$.2f €", "%… €"),
      ("Only %d USD a year", "%… USD"),
      ("EUR %.2f", "EUR %…"),
      ("%1$@ for %2$@", nil),
      ("50% de descuento", nil),
      ("Save %d%% — best value", nil),
      ("%lld days left", nil),
      ("%@ USDT", nil),
    ]
    for (text, expected) in cases {
      #expect(Paywall.currencyBesideFormatSpecifier(text) == expected, "\(text)")
    }
  }

  @Test("A UIKit label given a currency format shows a price the code chose")
  func labelGivenCurrencyFormat() {
    func findings(_ assignment: String) -> [Finding] {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Notes"),
        "Sources/Notes/AppDelegate.swift": Fixtures.uiKitApp(
          showing: "PremiumViewController()"),
        "Sources/Notes/PremiumViewController.swift": """
        import StoreKit
        import UIKit

        final class PremiumViewController: UIViewController {
          private let priceLabel = UILabel()
          private let restoreButton = UIButton()
          private let termsButton = UIButton()
          private let privacyButton = UIButton()
          private var product: Product?

          override func viewDidLoad() {
            super.viewDidLoad()
            termsButton.setTitle("Terms of Use", for: .normal)
            privacyButton.setTitle("Privacy Policy", for: .normal)
            let buyButton = UIButton()
            buyButton.addTarget(self, action: #selector(buy), for: .touchUpInside)
            restoreButton.addTarget(self, action: #selector(restore), for: .touchUpInside)
            termsButton.addTarget(self, action: #selector(terms), for: .touchUpInside)
            privacyButton.addTarget(self, action: #selector(privacy), for: .touchUpInside)
            Task {
              product = try? await Product.products(for: ["com.notes.pro.yearly"]).first
              if let product { \(assignment) }
            }
          }

          @objc private func buy() { Task { _ = try? await product?.purchase() } }
          @objc private func restore() { Task { try? await AppStore.sync() } }
          @objc private func terms() { UIApplication.shared.open(URL(string: "https://notes.app/terms")!) }
          @objc private func privacy() { UIApplication.shared.open(URL(string: "https://notes.app/privacy")!) }
        }

        """,
      ]).filter { $0.rule == .paywallPriceNotFromStore }
    }
    let chosen = findings(
      #"priceLabel.text = String(format: "%.2f € / year", NSDecimalNumber(decimal: product.price).doubleValue)"#
    )
    #expect(chosen.count == 1, "\(chosen)")
    let store = findings(
      #"priceLabel.text = String(format: "%@ / year", product.displayPrice)"#)
    #expect(store.isEmpty, "\(store)")
  }
}

extension EightySecondRoundShapeTests {
  /// The price findings of a SwiftUI paywall whose plan row adds a per-month
  /// share of the yearly price, formatted by a currency formatter whose
  /// locale is `locale` (PainWise).
  private static func perMonthFindings(locale: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Diary"),
      "Sources/Diary/App.swift": Fixtures.swiftUIApp(showing: "PremiumView()"),
      "Sources/Diary/PremiumView.swift": """
      import StoreKit
      import SwiftUI

      struct PremiumView: View {
        @State private var products: [Product] = []

        var body: some View {
          VStack {
            Text("Unlimited records, renewed every month or year.")
            ForEach(products) { product in
              PlanRow(product: product) { Task { _ = try? await product.purchase() } }
            }
            Button("Restore Purchases") { Task { try? await AppStore.sync() } }
            Link("Terms of Use", destination: URL(string: "https://diary.app/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://diary.app/privacy")!)
          }
          .task {
            products = (try? await Product.products(for: ["diary.monthly", "diary.yearly"])) ?? []
          }
        }
      }

      struct PlanRow: View {
        let product: Product
        let action: () -> Void
        private static let dayFormatter: DateFormatter = {
          let formatter = DateFormatter()
          formatter.locale = Locale.current
          formatter.dateStyle = .long
          return formatter
        }()

        private var perMonthText: String? {
          guard product.subscription?.subscriptionPeriod.unit == .year else { return nil }
          return "\\\\(formatPrice(product.price / 12)) a month"
        }

        private func formatPrice(_ price: Decimal) -> String {
          let formatter = NumberFormatter()
          formatter.numberStyle = .currency
          formatter.locale = \(locale)
          return formatter.string(from: NSDecimalNumber(decimal: price)) ?? ""
        }

        var body: some View {
          Button(action: action) {
            VStack {
              Text(product.displayName)
              Text(product.displayPrice)
              if let perMonthText { Text(perMonthText) }
              Text(Self.dayFormatter.string(from: Date()))
            }
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallPriceNotFromStore }
  }

  @Test("A currency formatter given the device's or a fixed locale shows a currency the code chose")
  func formatterLocaleChosenByCode() {
    let device = Self.perMonthFindings(locale: "Locale.current")
    #expect(device.count == 1, "\(device)")
    #expect(device.first?.message.contains("locale = Locale.current") == true, "\(device)")
    let fixed = Self.perMonthFindings(locale: #"Locale(identifier: "de_DE")"#)
    #expect(fixed.first?.message.contains(#"Locale(identifier: "de_DE")"#) == true, "\(fixed)")
    let store = Self.perMonthFindings(locale: "product.priceFormatStyle.locale")
    #expect(store.isEmpty, "\(store)")
  }
}

extension EightySecondRoundShapeTests {
  /// The restore and legal-link findings of a UIKit paywall whose Restore,
  /// Terms and Privacy controls are `UILabel` subclasses adding their own tap
  /// gesture: the restore label restores through the app's manager, the
  /// legal labels call a delegate method the screen implements to open the
  /// document (BroadApps' template: 033_DramaSlayer, 031_PixVerse).
  /// `restoreLabel` is the type of the screen's restore label (`HintLabel`
  /// adds no gesture), `termsTapped` the screen's delegate method body.
  private static func tappableLabelFindings(restoreLabel: String, termsTapped: String)
    -> [Finding]
  {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Drama"),
      "Sources/Drama/AppDelegate.swift": Fixtures.uiKitApp(showing: "SubscriptionViewController()"),
      "Sources/Drama/PurchaseManager.swift": """
      import ApphudSDK

      final class PurchaseManager {
        var products: [ApphudProduct] = []

        @MainActor func startPurchase(_ product: ApphudProduct, completion: @escaping (Bool) -> Void) {
          Apphud.purchase(product) { result in completion(result.error == nil) }
        }

        @MainActor func restorePurchase(escaping: @escaping (Bool) -> Void) {
          Apphud.restorePurchases { subscriptions, _, error in
            escaping(error == nil && subscriptions?.first?.isActive() == true)
          }
        }
      }

      """,
      "Sources/Drama/RestoreLabel.swift": """
      import UIKit

      protocol RestoreLabelDelegate: AnyObject {
        func didFailToRestorePurchases()
      }

      final class RestoreLabel: UILabel {
        private let purchaseManager = PurchaseManager()
        weak var delegate: RestoreLabelDelegate?

        init() {
          super.init(frame: .zero)
          text = "Restore"
          isUserInteractionEnabled = true
          let tapGesture = UITapGestureRecognizer(target: self, action: #selector(didTapRestore))
          addGestureRecognizer(tapGesture)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        @objc private func didTapRestore() {
          alpha = 0.5
          purchaseManager.restorePurchase { success in
            if !success { self.delegate?.didFailToRestorePurchases() }
          }
        }
      }

      final class HintLabel: UILabel {
        weak var delegate: RestoreLabelDelegate?
      }

      """,
      "Sources/Drama/LegalLabels.swift": """
      import UIKit

      protocol TermsOfUseDelegate: AnyObject {
        func termsOfUseTapped()
      }

      protocol PrivacyDelegate: AnyObject {
        func privacyTapped()
      }

      final class TermsOfUseLabel: UILabel {
        weak var delegate: TermsOfUseDelegate?

        init() {
          super.init(frame: .zero)
          text = L.termsOfUse()
          isUserInteractionEnabled = true
          addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapTerms)))
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        @objc private func didTapTerms() { delegate?.termsOfUseTapped() }
      }

      final class PrivacyLabel: UILabel {
        weak var delegate: PrivacyDelegate?

        init() {
          super.init(frame: .zero)
          text = L.privacyPolicy()
          isUserInteractionEnabled = true
          addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapPrivacy)))
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        @objc private func didTapPrivacy() { delegate?.privacyTapped() }
      }

      enum L {
        static func termsOfUse() -> String { NSLocalizedString("Terms of Use", comment: "") }
        static func privacyPolicy() -> String { NSLocalizedString("Privacy Policy", comment: "") }
      }

      """,
      "Sources/Drama/SubscriptionViewController.swift": """
      import UIKit
      import WebKit

      final class SubscriptionViewController: UIViewController {
        private let purchaseManager = PurchaseManager()
        private let termsOfUseLabel = TermsOfUseLabel()
        private let privacyLabel = PrivacyLabel()
        private let restoreLabel = \(restoreLabel)()
        private let stack = UIStackView()
        private let priceLabel = UILabel()

        override func viewDidLoad() {
          super.viewDidLoad()
          termsOfUseLabel.delegate = self
          privacyLabel.delegate = self
          restoreLabel.delegate = self
          stack.addArrangedSubview(privacyLabel)
          stack.addArrangedSubview(restoreLabel)
          stack.addArrangedSubview(termsOfUseLabel)
          view.addSubview(stack)
          priceLabel.text = purchaseManager.products.first?.skProduct?.localizedTitle
          let tap = UITapGestureRecognizer(target: self, action: #selector(continueTapped))
          view.addGestureRecognizer(tap)
        }

        @objc private func continueTapped() {
          guard let product = purchaseManager.products.first else { return }
          purchaseManager.startPurchase(product) { _ in }
        }

        private func open(_ address: String) {
          guard let url = URL(string: address) else { return }
          let webView = WKWebView()
          webView.load(URLRequest(url: url))
          let controller = UIViewController()
          controller.view = webView
          present(controller, animated: true)
        }
      }

      extension SubscriptionViewController: TermsOfUseDelegate {
        func termsOfUseTapped() {
          \(termsTapped)
        }
      }

      extension SubscriptionViewController: PrivacyDelegate {
        func privacyTapped() {
          open("https://docs.drama.app/privacy-policy")
        }
      }

      extension SubscriptionViewController: RestoreLabelDelegate {
        func didFailToRestorePurchases() {
          let alert = UIAlertController(title: "Restore failed", message: nil, preferredStyle: .alert)
          present(alert, animated: true)
        }
      }

      """,
    ]).filter { [.paywallMissingRestore, .paywallMissingLegalLinks].contains($0.rule) }
  }

  @Test("Tappable label classes restoring or calling the screen's legal delegate are its controls")
  func tappableLabelControls() {
    let shown = Self.tappableLabelFindings(
      restoreLabel: "RestoreLabel", termsTapped: #"open("https://docs.drama.app/terms-of-use")"#)
    #expect(shown.isEmpty, "\(shown)")
    let inert = Self.tappableLabelFindings(
      restoreLabel: "HintLabel", termsTapped: #"print("terms")"#)
    #expect(
      inert.map(\.rule).sorted { $0.rawValue < $1.rawValue }
        == [.paywallMissingLegalLinks, .paywallMissingRestore], "\(inert)")
    #expect(inert.first { $0.rule == .paywallMissingLegalLinks }?.message.contains("Terms") == true)
  }
}

extension EightySecondRoundShapeTests {
  /// The hard-coded-price findings of a collection cell whose setup method,
  /// called from `init`, gives its labels sample prices in Then-style
  /// configuring closures, and whose `configure(name:price:)` writes
  /// `configuring` (BroadApps' `SubCell`).
  private static func setupCellPrices(configuring: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Hai"),
      "Sources/Hai/AppDelegate.swift": Fixtures.uiKitApp(showing: "PlansViewController()"),
      "Sources/Hai/SubCell.swift": """
      import UIKit

      final class SubCell: UICollectionViewCell {
        private let firstLabel = UILabel()
        private let secondLabel = UILabel()

        override init(frame: CGRect) {
          super.init(frame: frame)
          setupUI()
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        private func setupUI() {
          firstLabel.do { make in
            make.text = "Weekly · $9.99"
            make.textAlignment = .left
          }
          secondLabel.do { make in
            make.text = "Just $29.99 / Annual"
          }
          contentView.addSubview(firstLabel)
          contentView.addSubview(secondLabel)
        }

        func configure(name: String, price: String) {
          \(configuring)
        }
      }

      """,
      "Sources/Hai/PlansViewController.swift": """
      import StoreKit
      import UIKit

      final class PlansViewController: UIViewController, UICollectionViewDataSource {
        private var products: [SKProduct] = []

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
          products.count
        }

        func collectionView(
          _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
          let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "SubCell", for: indexPath) as! SubCell
          let product = products[indexPath.item]
          let formatter = NumberFormatter()
          formatter.numberStyle = .currency
          formatter.locale = product.priceLocale
          cell.configure(name: product.localizedTitle, price: formatter.string(from: product.price) ?? "")
          return cell
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A cell's sample prices its setup method writes are replaced by its configure method")
  func setupMethodCellPlaceholder() {
    let replaced = Self.setupCellPrices(
      configuring: #"""
        firstLabel.text = "\(name.capitalized) · \(price)"
            secondLabel.text = "Just \(price) / \(name)"
        """#)
    #expect(replaced.isEmpty, "\(replaced)")
    // Only one label replaced: the other keeps its sample price on screen.
    let half = Self.setupCellPrices(configuring: #"firstLabel.text = "\(name) · \(price)""#)
    #expect(half.map(\.message).joined().contains("$29.99") && half.count == 1, "\(half)")
  }
}

extension EightySecondRoundShapeTests {
  @Test("An entitlement id kept among the product ids names no product")
  func entitlementAmongProductIDs() {
    func drift(_ constant: String) -> [Finding] {
      Fixtures.findings(files: [
        "App/Products.storekit": RecallCase.storeKitFile([("mh_099_1m", "0.99")]),
        "App/Constants.swift": """
        enum SubscriptionProductIds {
          static let \(constant) = "allaccess"
          static let monthly = "mh_099_1m"
        }

        """,
        "App/Store.swift": """
        import RevenueCat

        final class Store {
          var isPro = false

          func buy() {
            Purchases.shared.getProducts([SubscriptionProductIds.monthly]) { products in
              guard let product = products.first else { return }
              Purchases.shared.purchase(product: product) { _, info, _, _ in
                self.isPro = info?.entitlements[SubscriptionProductIds.\(constant)]?.isActive == true
              }
            }
          }
        }

        """,
      ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("allaccess") }
    }
    #expect(drift("entitlementName").isEmpty)
    #expect(drift("proEntitlementID").isEmpty)
    #expect(drift("annual").count == 1)
  }
}

extension EightySecondRoundShapeTests {
  @Test("A navigation route's purchase case, built with its receiver, buys nothing")
  func purchaseRouteCase() {
    func paywallFindings(_ step: String) -> [Finding] {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Astro"),
        "Sources/Astro/App.swift": Fixtures.swiftUIApp(showing: "MainFlowView()"),
        "Sources/Astro/MainFlowView.swift": """
        import StoreKit
        import SwiftUI

        enum MainNavDestination: Hashable {
          case details(String)
          case purchase(String, Int)
        }

        struct MainFlowView: View {
          @State private var path = NavigationPath()
          @State private var product: Product?

          var body: some View {
            NavigationStack(path: $path) {
              Button("Get your monthly reading") {
                \(step)
              }
              .navigationDestination(for: MainNavDestination.self) { destination in
                switch destination {
                case .details(let name): Text(name)
                case .purchase(let name, _): Text("Confirm \\(name)")
                }
              }
            }
          }
        }

        """,
      ]).filter { $0.rule.rawValue.hasPrefix("paywall-") || $0.rule == .knownStoreKitIssue }
    }
    let route = paywallFindings("path.append(MainNavDestination.purchase(\"natal\", 1))")
    #expect(route.isEmpty, "\(route)")
    let buys = paywallFindings("Task { _ = try? await product?.purchase() }")
    #expect(buys.contains { $0.rule == .paywallMissingRestore }, "\(buys)")
    #expect(buys.contains { $0.rule == .knownStoreKitIssue }, "\(buys)")
  }
}

extension EightySecondRoundShapeTests {
  /// The legal-link findings of a flow screen that buys one report credit
  /// through its RevenueCat service, routes to its confirmation step with a
  /// navigation enum's `purchase` case, and draws a profile list reading a
  /// birth date's `.month` (AstroSvitla). `pitch` is the confirmation's text.
  private static func creditFlowFindings(pitch: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Astro"),
      "Sources/Astro/App.swift": Fixtures.swiftUIApp(showing: "MainFlowView()"),
      "Sources/Astro/PurchaseService.swift": """
      import RevenueCat

      final class PurchaseService: ObservableObject {
        private let limiter = RateLimiter()

        func purchaseSingleCredit() async throws -> CustomerInfo {
          limiter.resetMonthlyUsageIfNeeded()
          let offering = try await Purchases.shared.offerings().current
          guard let package = offering?.availablePackages.first(where: {
            $0.storeProduct.productType == .consumable
          }) else { throw CancellationError() }
          return try await Purchases.shared.purchase(package: package).customerInfo
        }

        func restore() async throws -> CustomerInfo {
          try await Purchases.shared.restorePurchases()
        }
      }

      /// The reading service's own quota of requests per month.
      final class RateLimiter {
        private let monthlyRequestCountKey = "com.astro.rateLimiter.monthlyRequestCount"

        func resetMonthlyUsageIfNeeded() {
          UserDefaults.standard.set(0, forKey: monthlyRequestCountKey)
        }
      }

      """,
      "Sources/Astro/MainFlowView.swift": """
      import SwiftUI

      enum MainNavDestination: Hashable {
        case profiles
        case purchase(String)
      }

      struct MainFlowView: View {
        @StateObject private var purchaseService = PurchaseService()
        @State private var path = NavigationPath()

        var body: some View {
          NavigationStack(path: $path) {
            Button("Read my chart") { path.append(MainNavDestination.purchase("natal")) }
              .navigationDestination(for: MainNavDestination.self) { destination in
                switch destination {
                case .profiles:
                  ProfileListView()
                case .purchase(let report):
                  VStack {
                    Text(\(pitch))
                    Text(report)
                    Button("Buy one reading") {
                      Task { _ = try? await purchaseService.purchaseSingleCredit() }
                    }
                    Button("Restore Purchases") { Task { _ = try? await purchaseService.restore() } }
                  }
                }
              }
          }
        }
      }

      struct ProfileListView: View {
        let birthDate = Date()

        var body: some View {
          Text(age)
        }

        private var age: String {
          let parts = Calendar.current.dateComponents([.year, .month, .day], from: birthDate)
          return "\\\\(parts.year ?? 0)"
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A screen buying a credit sells consumables, whatever its routes and date fields say")
  func creditFlowSellsConsumables() {
    let credit = Self.creditFlowFindings(pitch: #""One reading, yours to keep.""#)
    #expect(credit.isEmpty, "\(credit)")
    let upsell = Self.creditFlowFindings(pitch: #""Or go unlimited with a monthly subscription.""#)
    #expect(upsell.count == 1, "\(upsell)")
  }
}

extension EightySecondRoundShapeTests {
  @Test("A hard-coded price's fix names the price of the API the app buys through")
  func priceFixFollowsPurchaseAPI() {
    /// The fix of the hard-coded price in a plans file importing `imports`,
    /// beside a store file importing `store` and naming `storeWords`.
    func fix(imports: String, store: String, storeWords: String) -> String? {
      Fixtures.findings(files: [
        "App/Plans.swift": """
        \(imports)

        struct PremiumPitch {
          let headline = "Unlock everything for $4.99 a month"
        }

        """,
        "App/Store.swift": """
        import \(store)

        final class Store {
          func load() { \(storeWords) }
        }

        """,
      ]).first { $0.rule == .hardcodedPrice }?.fix
    }
    let revenueCat = fix(
      imports: "import RevenueCat", store: "StoreKit", storeWords: "_ = Product.self")
    #expect(revenueCat == RuleCatalog.entry(for: .hardcodedPrice).fix)
    let glassfy = fix(imports: "import Foundation", store: "Glassfy", storeWords: "_ = 1")
    #expect(glassfy?.contains("Glassfy SKU's product") == true, "\(glassfy ?? "")")
    let storeKit2 = fix(
      imports: "import SwiftUI", store: "StoreKit", storeWords: "_ = product.displayPrice")
    #expect(storeKit2?.hasPrefix("Show product.displayPrice") == true, "\(storeKit2 ?? "")")
    let storeKit1 = fix(
      imports: "import UIKit", store: "StoreKit", storeWords: "let p: SKProduct? = nil; _ = p")
    #expect(storeKit1?.contains("priceLocale") == true, "\(storeKit1 ?? "")")
    // The strongest API a file imports wins, whatever the order of its imports.
    let both = fix(
      imports: "import StoreKit\nimport RevenueCat", store: "StoreKit",
      storeWords: "_ = product.displayPrice")
    #expect(both == RuleCatalog.entry(for: .hardcodedPrice).fix)
    // A file importing none: the strongest any app file imports.
    let project = Fixtures.findings(files: [
      "App/Plans.swift": """
      struct PremiumPitch {
        let headline = "Unlock everything for $4.99 a month"
      }

      """,
      "App/Store.swift": "import StoreKit\n\nfinal class Store { func load() { _ = 1 } }\n",
      "App/Paywall.swift": "import AdaptyUI\n\nfinal class Shop { func load() { _ = 1 } }\n",
    ]).first { $0.rule == .hardcodedPrice }?.fix
    #expect(project?.contains("Adapty product") == true, "\(project ?? "")")
  }
}

extension EightySecondRoundShapeTests {
  @Test("A fallback for a value just set from a parameter that is never nil is never shown")
  func deadFallbackAfterParameter() {
    func prices(_ update: String) -> [String] {
      Fixtures.findings(files: [
        "App/AnnualPlanView.swift": """
        import StoreKit
        import UIKit

        final class AnnualPlanView: UIView {
          private let priceLabel = UILabel()
          var dynamicPrice: String?

          \(update)
        }

        """
      ]).filter { $0.rule == .hardcodedPrice }.map(\.message)
    }
    let set = prices(
      """
      func updateDetails(title: String, price: String) {
          dynamicPrice = price
          priceLabel.text = dynamicPrice ?? "$39.99"
        }
      """)
    #expect(set.isEmpty, "\(set)")
    let optional = prices(
      """
      func updateDetails(title: String, price: String?) {
          dynamicPrice = price
          priceLabel.text = dynamicPrice ?? "$39.99"
        }
      """)
    #expect(optional.count == 1, "\(optional)")
    let conditional = prices(
      """
      func updateDetails(title: String, price: String) {
          if !title.isEmpty { dynamicPrice = price }
          priceLabel.text = dynamicPrice ?? "$39.99"
        }
      """)
    #expect(conditional.count == 1, "\(conditional)")
  }
}

extension EightySecondRoundShapeTests {
  @Test("unsubscribeFrom…Notifications removes an observer: it sells no subscription")
  func unsubscribeFromNotifications() {
    func legal(_ helper: String) -> [Finding] {
      Fixtures.findings(files: [
        "App/App.swift": """
        import SwiftUI
        import StoreKit

        @main
        struct TexterApp: App {
          var body: some Scene { WindowGroup { UnlockView() } }
        }

        struct UnlockView: View {
          @State private var product: Product?
          var body: some View {
            VStack {
              Text(product?.displayPrice ?? "")
              Button("Unlock sharing") { Task { _ = try? await product?.purchase() } }
              Button("Restore") { Task { try? await AppStore.sync() } }
            }
            .onAppear { Observers.\(helper)() }
          }
        }

        enum Observers {
          static func \(helper)() {}
        }

        """
      ]).filter { $0.rule == .paywallMissingLegalLinks }
    }
    #expect(legal("unsubscribeFromIAPNotifications").isEmpty)
    #expect(legal("unsubscribeFromPremium").count == 1)
  }
}

extension EightySecondRoundShapeTests {
  /// The legal-link findings of a screen selling one unlock it picks by id,
  /// whose store model keeps Apple's sample renewal helper that nothing calls,
  /// beside a `.storekit` file listing the unlock as `type` (7III_Meditation).
  private static func removeAdsFindings(type: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/Products.storekit": Fixtures.storeKitFile([("com.app.removeAds", "2.99", type)]),
      "App/App.swift": Fixtures.swiftUIApp(showing: "RemoveAdsCard(store: StoreModel())"),
      "App/StoreModel.swift": """
      import StoreKit

      @MainActor
      final class StoreModel: ObservableObject {
        @Published var premiumProducts: [Product] = []

        func load(_ ids: [String]) async {
          premiumProducts = (try? await Product.products(for: ids)) ?? []
        }

        func purchase(product: Product) async throws {
          _ = try await product.purchase()
        }

        func isWillRenew(product: Product) async -> Bool? {
          guard let status = try? await product.subscription?.status.first,
            case .verified(let info) = status.renewalInfo
          else { return nil }
          return info.willAutoRenew
        }
      }

      """,
      "App/RemoveAdsCard.swift": """
      import StoreKit
      import SwiftUI

      struct RemoveAdsCard: View {
        @ObservedObject var store: StoreModel

        var body: some View {
          VStack {
            if let premium = store.premiumProducts.first(where: { $0.id == "com.app.removeAds" }) {
              Text("Removing ads costs only \\(premium.displayPrice)")
              Button("Remove Ads") { Task { try? await store.purchase(product: premium) } }
            }
            Button("Restore Purchases") { Task { try? await AppStore.sync() } }
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A screen picking an unlock the .storekit file says is one-time sells no subscription")
  func pickedOneTimeProduct() {
    #expect(Self.removeAdsFindings(type: "NonConsumable").isEmpty)
    #expect(Self.removeAdsFindings(type: "RecurringSubscription").count == 1)
  }

  @Test("A CloudKit push subscription's id names no product a screen sells")
  func cloudKitSubscriptionID() {
    func legal(_ imports: String) -> [Finding] {
      Fixtures.findings(files: [
        "App/App.swift": Fixtures.swiftUIApp(showing: "UnlockView()"),
        "App/SyncEngine.swift": """
        \(imports)

        final class SyncEngine {
          static let shared = SyncEngine()
          let zoneName = "DiaryZone"

          func start() {
            UserDefaults.standard.set(true, forKey: "\\(zoneName).subscription")
          }
        }

        """,
        "App/UnlockView.swift": """
        import StoreKit
        import SwiftUI

        struct UnlockView: View {
          @State private var product: Product?
          private let sync = SyncEngine.shared

          var body: some View {
            VStack {
              Text("Unlock the permanent edition: \\(product?.displayPrice ?? "")")
              Button("Unlock") { Task { _ = try? await product?.purchase() } }
              Button("Restore") { Task { try? await AppStore.sync() } }
            }
            .onAppear { sync.start() }
            .task { product = try? await Product.products(for: ["com.diary.permanent"]).first }
          }
        }

        """,
      ]).filter { $0.rule == .paywallMissingLegalLinks }
    }
    #expect(legal("import CloudKit").isEmpty)
    #expect(legal("import Foundation").count == 1)
  }
}

extension EightySecondRoundShapeTests {
  @Test("A built bundle's Info.plist staged under any folder name is no plist the app lost")
  func builtBundleInfoPlist() {
    func findings(_ extraKey: String) -> [Finding] {
      let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          \(extraKey)
          <key>CFBundleExecutable</key><string>Bridge</string>
          <key>LSMinimumSystemVersion</key><string>13.0</string>
          <key>NSHumanReadableCopyright</key><string>Bear</string>
        </dict>
        </plist>

        """
      return Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(settings: ""),
        "App/App.swift": "import StoreKit\nlet name = \"App\"\n",
        "Installer/payload/Contents/Info.plist": plist,
      ]).filter { $0.rule == .customInfoPlistNotUsed }
    }
    #expect(findings("<key>DTXcode</key><string>1600</string>").isEmpty)
    #expect(findings("<key>BuildMachineOSBuild</key><string>24A335</string>").isEmpty)
    #expect(findings("").count == 1)
  }
}

extension EightySecondRoundShapeTests {
  @Test("A view copying the subscription state in .onReceive is reported like a .sink")
  func onReceiveCopiesState() {
    func copies(_ handler: String) -> [Finding] {
      Fixtures.findings(files: [
        "App/App.swift": Fixtures.swiftUIApp(showing: "FeedView(store: StoreService())"),
        "App/StoreService.swift": """
        import Combine
        import StoreKit

        final class StoreService {
          let subscriptionStatusPublisher = Just(false).eraseToAnyPublisher()
          let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        }

        """,
        "App/FeedView.swift": """
        import SwiftUI

        struct FeedView: View {
          let store: StoreService
          @State private var isPremium = false
          @State private var now = Date()

          var body: some View {
            Text(isPremium ? "Pro" : "Free")
              \(handler)
          }
        }

        """,
      ]).filter { $0.rule == .notificationSubscriptionState && $0.file == "App/FeedView.swift" }
    }
    let copy = copies(
      ".onReceive(store.subscriptionStatusPublisher) { newStatus in isPremium = newStatus }")
    #expect(copy.count == 1 && copy.first?.message.contains(".onReceive") == true, "\(copy)")
    let perform = copies(
      ".onReceive(store.subscriptionStatusPublisher, perform: { isPremium = $0 })")
    #expect(perform.count == 1, "\(perform)")
    #expect(copies(".onReceive(store.subscriptionStatusPublisher) { _ in now = Date() }").isEmpty)
    #expect(copies(".onReceive(store.clock) { now = $0 }").isEmpty)
    // A reaction to the event copies nothing.
    let reaction = copies(
      ".onReceive(store.subscriptionStatusPublisher) { subscribed in if subscribed { now = Date() } }"
    )
    #expect(reaction.isEmpty, "\(reaction)")
  }
}

extension EightySecondRoundShapeTests {
  /// The restore findings of a UIKit shop selling an unlock, holding a
  /// reference to the menu that presented it; the menu instantiates the shop
  /// from the storyboard when `menuShowsShop`, and shows a settings screen
  /// whose Restore row restores (PooPigeon).
  private static func shopFindings(menuShowsShop: Bool) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Pigeon"),
      "Sources/Pigeon/AppDelegate.swift": Fixtures.uiKitApp(showing: "MainMenuViewController()"),
      "Sources/Pigeon/IAPHelper.swift": """
      import StoreKit

      final class IAPHelper {
        static let shared = IAPHelper()
        var products: [SKProduct] = []

        func buyProduct(_ product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }

        func restorePurchases() {
          SKPaymentQueue.default().restoreCompletedTransactions()
        }
      }

      """,
      "Sources/Pigeon/MainMenuViewController.swift": """
      import UIKit

      final class MainMenuViewController: UIViewController {
        @IBAction func showShop(_ sender: Any) {
          \(menuShowsShop ? "" : "// ")if let shop = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "shop") as? ShopViewController { shop.mainMenuViewController = self; present(shop, animated: true) }
        }

        @IBAction func showSettings(_ sender: Any) {
          present(SettingsViewController(), animated: true)
        }
      }

      """,
      "Sources/Pigeon/SettingsViewController.swift": """
      import UIKit

      final class SettingsViewController: UIViewController {
        private let restoreButton = UIButton()

        override func viewDidLoad() {
          super.viewDidLoad()
          restoreButton.setTitle("Restore Purchases", for: .normal)
          restoreButton.addTarget(self, action: #selector(restore), for: .touchUpInside)
        }

        @objc private func restore() { IAPHelper.shared.restorePurchases() }
      }

      """,
      "Sources/Pigeon/ShopViewController.swift": """
      import StoreKit
      import UIKit

      final class ShopViewController: UIViewController {
        weak var mainMenuViewController: MainMenuViewController!
        private let priceLabel = UILabel()

        override func viewDidLoad() {
          super.viewDidLoad()
          priceLabel.text = IAPHelper.shared.products.first?.localizedTitle
        }

        @IBAction func unlockAll(_ sender: Any) {
          guard let product = IAPHelper.shared.products.first else { return }
          IAPHelper.shared.buyProduct(product)
        }

        @IBAction func close(_ sender: Any) {
          mainMenuViewController.dismiss(animated: true)
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore && $0.file.hasSuffix("ShopViewController.swift") }
  }

  @Test("The menu a shop holds a reference to, which presented it, lends it no Restore")
  func presentingMenuLendsNoRestore() {
    let presented = Self.shopFindings(menuShowsShop: true)
    #expect(presented.count == 1, "\(presented)")
    #expect(Self.shopFindings(menuShowsShop: false).isEmpty)
  }
}

extension EightySecondRoundShapeTests {
  @Test("A Combine subject carrying a product's id is a purchase request, not state")
  func subjectCarryingIdentifier() {
    func broadcasts(_ element: String) -> [Finding] {
      Fixtures.findings(files: [
        "App/PaymentService.swift": """
        import Combine
        import StoreKit

        enum SubscriptionProduct {
          typealias Id = String
        }

        final class PaymentService {
          private let _purchase = PassthroughSubject<\(element), Never>()

          func purchase(productId: SubscriptionProduct.Id) {
            _purchase.send(productId)
          }
        }

        """
      ]).filter { $0.rule == .notificationSubscriptionState }
    }
    #expect(broadcasts("SubscriptionProduct.Id").isEmpty)
    #expect(broadcasts("Product.ID").isEmpty)
    #expect(broadcasts("Bool").count == 1)
  }

  @Test("A product id starting test_ is shown; a Test Store key is redacted")
  func testPrefixedProductIDsAreShown() {
    #expect(
      KeyRedactor.redactKeys(in: #"the product "test_subsctiontion_1""#)
        == #"the product "test_subsctiontion_1""#)
    #expect(KeyRedactor.redactKeys(in: "test_monthly") == "test_monthly")
    #expect(KeyRedactor.redactKeys(in: "key test_KqWvRbTzXnMpLsDfGhJyCvBn") == "key test_…")
  }
}

extension EightySecondRoundShapeTests {
  @Test(
    "A whole amount a price-named property holds is a price, in a file that says nothing of selling"
  )
  func wholeAmountInPriceProperty() {
    func prices(_ declaration: String) -> [Finding] {
      Fixtures.findings(files: [
        "App/Store.swift": """
        import StoreKit

        final class Store {
          func buy(_ product: Product) async throws { _ = try await product.purchase() }
        }

        """,
        "App/OnboardingViewModel.swift": """
        import Combine

        final class OnboardingViewModel: ObservableObject {
          \(declaration)
        }

        """,
      ]).filter { $0.rule == .hardcodedPrice }
    }
    #expect(prices(#"@Published private(set) var priceText: String = "$5""#).count == 1)
    #expect(prices(#"private static let defaultPriceText = "$5""#).count == 1)
    #expect(prices(#"var priceLabel: String? = "$5""#).count == 1)
    #expect(prices(#"@Published var budgetText: String = "$5""#).isEmpty)
    #expect(prices(#"let priceID = "$5""#).isEmpty)
  }
}
