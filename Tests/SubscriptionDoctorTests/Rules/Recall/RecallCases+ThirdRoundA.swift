/// Shapes from the third round on SwiftUI-first apps (docs/doctor-rules.md,
/// "Third round A"): each false alarm as the apps wrote it, beside the twin
/// that must still fire.
extension RecallCase {
  /// A paywall buying `product` with a Restore button and no legal links.
  private static func unlockScreen(title: String, product: String) -> [String: String] {
    [
      "App/UnlockView.swift": """
      import StoreKit
      import SwiftUI

      struct UnlockView: View {
        @State private var product: Product?

        var body: some View {
          VStack {
            Text("\(title)")
            if let product {
              Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
            }
            Button("Restore Purchase") { Task { try? await AppStore.sync() } }
          }
          .task { product = try? await Product.products(for: ["\(product)"]).first }
        }
      }

      """
    ]
  }

  /// A settings screen with both legal links presenting `PremiumView`, which
  /// picks among packages (`@State private var selectedPackage`) and shows `links`.
  private static func premiumSheet(links: String) -> [String: String] {
    [
      "App/SettingsView.swift": """
      import SwiftUI

      struct SettingsView: View {
        @State private var showPremium = false

        var body: some View {
          List {
            Button("Premium") { showPremium = true }
            Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
          }
          .sheet(isPresented: $showPremium) { PremiumView() }
        }
      }

      """,
      "App/PremiumView.swift": """
      import RevenueCat
      import SwiftUI

      struct PremiumView: View {
        @State private var offerings: Offerings?
        @State private var selectedPackage: Package?

        var body: some View {
          VStack {
            ForEach(offerings?.current?.availablePackages ?? [], id: \\.identifier) { package in
              Button(package.localizedPriceString) { selectedPackage = package }
            }
            Button("Start monthly subscription") {
              Task {
                guard let selectedPackage else { return }
                _ = try? await Purchases.shared.purchase(package: selectedPackage)
              }
            }
            Button("Restore") { Task { _ = try? await Purchases.shared.restorePurchases() } }
      \(links)
          }
        }
      }

      """,
    ]
  }

  /// A paywall whose manager also names a marketplace checkout screen.
  private static func managerNamingCheckout(paywallExtra: String) -> [String: String] {
    [
      "App/SubscriptionManager.swift": """
      import RevenueCat

      final class SubscriptionManager {
        static let shared = SubscriptionManager()
        var lastCheckout: CheckoutView?

        func buy(_ package: Package) async {
          _ = try? await Purchases.shared.purchase(package: package)
        }
      }

      """,
      "App/CheckoutView.swift": """
      import SwiftUI

      struct CheckoutView: View {
        let priceSEK: Int

        var body: some View {
          Text("\\(priceSEK),00 kr")
        }
      }

      """,
      "App/PaywallView.swift": """
      import RevenueCat
      import SwiftUI

      struct PaywallView: View {
        let package: Package

        var body: some View {
          VStack {
            Text("Pro, billed monthly")
            Button(package.localizedPriceString) {
              Task { await SubscriptionManager.shared.buy(package) }
            }
            Button("Restore") { Task { _ = try? await Purchases.shared.restorePurchases() } }
            Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
      \(paywallExtra)
          }
        }
      }

      """,
    ]
  }

  /// A model waiting for a feature to unlock, with `handler` as the sink's closure.
  private static func unlockWaiter(_ handler: String) -> [String: String] {
    [
      "App/FeatureWaiter.swift": """
      import Combine
      import StoreKit

      final class Feature: ObservableObject {
        @Published var isUnlocked = false
      }

      final class FeatureWaiter {
        var isUnlocked = false
        private var cancellables = Set<AnyCancellable>()

        func wait(for feature: Feature, unlocked: @escaping () -> Void) {
          feature.$isUnlocked.filter { $0 }.first().sink \(handler).store(in: &cancellables)
        }
      }

      """
    ]
  }

  /// An app configuring RevenueCat in its `@main` App's init.
  private static func configuringApp(_ name: String) -> String {
    """
    import RevenueCat
    import SwiftUI

    @main
    struct \(name)App: App {
      init() { Purchases.configure(withAPIKey: "appl_\(name)PublicKey") }
      var body: some Scene { WindowGroup { Text("\(name)") } }
    }

    """
  }

  /// A checkout screen showing a shipping fee, importing `module`.
  private static func checkout(importing module: String) -> [String: String] {
    [
      "App/Paywall.swift": "import StoreKit\n",
      "App/CheckoutView.swift": """
      import SwiftUI
      import \(module)

      struct CheckoutView: View {
        var body: some View {
          Text("Shipping: 49,00 kr")
        }
      }

      """,
    ]
  }

