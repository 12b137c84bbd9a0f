import Foundation
import SubscriptionKit
import SubscriptionWire

extension LifecycleEngine {
  /// Appends the webhook event RevenueCat delivers for a paywall event
  /// (`PAYWALL_IMPRESSION` or `PAYWALL_CLOSE`, with the offering shown in
  /// `offering_id` and the customer's experiments), in the step's commit.
  func paywallEvent(
    _ event: PaywallDisplayEvent, of appUserID: String, at date: Date, state: inout EngineState,
    step: inout LifecycleStep
  ) {
    ensureCustomer(appUserID, at: date, state: &state, step: &step)
    let original = state.customers[appUserID]?.originalAppUserID ?? appUserID
    var webhook = WebhookEvent(
      type: event.kind == .close ? .paywallClose : .paywallImpression, id: nextEventID(&state),
      appID: policy.appID, eventTimestampMs: ISO8601.milliseconds(date), appUserID: appUserID,
      originalAppUserID: original,
      aliases: original == appUserID ? [original] : [original, appUserID], productID: nil,
      entitlementIDs: nil, periodType: "NORMAL", purchasedAtMs: nil, expirationAtMs: nil,
      environment: policy.environment, transactionID: nil, originalTransactionID: nil,
      presentedOfferingID: nil, countryCode: catalog.storefront.countryCode,
      currency: catalog.storefront.currencyCode, price: 0)
    webhook.commissionPercentage = 0  // moves no money
    webhook.takehomePercentage = 0
    webhook.offeringID = event.offeringIdentifier
    webhook.experiments = webhookExperiments(of: appUserID, state: state)
    step.events.append(webhook)
    step.affectedUsers.insert(appUserID)
  }
}
