/// Shapes from the fourth round on real apps, part A (docs/doctor-rules.md,
/// "Fourth round A"): each false alarm, written small, beside the twin that
/// must still fire.
extension RecallCase {
  /// A cell binding a model through Combine: `copied` is the published
  /// property its sink copies, kept in `subscriber` and `subscriptions`.
  private static func bindingCell(copying copied: String) -> [String: String] {
    [
      "App/Cells/StatusCell.swift": """
      import Combine
      import StoreKit

      final class CellModel: ObservableObject {
        @Published var isLoading = false
        @Published var isSubscribed = false
        @Published var title = ""
      }

      final class StatusCell {
        var flag = false
        var title = ""
        private var subscriber: AnyCancellable?
        private var subscriptions = Set<AnyCancellable>()

        func bind(to model: CellModel) {
          subscriber = model.$\(copied).sink { [weak self] value in self?.flag = value }
          model.$title.assign(to: \\.title, on: self).store(in: &subscriptions)
        }
      }

      """
    ]
  }

  /// A paywall posting `name` when it is done.
  private static func postingPaywall(_ name: String) -> [String: String] {
    [
      "App/Store/Notifications.swift": """
      import Foundation

      extension Notification.Name {
        static let \(name) = Notification.Name("\(name)")
      }

      """,
      "App/Store/PaymentScreen.swift": """
      import StoreKit
      import UIKit

      final class PaymentScreen: UIViewController {
        @objc func close() {
          dismiss(animated: true) {
            NotificationCenter.default.post(name: .\(name), object: nil)
          }
        }
      }

      """,
    ]
  }

  /// An app whose subscription model owns `Purchases.shared` and whose
  /// support screen runs `supportLine`.
  private static func supportScreen(_ supportLine: String) -> [String: String] {
    [
      "App/Subscriptions/SubscriptionModel.swift": """
      import RevenueCat

      final class SubscriptionModel: ObservableObject {
        @Published var isActive = false

        func refresh() async throws {
          let info = try await Purchases.shared.customerInfo()
          isActive = info.entitlements.active.isEmpty == false
        }

        func buy(_ package: Package) async throws {
          _ = try await Purchases.shared.purchase(package: package)
        }
      }

      """,
      "App/Support/SupportScreen.swift": """
      import RevenueCat
      import SwiftUI

      struct SupportScreen: View {
        var body: some View {
          Button("Copy support ID") {
            \(supportLine)
          }
        }
      }

      """,
    ]
  }

  /// An app holding an analytics key placeholder; `purchases` is its purchase file.
  private static func analyticsKeyApp(_ purchases: String) -> [String: String] {
    [
      "App/Analytics/AnalyticsConstants.swift": """
      enum AnalyticsConfiguration {
        static let apiKey = "YOUR_API_KEY"
      }

      """,
      "App/Store/Purchasing.swift": purchases,
    ]
  }

  /// A StoreKit app whose receipt model declares `declaration`.
  static func receiptApp(_ declaration: String) -> [String: String] {
    [
      "App/Products.storekit": storeKitFile([("com.example.game.full", "4.99")]),
      "App/Store/Store.swift": """
      import StoreKit

      final class Store {
        func load() async throws -> [Product] {
          try await Product.products(for: ["com.example.game.full"])
        }
      }

      """,
      "App/Store/Receipt.swift": """
      struct ReceiptItem: Codable {
        var productId: String
        \(declaration)
      }

      """,
    ]
  }

  static let fourthRoundACases: [RecallCase] = [
    RecallCase(
      name:
        "a sink copying isSubscribed, or one copying isLoading kept in subscriber and .store(in: &subscriptions)",
      rule: .notificationSubscriptionState,
      fires: bindingCell(copying: "isSubscribed"),
      correct: bindingCell(copying: "isLoading")),
    RecallCase(
      name: "a notification that a subscription was activated, or that its screen was dismissed",
      rule: .notificationSubscriptionState,
      fires: postingPaywall("subscriptionActivated"),
      correct: postingPaywall("subscriptionDismissed")),
    RecallCase(
      name: "a nag asking for the paywall is navigation; an entitlement change is state",
      rule: .notificationSubscriptionState,
      fires: postingPaywall("entitlementsChanged"),
      correct: postingPaywall("subscriptionNag")),
    RecallCase(
      name: "a support screen logging in through Purchases.shared, or only reading appUserID",
      rule: .purchasesMultipleOwners,
      fires: supportScreen("Task { _ = try await Purchases.shared.logIn(\"support\") }"),
      correct: supportScreen("UIPasteboard.general.string = Purchases.shared.appUserID")),
    RecallCase(
      name: "an analytics key placeholder in a RevenueCat app, or in a StoreKit-only app",
      rule: .placeholderAPIKey,
      fires: analyticsKeyApp(
        """
        import RevenueCat

        func setUpPurchases(key: String) {
          Purchases.configure(withAPIKey: key)
        }

        """),
      correct: analyticsKeyApp(
        """
        import StoreKit

        func loadProducts() async throws -> [Product] {
          try await Product.products(for: ["com.example.game.full"])
        }

        """)),
  ]
}
