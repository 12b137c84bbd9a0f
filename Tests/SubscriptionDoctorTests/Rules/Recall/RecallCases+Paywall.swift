/// Paywall and price mistakes from real apps.
extension RecallCase {
  static let paywallHead = """
    #if canImport(SwiftUI)
    import SwiftUI
    #endif
    import RevenueCat

    struct PaywallView: View {
      @State private var offering: Offering?

    """
  static let legal = """
        Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
        Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
    """

  static func paywall(body: String, extra: String = "") -> String {
    paywallHead + "  var body: some View {\n    VStack {\n" + body
      + "\n    }\n  }\n  func buy(_ package: Package) async {\n    _ = try? await Purchases.shared.purchase(package: package)\n  }\n  func restore() async { _ = try? await Purchases.shared.restorePurchases() }\n}\n"
      + extra
  }

  static let storeButtons = """
        ForEach(offering?.availablePackages ?? []) { package in
          Button(package.storeProduct.localizedPriceString) { Task { await buy(package) } }
        }
        Button("Restore Purchases") { Task { await restore() } }
    """

  static let priceCases: [RecallCase] = [
    RecallCase(
      name: "store price with a literal fallback", rule: .paywallPriceNotFromStore,
      fires: [
        "App/PaywallView.swift": paywall(
          body: """
                Text(offering?.monthly?.storeProduct.localizedPriceString ?? "$9.99")
                Button("Subscribe") { Task { if let p = offering?.monthly { await buy(p) } } }
                Button("Restore Purchases") { Task { await restore() } }
            """ + legal)
      ],
      correct: [
        "App/PaywallView.swift": paywall(
          body: """
                if let price = offering?.monthly?.storeProduct.localizedPriceString {
                  Text(price)
                } else {
                  ProgressView()
                }
                Button("Subscribe") { Task { if let p = offering?.monthly { await buy(p) } } }
                Button("Restore Purchases") { Task { await restore() } }
            """ + legal)
      ]),
    RecallCase(
      name: "store prices on buttons, a literal price sentence in a composed view",
      rule: .paywallPriceNotFromStore,
      fires: [
        "App/PaywallView.swift": paywall(body: storeButtons + "\n    PlanFooter()\n" + legal),
        "App/PlanFooter.swift":
          "import SwiftUI\nstruct PlanFooter: View {\n  var body: some View { Text(\"Then USD 4.99 per month, cancel anytime.\") }\n}\n",
      ],
      correct: [
        "App/PaywallView.swift": paywall(body: storeButtons + "\n    PlanFooter()\n" + legal),
        "App/PlanFooter.swift":
          "import SwiftUI\nstruct PlanFooter: View {\n  var body: some View { Text(\"Cancel anytime in Settings.\") }\n}\n",
      ]),
    RecallCase(
      name: "euro amounts per plan used when offerings fail to load", rule: .hardcodedPrice,
      fires: [
        "App/Fallback.swift":
          "enum FallbackPrices {\n  static let monthly = \"4,99 €\"\n  static let yearly = \"39,99 €\"\n}\n"
      ],
      correct: [
        "App/Fallback.swift":
          "enum FallbackCopy {\n  static let loading = \"Loading prices…\"\n  static let failed = \"Prices could not be loaded.\"\n}\n"
      ]),
    RecallCase(
      name: "a manage-subscription screen listing £ prices", rule: .hardcodedPrice,
      fires: [
        "App/ManageSubscriptionView.swift":
          "import SwiftUI\nstruct ManageSubscriptionView: View {\n  var body: some View {\n    List {\n      Text(\"Monthly – £3.99\")\n      Text(\"Yearly – £29.99\")\n    }\n  }\n}\n"
      ],
      correct: [
        "App/ManageSubscriptionView.swift":
          "import SwiftUI\nstruct ManageSubscriptionView: View {\n  let packages: [Package]\n  var body: some View {\n    List(packages) { Text($0.storeProduct.localizedPriceString) }\n  }\n}\n"
      ]),
    RecallCase(
      name: "Arabic-Indic digits with a currency word", rule: .hardcodedPrice,
      fires: ["App/Copy.swift": "enum Copy {\n  static let yearly = \"١٩٫٩٩ ريال سنويًا\"\n}\n"],
      correct: ["App/Copy.swift": "enum Copy {\n  static let yearly = \"اشتراك سنوي\"\n}\n"]),
    RecallCase(
      name: "Text with a currency word instead of a symbol", rule: .hardcodedPrice,
      fires: [
        "App/Banner.swift":
          "import SwiftUI\nstruct Banner: View {\n  var body: some View { Text(\"Only 4.99 dollars a month\") }\n}\n"
      ],
      correct: [
        "App/Banner.swift":
          "import SwiftUI\nstruct Banner: View {\n  var body: some View { Text(\"Lose 2 pounds a week\") }\n}\n"
      ]),
  ]

