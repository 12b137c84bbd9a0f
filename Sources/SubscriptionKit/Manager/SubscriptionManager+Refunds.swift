extension SubscriptionManager {
  /// How a refund request ended.
  public enum RefundRequestOutcome: Sendable, Hashable {
    /// The store has the request; if it refunds, access ends through the
    /// update stream, on every screen at once.
    case submitted
    /// The customer closed the request.
    case cancelled
    /// The request could not be made.
    case failed(PurchaseError)
  }

  /// Asks the store to refund the customer's latest purchase of
  /// `productIdentifier` (RevenueCat's `beginRefundRequest(forProduct:)`).
  ///
  /// The store decides, as Apple does; the manager keeps no flag about it: a
  /// granted refund arrives as customer info without the entitlement.
  public func beginRefundRequest(forProduct productIdentifier: String) async
    -> RefundRequestOutcome
  {
    guard let backend else { return .failed(Self.notConfigured) }
    do {
      switch try await backend.beginRefundRequest(forProduct: productIdentifier) {
      case .success: return .submitted
      case .userCancelled: return .cancelled
      case .error:
        return .failed(
          PurchaseError(
            .beginRefundRequestError, detail: "The store could not take the refund request."))
      }
    } catch {
      return .failed(PurchaseError(error))
    }
  }
}
