/// `paywall-missing-restore` decided by what the paywall renders (issue 29 §1):
/// each case is a shape real apps write, with the twin that differs only in
/// whether a rendered control calls a restore.
extension RecallCase {
  /// A SwiftUI paywall that buys through `store` and shows `body`; `members`
  /// are extra members of the view.
  static func renderedPaywall(_ body: String, members: String = "") -> String {
    """
    import SwiftUI
    import RevenueCat

    struct UpgradeView: View {
      @Environment(\\.openURL) private var openURL
      @StateObject private var store = PurchaseStore()

      var body: some View {
        VStack(spacing: 16) {
          ForEach(store.packages) { package in
            Button(package.storeProduct.localizedPriceString) {
              Task { await store.buy(package) }
            }
          }
    \(body)
          Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
          Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
        }
      }
    \(members)
    }

    """
  }

  /// The store the paywall buys through; it declares restore, which a paywall
  /// only satisfies the rule with by calling it from a control.
  static let purchaseStore = """
    import RevenueCat

    @MainActor final class PurchaseStore: ObservableObject {
      @Published var packages: [Package] = []
      func buy(_ package: Package) async {
        _ = try? await Purchases.shared.purchase(package: package)
      }
      func restore() async {
        _ = try? await Purchases.shared.restorePurchases()
      }
    }

    """

  static func restoreCase(
    _ name: String, fires: String, correct: String, extra: [String: String] = [:]
  )
    -> RecallCase
  {
    RecallCase(
      name: name, rule: .paywallMissingRestore,
      fires: ["App/UpgradeView.swift": fires, "App/PurchaseStore.swift": purchaseStore]
        .merging(extra) { $1 },
      correct: ["App/UpgradeView.swift": correct, "App/PurchaseStore.swift": purchaseStore]
        .merging(extra) { $1 })
  }

