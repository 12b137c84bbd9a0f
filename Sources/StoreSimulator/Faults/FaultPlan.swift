import SubscriptionKit

/// The failures a test has asked for: what the next purchase does, how slow
/// the backend is, whether it answers at all.
struct FaultPlan: Sendable {
  var nextPurchaseFailure: PurchaseError?
  var latency: Duration = .zero
  var isReachable = true
  /// Every purchase waits for a parent (the `.storekit` setting, changeable).
  var isAskToBuyEnabled = false
  /// The next purchase waits for a parent, once.
  var nextPurchaseAsksToBuy = false
  /// The answer to the last refund request (what Apple's email would say).
  var lastRefundRequestDecision: RefundRequestDecision?

  /// The error the backend throws while unreachable.
  static let unreachable = PurchaseError(
    .networkError, detail: "The simulated backend is unreachable (setReachable(false)).")
}

extension PurchaseError {
  /// A representative error of `category`, as a failed purchase would throw it.
  public static func simulated(_ category: Category) -> PurchaseError {
    let code: ErrorCode =
      switch category {
      case .cancelled: .purchaseCancelledError
      case .network: .networkError
      case .storeProblem: .storeProblemError
      case .paymentPending: .paymentPendingError
      case .notAllowed: .purchaseNotAllowedError
      case .productUnavailable: .productNotAvailableForPurchaseError
      case .alreadyPurchased: .productAlreadyPurchasedError
      case .accountConflict: .receiptAlreadyInUseError
      case .configuration: .configurationError
      case .backend: .unknownBackendError
      case .unknown: .unknownError
      }
    return PurchaseError(code, detail: "Simulated by StoreSimulator.failNextPurchase(with:).")
  }
}
