import Foundation

/// A purchase waiting for a parent's approval (Ask to Buy).
public struct PendingPurchase: Sendable, Hashable, Identifiable {
  /// The request's identifier, for `approveAskToBuy(_:)` / `declineAskToBuy(_:)`.
  public let id: String
  /// Who asked.
  public let appUserID: String
  /// What they asked for.
  public let productID: String
  /// The offering the package was presented in.
  public let offeringID: String?
  /// When they asked.
  public let requestedAt: Date

  /// Creates a request.
  public init(
    id: String, appUserID: String, productID: String, offeringID: String?, requestedAt: Date
  ) {
    self.id = id
    self.appUserID = appUserID
    self.productID = productID
    self.offeringID = offeringID
    self.requestedAt = requestedAt
  }
}
