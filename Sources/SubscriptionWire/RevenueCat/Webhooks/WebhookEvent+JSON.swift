import Foundation

extension WebhookEvent {
  /// The event object as compact JSON with sorted keys: the same document
  /// `JSONEncoder` with `.sortedKeys` writes, many times faster, since every
  /// lifecycle step writes one (the ledger's hot path).
  package func jsonText() -> String {
    var writer = JSONTextWriter(capacity: 1_024)
    write(to: &writer)
    return writer.text
  }

  /// Writes the event object. Members are in sorted key order, written out
  /// by hand: the type-specific ones (marked "only") sit at their sorted places.
  /// `EXPERIMENT_ENROLLMENT` has the short shape of RevenueCat's sample: its
  /// own members always, any other only when it carries something (marked
  /// "carried"), as ``WebhookEvent``'s `encode(to:)` writes it.
  package func write(to writer: inout JSONTextWriter) {
    let short = type == .experimentEnrollment
    /// In the short shape a member is written when it differs from what its absence reads as.
    func carried(_ differs: Bool) -> Bool { !short || differs }
    writer.beginObject()
    writer.key("aliases")
    writer.strings(aliases)
    if carried(!appID.isEmpty) {
      writer.key("app_id")
      writer.string(appID)
    }
    if type != .transfer {
      writer.key("app_user_id")
      writer.string(appUserID)
    }
    if let cancelReason {  // only
      writer.key("cancel_reason")
      writer.string(cancelReason.rawValue)
    }
    if carried(commissionPercentage != 0) {
      writer.key("commission_percentage")
      writer.decimal(commissionPercentage)
    }
    if carried(!countryCode.isEmpty) {
      writer.key("country_code")
      writer.string(countryCode)
    }
    if carried(!currency.isEmpty) {
      writer.key("currency")
      writer.string(currency)
    }
    if !short {
      writer.key("entitlement_id")
      writer.raw("null")
    }
    if carried(entitlementIDs != nil) {
      writer.key("entitlement_ids")
      writer.strings(entitlementIDs)
    }
    if carried(environment != Self.absentEnvironment) {
      writer.key("environment")
      writer.string(environment)
    }
    writer.key("event_timestamp_ms")
    writer.integer(eventTimestampMs)
    if short || experimentEnrolledAtMs != nil {  // only
      writer.key("experiment_enrolled_at_ms")
      writer.integer(experimentEnrolledAtMs)
    }
    if short || experimentID != nil {  // only
      writer.key("experiment_id")
      writer.string(experimentID)
    }
    if short || experimentVariant != nil {  // only
      writer.key("experiment_variant")
      writer.string(experimentVariant)
    }
    if carried(!experiments.isEmpty) {
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
    }
    if carried(expirationAtMs != nil) {
      writer.key("expiration_at_ms")
      writer.integer(expirationAtMs)
    }
    if let expirationReason {  // only
      writer.key("expiration_reason")
      writer.string(expirationReason.rawValue)
    }
    // only; null without grace on a billing issue
    if type == .billingIssue || gracePeriodExpirationAtMs != nil {
      writer.key("grace_period_expiration_at_ms")
      writer.integer(gracePeriodExpirationAtMs)
    }
    writer.key("id")
    writer.string(id)
    if carried(isFamilyShare) {
      writer.key("is_family_share")
      writer.bool(isFamilyShare)
    }
    if let isTrialConversion {  // only
      writer.key("is_trial_conversion")
      writer.bool(isTrialConversion)
    }
    if let newProductID {  // only
      writer.key("new_product_id")
      writer.string(newProductID)
    }
    if carried(offerCode != nil) {
      writer.key("offer_code")
      writer.string(offerCode)
    }
    if short || offeringID != nil {  // only
      writer.key("offering_id")
      writer.string(offeringID)
    }
    writer.key("original_app_user_id")
    writer.string(originalAppUserID)
    if carried(originalTransactionID != nil) {
      writer.key("original_transaction_id")
      writer.string(originalTransactionID)
    }
    if carried(periodType != "NORMAL") {
      writer.key("period_type")
      writer.string(periodType)
    }
    if carried(presentedOfferingID != nil) {
      writer.key("presented_offering_id")
      writer.string(presentedOfferingID)
    }
    if carried(price != 0) {
      writer.key("price")
      writer.decimal(price)
    }
    if carried(priceInPurchasedCurrency != price) {
      writer.key("price_in_purchased_currency")
      writer.decimal(priceInPurchasedCurrency)
    }
    if carried(productID != nil) {
      writer.key("product_id")
      writer.string(productID)
    }
    if carried(purchasedAtMs != nil) {
      writer.key("purchased_at_ms")
      writer.integer(purchasedAtMs)
    }
    if let renewalNumber {  // only
      writer.key("renewal_number")
      writer.integer(Int64(renewalNumber))
    }
    if carried(store != "APP_STORE") {
      writer.key("store")
      writer.string(store)
    }
    if carried(!subscriberAttributes.isEmpty) {
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
    }
    if carried(takehomePercentage != 0) {
      writer.key("takehome_percentage")
      writer.decimal(takehomePercentage)
    }
    if carried(taxPercentage != 0) {
      writer.key("tax_percentage")
      writer.decimal(taxPercentage)
    }
    if carried(transactionID != nil) {
      writer.key("transaction_id")
      writer.string(transactionID)
    }
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
}
