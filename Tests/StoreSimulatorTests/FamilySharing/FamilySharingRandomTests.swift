import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

@testable import StoreSimulator

/// Random lifecycles of a purchaser with two family members: after every
/// step, each member has access exactly while they are shared with and the
/// purchaser has it, to the same instant, and every artefact about a member
/// is marked family-shared.
@Suite("Family Sharing: random lifecycles")
struct FamilySharingRandomTests {
  typealias F = FamilyFixtures

  enum Step: CaseIterable {
    case advance, buy, buyOther, cancel, resume, billingIssue, recover, refund, share, stop
  }

  // Fails with any rule of `mirrorToFamily` taken out (e.g. renewals not
  // mirrored: a member's expiry falls behind the purchaser's within a few steps).
  @Test("Members' access equals the purchaser's while shared, over random lifecycles")
  func randomLifecycles() throws {
    let seed = SeededRandomNumberGenerator.seed(
      from: "SUBKIT_TEST_SEED", test: "FamilySharingRandomTests.randomLifecycles")
    var random = SeededRandomNumberGenerator(seed: seed)
    let members = ["bob", "dan"]
    for lifecycle in 0..<12 {
      let store = try F.simulator(gracePeriod: Bool.random(using: &random))
      var shared: [String: Bool] = ["bob": false, "dan": false]
      for index in 0..<40 {
        let step = Step.allCases.randomElement(using: &random) ?? .advance
        let member = members.randomElement(using: &random) ?? "bob"
        do {
          switch step {
          case .advance:
            try store.advance(by: .seconds(Int.random(in: 1...45, using: &random) * 86_400))
          case .buy: try store.buy(F.shareable, for: "alice")
          case .buyOther:
            if Int.random(in: 0..<3, using: &random) == 0 { try store.buy(F.premium, for: "alice") }
          case .cancel: try store.cancel(productID: F.shareable, for: "alice")
          case .resume: try store.resume(productID: F.shareable, for: "alice")
          case .billingIssue: try store.billingIssue(productID: F.shareable, for: "alice")
          case .recover: try store.resolveBillingIssue(productID: F.shareable, for: "alice")
          case .refund:
            try store.refund(productID: F.shareable, for: "alice")
            shared = shared.mapValues { _ in false }
          case .share:
            for share in try store.shareWithFamily(purchaser: "alice", member: member) {
              shared[share.member] = true
            }
          case .stop:
            for share in try store.stopFamilySharing(purchaser: "alice", member: member) {
              shared[share.member] = false
            }
          }
        } catch is StoreSimulatorError {
          // A step the state does not allow (nothing to cancel, nothing shared): nothing written.
        }
        // A period of a product that is not shareable ends every share.
        // (The entitlement's product: a plan change ends the old period a
        // millisecond before the new one starts, so it is the current one.)
        let alice = try store.customerInfo(for: "alice")
        if let product = alice.entitlements["pro"]?.productIdentifier, product != F.shareable {
          shared = shared.mapValues { _ in false }
        }
        let context = "seed \(seed) lifecycle \(lifecycle) step \(index) \(step)"
        let purchaser = alice.entitlements["pro"]
        for member in members {
          let pro = try store.pro(member)
          let expected = shared[member] == true && purchaser?.isActive == true
          #expect((pro?.isActive == true) == expected, "\(member) \(context)")
          if expected {
            #expect(pro?.expirationDate == purchaser?.expirationDate, "\(member) \(context)")
            #expect(pro?.ownershipType == .familyShared, "\(member) \(context)")
          }
        }
      }
      // Every member artefact says so, and moves no money.
      for event in try store.webhookEvents(limit: .max).map(\.event)
      where members.contains(event.appUserID ?? "") {
        #expect(event.isFamilyShare && event.price == 0, "seed \(seed) \(event.type)")
      }
      for notification in try store.appleNotifications(limit: .max)
      where notification.transaction?.inAppOwnershipType == "FAMILY_SHARED" {
        #expect(notification.transaction?.price == 0, "seed \(seed)")
        #expect(
          notification.payload.notificationType != "REFUND",
          "seed \(seed): a member is revoked, not refunded")
      }
    }
  }
}
