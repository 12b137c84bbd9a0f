import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the seventy-first round (docs/doctor-rules.md),
/// each beside the shape that must still fire.
struct SeventyFirstRoundShapeTests {
  /// State findings for a SpriteKit game that buys through its own
  /// `IAPManager` and compiles a tutorial's `IAPHelper` beside it, whose
  /// extension posts `.IAPHelperPurchaseNotification`; `start` runs at launch.
  private static func tutorialHelper(start: String) -> [Finding] {
    Fixtures.findings(files: [
      "Game/GameApp.swift": Fixtures.appDelegate(
        importing: ["SpriteKit", "UIKit"], launching: start),
      "Game/IAPManager.swift": """
      import StoreKit

      final class IAPManager: NSObject, SKPaymentTransactionObserver {
        static let shared = IAPManager()
        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
          for transaction in transactions { queue.finishTransaction(transaction) }
        }
      }

      """,
      "Game/IAPHelper.swift": """
      import StoreKit

      extension Notification.Name {
        static let IAPHelperPurchaseNotification = Notification.Name("IAPHelperPurchaseNotification")
      }

      class IAPHelper: NSObject {
        private var purchased = Set<String>()
      }

      extension IAPHelper: SKPaymentTransactionObserver {
        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
          for transaction in transactions where transaction.transactionState == .purchased {
            deliverPurchaseNotification(for: transaction.payment.productIdentifier)
          }
        }

        private func deliverPurchaseNotification(for identifier: String) {
          purchased.insert(identifier)
          NotificationCenter.default.post(name: .IAPHelperPurchaseNotification, object: identifier)
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState }
  }

  @Test(
    "A name posted only by a helper class no app code uses (its extensions too) is posted by nothing"
  )
  func nameOnlyAnUnusedHelperPosts() {
    let unused = Self.tutorialHelper(start: "SKPaymentQueue.default().add(IAPManager.shared)")
    #expect(unused.isEmpty, "\(unused)")
    // Made by the app, the helper posts: its name's declaration says so.
    let used = Self.tutorialHelper(start: "SKPaymentQueue.default().add(IAPHelper())")
    #expect(used.contains { $0.file == "Game/IAPHelper.swift" && $0.line == 4 }, "\(used)")
  }

  /// Secret findings for a SwiftyStoreKit store keeping a 32-hex-digit
  /// constant `IAPSecretKey` that `verify` uses.
  private static func secretConstant(verify: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/SubscriptionManager.swift": """
      import SwiftyStoreKit

      final class SubscriptionManager {
        private static let IAPSecretKey = "5c29e2b65b1f472290b814f97cd7e70d"

        func verify() {
          \(verify)
        }
      }

      """
    ]).filter { $0.rule == .secretAPIKey }
  }

  @Test("A constant handed to a receipt validator as its shared secret is one, whatever its name")
  func sharedSecretConstant() {
    let handed = Self.secretConstant(
      verify: """
        let validator = AppleReceiptValidator(
          service: .production, sharedSecret: SubscriptionManager.IAPSecretKey)
        SwiftyStoreKit.verifyReceipt(using: validator) { _ in }
        """)
    #expect(handed.map(\.line) == [4], "\(handed)")
    #expect(handed.first?.message.contains("\"5c29…\"") == true, "\(handed)")
    // Handed to anything else (a cache key, a digest compared), it is a hash.
    #expect(Self.secretConstant(verify: "cache.store(key: Self.IAPSecretKey)").isEmpty)
  }

  @Test("Pro named with whose it is (isUserPro) is the customer's state; a product's is not")
  func proWithOwner() {
    #expect(NotificationSubscriptionStateRule.isStateName("isUserPro"))
    #expect(NotificationSubscriptionStateRule.isStateName("isAccountPro"))
    #expect(!NotificationSubscriptionStateRule.isStateName("isCameraPro"))
    #expect(!NotificationSubscriptionStateRule.isStateName("isUserProfileLoaded"))
  }
  /// Legal-link findings for a subscription paywall whose Terms and Privacy
  /// buttons set the view model's `selectedURL`, shown by the app's own
  /// `safariSheet(url:)` modifier, whose body is `presenter`.
  private static func modifierSheet(presenter: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
      "App/LegalURL.swift": """
      import Foundation

      enum LegalURL: String, Identifiable {
        case privacy = "https://subkit.dev/privacy"
        case terms = "https://subkit.dev/terms"
        var id: String { rawValue }
        var url: URL { URL(string: rawValue)! }
      }

      """,
      "App/View+SafariSheet.swift": """
      import SwiftUI

      extension View {
        func safariSheet(url: Binding<LegalURL?>) -> some View {
          \(presenter)
        }
      }

      """,
      "App/PaywallViewModel.swift": """
      import StoreKit

      @MainActor
      final class PaywallViewModel: ObservableObject {
        @Published var products: [Product] = []
        @Published var selectedURL: LegalURL?

        func load() async {
          products = (try? await Product.products(for: ["app.pro.monthly", "app.pro.yearly"])) ?? []
        }

        func buy(_ product: Product) async { _ = try? await product.purchase() }
        func restore() async { try? await AppStore.sync() }
      }

      """,
      "App/PaywallView.swift": """
      import SwiftUI

      struct PaywallView: View {
        @StateObject private var viewModel = PaywallViewModel()

        var body: some View {
          VStack {
            ForEach(viewModel.products) { product in
              Button(product.displayPrice + " per month") {
                Task { await viewModel.buy(product) }
              }
            }
            Button("Restore Purchases") { Task { await viewModel.restore() } }
            HStack {
              Button("Privacy Policy") { viewModel.selectedURL = .privacy }
              Button("Terms of Use") { viewModel.selectedURL = .terms }
            }
          }
          .safariSheet(url: $viewModel.selectedURL)
          .task { await viewModel.load() }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("Links whose state the app's own presenting modifier shows as a sheet open their documents")
  func legalLinksThroughPresentingModifier() {
    let presented = Self.modifierSheet(
      presenter: "sheet(item: url) { item in SafariView(url: item.url) }")
    #expect(presented.isEmpty, "\(presented)")
    // A modifier that only stores the binding presents nothing: the buttons set state no one shows.
    let ignored = Self.modifierSheet(presenter: "onChange(of: url.wrappedValue?.id) { _ in }")
    #expect(ignored.map(\.file) == ["App/PaywallView.swift"], "\(ignored)")
  }
  /// Canceled-state notes for a monitor app whose `PurchaseObserver` tests
  /// the cancel in its queue callback; `launch` runs at launch.
  private static func observerNotes(launch: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Monitor"),
      "Sources/Monitor/AppDelegate.swift": Fixtures.uiKitApp(
        showing: "{ startStore(); return UIViewController() }()",
        extra: """

          func startStore() {
            \(launch)
          }
          """),
      "Sources/Monitor/PurchaseObserver.swift": """
      import StoreKit

      final class PurchaseObserver: NSObject, SKPaymentTransactionObserver {
        static let shared = PurchaseObserver()

        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
          for transaction in transactions where transaction.transactionState == .failed {
            if (transaction.error as? SKError)?.code != .paymentCancelled {
              print("failed")
            }
            queue.finishTransaction(transaction)
          }
        }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue && $0.message.contains("canceled") }
  }

  @Test("A transaction observer no code registers hears nothing: its cancel test is no use")
  func unregisteredObserver() {
    #expect(Self.observerNotes(launch: "print(PurchaseObserver.shared)").isEmpty)
    let registered = Self.observerNotes(
      launch: "SKPaymentQueue.default().add(PurchaseObserver.shared)")
    #expect(registered.map(\.file) == ["Sources/Monitor/PurchaseObserver.swift"], "\(registered)")
  }
}
