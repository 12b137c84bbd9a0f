import Foundation
import SubscriptionKit

extension LifecycleEngine {
  /// Appends a webhook event about `transaction` to the step.
  ///
  /// Only events that move money carry the transaction's price (purchases,
  /// renewals; a refund passes `movesMoney` and negates it), as in RevenueCat's
  /// samples, so summing `price` over the events gives the revenue. `price` is
  /// in USD by the catalog's exchange rates, `price_in_purchased_currency` local.
  func emit(
    _ type: WebhookEventType, transaction: TransactionRecord, at date: Date,
    state: inout EngineState, step: inout LifecycleStep, movesMoney: Bool? = nil,
    configure: (inout WebhookEvent) -> Void = { _ in }
  ) {
    let isCharge =
      movesMoney ?? [.initialPurchase, .renewal, .nonRenewingPurchase].contains(type)
    let local = isCharge ? transaction.price : 0
    let customer = state.customers[transaction.appUserID]
    let original = customer?.originalAppUserID ?? transaction.appUserID
    var event = WebhookEvent(
      type: type, id: nextEventID(&state), appID: policy.appID,
      eventTimestampMs: ISO8601.milliseconds(date), appUserID: transaction.appUserID,
      originalAppUserID: original,
      aliases: original == transaction.appUserID ? [original] : [original, transaction.appUserID],
      productID: transaction.productID,
      entitlementIDs: catalog.entitlements(for: transaction.productID).nilIfEmpty,
      periodType: transaction.periodType.webhookValue,
      purchasedAtMs: ISO8601.milliseconds(transaction.purchaseDate),
      expirationAtMs: transaction.expiresDate.map(ISO8601.milliseconds),
      environment: policy.environment, transactionID: transaction.id,
      originalTransactionID: transaction.originalID,
      presentedOfferingID: transaction.offeringID, countryCode: catalog.storefront.countryCode,
      currency: transaction.currency,
      price: catalog.exchangeRates.usd(local, from: transaction.currency),
      priceInPurchasedCurrency: local)
    if let customer {
      if !customer.enrollments.isEmpty {
        event.experiments = webhookExperiments(of: transaction.appUserID, state: state)
      }
      event.subscriberAttributes = customer.attributes
    }
    configure(&event)
    step.events.append(event)
  }

  /// A new event identifier: UUID-shaped, unique per ledger, in outbox order.
  func nextEventID(_ state: inout EngineState) -> String {
    let sequence = String(state.nextEventSequence)
    state.nextEventSequence += 1
    return state.ledgerID + "-0000-4000-8000-"
      + String(repeating: "0", count: max(0, 12 - sequence.count)) + sequence
  }
}

extension PeriodType {
  /// The webhook's `period_type` value.
  var webhookValue: String {
    switch self {
    case .normal: "NORMAL"
    case .intro: "INTRO"
    case .trial: "TRIAL"
    case .prepaid: "PREPAID"
    }
  }
}

extension Array {
  var nilIfEmpty: Self? { isEmpty ? nil : self }
}
