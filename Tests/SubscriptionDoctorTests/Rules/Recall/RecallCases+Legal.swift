import Foundation

/// `paywall-missing-legal-links` decided by what the paywall renders (issue 29
/// §1): a control that opens each document, a Markdown link in a `Text`, or
/// StoreKit's view with its policies shown.
extension RecallCase {
  /// A SwiftUI paywall with a restore button and store prices; `legal` is
  /// what it shows for the documents, `members` extra members of the view.
  static func legalPaywall(_ legal: String, members: String = "") -> String {
    """
    import SwiftUI
    import RevenueCat

    struct PlansView: View {
      @Environment(\\.openURL) private var openURL
      @State private var offering: Offering?
      @State private var showTerms = false
      @State private var presentedURL: URL?

      var body: some View {
        ScrollView {
          ForEach(offering?.availablePackages ?? []) { package in
            Button(package.storeProduct.localizedPriceString) {
              Task { _ = try? await Purchases.shared.purchase(package: package) }
            }
          }
          Button("Restore Purchases") {
            Task { _ = try? await Purchases.shared.restorePurchases() }
          }
    \(legal)
        }
      }
    \(members)
    }

    """
  }

  static func legalCase(
    _ name: String, fires: String, correct: String, extra: [String: String] = [:]
  )
    -> RecallCase
  {
    RecallCase(
      name: name, rule: .paywallMissingLegalLinks,
      fires: ["App/PlansView.swift": fires].merging(extra) { $1 },
      correct: ["App/PlansView.swift": correct].merging(extra) { $1 })
  }

