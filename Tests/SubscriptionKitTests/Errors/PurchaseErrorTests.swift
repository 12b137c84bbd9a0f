import Foundation
import SubscriptionKit
import Testing

@Suite("Errors map to user-facing messages")
struct PurchaseErrorTests {
  @Test("Every RevenueCat code has a stable number, a name and a message (none for cancel)")
  func everyCode() {
    let codes = ErrorCode.allCases
    #expect(codes.count == 42)  // 0…42 without 27
    #expect(!codes.map(\.rawValue).contains(27))
    for code in codes {
      #expect(code.codeName != "UNKNOWN" || code == .unknownError)
      let error = PurchaseError(code)
      if code == .purchaseCancelledError {
        #expect(error.errorInfo == nil)
        #expect(error.isCancellation)
      } else {
        let info = error.errorInfo
        #expect(info != nil, "\(code.codeName) has no message")
        #expect(info?.title.isEmpty == false)
        #expect(info?.message.isEmpty == false)
      }
    }
  }

  @Test(
    "Each category says what users expect",
    arguments: [
      (
        ErrorCode.networkError, "Network Error",
        "Please check your internet connection and try again.", "Retry", true
      ),
      (
        .offlineConnectionError, "Network Error",
        "Please check your internet connection and try again.", "Retry", true
      ),
      (
        .purchaseNotAllowedError, "Payment Not Allowed",
        "In-app purchases are disabled on this device.", "OK", false
      ),
      (.configurationError, "Configuration Error", nil, "OK", false),
      (.receiptAlreadyInUseError, "Account Conflict", nil, "Restore", true),
      (.unknownError, "Purchase Error", nil, "Retry", true),
    ] as [(ErrorCode, String, String?, String, Bool)])
  func wording(code: ErrorCode, title: String, message: String?, action: String, retryable: Bool)
    throws
  {
    let info = try #require(PurchaseError(code).errorInfo)
    #expect(info.title == title)
    if let message { #expect(info.message == message) }
    #expect(info.actionTitle == action)
    #expect(info.isRetryable == retryable)
  }

  @Test("Store problems say the purchase may still be processing; pending awaits approval")
  func storeAndPending() throws {
    let store = try #require(PurchaseError(.storeProblemError).errorInfo)
    #expect(store.title == "Store Unavailable")
    #expect(store.message.contains("still being processed"))
    let pending = try #require(PurchaseError(.paymentPendingError).errorInfo)
    #expect(pending.message.contains("awaiting approval"))
  }

  @Test("Foreign errors are mapped: cancellation, URL errors, decoding errors")
  func mapping() {
    #expect(PurchaseError(CancellationError()).isCancellation)
    #expect(PurchaseError(URLError(.notConnectedToInternet)).code == .offlineConnectionError)
    #expect(PurchaseError(URLError(.timedOut)).code == .networkError)
    struct Other: Error {}
    #expect(PurchaseError(Other()).code == .unknownError)
    let ours = PurchaseError(.storeProblemError, detail: "x")
    #expect(PurchaseError(ours) == ours)
  }

  @Test("Descriptions carry the stable number and name for bug reports")
  func description() {
    let error = PurchaseError(.networkError, detail: "timed out")
    #expect(error.description == "[10 NETWORK_ERROR] A network error has occurred. (timed out)")
    #expect(error.category == .network)
  }
}
