import Foundation
import SQLiteSupport
import SubscriptionWire

/// What the App Store Server API answers about a family member's
/// transactions (`FAMILY_SHARED`): the member is a customer of their own,
/// whose transactions are the copies of the purchaser's periods they were
/// shared (`family_transactions`), signed as Apple signs them.
extension SimulatorCore {
  /// The share a member transaction belongs to and the purchaser's
  /// transaction it copies; nil for any other identifier.
  private func familyTransaction(_ id: String) throws -> (FamilyShare, TransactionRecord)? {
    guard !state.familyShares.isEmpty else { return nil }
    let statement = try ledger.database.statement(
      """
      SELECT member_original_transaction_id, source_transaction_id FROM family_transactions
      WHERE transaction_id = ?
      """)
    guard
      let (shareID, sourceID) = try statement.bind(.text(id)).firstRow({
        ($0.text(0), $0.text(1))
      }),
      let share = state.familyShares[shareID], let source = state.transactions[sourceID]
    else { return nil }
    return (share, source)
  }

  /// The member transaction `id`, signed at `signedDate`; revoked when its
  /// share ended with it. Nil when `id` is not a member's.
  func familyAppleTransaction(_ id: String, signedDate: Int64) throws -> AppleTransactionPayload? {
    guard let (share, source) = try familyTransaction(id) else { return nil }
    return memberPayload(id, share: share, source: source, signedDate: signedDate)
  }

  /// Every transaction of the member who holds `id`, oldest first; nil when
  /// `id` is not a member's.
  func familyAppleTransactions(ofMember id: String, signedDate: Int64) throws
    -> [AppleTransactionPayload]?
  {
    guard let (share, _) = try familyTransaction(id) else { return nil }
    let statement = try ledger.database.statement(
      """
      SELECT transaction_id, source_transaction_id FROM family_transactions
      WHERE member_original_transaction_id = ?
      """)
    var payloads: [AppleTransactionPayload] = []
    for member in state.familyShares(ofMember: share.memberAppUserID) {
      statement.reset()
      try statement.bind(.text(member.memberOriginalTransactionID))
      while try statement.step() {
        guard let source = state.transactions[statement.text(1)] else { continue }
        payloads.append(
          memberPayload(statement.text(0), share: member, source: source, signedDate: signedDate))
      }
      statement.reset()
    }
    return payloads.sorted {
      ($0.purchaseDate, $0.transactionId) < ($1.purchaseDate, $1.transactionId)
    }
  }

  /// The original transaction IDs of every share the member who holds `id`
  /// was given; nil when `id` is not a member's.
  func familyOriginalIDs(ofMember id: String) throws -> Set<String>? {
    guard let (share, _) = try familyTransaction(id) else { return nil }
    return Set(
      state.familyShares(ofMember: share.memberAppUserID).map(\.memberOriginalTransactionID))
  }

  /// The member's shared subscriptions with their status (the purchaser's,
  /// or 5 revoked once the share ended); nil when `id` is not a member's.
  func familyAppleSubscriptionStates(ofMember id: String, signedDate: Int64) throws
    -> [AppleSubscriptionState]?
  {
    guard let (share, _) = try familyTransaction(id) else { return nil }
    return state.familyShares(ofMember: share.memberAppUserID).compactMap { member in
      guard let subscription = state.subscriptions[member.subscriptionID],
        let source = state.transactions[member.sourceTransactionID]
      else { return nil }
      var renewal = engine.appleRenewalInfo(subscription, signedDate: signedDate)
      renewal.originalTransactionId = member.memberOriginalTransactionID
      renewal.recentSubscriptionStartDate = ISO8601.milliseconds(member.sharedAt)
      return AppleSubscriptionState(
        subscriptionGroupIdentifier: subscription.groupID,
        originalTransactionId: member.memberOriginalTransactionID,
        status: member.isShared ? AppleStatusRule.status(of: subscription) : .revoked,
        transaction: memberPayload(
          member.memberTransactionID, share: member, source: source, signedDate: signedDate),
        renewalInfo: renewal)
    }
  }

  private func memberPayload(
    _ id: String, share: FamilyShare, source: TransactionRecord, signedDate: Int64
  ) -> AppleTransactionPayload {
    var payload = engine.memberTransaction(
      engine.appleTransaction(source, signedDate: signedDate, state: state), share: share,
      memberTransactionID: id)
    payload.revocationDate = nil
    payload.revocationReason = nil
    payload.revocationType = nil
    payload.revocationPercentage = nil
    if let ended = share.endedAt, id == share.memberTransactionID {
      payload.revocationDate = ISO8601.milliseconds(ended)
      payload.revocationReason = 0
      payload.revocationType = Revocation.familyRevoke
    }
    return payload
  }
}
