import Foundation
import SubscriptionKit

extension StoreSimulatorError.Code {
  /// The product's `familyShareable` is false in the `.storekit` file.
  public static let notFamilyShareable = Self(rawValue: "not_family_shareable")
  /// A family share that cannot be made or stopped (with oneself, already
  /// shared, Apple's five members reached, nothing shared).
  public static let familySharing = Self(rawValue: "family_sharing")
}

/// One family member's share of a purchaser's subscription (Apple's Family
/// Sharing), as `StoreSimulator.familyShares(of:)` reports it.
public struct FamilyShareInfo: Sendable, Hashable {
  /// The app user who holds the shared subscription now.
  public let purchaser: String
  /// The family member.
  public let member: String
  /// The product shared (the purchaser's current one).
  public let productIdentifier: String
  /// The member's first transaction of the share (`FAMILY_SHARED`).
  public let memberOriginalTransactionIdentifier: String
  /// The member's transaction for the purchaser's current period.
  public let memberTransactionIdentifier: String
  /// When it was shared.
  public let sharedAt: Date
  /// When the member lost it (sharing stopped, the purchaser refunded); nil while shared.
  public let endedAt: Date?
}

/// Family Sharing controls: a purchaser shares a family-shareable
/// subscription with another customer of the store, or stops sharing it.
extension StoreSimulator {
  /// Shares every family-shareable subscription `purchaser` has access
  /// through with `member`, another customer of the store, now. The member
  /// gets access (`ownershipType` `.familyShared`) while the purchaser's
  /// subscription gives it; RevenueCat gets the member's `INITIAL_PURCHASE`
  /// (`is_family_share`), Apple's outbox a `SUBSCRIBED` marked `FAMILY_SHARED`.
  ///
  /// ```swift
  /// try store.purchase(productID: "family.monthly", for: "alice")
  /// try store.shareWithFamily(purchaser: "alice", member: "bob")
  /// ```
  /// - Throws: `StoreSimulatorError` (`.unknownCustomer`, `.noSuchSubscription`,
  ///   `.notFamilyShareable`, `.familySharing`); nothing is written then.
  @discardableResult
  public func shareWithFamily(purchaser: String, member: String) throws -> [FamilyShareInfo] {
    try control { core in
      try core.perform { date, state, step in
        try core.engine.shareWithFamily(
          purchaser: purchaser, member: member, at: date, state: &state, step: &step
        ).map { Self.info($0, state: state) }
      }
    }
  }

  /// Stops sharing `purchaser`'s subscriptions with `member` (nil: with
  /// every member): each loses access at once, with Apple's `REVOKE`.
  ///
  /// - Throws: `StoreSimulatorError` (`.unknownCustomer`, `.familySharing`);
  ///   nothing is written then.
  @discardableResult
  public func stopFamilySharing(purchaser: String, member: String? = nil) throws
    -> [FamilyShareInfo]
  {
    try control { core in
      try core.perform { date, state, step in
        try core.engine.stopFamilySharing(
          purchaser: purchaser, member: member, at: date, state: &state, step: &step
        ).map { Self.info($0, state: state) }
      }
    }
  }

  /// The shares `appUserID` gives (as purchaser) or was given (as member),
  /// ended ones included, in the order shared.
  public func familyShares(of appUserID: String) throws -> [FamilyShareInfo] {
    try control { core in
      try core.refresh()
      _ = try core.catchUp()
      let state = core.state
      return state.familyShares.values.filter {
        $0.memberAppUserID == appUserID
          || state.subscriptions[$0.subscriptionID]?.appUserID == appUserID
      }
      .sorted {
        ($0.sharedAt, $0.memberOriginalTransactionID)
          < ($1.sharedAt, $1.memberOriginalTransactionID)
      }
      .map { Self.info($0, state: state) }
    }
  }

  private static func info(_ share: FamilyShare, state: EngineState) -> FamilyShareInfo {
    let subscription = state.subscriptions[share.subscriptionID]
    return FamilyShareInfo(
      purchaser: subscription?.appUserID ?? "",
      member: share.memberAppUserID,
      productIdentifier: state.transactions[share.sourceTransactionID]?.productID
        ?? subscription?.productID ?? "",
      memberOriginalTransactionIdentifier: share.memberOriginalTransactionID,
      memberTransactionIdentifier: share.memberTransactionID, sharedAt: share.sharedAt,
      endedAt: share.endedAt)
  }
}