  static let restoreUsageCases: [RecallCase] = [
    restoreCase(
      "the Restore button was deleted; the view's restore() function stayed",
      fires: renderedPaywall(
        "", members: "  private func restore() async { await store.restore() }"),
      correct: renderedPaywall(
        "      Button(\"Restore Purchases\") { Task { await restore() } }",
        members: "  private func restore() async { await store.restore() }")),
    restoreCase(
      "a restoreHint property shown as text is not a restore",
      fires: renderedPaywall(
        "      Text(restoreHint).font(.footnote)",
        members: "  private let restoreHint = \"Bought on another device? Restore in Settings.\""),
      correct: renderedPaywall(
        "      Text(restoreHint).font(.footnote)\n      Button(\"Restore\") { Task { await store.restore() } }",
        members: "  private let restoreHint = \"Bought on another device?\"")),
    restoreCase(
      "restore in a toolbar item",
      fires: renderedPaywall(
        "      EmptyView().toolbar { ToolbarItem(placement: .cancellationAction) { Button(\"Close\") { dismiss() } } }"
      ),
      correct: renderedPaywall(
        "      EmptyView().toolbar { ToolbarItem(placement: .primaryAction) { Button(\"Restore\") { Task { await store.restore() } } } }"
      )),
    restoreCase(
      "restore in a menu, by method reference; a restore run on appear is not a control",
      fires: renderedPaywall("      EmptyView().task { await store.restore() }"),
      correct: renderedPaywall(
        "      Menu(\"More\") {\n        Button(\"Restore Purchases\", action: restoreTapped)\n      }",
        members: "  private func restoreTapped() { Task { await store.restore() } }")),
    restoreCase(
      "StoreKit 2 AppStore.sync() behind a button",
      fires: renderedPaywall("      EmptyView().onAppear { Task { try? await AppStore.sync() } }"),
      correct: renderedPaywall(
        "      Button(\"Already subscribed?\") { Task { try? await AppStore.sync() } }")),
    restoreCase(
      "a helper with another name that restores",
      fires: renderedPaywall(
        "      Button(\"Already subscribed?\") { dismiss() }",
        members: "  private func syncAccount() async { try? await AppStore.sync() }"),
      correct: renderedPaywall(
        "      Button(\"Already subscribed?\") { Task { await syncAccount() } }",
        members: "  private func syncAccount() async { try? await AppStore.sync() }")),
    restoreCase(
      "a restore button in a computed property the body does not use",
      fires: renderedPaywall(
        "      Text(\"Cancel anytime\")",
        members:
          "  private var restoreButton: some View {\n    Button(\"Restore\") { Task { await store.restore() } }\n  }"
      ),
      correct: renderedPaywall(
        "      restoreButton",
        members:
          "  private var restoreButton: some View {\n    Button(\"Restore\") { Task { await store.restore() } }\n  }"
      )),
    restoreCase(
      "a restore footer view declared but never composed",
      fires: renderedPaywall("      Text(\"Cancel anytime\")"),
      correct: renderedPaywall("      RestoreFooter(store: store)"),
      extra: [
        "App/RestoreFooter.swift":
          "import SwiftUI\nstruct RestoreFooter: View {\n  @ObservedObject var store: PurchaseStore\n  var body: some View {\n    Button {\n      Task { await store.restore() }\n    } label: {\n      Label(\"Restore Purchases\", systemImage: \"arrow.clockwise\")\n    }\n  }\n}\n"
      ]),
    restoreCase(
      "the restore action handed to a composed view as a closure",
      fires: renderedPaywall("      PaywallFooter(onRestore: {})"),
      correct: renderedPaywall(
        "      PaywallFooter(onRestore: { Task { await store.restore() } })"),
      extra: [
        "App/PaywallFooter.swift":
          "import SwiftUI\nstruct PaywallFooter: View {\n  var onRestore: () -> Void\n  var body: some View {\n    HStack { Button(\"Restore\", action: onRestore) }\n  }\n}\n"
      ]),
    restoreCase(
      "a commented-out and a DEBUG-only restore button",
      fires: renderedPaywall(
        "      // Button(\"Restore\") { Task { await store.restore() } }\n      #if DEBUG\n      Button(\"Restore\") { Task { await store.restore() } }\n      #endif"
      ),
      correct: renderedPaywall(
        "      Button(\"Restore\") { Task { await store.restore() } }")),
    restoreCase(
      "a custom button component from the app's design system",
      fires: renderedPaywall("      SecondaryButton(title: \"Not now\") { dismiss() }"),
      correct: renderedPaywall(
        "      SecondaryButton(title: \"Restore\") { await store.restore() }")),
    RecallCase(
      name: "a UIKit paywall: restoreTapped wired with #selector, or left unwired",
      rule: .paywallMissingRestore,
      fires: ["App/PaywallViewController.swift": uikitPaywall(wired: false)],
      correct: ["App/PaywallViewController.swift": uikitPaywall(wired: true)]),
    RecallCase(
      name: "StoreKit's SubscriptionStoreView hides its restore button unless asked",
      rule: .paywallMissingRestore,
      fires: [
        "App/StoreScreen.swift": storeKitPaywall(
          modifiers: ".storeButton(.visible, for: .policies)")
      ],
      correct: [
        "App/StoreScreen.swift": storeKitPaywall(
          modifiers: ".storeButton(.visible, for: .restorePurchases, .policies)")
      ]),
  ]

  static func uikitPaywall(wired: Bool) -> String {
    """
    import UIKit
    import RevenueCat

    final class PaywallViewController: UIViewController {
      private let buyButton = UIButton(type: .system)
      private let restoreButton = UIButton(type: .system)
      private let termsButton = UIButton(type: .system)
      private let privacyButton = UIButton(type: .system)
      var package: Package?

      override func viewDidLoad() {
        super.viewDidLoad()
        buyButton.setTitle(package?.storeProduct.localizedPriceString, for: .normal)
        buyButton.addTarget(self, action: #selector(buyTapped), for: .touchUpInside)
        \(wired ? "restoreButton.addTarget(self, action: #selector(restoreTapped), for: .touchUpInside)" : "")
        termsButton.addTarget(self, action: #selector(openTerms), for: .touchUpInside)
        privacyButton.addTarget(self, action: #selector(openPrivacy), for: .touchUpInside)
      }

      @objc private func buyTapped() {
        guard let package else { return }
        Purchases.shared.purchase(package: package) { _, _, _, _ in }
      }

      @objc private func restoreTapped() {
        Purchases.shared.restorePurchases { _, _ in }
      }

      @objc private func openTerms() {
        UIApplication.shared.open(URL(string: "https://subkit.dev/terms")!)
      }

      @objc private func openPrivacy() {
        UIApplication.shared.open(URL(string: "https://subkit.dev/privacy")!)
      }
    }

    """
  }

  static func storeKitPaywall(modifiers: String) -> String {
    """
    import SwiftUI
    import StoreKit

    struct StoreScreen: View {
      var body: some View {
        SubscriptionStoreView(groupID: "21482763") {
          Text("Unlock everything")
        }
        \(modifiers)
      }
    }

    """
  }
}
