/// More shapes open-source paywalls write restore and the legal links in
/// (issue 29 §1): handed-in closures, reducers, localized Markdown,
/// attributed links, coordinator calls, table rows.
extension RecallCase {
  static let shapeCases: [RecallCase] = [
    restoreCase(
      "a closure property the caller hands in, run by the button",
      fires: renderedPaywall(
        "      Button(\"Not now\") { onDismiss() }",
        members: "  var onRestore: () -> Void = {}\n  var onDismiss: () -> Void = {}"),
      correct: renderedPaywall(
        "      Button(\"Restore Purchases\") { onRestore() }",
        members: "  var onRestore: () -> Void = {}\n  var onDismiss: () -> Void = {}")),
    restoreCase(
      "a reducer action sent from the button (The Composable Architecture)",
      fires: renderedPaywall("      Button(\"Close\") { viewStore.send(.closeTapped) }"),
      correct: renderedPaywall(
        "      Button(\"Restore\") { viewStore.send(.restorePurchasesTapped) }")),
    restoreCase(
      "a UIKit table whose rows are the controls",
      fires: uikitTablePaywall(restoreRow: false),
      correct: uikitTablePaywall(restoreRow: true)),
    legalCase(
      "a localized Markdown sentence whose links live in Localizable.strings",
      fires: legalPaywall("      Text(\"paywall.legal\")"),
      correct: legalPaywall("      Text(\"paywall.legal\")"),
      extra: [:]
    ).with(
      fires: [
        "App/en.lproj/Localizable.strings":
          "\"paywall.legal\" = \"By subscribing you agree to our Terms of Use and Privacy Policy.\";\n"
      ],
      correct: [
        "App/en.lproj/Localizable.strings":
          "\"paywall.legal\" = \"By subscribing you agree to our [Terms of Use](https://subkit.dev/terms) and [Privacy Policy](https://subkit.dev/privacy).\";\n"
      ]),
    legalCase(
      "an attributed string whose runs link the documents",
      fires: legalPaywall(
        "      Text(legalText)",
        members:
          "  private var legalText: AttributedString {\n    var text = AttributedString(\"Terms of Use · Privacy Policy\")\n    text.foregroundColor = .secondary\n    return text\n  }"
      ),
      correct: legalPaywall(
        "      Text(legalText)",
        members:
          "  private var legalText: AttributedString {\n    var terms = AttributedString(\"Terms of Use\")\n    terms.link = AppLinks.terms\n    var privacy = AttributedString(\"Privacy Policy\")\n    privacy.link = AppLinks.privacy\n    return terms + AttributedString(\" · \") + privacy\n  }"
      )),
    legalCase(
      "a coordinator shows each document",
      fires: legalPaywall(
        "      Button(\"Terms of Use\") { coordinator.showTerms() }\n      Button(\"Privacy Policy\") { coordinator.dismiss() }"
      ),
      correct: legalPaywall(
        "      Button(\"Terms of Use\") { coordinator.showTerms() }\n      Button(\"Privacy Policy\") { coordinator.showPrivacyPolicy() }"
      )),
    legalCase(
      "reducer actions name the documents",
      fires: legalPaywall("      Button(\"Legal\") { viewStore.send(.legalTapped) }"),
      correct: legalPaywall(
        "      Button(\"Terms\") { viewStore.send(.termsTapped) }\n      Button(\"Privacy\") { viewStore.send(.privacyTapped) }"
      )),
  ]

  /// The same case with extra files on each side.
  func with(fires extraFires: [String: String], correct extraCorrect: [String: String])
    -> RecallCase
  {
    RecallCase(
      name: name, rule: rule, fires: fires.merging(extraFires) { $1 },
      correct: correct.merging(extraCorrect) { $1 })
  }

  static func uikitTablePaywall(restoreRow: Bool) -> String {
    """
    import UIKit
    import RevenueCat

    final class PlansViewController: UITableViewController {
      enum Row { case package(Package), restore, terms, privacy }
      var rows: [Row] = []

      override func viewDidLoad() {
        super.viewDidLoad()
        rows = [.terms, .privacy\(restoreRow ? ", .restore" : "")]
      }

      override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch rows[indexPath.row] {
        case .package(let package):
          Purchases.shared.purchase(package: package) { _, _, _, _ in }
          cellTitle(package.storeProduct.localizedPriceString)
        case .restore:
          \(restoreRow ? "Purchases.shared.restorePurchases { _, _ in }" : "break")
        case .terms:
          UIApplication.shared.open(URL(string: "https://subkit.dev/terms")!)
        case .privacy:
          UIApplication.shared.open(URL(string: "https://subkit.dev/privacy")!)
        }
      }

      private func cellTitle(_ text: String) {}
    }

    """
  }
}
