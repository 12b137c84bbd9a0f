import Foundation
import SubscriptionWire

/// What the projections need from one webhook event, read once from the wire
/// model: identifiers, times, and money as exact decimal text.
struct EventFacts: Sendable {
  var id: String
  var type: WebhookEventType
  /// `PRODUCTION` or `SANDBOX` (upper-cased; anything else is kept as sent).
  var environment: String
  /// The environment its customer row is written in: `environment`, or
  /// `unplacedEnvironment` for an `EXPERIMENT_ENROLLMENT`, whose body has no
  /// `environment` (the wire model reads that as `SANDBOX`; only an explicit
  /// `PRODUCTION` is taken at its word). Metrics place such a customer where
  /// their other events are (`CustomerPlacement`).
  var customerEnvironment: String
  var appUserID: String?
  var transactionID: String?
  var originalTransactionID: String?
  var eventTimestampMs: Int64
  var productID: String?
  var store: String
  var countryCode: String?
  /// Entitlements joined with commas, wrapped in commas (`,pro,plus,`) so a
  /// filter is one substring test; nil when none.
  var entitlementIDs: String?
  var periodType: String
  var purchasedAtMs: Int64?
  var expirationAtMs: Int64?
  var gracePeriodExpirationAtMs: Int64?
  var isFamilyShare: Bool
  var currency: String?
  var price: String
  var priceInPurchasedCurrency: String
  var taxPercentage: String
  var commissionPercentage: String
  var cancelReason: WebhookReason?
  var expirationReason: WebhookReason?
  /// `TRANSFER` only: the app user IDs the purchases left, and went to.
  var transferredFrom: [String]
  var transferredTo: [String]
  /// The experiment enrolments it states (`ExperimentProjection`).
  var enrollments: [EnrollmentFact]
  /// The values in it this code does not know (`UnrecognizedProjection`).
  var unrecognized: [(kind: UnrecognizedValues.Kind, value: String)]

  init(_ event: WebhookEvent) {
    id = event.id
    type = event.type
    environment = event.environment.uppercased()
    customerEnvironment =
      type == .experimentEnrollment && environment != AnalyticsEnvironment.production.rawValue
      ? Self.unplacedEnvironment : environment
    appUserID = event.appUserID.flatMap { $0.isEmpty ? nil : $0 }
    transactionID = event.transactionID.flatMap { $0.isEmpty ? nil : $0 }
    originalTransactionID = event.originalTransactionID.flatMap { $0.isEmpty ? nil : $0 }
    eventTimestampMs = event.eventTimestampMs
    productID = event.productID
    store = event.store
    countryCode = event.countryCode.isEmpty ? nil : event.countryCode
    let entitlements = event.entitlementIDs ?? []
    entitlementIDs = entitlements.isEmpty ? nil : "," + entitlements.joined(separator: ",") + ","
    periodType = event.periodType
    purchasedAtMs = event.purchasedAtMs
    expirationAtMs = event.expirationAtMs
    gracePeriodExpirationAtMs = event.gracePeriodExpirationAtMs
    isFamilyShare = event.isFamilyShare
    currency = event.currency.isEmpty ? nil : event.currency
    price = DecimalText.string(event.price)
    priceInPurchasedCurrency = DecimalText.string(event.priceInPurchasedCurrency)
    taxPercentage = DecimalText.string(event.taxPercentage)
    commissionPercentage = DecimalText.string(event.commissionPercentage)
    cancelReason = event.cancelReason
    expirationReason = event.expirationReason
    transferredFrom = event.transferredFrom ?? []
    transferredTo = event.transferredTo ?? []
    enrollments = EnrollmentFact.all(in: event)
    unrecognized = []
    if !type.isKnown { unrecognized.append((.eventTypes, type.rawValue)) }
    if let reason = cancelReason, !reason.isKnown {
      unrecognized.append((.cancelReasons, reason.rawValue))
    }
    if let reason = expirationReason, !reason.isKnown {
      unrecognized.append((.expirationReasons, reason.rawValue))
    }
    if AnalyticsEnvironment(rawValue: environment)?.isKnown != true {
      unrecognized.append((.environments, environment))
    }
  }

  /// Whether metrics can use it: false for a type this code does not know,
  /// and for a `CANCELLATION` whose reason it does not know (the reason says
  /// whether it is a refund). An `EXPIRATION` with a new reason still ends
  /// access: its reason changes nothing metrics read. Events left out are
  /// stored all the same, and a `rebuild()` by a version that knows them uses them.
  var isUnderstood: Bool {
    type.isKnown && (type != .cancellation || cancelReason?.isKnown != false)
  }

  /// The customer row environment of an event that names none: empty, which
  /// no environment is (`AnalyticsEnvironment` names have 1–100 characters).
  static let unplacedEnvironment = ""

  /// When the customer was first seen by this event: its purchase time when
  /// earlier than the event itself (purchases can be backdated).
  var seenAtMs: Int64 { min(purchasedAtMs ?? eventTimestampMs, eventTimestampMs) }
}