  static let legalCases: [RecallCase] = [
    RecallCase(
      name: "links only in Settings, not on the paywall", rule: .paywallMissingLegalLinks,
      fires: [
        "App/PaywallView.swift": paywall(body: storeButtons),
        "App/SettingsView.swift":
          "import SwiftUI\nstruct SettingsView: View {\n  var body: some View {\n    Form {\n"
          + legal
          + "\n    }\n  }\n}\n",
      ],
      correct: [
        "App/PaywallView.swift": paywall(body: storeButtons + "\n" + legal),
        "App/SettingsView.swift":
          "import SwiftUI\nstruct SettingsView: View {\n  var body: some View {\n    Form {\n"
          + legal
          + "\n    }\n  }\n}\n",
      ]),
    RecallCase(
      name: "links inside a commented-out block", rule: .paywallMissingLegalLinks,
      fires: ["App/PaywallView.swift": paywall(body: storeButtons + "\n/*\n" + legal + "\n*/\n")],
      correct: ["App/PaywallView.swift": paywall(body: storeButtons + "\n" + legal)]),
    RecallCase(
      name: "Terms and Privacy buttons whose actions are empty", rule: .paywallMissingLegalLinks,
      fires: [
        "App/PaywallView.swift": paywall(
          body: storeButtons
            + "\n    Button(\"Terms of Use\") {}\n    Button(\"Privacy Policy\") {}\n")
      ],
      correct: [
        "App/PaywallView.swift": paywall(
          body: storeButtons
            + "\n    Button(\"Terms of Use\") { openURL(AppLinks.terms) }\n    Button(\"Privacy Policy\") { openURL(AppLinks.privacy) }\n",
          extra: "")
      ]),
  ]

  static func viewModel(restore: Bool) -> String {
    """
    import RevenueCat

    @MainActor final class PaywallViewModel: ObservableObject {
      @Published var packages: [Package] = []
      func buy(_ package: Package) async {
        _ = try? await Purchases.shared.purchase(package: package)
      }
      \(restore ? "func restore() async { _ = try? await Purchases.shared.restorePurchases() }" : "")
    }

    """
  }

  static func viewModelPaywall(restore: Bool) -> String {
    """
    #if canImport(SwiftUI)
    import SwiftUI
    #endif

    struct UpgradeScreen: View {
      @ObservedObject var model: PaywallViewModel
      var body: some View {
        VStack {
          ForEach(model.packages) { package in
            Button(package.storeProduct.localizedPriceString) { Task { await model.buy(package) } }
          }
          \(restore ? "Button(\"Restore Purchases\") { Task { await model.restore() } }" : "")
    \(legal)
        }
      }
    }

    """
  }

  static let restoreCases: [RecallCase] = [
    RecallCase(
      name: "a paywall that purchases through its view model", rule: .paywallMissingRestore,
      fires: [
        "App/PaywallViewModel.swift": viewModel(restore: false),
        "App/UpgradeScreen.swift": viewModelPaywall(restore: false),
      ],
      correct: [
        "App/PaywallViewModel.swift": viewModel(restore: true),
        "App/UpgradeScreen.swift": viewModelPaywall(restore: true),
      ])
  ]
}