  static let legalUsageCases: [RecallCase] = [
    legalCase(
      "the URLs live in a configuration file; the paywall shows no link",
      fires: legalPaywall("      Text(\"Cancel anytime.\")"),
      correct: legalPaywall(
        "      Link(\"Terms of Use\", destination: AppLinks.terms)\n      Link(\"Privacy Policy\", destination: AppLinks.privacy)"
      ),
      extra: [
        "App/AppLinks.swift":
          "import Foundation\nenum AppLinks {\n  static let terms = URL(string: \"https://subkit.dev/terms\")!\n  static let privacy = URL(string: \"https://subkit.dev/privacy\")!\n}\n"
      ]),
    legalCase(
      "unused label constants beside a url property",
      fires: legalPaywall(
        "      Text(\"Cancel anytime.\")",
        members:
          "  private let termsTitle = \"Terms of Use\"\n  private let privacyTitle = \"Privacy Policy\"\n  private let url = URL(string: \"https://subkit.dev/legal\")!"
      ),
      correct: legalPaywall(
        "      Link(termsTitle, destination: termsURL)\n      Link(privacyTitle, destination: privacyURL)",
        members:
          "  private let termsTitle = \"Terms of Use\"\n  private let privacyTitle = \"Privacy Policy\"\n  private let termsURL = URL(string: \"https://subkit.dev/terms\")!\n  private let privacyURL = URL(string: \"https://subkit.dev/privacy\")!"
      )),
    legalCase(
      "a Markdown sentence renders links; the same sentence without them does not",
      fires: legalPaywall(
        "      Text(\"By subscribing you agree to our Terms of Use and Privacy Policy.\")"),
      correct: legalPaywall(
        "      Text(\"By subscribing you agree to our [Terms of Use](https://subkit.dev/terms) and [Privacy Policy](https://subkit.dev/privacy).\")"
      )),
    legalCase(
      "buttons that call openURL, and one whose action does not open anything",
      fires: legalPaywall(
        "      Button(\"Terms of Use\") { openURL(AppLinks.terms) }\n      Button(\"Privacy Policy\") { print(\"privacy\") }"
      ),
      correct: legalPaywall(
        "      Button(\"Terms of Use\") { openURL(AppLinks.terms) }\n      Button(\"Privacy Policy\") { openURL(AppLinks.privacy) }"
      )),
    legalCase(
      "a sheet with a Safari view presents the document",
      fires: legalPaywall(
        "      Button(\"Terms of Use\") { showTerms = true }\n      .sheet(isPresented: $showTerms) { SafariView(url: AppLinks.terms) }"
      ),
      correct: legalPaywall(
        "      Button(\"Terms of Use\") { showTerms = true }\n      .sheet(isPresented: $showTerms) { SafariView(url: AppLinks.terms) }\n      Button(\"Privacy Policy\") { presentedURL = AppLinks.privacy }\n      .sheet(item: $presentedURL) { SafariView(url: $0) }"
      )),
    legalCase(
      "a legal footer view declared in the project but never composed",
      fires: legalPaywall("      Text(\"Cancel anytime.\")"),
      correct: legalPaywall("      LegalFooter()"),
      extra: [
        "App/LegalFooter.swift":
          "import SwiftUI\nstruct LegalFooter: View {\n  var body: some View {\n    HStack {\n      Link(\"Terms\", destination: URL(string: \"https://subkit.dev/tos\")!)\n      Text(\"·\")\n      Link(\"Privacy\", destination: URL(string: \"https://subkit.dev/privacy\")!)\n    }\n    .font(.caption)\n  }\n}\n"
      ]),
    legalCase(
      "a @ViewBuilder helper with the links, used or dead",
      fires: legalPaywall(
        "      Text(\"Cancel anytime.\")",
        members:
          "  @ViewBuilder private func legalLinks() -> some View {\n    Link(\"Terms of Use\", destination: AppLinks.terms)\n    Link(\"Privacy Policy\", destination: AppLinks.privacy)\n  }"
      ),
      correct: legalPaywall(
        "      legalLinks()",
        members:
          "  @ViewBuilder private func legalLinks() -> some View {\n    Link(\"Terms of Use\", destination: AppLinks.terms)\n    Link(\"Privacy Policy\", destination: AppLinks.privacy)\n  }"
      )),
    legalCase(
      "a reusable link view the paywall passes each document to",
      fires: legalPaywall("      PolicyLink(title: \"Terms of Use\", url: AppLinks.terms)"),
      correct: legalPaywall(
        "      PolicyLink(title: \"Terms of Use\", url: AppLinks.terms)\n      PolicyLink(title: \"Privacy Policy\", url: AppLinks.privacy)"
      ),
      extra: [
        "App/PolicyLink.swift":
          "import SwiftUI\nstruct PolicyLink: View {\n  let title: String\n  let url: URL\n  var body: some View { Link(title, destination: url).font(.footnote) }\n}\n"
      ]),
    legalCase(
      "an in-app privacy screen through a NavigationLink",
      fires: legalPaywall(
        "      Link(\"Terms of Use\", destination: AppLinks.terms)\n      Text(\"Privacy Policy\")"),
      correct: legalPaywall(
        "      Link(\"Terms of Use\", destination: AppLinks.terms)\n      NavigationLink(\"Privacy Policy\") { PrivacyPolicyView() }"
      )),
    legalCase(
      "a custom view modifier adds the legal footer",
      fires: legalPaywall("      Text(\"Cancel anytime.\")"),
      correct: legalPaywall("      Text(\"Cancel anytime.\").legalFooter()"),
      extra: [
        "App/View+LegalFooter.swift":
          "import SwiftUI\nextension View {\n  func legalFooter() -> some View {\n    VStack {\n      self\n      Link(\"Terms of Service\", destination: AppLinks.terms)\n      Link(\"Privacy Policy\", destination: AppLinks.privacy)\n    }\n  }\n}\n"
      ]),
    RecallCase(
      name: "a UIKit paywall whose privacy button is never wired",
      rule: .paywallMissingLegalLinks,
      fires: [
        "App/PaywallViewController.swift": uikitPaywall(wired: true).replacingOccurrences(
          of: "privacyButton.addTarget(self, action: #selector(openPrivacy), for: .touchUpInside)",
          with: "")
      ],
      correct: ["App/PaywallViewController.swift": uikitPaywall(wired: true)]),
    RecallCase(
      name: "StoreKit's SubscriptionStoreView shows the policies only when asked",
      rule: .paywallMissingLegalLinks,
      fires: [
        "App/StoreScreen.swift": storeKitPaywall(
          modifiers: ".storeButton(.visible, for: .restorePurchases)")
      ],
      correct: [
        "App/StoreScreen.swift": storeKitPaywall(
          modifiers:
            ".storeButton(.visible, for: .restorePurchases)\n    .storeButton(.visible, for: .policies)"
        )
      ]),
  ]
}
