/// Shapes from the sixth round on real apps, part A (docs/doctor-rules.md,
/// "Sixth round A"): each false alarm, written small, beside the twin that
/// must still fire.
extension RecallCase {
  /// A subscription screen buying through `store`, with Restore and both
  /// legal links, showing `prices` where the plans go.
  private static func plansScreen(prices: String, extra: String = "") -> [String: String] {
    [
      "App/PlansView.swift": """
      import InAppPurchaseLibrary
      import SwiftUI

      struct PlansView: View {
        @EnvironmentObject private var store: PlansStore

        var body: some View {
          List {
      \(prices)
            Button("Restore") { store.restore() }
            Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
          }
        }
      }

      """,
      "App/PlansStore.swift": """
      import InAppPurchaseLibrary
      import StoreKit

      final class PlansStore: ObservableObject {
        @Published var products: [Product] = []
        @Published var isLoading = true

        func purchase(_ product: Product) {
          Task { _ = try? await product.purchase() }
        }

        func restore() {
          Task { try? await AppStore.sync() }
        }
      }
      \(extra)
      """,
    ]
  }

  /// A one-target project whose Info.plist is `App/Info.plist`, with `settings`
  /// and a leftover `App/Legacy-Info.plist` holding `leftover`.
  private static func leftoverPlist(settings: String, leftover: [(String, String)]) -> [String:
    String]
  {
    [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        settings: "INFOPLIST_FILE = App/Info.plist; \(settings)"),
      "App/App.swift": "import SwiftUI\nlet appName = \"App\"\n",
      "App/Info.plist": plist([("CFBundleDocumentTypes", "excalidraw")]),
      "App/Legacy-Info.plist": plist(leftover),
    ]
  }

  /// A RevenueCat screen with Restore, a privacy link and `links`.
  private static func chinesePaywall(links: String) -> [String: String] {
    [
      "App/PayWallView.swift": """
      import RevenueCat
      import SwiftUI

      enum BaseConfig {
        static let privacyURL = "https://subkit.dev/privacy"
        static let userAgreement = "https://subkit.dev/agreement"
      }

      struct PayWallView: View {
        @State private var packages: [Package] = []

        var body: some View {
          VStack {
            ForEach(packages, id: \\.identifier) { package in
              Button(package.localizedPriceString) {
                Task { _ = try? await Purchases.shared.purchase(package: package) }
              }
            }
            Button("恢复购买") { Task { _ = try? await Purchases.shared.restorePurchases() } }
            HStack {
      \(links)
              Link("隐私政策", destination: URL(string: BaseConfig.privacyURL)!)
            }
          }
        }
      }

      """
    ]
  }

  /// The app's one owner of `Purchases.shared`.
  private static let purchasesOwner = """
    import RevenueCat

    final class StoreManager {
      static let shared = StoreManager()

      func configure() { Purchases.configure(withAPIKey: AppConfig.revenueCatKey) }

      func purchase(_ package: Package) async throws {
        _ = try await Purchases.shared.purchase(package: package)
      }

      func restore() async throws { _ = try await Purchases.shared.restorePurchases() }
    }

    """

  /// The in-app purchase screen of an ad-free upgrade: `BuyRow` is drawn by
  /// `screenBody`, beside the Restore button.
  private static func adFreeScreen(screenBody: String) -> [String: String] {
    [
      "App/PurchaseModel.swift": """
      import StoreKit

      @MainActor
      final class PurchaseModel: ObservableObject {
        @Published var product: Product?

        func purchase() async throws {
          guard let product else { return }
          _ = try await product.purchase()
        }
      }

      """,
      "App/PurchaseScreen.swift": """
      import StoreKit
      import SwiftUI

      struct PurchaseScreen: View {
        @State private var showBuy = false

        var body: some View {
          List {
      \(screenBody)
            Button("Restore Purchases") { Task { try? await AppStore.sync() } }
          }
        }
      }

      private struct BuyRow: View {
        @EnvironmentObject var model: PurchaseModel

        var body: some View {
          HStack {
            Text("Remove ads")
            Button(model.product?.displayPrice ?? "…") { Task { try? await model.purchase() } }
          }
        }
      }

      """,
    ]
  }

  /// A tab app whose `UserView` tab restores and whose `PaywallView`, presented
  /// in a sheet, draws a file-private `PaywallContent` inline; `paywallExtra`
  /// is added beside it.
  private static func sheetPaywall(paywallExtra: String) -> [String: String] {
    [
      "App/ContentView.swift": """
      import RevenueCat
      import SwiftUI

      struct ContentView: View {
        @State private var paywallPresented = false

        var body: some View {
          TabView {
            Button("Go premium") { paywallPresented = true }
            UserView()
          }
          .sheet(isPresented: $paywallPresented) { PaywallView() }
        }
      }

      struct UserView: View {
        var body: some View {
          Button("Restore Purchases") { Task { _ = try? await Purchases.shared.restorePurchases() } }
        }
      }

      """,
      "App/PaywallView.swift": """
      import RevenueCat
      import SwiftUI

      struct PaywallView: View {
        @State private var offering: Offering?

        var body: some View {
          VStack {
            PaywallContent(offering: offering)
      \(paywallExtra)
          }
        }
      }

      private struct PaywallContent: View {
        var offering: Offering?

        var body: some View {
          List(offering?.availablePackages ?? []) { package in
            Button(package.localizedPriceString) {
              Task { _ = try? await Purchases.shared.purchase(package: package) }
            }
          }
        }
      }

      """,
    ]
  }

  /// A PEM private key's armor, written in two pieces so no scanner takes
  /// this file for a key.
  private static let pemBegin = "-----BEGIN " + "PRIVATE KEY-----"
  private static let pemEnd = "-----END " + "PRIVATE KEY-----"

  static let sixthRoundACases: [RecallCase] = [
    RecallCase(
      name:
        "text in a skeleton row redacted as a placeholder is drawn as bars; a sibling's redaction does not hide a shown price",
      rule: .hardcodedPrice,
      fires: [
        "App/PriceRow.swift": """
        import SwiftUI

        struct PriceRow: View {
          var body: some View {
            VStack {
              Text("R$ 10,90")
              Text("por 1 mês").redacted(reason: .placeholder)
            }
          }
        }

        """
      ],
      correct: [
        "App/PriceRow.swift": """
        import SwiftUI

        struct PriceRow: View {
          var body: some View {
            VStack {
              Text("R$ 10,90")
                .font(.title)
              Text("por 1 mês")
                .font(.caption)
            }
            .frame(width: 130)
            .redacted(reason: .placeholder)
            .accessibilityLabel("Loading plans")
          }
        }

        """
      ],
      file: "App/PriceRow.swift"),
    RecallCase(
      name:
        "a paywall's loading skeleton (.redacted(reason: .placeholder)) shows no price; redacted only while loading, the literal is shown",
      rule: .paywallPriceNotFromStore,
      fires: plansScreen(
        prices: """
                ForEach(store.products, id: \\.id) { product in
                  Button(product.displayPrice) { store.purchase(product) }
                }
                Text("$4.99").redacted(reason: store.isLoading ? .placeholder : [])
          """),
      correct: plansScreen(
        prices: """
                if store.isLoading {
                  Text("$4.99").redacted(reason: .placeholder)
                }
                ForEach(store.products, id: \\.id) { product in
                  Button(product.displayPrice) { store.purchase(product) }
                }
          """),
      file: "App/PlansView.swift"),
    RecallCase(
      name:
        "a paywall showing the price of a product type the project does not declare (a purchase library's) shows the store's price; a plan of the app's own does not",
      rule: .paywallPriceNotFromStore,
      fires: plansScreen(
        prices: """
                ForEach(Plan.all, id: \\.name) { plan in
                  Button(plan.price) { store.purchase(plan.product) }
                }
          """,
        extra: """

          struct Plan {
            let name: String
            let price: String
            let product: Product
            static let all: [Plan] = []
          }

          """),
      correct: plansScreen(
        prices: """
                ForEach(store.products, id: \\.identifier) { product in
                  Button(product.price ?? "") { store.purchase(product) }
                }
          """),
      file: "App/PlansView.swift"),
    RecallCase(
      name:
        "a replacement template whose regular-expression options are held in a value is a template; plain options make it a price",
      rule: .hardcodedPrice,
      // In a file that sells (StoreKit): elsewhere a whole dollar beside
      // words that say nothing of selling is content (thirty-seventh round).
      fires: [
        "App/MathRenderer.swift": """
        import StoreKit

        func normalize(_ expression: String) -> String {
          let options: String.CompareOptions = [.caseInsensitive]
          return expression.replacingOccurrences(of: "{amount}", with: "$1*x", options: options)
        }

        """
      ],
      correct: [
        "App/MathRenderer.swift": """
        import StoreKit

        func normalize(_ expression: String) -> String {
          let regularExpressionOptions: String.CompareOptions = [.regularExpression]
          var expression = expression.replacingOccurrences(
            of: #"sqrt\\{([^{}]+)\\}"#, with: "sqrt($1)", options: regularExpressionOptions)
          let options: String.CompareOptions = [.regularExpression]
          expression = expression.replacingOccurrences(
            of: #"(\\d|\\))\\s*x\\b"#, with: "$1*x", options: options)
          return expression
        }

        """
      ],
      file: "App/MathRenderer.swift"),
    RecallCase(
      name:
        "a Combine chain kept in a dictionary of cancellables (subscriptions[id] = …) is not subscription state; a chain carrying isPremium is",
      rule: .notificationSubscriptionState,
      fires: [
        "App/FileStatusService.swift": """
        import Combine

        final class FileStatusService {
          private var subscriptions: [String: AnyCancellable] = [:]
          private var isPremium = false

          func watch(_ id: String, store: PremiumStore) {
            subscriptions[id] = store.$isPremium.sink { [weak self] value in
              self?.isPremium = value
            }
          }
        }

        """
      ],
      correct: [
        "App/FileStatusService.swift": """
        import Combine

        final class FileStatusService {
          private var subscriptions: [String: AnyCancellable] = [:]

          func watch(_ id: String, box: FileStatusBox) {
            subscriptions[id] = box.objectWillChange.sink { [weak self] in
              self?.refresh()
            }
          }

          func refresh() {}
        }

        """
      ],
      file: "App/FileStatusService.swift"),
    RecallCase(
      name:
        "something else unlocked (vaultIsUnlocked, an encrypted vault) is not the app's state; the app's isUnlocked is",
      rule: .notificationSubscriptionState,
      fires: [
        "App/VaultDetailViewModel.swift": """
        import Combine

        final class VaultDetailViewModel {
          private var subscribers = Set<AnyCancellable>()

          func bind(store: UnlockStore, footer: FooterViewModel) {
            store.$isUnlocked.assign(to: \\.isUnlocked, on: footer).store(in: &subscribers)
          }
        }

        """
      ],
      correct: [
        "App/VaultDetailViewModel.swift": """
        import Combine

        final class VaultDetailViewModel {
          private var subscribers = Set<AnyCancellable>()

          func bind(vaultInfo: VaultInfo, footer: FooterViewModel, lockButton: ButtonViewModel) {
            vaultInfo.vaultIsUnlocked.$value.assign(to: \\.vaultUnlocked, on: footer).store(in: &subscribers)
            vaultInfo.vaultIsUnlocked.$value.assign(to: \\.isEnabled.value, on: lockButton).store(in: &subscribers)
          }
        }

        """
      ],
      file: "App/VaultDetailViewModel.swift"),
    RecallCase(
      name:
        "a leftover Info.plist whose keys the used one carries or Xcode generates (INFOPLIST_KEY_ITSAppUsesNonExemptEncryption) loses nothing; a custom key Xcode drops is lost",
      rule: .customInfoPlistNotUsed,
      fires: leftoverPlist(
        settings: "INFOPLIST_KEY_RevenueCatAPIKey = \"$(REVENUECAT_API_KEY)\";",
        leftover: [
          ("CFBundleDocumentTypes", "excalidraw"), ("RevenueCatAPIKey", "$(REVENUECAT_API_KEY)"),
        ]),
      correct: leftoverPlist(
        settings: "INFOPLIST_KEY_ITSAppUsesNonExemptEncryption = NO;",
        leftover: [
          ("CFBundleDocumentTypes", "excalidraw"), ("ITSAppUsesNonExemptEncryption", "NO"),
        ]),
      file: "App/Legacy-Info.plist"),
    RecallCase(
      name:
        "code stripping a PEM's armor (replacingOccurrences(of: header, with: \"\")) holds no key; the key itself is one",
      rule: .secretAPIKey,
      fires: [
        "App/APNs.swift": """
        import Foundation

        final class APNs {
          private let privateKeyPem = \"\"\"
            \(pemBegin)
            MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgAbCdEfGhIjKlMnOpQrStUv
            \(pemEnd)
            \"\"\"
        }

        """
      ],
      correct: [
        "App/APNs.swift": """
        import Foundation

        final class APNs {
          func keyData(_ pem: String) -> Data? {
            let body = pem
              .replacingOccurrences(of: "\(pemBegin)", with: "")
              .replacingOccurrences(of: "\(pemEnd)", with: "")
              .replacingOccurrences(of: "\\n", with: "")
            return Data(base64Encoded: body)
          }
        }

        """
      ],
      file: "App/APNs.swift"),
    RecallCase(
      name:
        "a user agreement (用户协议, userAgreement) is the terms of use; a paywall with only the privacy policy still fires",
      rule: .paywallMissingLegalLinks,
      fires: chinesePaywall(links: ""),
      correct: chinesePaywall(
        links: """
                  Link("用户协议", destination: URL(string: BaseConfig.userAgreement)!)
                  Text("和")
          """),
      file: "App/PayWallView.swift"),
    RecallCase(
      name:
        "a screen presenting the offer-code sheet through Purchases.shared owns nothing; one asking the SDK for eligibility does",
      rule: .purchasesMultipleOwners,
      fires: [
        "App/StoreManager.swift": purchasesOwner,
        "App/PurchaseViewModel.swift": """
        import RevenueCat

        final class PurchaseViewModel {
          var isTrialEligible = false

          func check(_ package: Package) async throws {
            let eligibility = try await Purchases.shared.checkTrialOrIntroDiscountEligibility(
              product: package.storeProduct)
            isTrialEligible = eligibility.status == .eligible
          }
        }

        """,
      ],
      correct: [
        "App/StoreManager.swift": purchasesOwner,
        "App/PurchaseView.swift": """
        import RevenueCat
        import SwiftUI

        struct PurchaseView: View {
          var body: some View {
            Button("Redeem code") { Purchases.shared.presentCodeRedemptionSheet() }
          }
        }

        """,
      ],
      file: "App/PurchaseViewModel.swift"),
    RecallCase(
      name:
        "a file-private buy row drawn inline by the screen with Restore is part of that screen; presented in a sheet it is a screen of its own",
      rule: .paywallMissingRestore,
      fires: adFreeScreen(
        screenBody: """
                Button("Remove ads") { showBuy = true }
                  .sheet(isPresented: $showBuy) { BuyRow() }
          """),
      correct: adFreeScreen(
        screenBody: """
                Section { BuyRow() }
          """),
      file: "App/PurchaseScreen.swift"),
    RecallCase(
      name:
        "a file-private paywall body is judged with the screen drawing it, not with the screens presenting that one (a Restore button in another tab does not count)",
      rule: .paywallMissingRestore,
      fires: sheetPaywall(paywallExtra: ""),
      correct: sheetPaywall(
        paywallExtra: """
                Button("Restore Purchases") {
                  Task { _ = try? await Purchases.shared.restorePurchases() }
                }
          """),
      file: "App/PaywallView.swift"),
  ]
}
