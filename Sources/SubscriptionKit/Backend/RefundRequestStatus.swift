/// How a refund request ended on the device, as RevenueCat's
/// `RefundRequestStatus` says: `success` means the request reached the store,
/// not that money was returned — the store decides, and a granted refund
/// arrives later as new customer info (and a `CANCELLATION` webhook).
public enum RefundRequestStatus: Sendable, Hashable {
  /// The customer closed the request sheet.
  case userCancelled
  /// The request was submitted.
  case success
  /// The request could not be made.
  case error
}

extension PurchasesBackend {
  /// Backends that cannot ask the store for a refund say so.
  public func beginRefundRequest(forProduct productIdentifier: String) async throws
    -> RefundRequestStatus
  {
    throw PurchaseError(
      .unsupportedError, detail: "This backend cannot request a refund of \(productIdentifier).")
  }
}
