import Foundation
import Testing

@testable import SubscriptionDoctor

/// The false classes and misses of the thirty-seventh round
/// (docs/doctor-rules.md, "Thirty-seventh round"), each beside the shape
/// that must still fire.
struct ThirtySeventhRoundShapeTests {
  /// The `notification-subscription-state` warnings for `body`, statements
  /// in a StoreKit 1 purchase helper's methods.
  private static func stateWarnings(_ body: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Shop"),
      "Sources/Shop/PurchaseHelper.swift": """
      import StoreKit

      final class PurchaseHelper: NSObject {
        static let shared = PurchaseHelper()
        static let kPurchaseCompleted = "kPurchaseCompleted"

        func buy(_ product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }

      \(body)
      }

      extension Notification.Name {
        static let purchaseStatus = Notification.Name("purchaseStatus")
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.severity == .warning }
  }

  @Test(
    "A spinner shown or hidden for a purchase is presentation; the purchase's own post is state"
  )
  func spinnerCommands() {
    #expect(
      Self.stateWarnings(
        """
          func verify() {
            NotificationCenter.default.post(name: NSNotification.Name(rawValue: "kSpinForPurchase"), object: nil)
            NotificationCenter.default.post(name: NSNotification.Name(rawValue: "kUnspinForPurchase"), object: nil)
            NotificationCenter.default.post(name: Notification.Name("hideLoaderAfterPurchase"), object: nil)
          }
        """
      ).isEmpty)
    let state = Self.stateWarnings(
      """
        func verify() {
          NotificationCenter.default.post(name: Notification.Name(rawValue: PurchaseHelper.kPurchaseCompleted), object: nil)
        }
      """)
    #expect(state.count == 1)
    // The member is what is broadcast, not the type holding it.
    #expect(state.first?.message.contains("(kPurchaseCompleted)") == true)
  }

  @Test(
    "A failure or an alert's sentence posted on the purchase channel, or a post from a failing function, is no state"
  )
  func failurePayloads() {
    #expect(
      Self.stateWarnings(
        """
          func verify(ok: Bool) {
            if !ok { NotificationCenter.default.post(name: .purchaseStatus, object: "failure") }
            NotificationCenter.default.post(name: .purchaseStatus, object: "There's no subscription to restore")
          }
          private func fail(transaction: SKPaymentTransaction) {
            NotificationCenter.default.post(name: .purchaseStatus, object: transaction)
          }
        """
      ).count == 1)  // the declaration of `purchaseStatus` alone
    #expect(
      Self.stateWarnings(
        """
          private func complete(transaction: SKPaymentTransaction) {
            NotificationCenter.default.post(name: .purchaseStatus, object: transaction)
            NotificationCenter.default.post(name: .purchaseStatus, object: "success")
          }
        """
      ).count == 3)
  }
}
