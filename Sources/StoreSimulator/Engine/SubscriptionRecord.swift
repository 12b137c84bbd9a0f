import Foundation
import SubscriptionKit
import SubscriptionWire

/// One auto-renewable subscription of one customer: everything from its
/// original transaction on. A customer has at most one with access per group.
struct SubscriptionRecord: Sendable, Hashable {
  var originalTransactionID: String
  var appUserID: String
  var groupID: String
  /// The product of the current period.
  var productID: String
  /// A downgrade or crossgrade that takes effect at the next renewal.
  var renewalProductID: String?
  var originalPurchaseDate: Date
  var periodStart: Date
  var periodEnd: Date
  var periodType: PeriodType
  /// Offer periods still to come after the current one (pay-as-you-go offers).
  var introPeriodsRemaining: Int
  var willAutoRenew: Bool
  var unsubscribeDetectedAt: Date?
  var billingIssueDetectedAt: Date?
  var gracePeriodEnd: Date?
  var billingRetryEnd: Date?
  /// The customer's payment method will fail at the next renewal.
  var paymentFails: Bool
  var status: SubscriptionRenewalState
  var latestTransactionID: String
  var refundedAt: Date?
  var renewalCount: Int
  var offeringID: String?
  var storeAccount: String
  /// Where the current run of renewals started (nil: `periodStart`); see `BillingAnchor`.
  var billingAnchor: Date? = nil
  /// How many periods the current one is after the anchor's.
  var periodsSinceAnchor = 0
  /// A price increase and a billing plan's commitment (`BillingTerms.swift`).
  var terms: SubscriptionTerms? = nil
  /// The offer whose periods `introPeriodsRemaining` counts (nil: the
  /// introductory offer's), while it lasts.
  var offer: AppliedOffer? = nil
  /// An offer redeemed while subscribed: it starts at the next renewal.
  var pendingOffer: AppliedOffer? = nil

  /// The record with every date at the ledger's and the JSON's precision
  /// (`ISO8601.instant`), so memory and a reloaded ledger agree to the instant.
  var atWirePrecision: SubscriptionRecord {
    var record = self
    record.originalPurchaseDate = ISO8601.instant(originalPurchaseDate)
    record.periodStart = ISO8601.instant(periodStart)
    record.periodEnd = ISO8601.instant(periodEnd)
    record.unsubscribeDetectedAt = unsubscribeDetectedAt.map(ISO8601.instant)
    record.billingIssueDetectedAt = billingIssueDetectedAt.map(ISO8601.instant)
    record.gracePeriodEnd = gracePeriodEnd.map(ISO8601.instant)
    record.billingRetryEnd = billingRetryEnd.map(ISO8601.instant)
    record.refundedAt = refundedAt.map(ISO8601.instant)
    record.billingAnchor = billingAnchor.map(ISO8601.instant)
    record.terms = terms?.atWirePrecision
    return record
  }

  /// Whether the customer has access through it now.
  var hasAccess: Bool { status == .active || status == .gracePeriod }

  /// When the clock next changes it, if ever.
  var nextDueDate: Date? {
    switch status {
    case .active: periodEnd
    case .gracePeriod: gracePeriodEnd
    case .billingRetry: billingRetryEnd
    case .expired, .revoked: nil
    }
  }

  /// When access ends (or ended): the period end, the end of a grace period,
  /// or just before a refund.
  var accessEnd: Date {
    if status == .revoked, let refundedAt { return Revocation.accessEnd(refundedAt) }
    return gracePeriodEnd ?? periodEnd
  }
}

/// The one rule for when a revoked purchase stops granting access.
enum Revocation {
  /// RevenueCat counts an expiration equal to the request date as active, so a
  /// refund at `date` ends access one millisecond earlier: it is revoked at once.
  static func accessEnd(_ date: Date) -> Date { date.addingTimeInterval(-0.001) }
}

extension SubscriptionRecord {
  /// A plan change paid for now (an upgrade, or a plan change made with an
  /// offer): the new product's first period starts at `date` with
  /// `transactionID`, counts as a renewal, anchors billing, and ends any
  /// billing issue.
  mutating func startPaidPlanChange(transactionID: String, at date: Date) {
    status = .active
    billingIssueDetectedAt = nil
    gracePeriodEnd = nil
    billingRetryEnd = nil
    paymentFails = false
    latestTransactionID = transactionID
    renewalCount += 1
    billingAnchor = date
    periodsSinceAnchor = 0
  }
}
