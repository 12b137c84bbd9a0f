import Foundation
import SubscriptionWire

/// One family member's access to one purchaser's family-shareable
/// subscription (Apple's Family Sharing), from `store family share` until
/// sharing stops or the purchaser is refunded.
///
/// The member is another customer of the store: Apple gives them a
/// transaction history of their own (`memberOriginalTransactionID`, a new
/// transaction for every period the purchaser pays for), marked
/// `FAMILY_SHARED`, while their access follows the purchaser's subscription:
/// the same product and expiry, the same grace period, the same billing
/// retry. What the member sees is worked out from the purchaser's
/// subscription as it is now, so it can never run ahead of or behind it.
struct FamilyShare: Sendable, Hashable {
  /// The member's first transaction of this share: the key.
  var memberOriginalTransactionID: String
  /// The member's transaction for the purchaser's current period.
  var memberTransactionID: String
  /// The purchaser's subscription shared (its original transaction ID).
  var subscriptionID: String
  /// The family member (an app user ID of the store).
  var memberAppUserID: String
  /// When the purchaser shared it with the member.
  var sharedAt: Date
  /// The purchaser's transaction `memberTransactionID` mirrors.
  var sourceTransactionID: String
  /// When the member lost it (sharing stopped, or the purchaser was refunded);
  /// nil while shared.
  var endedAt: Date?

  /// Whether the member still has it shared.
  var isShared: Bool { endedAt == nil }

  /// The record with every date at the ledger's precision.
  var atWirePrecision: FamilyShare {
    var share = self
    share.sharedAt = ISO8601.instant(sharedAt)
    share.endedAt = endedAt.map(ISO8601.instant)
    return share
  }
}

/// Apple's Family Sharing limit: a purchaser shares with up to five family members.
enum FamilySharingRule {
  static let maximumMembers = 5
}

/// One of a family member's transactions: the member's copy of one of the
/// purchaser's, kept so the ledger knows every identifier it handed out.
struct FamilyTransaction: Sendable, Hashable {
  /// The member's transaction ID.
  var id: String
  /// The share it belongs to (`FamilyShare.memberOriginalTransactionID`).
  var memberOriginalTransactionID: String
  /// The purchaser's transaction it mirrors.
  var sourceTransactionID: String
}
