import Foundation

// The one declaration of a webhook event's members: key, kind, what absence
// or `null` means, and when each is written. `init(from:)`/`encode(to:)`
// (`Codable`, the test oracle), the strict reader (`WebhookBody.decode`) and
// the fast writer (`jsonText()`, the ledger's) are all driven by it, so a new
// member is one line here.
//
// Writing follows RevenueCat's samples: the common members always (`null`
// when unknown), type-specific ones only when present ("only"), and on
// `EXPERIMENT_ENROLLMENT` the short shape of its sample: its own members
// always, any other only when it carries something (a value that differs
// from what its absence reads as), so an enrolment read from a fuller body
// loses nothing.
extension WebhookEvent: WireObject {
  static let wireFields = WireFields<WebhookEvent>(
    [
      .required("type", \.type),
      .required("id", \.id),
      .defaulted("app_id", \.appID, absent: { _ in "" }, written: carried),
      .required("event_timestamp_ms", \.eventTimestampMs),
      // RevenueCat's TRANSFER carries no `app_user_id`; one that arrives with it
      // keeps it when written back (what was read is never lost).
      .optional(
        "app_user_id", \.appUserID,
        written: WireWriteRule { event, isAbsent in event.type != .transfer || !isAbsent }),
      .defaulted(
        "original_app_user_id", \.originalAppUserID, absent: { $0.appUserID ?? "" },
        written: .always),
      .defaulted("aliases", \.aliases, absent: { _ in [] }, written: .always),
      .optional("product_id", \.productID, written: carried),
      .optional("entitlement_ids", \.entitlementIDs, written: carried),
      .alwaysNull("entitlement_id", written: .when { $0.type != .experimentEnrollment }),
      .defaulted("period_type", \.periodType, absent: { _ in "NORMAL" }, written: carried),
      .optional("purchased_at_ms", \.purchasedAtMs, written: carried),
      .optional("expiration_at_ms", \.expirationAtMs, written: carried),
      .defaulted(
        "environment", \.environment, absent: { _ in absentEnvironment }, written: carried),
      .defaulted("store", \.store, absent: { _ in "APP_STORE" }, written: carried),
      .optional("transaction_id", \.transactionID, written: carried),
      .optional("original_transaction_id", \.originalTransactionID, written: carried),
      .optional("presented_offering_id", \.presentedOfferingID, written: carried),
      .defaulted("is_family_share", \.isFamilyShare, absent: { _ in false }, written: carried),
      .defaulted("country_code", \.countryCode, absent: { _ in "" }, written: carried),
      .defaulted("currency", \.currency, absent: { _ in "" }, written: carried),
      .defaulted("price", \.price, absent: { _ in 0 }, written: carried),
      .defaulted(
        "price_in_purchased_currency", \.priceInPurchasedCurrency, absent: { $0.price },
        written: carried),
      .defaulted("tax_percentage", \.taxPercentage, absent: { _ in 0 }, written: carried),
      .defaulted(
        "commission_percentage", \.commissionPercentage, absent: { _ in 0 }, written: carried),
      .defaulted(
        "takehome_percentage", \.takehomePercentage, absent: { _ in 0 }, written: carried),
      .optional("offer_code", \.offerCode, written: carried),
      .defaulted(
        "subscriber_attributes", \.subscriberAttributes, absent: { _ in [:] }, written: carried),
      .defaulted("experiments", \.experiments, absent: { _ in [] }, written: carried),
      // EXPERIMENT_ENROLLMENT's own members.
      .optional("experiment_id", \.experimentID, written: enrolment),
      .optional("experiment_variant", \.experimentVariant, written: enrolment),
      .optional("offering_id", \.offeringID, written: enrolment),
      .optional("experiment_enrolled_at_ms", \.experimentEnrolledAtMs, written: enrolment),
      // Type-specific ("only").
      .optional("new_product_id", \.newProductID, written: .whenPresent),
      // RevenueCat writes null on a billing issue without a grace period.
      .optional(
        "grace_period_expiration_at_ms", \.gracePeriodExpirationAtMs,
        written: WireWriteRule { event, isAbsent in event.type == .billingIssue || !isAbsent }),
      .optional("is_trial_conversion", \.isTrialConversion, written: .whenPresent),
      .optional("cancel_reason", \.cancelReason, written: .whenPresent),
      .optional("expiration_reason", \.expirationReason, written: .whenPresent),
      .optional("transferred_from", \.transferredFrom, written: .whenPresent),
      .optional("transferred_to", \.transferredTo, written: .whenPresent),
      .optional("renewal_number", \.renewalNumber, written: .whenPresent),
      .optional("auto_resume_at_ms", \.autoResumeAtMs, written: .whenPresent),
    ],
    blank: {
      WebhookEvent(
        type: .test, id: "", appID: "", eventTimestampMs: 0, appUserID: nil,
        originalAppUserID: "", aliases: [], productID: nil, entitlementIDs: nil,
        periodType: "NORMAL", purchasedAtMs: nil, expirationAtMs: nil,
        environment: absentEnvironment, transactionID: nil, originalTransactionID: nil,
        presentedOfferingID: nil, countryCode: "", currency: "", price: 0)
    })

  /// A common member: always written, except on an enrolment (short shape),
  /// where it is written only when it carries something.
  private static let carried = WireWriteRule<WebhookEvent> { event, isAbsent in
    event.type != .experimentEnrollment || !isAbsent
  }

  /// An enrolment's own member: always written on an enrolment, when present on others.
  private static let enrolment = WireWriteRule<WebhookEvent> { event, isAbsent in
    event.type == .experimentEnrollment || !isAbsent
  }

  /// Reads an event (`wireFields`: only `type`, `id` and `event_timestamp_ms`
  /// are required; a missing or null member takes its default).
  public init(from decoder: any Decoder) throws {
    self = try Self.wireFields.decode(from: decoder)
  }

  /// Writes RevenueCat's event object (`wireFields` says which members).
  public func encode(to encoder: any Encoder) throws {
    try Self.wireFields.encode(self, to: encoder)
  }
}
