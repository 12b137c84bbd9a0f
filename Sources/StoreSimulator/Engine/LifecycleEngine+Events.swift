import Foundation
import SubscriptionKit
import SubscriptionWire

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
    // RevenueCat no longer knows a deleted customer: the store goes on, webhooks do not.
    guard !DeletedCustomer.isTombstone(transaction.appUserID) else { return }
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
      presentedOfferingID: transaction.offeringID,
      countryCode: catalog.storefront(transaction.storefront).countryCode,
      currency: transaction.currency,
      price: catalog.exchangeRates.usd(local, from: transaction.currency),
      priceInPurchasedCurrency: local)
    // RevenueCat's `offer_code`: the App Store's offerIdentifier (docs/offers.md).
    event.offerCode = transaction.offer?.id
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
    defer { state.nextEventSequence += 1 }
    return Self.eventID(ledgerID: state.ledgerID, sequence: state.nextEventSequence)
  }

  /// `LEDGERID-0000-4000-8000-` and `sequence` in at least 12 digits (the
  /// outbox reads the sequence back from them). Written digit by digit into
  /// one new string: every event takes one, and joining padded pieces made
  /// four strings each.
  /// Apple's notification UUIDs take the same shape with another `separator`.
  static func eventID(
    ledgerID: String, sequence: Int64, separator: StaticString = "-0000-4000-8000-"
  ) -> String {
    let number = UInt64(max(0, sequence))  // sequences count up from 1
    let width = max(12, DecimalDigits.count(number))
    var ledgerID = ledgerID
    return ledgerID.withUTF8 { ledger in
      String(
        unsafeUninitializedCapacity: ledger.count + separator.utf8CodeUnitCount + width
      ) { buffer in
        var index = buffer.initialize(fromContentsOf: ledger)
        index += UnsafeMutableBufferPointer(rebasing: buffer[index...]).initialize(
          fromContentsOf: UnsafeBufferPointer(
            start: separator.utf8Start, count: separator.utf8CodeUnitCount))
        DecimalDigits.write(number, into: UnsafeMutableBufferPointer(rebasing: buffer[index...]))
        return buffer.count
      }
    }
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
