import Foundation

/// A win-back offer on a subscription (`winbackOffers` in a `.storekit` file):
/// an offer the App Store makes to lapsed subscribers by App Store Connect's
/// eligibility rules (docs/offers.md).
///
/// Xcode's files seen so far leave the array empty, so the element's shape is
/// this simulator's reading: the promotional-offer keys (`offerID`,
/// `referenceName`, `paymentMode`, `subscriptionPeriod`, `numberOfPeriods`,
/// `displayPrice`) plus App Store Connect API's eligibility attributes
/// (`WinBackOffer.Attributes`): `customerEligibilityPaidSubscriptionDurationInMonths`,
/// `customerEligibilityTimeSinceLastSubscribedInMonths` `{minimum, maximum}`
/// and `customerEligibilityWaitBetweenOffersInMonths`.
public struct StoreKitWinBackOffer: Sendable, Hashable {
  /// What the customer pays; `offerID` is the win-back offer's identifier.
  public let terms: StoreKitOffer
  /// The least paid service in the group, in whole months, before the lapse.
  public let minimumPaidMonths: Int
  /// How long ago, in whole months, the customer's last subscription in the
  /// group must have ended: at least the lower bound, at most the upper.
  public let monthsSinceLapse: ClosedRange<Int>
  /// How many whole months must pass after the customer redeemed a win-back
  /// offer in the group before another; nil: no wait.
  public let waitBetweenOffersMonths: Int?

  /// Creates a win-back offer.
  public init(
    terms: StoreKitOffer, minimumPaidMonths: Int, monthsSinceLapse: ClosedRange<Int>,
    waitBetweenOffersMonths: Int? = nil
  ) {
    self.terms = terms
    self.minimumPaidMonths = minimumPaidMonths
    self.monthsSinceLapse = monthsSinceLapse
    self.waitBetweenOffersMonths = waitBetweenOffersMonths
  }

  /// The offer identifier.
  public var offerID: String { terms.offerID ?? "" }
}
