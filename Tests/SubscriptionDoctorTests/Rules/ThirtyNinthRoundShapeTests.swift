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
        @objc func productTypeDidChange(_ note: Notification) {}
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
    #expect(purchase.map(\.line) == [10], "\(purchase)")
  }
}
