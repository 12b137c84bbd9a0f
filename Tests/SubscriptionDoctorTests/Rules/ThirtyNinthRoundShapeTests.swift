import Foundation
import Testing

@testable import SubscriptionDoctor

/// The false classes and misses of the thirty-ninth round
/// (docs/doctor-rules.md, "Thirty-ninth round"), each beside the shape that
/// must still fire.
struct ThirtyNinthRoundShapeTests {
  /// A Mac app's purchase manager whose notifications are members of its type
  /// (JSTColorPicker's `PurchaseManager`), with `body` in a controller.
  private static func stateWarnings(_ body: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Picker"),
      "Sources/Picker/PurchaseManager.swift": """
      import StoreKit

      final class PurchaseManager: NSObject {
        static let shared = PurchaseManager()
        static let productTypeDidChangeNotification = Notification.Name("PurchaseManager.productTypeDidChange")
        static let productForceDeactivateNotification = Notification.Name("PurchaseManager.productForceDeactivate")
        enum ProductType { case demoVersion, subscribed, expired }

        var productType: ProductType = .demoVersion

        func buy(_ product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
      "Sources/Picker/SubscriptionController.swift": """
      import Foundation

      final class SubscriptionController: NSObject {
      \(body)
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.severity == .warning }
  }

  @Test(
    "A notification forcing something (productForceDeactivate) is a command; the type's state change is state, named with its type"
  )
  func forcedCommandsAndMemberNames() {
    #expect(
      Self.stateWarnings(
        """
          func deactivate() {
            NotificationCenter.default.post(name: PurchaseManager.productForceDeactivateNotification, object: nil)
          }
          func observe() {
            NotificationCenter.default.addObserver(
              self, selector: #selector(forceDeactivate(_:)),
              name: PurchaseManager.productForceDeactivateNotification, object: nil)
          }
          @objc func forceDeactivate(_ note: Notification) {}
        """
      ).isEmpty)
    let state = Self.stateWarnings(
      """
        func observe() {
          NotificationCenter.default.addObserver(
            self, selector: #selector(productTypeDidChange(_:)),
            name: PurchaseManager.productTypeDidChangeNotification, object: nil)
        }
        @objc func productTypeDidChange(_ note: Notification) { isSubscribed = note.object != nil }
      """)
    #expect(state.count == 1, "\(state)")
    #expect(
      state.first?.message.contains("(PurchaseManager.productTypeDidChangeNotification)") == true,
      "\(state)")
  }

  @Test(
    "A cancel tested where a restore fails is the restore's; the same test where a purchase fails meets the canceled-state bug"
  )
  func restoreCancel() {
    func canceledNotes(_ failure: String) -> [Finding] {
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["IAPManager.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 13.4;"),
        "App/IAPManager.swift": """
        import StoreKit

        final class IAPManager: NSObject, SKPaymentTransactionObserver {
          override init() {
            super.init()
            SKPaymentQueue.default().add(self)
          }

          func purchase(_ product: SKProduct) {
            SKPaymentQueue.default().add(SKPayment(product: product))
          }

          func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
            for transaction in transactions where transaction.transactionState == .failed {
              \(failure)
              queue.finishTransaction(transaction)
            }
          }

          func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: Error) {
            if let error = error as? SKError, error.code != .paymentCancelled {
              print(error.localizedDescription)
            }
          }
        }

        """,
      ]).filter { $0.rule == .knownStoreKitIssue && $0.message.contains("canceled state") }
    }
    #expect(canceledNotes("print(\"failed\")").isEmpty)
    let purchase = canceledNotes(
      "if (transaction.error as? SKError)?.code == .paymentCancelled { print(\"cancelled\") }")
    #expect(purchase.map(\.line) == [15], "\(purchase)")
  }

  @Test(
    "Goods bought from another person (a marketplace's buyer or order) are no subscription state")
  func marketplaceSales() {
    for name in ["kNotificationItemPurchasedByBuyer", "orderPurchased", "sellerItemPurchased"] {
      #expect(!NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
    for name in ["premiumPurchased", "kNotificationPurchaseCompleted", "subscriptionStatusChanged"]
    {
      #expect(NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
  }

  /// An onboarding flow switching over its steps, its paywall step built
  /// only in `case .paywall:` (haven, thirty-eighth round); `reaches` is a
  /// statement of `next()` and `conformances` the enum's.
  private static func onboardingFindings(reaches: String, conformances: String = "Equatable")
    -> [Finding]
  {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Haven"),
      "Sources/Haven/HavenApp.swift": """
      import SwiftUI

      @main
      struct HavenApp: App {
        var body: some Scene { WindowGroup { OnboardingFlow() } }
      }

      """,
      "Sources/Haven/OnboardingFlow.swift": """
      import SwiftUI
      import StoreKit

      struct OnboardingFlow: View {
        enum Step: \(conformances) { case welcome, question, paywall, done }
        @State private var step: Step = .welcome
        @State private var store = StoreService()

        var body: some View {
          switch step {
          case .welcome:
            WelcomeScreen(onStart: { go(.question) })
          case .question:
            QuestionScreen(index: 0, onNext: { next() })
          case .paywall:
            PaywallScreen(onSubscribe: { id in Task { await subscribe(id) } })
          case .done:
            Text("Done")
          }
        }

        private func go(_ next: Step) { step = next }
        private func next() { \(reaches) }

        private func subscribe(_ id: String) async {
          _ = await store.purchase(id)
          go(.done)
        }
      }

      struct WelcomeScreen: View {
        let onStart: () -> Void
        var body: some View { Button("Start", action: onStart) }
      }

      struct QuestionScreen: View {
        let index: Int
        let onNext: () -> Void
        var body: some View { Button("Next", action: onNext) }
      }

      struct PaywallScreen: View {
        let onSubscribe: (String) -> Void
        var body: some View {
          VStack {
            Text("Yearly $83.20")
            Button("Subscribe") { onSubscribe("haven.yearly") }
          }
        }
      }

      @Observable final class StoreService {
        func purchase(_ id: String) async -> UInt64? {
          guard let product = try? await Product.products(for: [id]).first,
            case .success = try? await product.purchase()
          else { return nil }
          return 1
        }
      }

      """,
    ]).filter { $0.severity != .note }
  }

  @Test(
    "A paywall built only in a switch case no code ever moves to never shows; moved to, or made from data, it does"
  )
  func unreachableEnumCase() {
    // v1 skips the paywall: nothing makes `.paywall`, so nothing there runs.
    let skipped = Self.onboardingFindings(reaches: "go(.done)")
    #expect(skipped.isEmpty, "\(skipped)")
    // Comparing against it makes nothing; the case is still unreachable.
    #expect(Self.onboardingFindings(reaches: "if step == .done { go(.done) }").isEmpty)
    for reaches in ["go(.paywall)", "step = Step.paywall", "step = .paywall"] {
      let shown = Self.onboardingFindings(reaches: reaches)
      #expect(shown.contains { $0.rule == .hardcodedPrice }, "\(reaches): \(shown)")
      #expect(shown.contains { $0.rule == .paywallMissingRestore }, "\(reaches): \(shown)")
    }
    // A raw value or `CaseIterable` can make any case from data.
    for conformances in ["String", "CaseIterable"] {
      let made = Self.onboardingFindings(reaches: "go(.done)", conformances: conformances)
      #expect(made.contains { $0.rule == .hardcodedPrice }, "\(conformances): \(made)")
    }
  }
}