  static let thirdRoundACases: [RecallCase] = [
    RecallCase(
      name: "a checkout that charges cards shows its own prices; a screen without one does not",
      rule: .hardcodedPrice,
      fires: checkout(importing: "Charts"),
      correct: checkout(importing: "StripePaymentSheet")),
    RecallCase(
      name: "two sample apps each configuring once, or one app configuring in two places",
      rule: .configureCalledTwice,
      fires: [
        "StepOne/StepOneApp.swift": configuringApp("StepOne"),
        "StepOne/AppDelegate.swift": """
        import RevenueCat
        import UIKit

        final class AppDelegate: NSObject, UIApplicationDelegate {
          func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            Purchases.configure(withAPIKey: "appl_StepOnePublicKey")
            return true
          }
        }

        """,
      ],
      correct: [
        "StepOne/StepOneApp.swift": configuringApp("StepOne"),
        "StepTwo/StepTwoApp.swift": configuringApp("StepTwo"),
      ]),
    RecallCase(
      name: "a one-shot sink reacting to an unlock, or a sink copying it",
      rule: .notificationSubscriptionState,
      fires: unlockWaiter("{ [weak self] value in self?.isUnlocked = value }"),
      correct: unlockWaiter("{ _ in unlocked() }")),
    RecallCase(
      name: "a replacement passed with: beside .regularExpression, or a plain $1 replacement",
      rule: .hardcodedPrice,
      fires: [
        "App/Banner.swift": """
        import StoreKit

        enum Banner {
          static func text(_ template: String) -> String {
            template.replacingOccurrences(of: "{price}", with: "$1")
          }
        }

        """
      ],
      correct: [
        "App/AnalyticEvent.swift": """
        import StoreKit

        enum AnalyticEvent: String {
          case appLaunched
          var value: String {
            rawValue.replacingOccurrences(of: "([A-Z])", with: "-$1", options: .regularExpression)
              .lowercased()
          }
        }

        """
      ]),
    RecallCase(
      name: "SubscriptionStoreView with a policy destination shows both policies",
      rule: .paywallMissingLegalLinks,
      fires: [
        "App/ProView.swift": """
        import StoreKit
        import SwiftUI

        struct ProView: View {
          var body: some View {
            SubscriptionStoreView(groupID: "21450937")
              .storeButton(.visible, for: .restorePurchases)
          }
        }

        """
      ],
      correct: [
        "App/ProView.swift": """
        import StoreKit
        import SwiftUI

        struct ProView: View {
          var body: some View {
            SubscriptionStoreView(groupID: "21450937")
              .storeButton(.visible, for: .restorePurchases)
              .subscriptionStorePolicyDestination(
                url: URL(string: "https://subkit.dev/privacy")!, for: .privacyPolicy)
          }
        }

        """
      ]),
    RecallCase(
      name: "a lifetime unlock has no subscription terms to link; a monthly plan does",
      rule: .paywallMissingLegalLinks,
      fires: unlockScreen(title: "Pro, renews monthly", product: "com.example.pro.monthly"),
      correct: unlockScreen(title: "Pro, lifetime unlock", product: "com.example.pro.lifetime")),
    RecallCase(
      name: "a screen choosing among packages is not a row covered by the screen presenting it",
      rule: .paywallMissingLegalLinks,
      fires: premiumSheet(links: ""),
      correct: premiumSheet(
        links: """
                Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
                Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
          """)),
    RecallCase(
      name: "a checkout screen a manager names is not the paywall's; a price view it composes is",
      rule: .paywallPriceNotFromStore,
      fires: managerNamingCheckout(paywallExtra: "      Text(\"Only $4.99\")"),
      correct: managerNamingCheckout(paywallExtra: "")),
    RecallCase(
      name: "a notification asking to open a purchases screen, or one saying purchases changed",
      rule: .notificationSubscriptionState,
      fires: [
        "App/ProfileView.swift": """
        import StoreKit
        import SwiftUI

        struct ProfileView: View {
          var body: some View {
            Text("Profile")
              .onReceive(NotificationCenter.default.publisher(for: .init("PurchasesChanged"))) { _ in }
          }
        }

        """
      ],
      correct: [
        "App/ProfileView.swift": """
        import StoreKit
        import SwiftUI

        struct ProfileView: View {
          @State private var showMyPurchases = false

          var body: some View {
            Text("Profile")
              .onReceive(NotificationCenter.default.publisher(for: .init("OpenMyPurchases"))) { _ in
                showMyPurchases = true
              }
          }
        }

        """
      ]),
  ]
}
