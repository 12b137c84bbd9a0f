import Foundation
import SubscriptionKit
import SubscriptionWire

extension LifecycleEngine {
  /// A transaction's refunded share and billing plan, as Apple signs them:
  /// `revocationType` and `revocationPercentage` while refunded (gone once
  /// the refund is reversed), `billingPlanType` and `commitmentInfo` for a
  /// charge of a monthly billing plan.
  func addBillingTerms(
    to payload: inout AppleTransactionPayload, of transaction: TransactionRecord,
    state: EngineState
  ) {
    if transaction.revokedAt != nil {
      let percentage = transaction.terms?.revocationPercentage ?? Revocation.full
      payload.revocationType = Revocation.type(percentage: percentage)
      payload.revocationPercentage = percentage
    }
    guard catalog.products[transaction.productID]?.subscription != nil else { return }
    let plan = transaction.terms?.billingPlan ?? .billedUpfront
    payload.billingPlanType = plan.rawValue
    guard plan == .monthly, let subscription = state.subscriptions[transaction.originalID],
      let commitment = subscription.commitment
    else { return }
    let place = catalog.storefront(transaction.storefront)
    payload.commitmentInfo = AppleTransactionCommitmentInfo(
      billingPeriodNumber: commitment.number(of: transaction, in: policy.calendar),
      totalBillingPeriods: commitment.installments,
      commitmentExpiresDate: ISO8601.milliseconds(commitment.end),
      commitmentPrice: AppleStatusRule.milliUnits(
        catalog.pricing.price(commitment.price, in: place) * Decimal(commitment.installments)))
  }

  /// A subscription's price increase and commitment, as Apple's renewal info
  /// reports them.
  ///
  /// `priceIncreaseStatus` 0 while consent is awaited, 1 once given (or for
  /// an increase that needs none), with the new `renewalPrice`; expiry for
  /// a refused or unanswered increase is `expirationIntent` 3. For a monthly
  /// billing plan, `autoRenewStatus` says whether the next month is billed —
  /// always, until the commitment's last month — and `commitmentInfo` whether
  /// a new commitment follows (Apple, "Managing the life cycle of monthly
  /// subscriptions with a 12-month commitment").
  ///
  /// With `state`, a renewal at the full price is at the product's current
  /// price (after an increase), not the `.storekit` file's.
  func addBillingTerms(
    to info: inout AppleRenewalInfoPayload, of subscription: SubscriptionRecord,
    storefront: String?, state: EngineState?
  ) {
    let place = catalog.storefront(storefront)
    let renewsTo = subscription.renewalProductID ?? subscription.productID
    if let state, let product = catalog.products[renewsTo], info.offerType == nil {
      info.renewalPrice = AppleStatusRule.milliUnits(
        catalog.pricing.price(state.currentPrice(of: product), in: place))
    }
    if let increase = subscription.priceIncrease, increase.productID == renewsTo {
      info.priceIncreaseStatus = increase.appleStatus
      if increase.status != .declined, subscription.introPeriodsRemaining == 0 {
        info.renewalPrice = AppleStatusRule.milliUnits(
          catalog.pricing.price(increase.price, in: place))
      }
      if subscription.status == .expired, increase.blocksRenewal { info.expirationIntent = 3 }
    }
    guard catalog.products[subscription.productID]?.subscription != nil else { return }
    guard let commitment = subscription.commitment else {
      info.renewalBillingPlanType = BillingPlanType.billedUpfront.rawValue
      return
    }
    info.renewalBillingPlanType = BillingPlanType.monthly.rawValue
    info.renewalPrice = AppleStatusRule.milliUnits(
      catalog.pricing.price(commitment.price, in: place))
    info.commitmentInfo = AppleRenewalCommitmentInfo(
      commitmentAutoRenewStatus: commitment.willRenew ? 1 : 0,
      commitmentAutoRenewProductId: subscription.productID,
      commitmentRenewalDate: ISO8601.milliseconds(commitment.end),
      commitmentRenewalPrice: AppleStatusRule.milliUnits(
        catalog.pricing.price(commitment.price, in: place) * Decimal(commitment.installments)),
      commitmentRenewalBillingPlanType: BillingPlanType.monthly.rawValue)
  }
}
