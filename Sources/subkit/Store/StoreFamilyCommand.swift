import CommandLineSupport
import Foundation
import StoreSimulator
import SubscriptionKit

/// `subkit store family [share PURCHASER MEMBER | stop PURCHASER [MEMBER]]`:
/// Apple's Family Sharing between customers of the store.
enum StoreFamilyCommand {
  /// `family [--user ID]`: the customer's shares, given and received.
  static let command = Command.store(
    "family", abstract: "Family Sharing: list, share, stop",
    discussion: """
      Family Sharing between customers of the store: a purchaser shares their
      family-shareable subscriptions (familyShareable in the .storekit file)
      with other customers, up to five, each signed in with their own Apple ID.
      A member has access while the purchaser's subscription does (renewals,
      grace period and billing retry included) and loses it when sharing
      stops or the purchaser is refunded (REVOKE). Without a subcommand,
      prints the customer's shares, one per line: purchaser, product,
      member, member's transaction, shared at, and when it ended.
      """,
    options: [StoreOptions.user], subcommands: [share, stop], events: .none
  ) { context in
    let store = try context.store()
    let user = try context.user(of: store)
    for share in try store.familyShares(of: user) {
      Console.line(
        ([
          share.purchaser, share.productIdentifier, share.member,
          share.memberTransactionIdentifier, StoreCommand.time(share.sharedAt),
        ] + (share.endedAt.map { ["ended", StoreCommand.time($0)] } ?? ["shared"]))
        .joined(separator: " "))
    }
  }

  /// `family share PURCHASER MEMBER`.
  static let share = Command.store(
    "share", abstract: "PURCHASER shares their family-shareable subscriptions with MEMBER",
    discussion: """
      PURCHASER shares every family-shareable subscription they have access
      through with MEMBER, another customer of the store, now (Apple lets
      access take up to an hour; the store gives it at once). Refused for a
      subscription that is not family-shareable, an unknown customer, or
      sharing with oneself.
      """,
    operands: Operands("PURCHASER MEMBER", minimum: 2, maximum: 2)
  ) { context in
    let (purchaser, member) = try customers(context)
    let store = try context.store()
    for share in try store.shareWithFamily(purchaser: purchaser, member: member) {
      Console.line(
        "shared \(share.productIdentifier) of \(purchaser) with \(member) (FAMILY_SHARED "
          + "\(share.memberOriginalTransactionIdentifier)): access while \(purchaser)'s lasts")
    }
  }

  /// `family stop PURCHASER [MEMBER]`.
  static let stop = Command.store(
    "stop", abstract: "PURCHASER stops sharing with MEMBER (default: everyone)",
    discussion: """
      PURCHASER stops sharing their subscriptions with MEMBER (default: with
      every family member); each loses access at once (Apple's REVOKE).
      """,
    operands: Operands("PURCHASER [MEMBER]", minimum: 1, maximum: 2)
  ) { context in
    let operands = context.invocation.operands
    let purchaser = try StoreContext.appUserID(operands[0])
    let member = try operands.dropFirst().first.map(StoreContext.appUserID)
    let store = try context.store()
    for share in try store.stopFamilySharing(purchaser: purchaser, member: member) {
      Console.line(
        "stopped sharing \(share.productIdentifier) of \(purchaser) with \(share.member): "
          + "access revoked (REVOKE)")
    }
  }

  /// PURCHASER and MEMBER, checked as app user IDs.
  private static func customers(_ context: StoreContext) throws -> (String, String) {
    let operands = context.invocation.operands
    return (try StoreContext.appUserID(operands[0]), try StoreContext.appUserID(operands[1]))
  }
}
