import Foundation
import SubscriptionKit

extension WebhookEvent {
  /// The event object as compact JSON with sorted keys: the same document
  /// `JSONEncoder` with `.sortedKeys` writes, many times faster, since every
  /// lifecycle step writes one (the ledger's hot path).
  func jsonText() -> String {
    var writer = JSONTextWriter(capacity: 1_024)
    write(to: &writer)
    return writer.text
  }

  /// Writes the event object. Members are in sorted key order, written out
  /// by hand: the type-specific ones (marked "only") sit at their sorted places.
  func write(to writer: inout JSONTextWriter) {
    if type == .experimentEnrollment {
      writeEnrollment(to: &writer)
      return
    }
    writer.beginObject()
    writer.key("aliases")
    writer.strings(aliases)
    writer.key("app_id")
    writer.string(appID)
    if type != .transfer {
      writer.key("app_user_id")
      writer.string(appUserID)
    }
    if let cancelReason {  // only
      writer.key("cancel_reason")
      writer.string(cancelReason.rawValue)
    }
    writer.key("commission_percentage")
    writer.decimal(commissionPercentage)
    writer.key("country_code")
    writer.string(countryCode)
    writer.key("currency")
    writer.string(currency)
    writer.key("entitlement_id")
    writer.raw("null")
    writer.key("entitlement_ids")
    writer.strings(entitlementIDs)
    writer.key("environment")
    writer.string(environment)
    writer.key("event_timestamp_ms")
    writer.integer(eventTimestampMs)
    writer.key("experiments")
    writer.raw("[")
    for (index, experiment) in experiments.enumerated() {
      if index > 0 { writer.raw(",") }
      writer.beginObject()
      if let enrolledAtMs = experiment.enrolledAtMs {
        writer.key("enrolled_at_ms")
        writer.integer(enrolledAtMs)
      }
      writer.key("experiment_id")
      writer.string(experiment.experimentID)
      writer.key("experiment_variant")
      writer.string(experiment.experimentVariant)
      writer.endObject()
    }
    writer.raw("]")
    writer.key("expiration_at_ms")
    writer.integer(expirationAtMs)
    if let expirationReason {  // only
      writer.key("expiration_reason")
      writer.string(expirationReason.rawValue)
    }
    if type == .billingIssue || gracePeriodExpirationAtMs != nil {  // only; null without grace
      writer.key("grace_period_expiration_at_ms")
      writer.integer(gracePeriodExpirationAtMs)
    }
    writer.key("id")
    writer.string(id)
    writer.key("is_family_share")
    writer.bool(isFamilyShare)
    if let isTrialConversion {  // only
      writer.key("is_trial_conversion")
      writer.bool(isTrialConversion)
    }
    if let newProductID {  // only
      writer.key("new_product_id")
      writer.string(newProductID)
    }
    writer.key("offer_code")
    writer.string(offerCode)
    writer.key("original_app_user_id")
    writer.string(originalAppUserID)
    writer.key("original_transaction_id")
    writer.string(originalTransactionID)
    writer.key("period_type")
    writer.string(periodType)
    writer.key("presented_offering_id")
    writer.string(presentedOfferingID)
    writer.key("price")
    writer.decimal(price)
    writer.key("price_in_purchased_currency")
    writer.decimal(priceInPurchasedCurrency)
    writer.key("product_id")
    writer.string(productID)
    writer.key("purchased_at_ms")
    writer.integer(purchasedAtMs)
    if let renewalNumber {  // only
      writer.key("renewal_number")
      writer.integer(Int64(renewalNumber))
    }
    writer.key("store")
    writer.string(store)
    writer.key("subscriber_attributes")
    writer.beginObject()
    for name in subscriberAttributes.keys.sorted() {
      guard let attribute = subscriberAttributes[name] else { continue }
      writer.key(text: name)
      writer.beginObject()
      writer.key("updated_at_ms")
      writer.integer(attribute.updatedAtMs)
      writer.key("value")
      writer.string(attribute.value)
      writer.endObject()
    }
    writer.endObject()
    writer.key("takehome_percentage")
    writer.decimal(takehomePercentage)
    writer.key("tax_percentage")
    writer.decimal(taxPercentage)
    writer.key("transaction_id")
    writer.string(transactionID)
    if let transferredFrom {  // only
      writer.key("transferred_from")
      writer.strings(transferredFrom)
    }
    if let transferredTo {  // only
      writer.key("transferred_to")
      writer.strings(transferredTo)
    }
    writer.key("type")
    writer.string(type.rawValue)
    writer.endObject()
  }
  /// `EXPERIMENT_ENROLLMENT`: exactly the members of RevenueCat's sample, sorted.
  private func writeEnrollment(to writer: inout JSONTextWriter) {
    writer.beginObject()
    writer.key("aliases")
    writer.strings(aliases)
    writer.key("app_user_id")
    writer.string(appUserID)
    writer.key("event_timestamp_ms")
    writer.integer(eventTimestampMs)
    writer.key("experiment_enrolled_at_ms")
    writer.integer(experimentEnrolledAtMs)
    writer.key("experiment_id")
    writer.string(experimentID)
    writer.key("experiment_variant")
    writer.string(experimentVariant)
    writer.key("id")
    writer.string(id)
    writer.key("offering_id")
    writer.string(offeringID)
    writer.key("original_app_user_id")
    writer.string(originalAppUserID)
    writer.key("type")
    writer.string(type.rawValue)
    writer.endObject()
  }
}
