/// Shapes from the eighth round's measurement (docs/doctor-rules.md,
/// "Eighth round"): calls that keep no subscription state, and text that only
/// looks like a price.
extension RecallCase {
  /// The one owner of `Purchases.shared`: it configures, buys and restores.
  private static let eighthRoundOwner = """
    import RevenueCat

    final class SubscriptionManager {
      static let shared = SubscriptionManager()
      var isPro = false

      func purchase(_ package: Package) async throws {
        let result = try await Purchases.shared.purchase(package: package)
        isPro = result.customerInfo.entitlements["pro"]?.isActive == true
      }

      func restore() async throws { _ = try await Purchases.shared.restorePurchases() }
    }

    """

  /// An App that configures the SDK, sets `delegate` as its delegate and
  /// uses the manager (a manager nothing uses owns nothing).
  private static func healthApp(delegate: String) -> String {
    """
    import RevenueCat
    import SwiftUI

    @main
    struct HealthApp: App {
      init() {
        Purchases.configure(withAPIKey: Keys.revenueCat)
        Purchases.shared.delegate = \(delegate)
      }
      var body: some Scene {
        WindowGroup { Text("Health").task { try? await SubscriptionManager.shared.restore() } }
      }
    }

    """
  }

  static let eighthRoundCases: [RecallCase] = [
    RecallCase(
      name:
        "an onboarding screen setting the customer's e-mail attribute owns nothing; one reading customer info does",
      rule: .purchasesMultipleOwners,
      fires: [
        "App/SubscriptionManager.swift": eighthRoundOwner,
        "App/Onboarding.swift": """
        import RevenueCat

        final class Onboarding {
          var isPro = false

          func finish(email: String) async throws {
            isPro = try await Purchases.shared.customerInfo().entitlements["pro"]?.isActive == true
          }
        }

        """,
      ],
      correct: [
        "App/SubscriptionManager.swift": eighthRoundOwner,
        "App/Onboarding.swift": """
        import RevenueCat

        final class Onboarding {
          func finish(email: String) {
            Purchases.shared.attribution.setEmail(email)
            Purchases.shared.attribution.setDisplayName(nil)
            Task { _ = try? await Purchases.shared.syncAttributesAndOfferingsIfNeeded() }
          }
        }

        """,
      ],
      file: "App/Onboarding.swift"),
    RecallCase(
      name:
        "the App setting another object as Purchases.shared.delegate beside configure owns nothing; setting itself, it receives the state and owns",
      rule: .purchasesMultipleOwners,
      fires: [
        "App/SubscriptionManager.swift": eighthRoundOwner,
        "App/HealthApp.swift": healthApp(delegate: "self"),
      ],
      correct: [
        "App/SubscriptionManager.swift": eighthRoundOwner,
        "App/HealthApp.swift": healthApp(delegate: "RevenueCatDelegate.shared"),
      ],
      file: "App/HealthApp.swift"),
    RecallCase(
      name: "a price beside a hash; bcrypt's salt prefix ($2a$14$…) is no price",
      rule: .hardcodedPrice,
      fires: [
        "App/Keygen.swift": """
        import StoreKit

        struct Keygen {
          let rounds = 14
          var upgradePitch: String { "Pro unlocks sync for $2.99" }
          func salt(_ random: String) -> String { "$2a$\\(rounds)$\\(random)" }
        }

        """
      ],
      correct: [
        "App/Keygen.swift": """
        import StoreKit

        struct Keygen {
          let rounds = 14
          func salt(_ random: String) -> String { "$2a$\\(rounds)$\\(random)" }
          func legacySalt(_ random: String) -> String { "$2y$10$" + random }
        }

        """
      ],
      file: "App/Keygen.swift"),
    RecallCase(
      name:
        "a price in a localized string's value fires; one in the translators' comment is never shown",
      rule: .hardcodedPrice,
      fires: [
        "App/Strings+Premium.swift": """
        import StoreKit

        enum PremiumStrings {
          static let perMonth = NSLocalizedString(
            "premium.perMonth", value: "≈ $1 / month", comment: "Monthly price of the yearly plan")
        }

        """
      ],
      correct: [
        "App/Strings+Premium.swift": """
        import StoreKit

        enum PremiumStrings {
          static let perMonth = NSLocalizedString(
            "premium.perMonth", value: "≈ %@ / month",
            comment: "Monthly price of the yearly plan. For example: $12/year ≈ $1 / month")
          static let title = String(localized: "Premium", comment: "Shown above $4.99 plans")
        }

        """
      ],
      file: "App/Strings+Premium.swift"),
    bundleInfoPlistCase(
      "a macOS framework slice vendored in an xcframework keeps its Info.plist under Versions/A/Resources: the framework's, not an unused app Info.plist",
      bundlePlists: [
        "ThirdParty/Logger.xcframework/macos-arm64_x86_64/Logger.framework/Versions/A/Resources/Info.plist":
          [
            ("CFBundleIdentifier", "com.example.Logger"), ("CFBundlePackageType", "FMWK"),
            ("CFBundleShortVersionString", "3.8.0"),
          ]
      ]),
    RecallCase(
      name:
        "the with: of the app's own regular-expression helper is a template; the with: of a plain replace is text",
      rule: .hardcodedPrice,
      fires: [
        "App/Ruby.swift": """
        import StoreKit

        extension String {
          var pitched: String { replacingOccurrences(of: "PRICE", with: "Only $1, forever") }
        }

        """
      ],
      correct: [
        "App/Ruby.swift": """
        import StoreKit

        extension String {
          var ruby: String { replaceRegex(of: "(｜.+?《.+?》)", with: ",$1,") }
        }

        """
      ],
      file: "App/Ruby.swift"),
    legalCase(
      "buttons whose actions are methods setting the states the legal sheets present open the documents; methods that only log do not",
      fires: legalPaywall(
        """
              Button(action: openTerms) { Text("paywall_terms") }
              Button(action: openPrivacy) { Text("paywall_privacy") }
        """,
        members: """
            func openTerms() { print("terms tapped") }
            func openPrivacy() { print("privacy tapped") }
          """),
      correct: legalPaywall(
        """
              Button(action: openTerms) { Text("paywall_terms") }
              Button(action: openPrivacy) { Text("paywall_privacy") }
                .sheet(isPresented: $showTermsOfService) { SafariView(url: AppLinks.terms) }
                .sheet(isPresented: $showPrivacyPolicy) { SafariView(url: AppLinks.privacy) }
        """,
        members: """
            @State private var showTermsOfService = false
            @State private var showPrivacyPolicy = false
            func openTerms() { showTermsOfService = true }
            func openPrivacy() { showPrivacyPolicy = true }
          """)),
    RecallCase(
      name:
        "a pricing quote storing a price fires; one storing only a payment service's price id does not",
      rule: .planTypeWithPrice,
      fires: [
        "App/PricingQuote.swift": """
        import StoreKit

        struct PricingQuote: Decodable {
          let plan: String
          let price: Double
        }

        """
      ],
      correct: [
        "App/PricingQuote.swift": """
        import StoreKit

        struct PricingQuote: Decodable {
          let plan: String
          let stripePriceId: String
        }

        """
      ],
      file: "App/PricingQuote.swift"),
    bundleInfoPlistCase(
      "a framework's Info.plist template (CFBundlePackageType FMWK) kept outside a framework folder is the framework's, not an unused app Info.plist",
      bundlePlists: [
        "Frameworks/Templates/Info.plist": [
          ("CFBundleIdentifier", "com.example.Python"), ("CFBundlePackageType", "FMWK"),
          ("CFBundleShortVersionString", "3.10"),
        ]
      ]),
  ]
}
