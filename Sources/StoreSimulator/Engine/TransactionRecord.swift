import Foundation
import SubscriptionKit
import SubscriptionWire

/// One charge in the store: a purchase, a renewal, a plan change, a one-time buy.
struct TransactionRecord: Sendable, Hashable {
  var id: String
  var originalID: String
  var appUserID: String
  var productID: String
  var purchaseDate: Date
  /// The end of the period it paid for; nil for one-time purchases without end.
  var expiresDate: Date?
  var periodType: PeriodType
  var price: Decimal
  var currency: String
  var offeringID: String?
  var revokedAt: Date?
  var storeAccount: String
  /// The storefront it was bought in (ISO 3166-1 alpha-3); nil: the
  /// `.storekit` file's. Its price and currency are that storefront's.
  var storefront: String? = nil
  /// Its billing plan and refunded share (`BillingTerms.swift`).
  var terms: TransactionTerms? = nil
  /// The promotional offer, offer code or win-back offer it was bought with
  /// (nil: none, or the introductory offer, which `periodType` tells).
  var offer: AppliedOffer? = nil

  /// The record with every date at the ledger's and the JSON's precision
  /// (`ISO8601.instant`), so memory and a reloaded ledger agree to the instant.
  var atWirePrecision: TransactionRecord {
    var record = self
    record.purchaseDate = ISO8601.instant(purchaseDate)
    record.expiresDate = expiresDate.map(ISO8601.instant)
    record.revokedAt = revokedAt.map(ISO8601.instant)
    return record
  }

  /// The transaction as SubscriptionKit's public model.
  var storeTransaction: StoreTransaction {
    StoreTransaction(
      transactionIdentifier: id, originalTransactionIdentifier: originalID,
      productIdentifier: productID, purchaseDate: purchaseDate)
  }
}

/// A customer of the project: an app user ID and when it was first seen.
struct CustomerRecord: Sendable, Hashable {
  var appUserID: String
  var originalAppUserID: String
  var firstSeen: Date
  /// Indexes rebuilt from the ledger, not stored.
  var subscriptionIDs: [String] = []
  var transactionIDs: [String] = []
  /// The experiments the customer is enrolled in, in enrolment order (stored).
  var enrollments: [ExperimentEnrollment] = []
  /// Subscriber attributes by name (stored).
  var attributes: [String: WebhookSubscriberAttribute] = [:]
  /// Promotional entitlements granted through the REST API, oldest first (stored).
  var promotionals: [PromotionalGrant] = []
}
