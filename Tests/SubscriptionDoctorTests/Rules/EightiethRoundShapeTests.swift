import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the eightieth round (docs/doctor-rules.md),
/// each beside the shape that must still fire or stay quiet.
struct EightiethRoundShapeTests {
  /// The findings of an app whose paywall buys through its view model's
  /// completion-style method, called with a trailing closure; the view
  /// model buys through a manager (iSalah.iOS). `links` is drawn under the
  /// buttons.
  private static func trailingClosurePaywall(
    links: String,
    price: String =
      "var priceText: String { currentPackage?.storeProduct.localizedPriceString ?? \"\" }"
  ) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Salah"),
      "Sources/Salah/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
      "Sources/Salah/RevenueCatManager.swift": """
      import RevenueCat

      final class RevenueCatManager {
        static let shared = RevenueCatManager()
        var packages: [Package] = []

        func purchase(_ package: Package) async throws -> CustomerInfo {
          try await Purchases.shared.purchase(package: package).customerInfo
        }

        func restore() async throws -> CustomerInfo {
          try await Purchases.shared.restorePurchases()
        }
      }

      """,
      "Sources/Salah/PaywallViewModel.swift": """
      import RevenueCat
      import SwiftUI

      final class PaywallViewModel: ObservableObject {
        @Published var currentPackage: Package?
        let manager = RevenueCatManager.shared

        \(price)

        func purchasePackage(result: @escaping (Bool) -> Void) {
          guard let package = currentPackage else { return result(false) }
          Task {
            let info = try? await manager.purchase(package)
            result(info?.entitlements.active.isEmpty == false)
          }
        }

        func restorePurchases(result: @escaping (Bool) -> Void) {
          Task { result((try? await manager.restore()) != nil) }
        }
      }

      """,
      "Sources/Salah/PaywallView.swift": """
      import SwiftUI

      struct PaywallView: View {
        @Environment(\\.dismiss) private var dismiss
        @StateObject private var vm = PaywallViewModel()

        var body: some View {
          VStack {
            Text("Unlimited tasbih and every theme, renewed yearly.")
            buyButtonView
            restoreButtonView
            \(links)
          }
        }
      }

      private extension PaywallView {
        var buyButtonView: some View {
          Button {
            vm.purchasePackage { purchased in
              if purchased { dismiss() }
            }
          } label: {
            Text(vm.priceText + " per year")
          }
        }

        var restoreButtonView: some View {
          Button("Restore Purchases") {
            vm.restorePurchases { _ in }
          }
        }
      }

      """,
    ])
  }

  @Test("A paywall buying through a view model method called with a trailing closure is judged")
  func trailingClosurePurchaseMakesAPaywall() {
    let missing = Self.trailingClosurePaywall(links: "")
    #expect(
      missing.contains {
        $0.rule == .paywallMissingLegalLinks && $0.file.hasSuffix("PaywallView.swift")
      },
      "\(missing)")
    #expect(!missing.contains { $0.rule == .paywallMissingRestore }, "\(missing)")
    let linked = Self.trailingClosurePaywall(
      links: """
        Link("Terms of Use", destination: URL(string: "https://salah.app/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://salah.app/privacy")!)
        """)
    let paywallRules: Set<RuleID> = [
      .paywallMissingRestore, .paywallMissingLegalLinks, .paywallPriceNotFromStore,
    ]
    #expect(!linked.contains { paywallRules.contains($0.rule) }, "\(linked)")
  }

  @Test("A trailing closure on a method named for nothing bought is no purchase call")
  func mainActorRunIsNoPurchase() {
    let findings = Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Tunnel"),
      "Sources/Tunnel/App.swift": Fixtures.swiftUIApp(showing: "AccountView()"),
      "Sources/Tunnel/PaywallStore.swift": """
      import StoreKit

      @MainActor
      final class PaywallStore {
        enum Effect { case buy(Product) }
        func run(_ effect: Effect) {
          switch effect {
          case .buy(let product): Task { _ = try? await product.purchase() }
          }
        }
      }

      """,
      "Sources/Tunnel/AccountView.swift": """
      import SwiftUI

      struct AccountView: View {
        @State private var plan = "Yearly plan"
        @State private var productName = ""
        var body: some View {
          VStack {
            Text(plan + productName)
            Button("Refresh") {
              Task {
                await MainActor.run { plan = "Monthly plan" }
              }
            }
          }
        }
      }

      """,
    ])
    #expect(!findings.contains { $0.file.hasSuffix("AccountView.swift") }, "\(findings)")
  }

  @Test("A model property reading another that falls back to a literal price shows that price")
  func priceThroughAnotherProperty() {
    let links = """
      Link("Terms of Use", destination: URL(string: "https://salah.app/terms")!)
          Link("Privacy Policy", destination: URL(string: "https://salah.app/privacy")!)
      """
    let findings = Self.trailingClosurePaywall(
      links: links,
      price: """
        var formattedPrice: String { currentPackage?.storeProduct.localizedPriceString ?? "9.99$" }
          var priceText: String { self.formattedPrice }
        """)
    #expect(
      findings.filter { $0.rule == .paywallPriceNotFromStore }.map(\.file) == [
        "Sources/Salah/PaywallView.swift"
      ], "\(findings)")
  }

  /// `@Observable` notes for a `name` flag published by an event feed's
  /// view model whose `filter` body runs after a paywall sells.
  private static func feedFlagNotes(_ name: String, set body: String = "") -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Events"),
      "Sources/Events/App.swift": Fixtures.swiftUIApp(showing: "FeedView()"),
      "Sources/Events/FeedViewModel.swift": """
      import Combine
      import Foundation

      final class FeedViewModel: ObservableObject {
        @Published var isFree = false
        @Published var \(name) = false
        @Published var minPrice = ""
        @Published var radiusKM = 10.0
      }

      """,
      "Sources/Events/FeedView.swift": """
      import StoreKit
      import SwiftUI

      struct FeedView: View {
        @StateObject private var feed = FeedViewModel()
        @State private var products: [Product] = []
        var body: some View {
          VStack {
            Toggle("Free events", isOn: $feed.isFree)
            ForEach(products) { product in
              Button("Go Plus \\(product.displayPrice) a month") { Task { await buy(product) } }
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
        }

        func buy(_ product: Product) async {
          guard case .success = try? await product.purchase() else { return }
          \(body)
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.message.contains(name) }
  }

  @Test("A feed filter's isPaid that no store code sets is what is listed, not what is owned")
  func paidFilterFlag() {
    #expect(Self.feedFlagNotes("isPaid").isEmpty)
    #expect(Self.feedFlagNotes("isPaid", set: "feed.isPaid = true").count == 1)
    #expect(Self.feedFlagNotes("hasPaid").count == 1)
  }
}
