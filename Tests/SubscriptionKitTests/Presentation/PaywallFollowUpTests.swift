import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@Suite("PaywallFollowUp")
struct PaywallFollowUpTests {
  static func customerInfo() async throws -> CustomerInfo {
    let backend = InMemoryBackend(
      products: [.fixture(.monthly, price: 7.99)], entitlement: "pro",
      clock: TestClock(start: Date(timeIntervalSince1970: 1_750_000_000)).subscriptionClock)
    return try await backend.customerInfo()
  }

  @Test("A purchase unlocks and closes; its event carries the customer")
  func purchased() async throws {
    let info = try await Self.customerInfo()
    let followUp = PaywallFollowUp(PurchaseOutcome.purchased(info))
    #expect(followUp.event == .purchaseCompleted(info))
    #expect(followUp.isUnlocked)
    #expect(followUp.recovery == nil)
    #expect(followUp.alert == nil)
  }

  @Test("A cancellation reports itself, keeps the paywall open and has no alert recovery")
  func cancelled() {
    let followUp = PaywallFollowUp(PurchaseOutcome.cancelled)
    #expect(followUp.event == .purchaseCancelled)
    #expect(!followUp.isUnlocked)
    #expect(followUp.recovery == nil)
    #expect(followUp.alert == nil, "a cancellation shows no alert")
  }

  @Test(
    "A failed purchase keeps the paywall open; the alert retries or restores by category",
    arguments: [
      (ErrorCode.networkError, PaywallRecovery?.some(.retryPurchase)),
      (.storeProblemError, .retryPurchase),
      (.productAlreadyPurchasedError, .restore),
      (.receiptAlreadyInUseError, .restore),
      (.paymentPendingError, nil),
      (.purchaseNotAllowedError, nil),
      (.productNotAvailableForPurchaseError, nil),
      (.configurationError, nil),
    ])
  func failedPurchase(_ code: ErrorCode, _ recovery: PaywallRecovery?) {
    let error = PurchaseError(code)
    let followUp = PaywallFollowUp(PurchaseOutcome.failed(error))
    #expect(followUp.event == .purchaseFailed(error))
    #expect(!followUp.isUnlocked)
    #expect(followUp.recovery == recovery)
    #expect(followUp.alert == ErrorInfo(error))
  }

  @Test("A restore unlocks only when the entitlement came back")
  func restore() async throws {
    let info = try await Self.customerInfo()
    let restored = PaywallFollowUp(RestoreOutcome.restored(info))
    #expect(restored.event == .restoreCompleted(info) && restored.isUnlocked)
    let nothing = PaywallFollowUp(RestoreOutcome.nothingToRestore(info))
    #expect(nothing.event == .restoreCompleted(info) && !nothing.isUnlocked)
    #expect(nothing.recovery == nil)
    #expect(nothing.alert == .nothingToRestore)
    #expect(restored.alert == nil)
    let failed = PaywallFollowUp(RestoreOutcome.failed(PurchaseError(.networkError)))
    #expect(failed.event == .restoreFailed(PurchaseError(.networkError)))
    #expect(failed.recovery == .retryRestore && !failed.isUnlocked)
    #expect(failed.alert == ErrorInfo(PurchaseError(.networkError)))
    #expect(
      PaywallFollowUp(RestoreOutcome.failed(PurchaseError(.receiptAlreadyInUseError))).recovery
        == nil)
  }

  @Test("A refused double tap reports nothing")
  func alreadyInProgress() {
    #expect(PaywallFollowUp(PurchaseOutcome.alreadyInProgress).event == nil)
    #expect(PaywallFollowUp(RestoreOutcome.alreadyInProgress).event == nil)
    #expect(!PaywallFollowUp(RestoreOutcome.alreadyInProgress).isUnlocked)
    #expect(PaywallFollowUp(PurchaseOutcome.alreadyInProgress).alert == nil)
    #expect(PaywallFollowUp(RestoreOutcome.alreadyInProgress).alert == nil)
  }
}
