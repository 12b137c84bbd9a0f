import Foundation
import InvoiceAppSubscriptions
import StoreSimulator
import SubscriptionKit

/// Family Sharing between the demo's customers: the customer shares their
/// family-shareable plan with another customer of the store, or stops.
extension DemoSession {
  /// The member a share goes to when none is named: the first demo customer
  /// who is not the current one.
  var defaultFamilyMember: String {
    Self.demoCustomers.first { $0 != simulator.currentAppUserID } ?? Self.demoCustomers[0]
  }

  /// Shares the current customer's family-shareable subscriptions with
  /// `member` (nil: `defaultFamilyMember`), at once.
  func shareWithFamily(_ member: String?) throws {
    let purchaser = simulator.currentAppUserID
    let member = member ?? defaultFamilyMember
    let shares = try simulator.shareWithFamily(purchaser: purchaser, member: member)
    for share in shares {
      append(
        "store: \(Self.shortID(purchaser)) shares \(share.productIdentifier) with \(member) "
          + "(Family Sharing)")
    }
    notice = Notice(
      kind: .success, title: "Shared with \(member) through Family Sharing",
      message:
        "\(member) has \(AppSubscriptions.planName) without paying: "
        + "switch customer (\(label(.cycleCustomer)) or 'login \(member)') to see it.")
  }

  /// Stops sharing with `member` (nil: with every member): they lose access at once.
  func stopFamilySharing(_ member: String?) throws {
    let purchaser = simulator.currentAppUserID
    let shares = try simulator.stopFamilySharing(purchaser: purchaser, member: member)
    for share in shares {
      append(
        "store: \(Self.shortID(purchaser)) stopped sharing \(share.productIdentifier) with "
          + "\(share.member): access revoked")
    }
    notice = Notice(
      kind: .info,
      title: "Stopped sharing with " + shares.map(\.member).joined(separator: ", "),
      message: "Their access ended at once (Apple's REVOKE).")
  }
}
