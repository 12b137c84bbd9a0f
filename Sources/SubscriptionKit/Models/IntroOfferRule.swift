/// Apple's rule for introductory offers, written once: **one introductory offer
/// per subscription group per customer, ever**.
///
/// A customer may take a product's introductory offer (free trial, pay as you
/// go, pay up front) only when the product has one, the customer never had an
/// introductory offer for any product of its subscription group, and the
/// customer does not subscribe to that group now (an upgrade, downgrade or
/// crossgrade never gets the offer). A lapsed subscriber who had a trial pays
/// from day one; restoring purchases carries the history to the new app user.
///
/// The store simulator decides with it whether a purchase starts with the
/// offer, and answers `checkTrialOrIntroDiscountEligibility` with it; the
/// manager uses it to take the badge off every product of a group as soon as
/// one is bought. Nobody else decides eligibility.
///
/// ```swift
/// let history = IntroOfferHistory(groupsWithIntroOffer: ["pro"], subscribedGroups: [])
/// IntroOfferRule.status(of: monthly, history: history)   // .ineligible
/// ```
public enum IntroOfferRule {
  /// The key a product's offer history is kept under: its subscription group,
  /// or the product itself when it has none.
  public static func groupKey(productIdentifier: String, subscriptionGroupIdentifier: String?)
    -> String
  {
    subscriptionGroupIdentifier ?? productIdentifier
  }

  /// The key `product`'s offer history is kept under.
  public static func groupKey(of product: StoreProduct) -> String {
    groupKey(
      productIdentifier: product.productIdentifier,
      subscriptionGroupIdentifier: product.subscriptionGroupIdentifier)
  }

  /// Whether a customer with `history` may take the offer of a product in `group`.
  ///
  /// - Parameters:
  ///   - hasIntroductoryOffer: whether the product has an introductory offer at all.
  ///   - group: the product's ``groupKey(productIdentifier:subscriptionGroupIdentifier:)``.
  public static func status(
    hasIntroductoryOffer: Bool, group: String, history: IntroOfferHistory
  ) -> IntroEligibilityStatus {
    guard hasIntroductoryOffer else { return .noIntroOfferExists }
    if history.groupsWithIntroOffer.contains(group) || history.subscribedGroups.contains(group) {
      return .ineligible
    }
    return .eligible
  }

  /// Whether a customer with `history` may take `product`'s introductory offer.
  public static func status(of product: StoreProduct, history: IntroOfferHistory)
    -> IntroEligibilityStatus
  {
    guard product.productType == .autoRenewableSubscription else { return .noIntroOfferExists }
    return status(
      hasIntroductoryOffer: product.introductoryDiscount != nil, group: groupKey(of: product),
      history: history)
  }
}

/// What ``IntroOfferRule`` needs to know about a customer: where they had an
/// introductory offer, and where they subscribe now (both as group keys).
public struct IntroOfferHistory: Sendable, Hashable {
  /// Groups in which the customer ever had an introductory offer.
  public var groupsWithIntroOffer: Set<String>
  /// Groups in which the customer subscribes now.
  public var subscribedGroups: Set<String>

  /// Creates a history.
  public init(groupsWithIntroOffer: Set<String> = [], subscribedGroups: Set<String> = []) {
    self.groupsWithIntroOffer = groupsWithIntroOffer
    self.subscribedGroups = subscribedGroups
  }
}
