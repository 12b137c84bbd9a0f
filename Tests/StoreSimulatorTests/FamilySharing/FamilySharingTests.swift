import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

@testable import StoreSimulator

/// Apple's Family Sharing (issue 28) through the engine, RevenueCat's events
/// and subscriber JSON, and Apple's notifications. Each rule's test fails
/// with the rule taken out (noted on the test).
@Suite("Family Sharing")
struct FamilySharingTests {
  typealias F = FamilyFixtures

  // Fails without `engine.mirrorToFamily` in `SimulatorCore.commit`: Bob
  // gets no RENEWAL, keeps the first period's expiry and loses access a month early.
  @Test("A member's access is FAMILY_SHARED and follows the purchaser's renewals and expiry")
  func followsPurchaser() throws {
    let clock = TestClock(start: Fixtures.start)
    let store = try F.simulator(clock: clock.subscriptionClock)
    let bought = try store.buy(F.shareable, for: "alice")
    let shares = try store.shareWithFamily(purchaser: "alice", member: "bob")
    try #require(shares.map(\.member) == ["bob"])
    let bob = try #require(try store.pro("bob"))
    let alice = try #require(try store.pro("alice"))
    #expect(bob.isActive && bob.ownershipType == .familyShared)
    #expect(alice.ownershipType == .purchased)
    #expect(bob.expirationDate == alice.expirationDate)
    let entry = try #require(
      try store.customerInfo(for: "bob").subscriptionsByProductIdentifier[F.shareable])
    #expect(entry.ownershipType == .familyShared && entry.price?.amount == 0)
    #expect(entry.storeTransactionID == shares[0].memberOriginalTransactionIdentifier)
    #expect(entry.storeTransactionID != bought.transactionIdentifier)

    var events = try store.webhookEvents().map(\.event)
    let shared = try #require(events.last)
    #expect(shared.type == .initialPurchase && shared.appUserID == "bob")
    #expect(shared.isFamilyShare && shared.price == 0 && shared.priceInPurchasedCurrency == 0)
    #expect(shared.originalTransactionID == shares[0].memberOriginalTransactionIdentifier)
    let apple = try store.appleNotifications()
    try #require(apple.map(\.payload.notificationType) == ["SUBSCRIBED", "SUBSCRIBED"])
    #expect(apple.map { $0.transaction?.inAppOwnershipType } == ["PURCHASED", "FAMILY_SHARED"])
    #expect(apple[1].transaction?.originalTransactionId == shared.originalTransactionID)
    #expect(apple[1].renewalInfo?.originalTransactionId == shared.originalTransactionID)

    // Alice's renewal renews Bob: a new member transaction, the same original.
    try store.advance(by: .days(31))
    events = try store.webhookEvents().map(\.event)
    let renewals = events.filter { $0.type == .renewal }
    try #require(renewals.map(\.appUserID) == ["alice", "bob"])
    #expect(renewals[1].isFamilyShare && renewals[1].price == 0)
    #expect(renewals[1].originalTransactionID == shared.originalTransactionID)
    #expect(renewals[1].transactionID != shared.transactionID)
    #expect(try store.pro("bob")?.expirationDate == store.pro("alice")?.expirationDate)
    #expect(try store.hasPro("bob"))
    let renewed = try store.appleNotifications().suffix(2)
    #expect(renewed.map(\.payload.notificationType) == ["DID_RENEW", "DID_RENEW"])
    #expect(renewed.last?.transaction?.transactionId == renewals[1].transactionID)

    // Alice turns auto-renew off: both keep access to the period's end, not at it.
    try store.cancel(productID: F.shareable, for: "alice")
    let end = try #require(try store.pro("alice")?.expirationDate)
    try store.advance(to: end.addingTimeInterval(-0.001))
    #expect(try store.hasPro("alice") && store.hasPro("bob"))
    try store.advance(to: end)
    #expect(try !store.hasPro("alice") && !store.hasPro("bob"))
    let last = try store.webhookEvents().map(\.event).suffix(2)
    #expect(last.map(\.type) == [.expiration, .expiration])
    #expect(last.map(\.appUserID) == ["alice", "bob"])
    let expired = try #require(try store.appleNotifications().last)
    #expect(expired.payload.notificationType == "EXPIRED" && expired.payload.subtype == "VOLUNTARY")
    #expect(expired.transaction?.inAppOwnershipType == "FAMILY_SHARED")
    #expect(expired.payload.data?.status == 2)
  }

  // Fails if the member's entry ignores the purchaser's grace period
  // (`current?.accessEnd` replaced by the transaction's expiry): Bob loses
  // access at the period end while Alice keeps it.
  @Test("Grace period and billing retry: the member has access exactly while the purchaser has")
  func billingIssue() throws {
    let clock = TestClock(start: Fixtures.start)
    let store = try F.simulator(clock: clock.subscriptionClock, gracePeriod: true)
    try store.buy(F.shareable, for: "alice")
    try store.shareWithFamily(purchaser: "alice", member: "bob")
    try store.billingIssue(productID: F.shareable, for: "alice")
    try store.advance(by: .days(32))
    let alice = try #require(try store.pro("alice"))
    let bob = try #require(try store.pro("bob"))
    #expect(alice.isActive && bob.isActive)
    #expect(bob.gracePeriodExpiresDate == alice.gracePeriodExpiresDate)
    #expect(bob.gracePeriodExpiresDate != nil)
    let failed = try store.appleNotifications().filter {
      $0.payload.notificationType == "DID_FAIL_TO_RENEW"
    }
    #expect(failed.map { $0.transaction?.inAppOwnershipType } == ["PURCHASED", "FAMILY_SHARED"])
    #expect(failed.allSatisfy { $0.payload.subtype == "GRACE_PERIOD" })

    try store.advance(by: .days(20))  // past the grace period: billing retry, no access
    #expect(try !store.hasPro("alice") && !store.hasPro("bob"))
    let graceOver = try store.appleNotifications().filter {
      $0.payload.notificationType == "GRACE_PERIOD_EXPIRED"
    }
    #expect(graceOver.count == 2)

    try store.resolveBillingIssue(productID: F.shareable, for: "alice")
    #expect(try store.hasPro("alice") && store.hasPro("bob"))
    #expect(try store.pro("bob")?.expirationDate == store.pro("alice")?.expirationDate)
    let recovered = try store.appleNotifications().suffix(2)
    #expect(recovered.map(\.payload.subtype) == ["BILLING_RECOVERY", "BILLING_RECOVERY"])
  }

  // Fails without the refund case of `mirrorAction`: Bob gets a mirrored
  // REFUND instead of REVOKE, keeps access to the period's end, and the share stays.
  @Test(
    "A refund to the purchaser revokes every member at once (REVOKE, revocationReason 0, FAMILY_REVOKE)"
  )
  func refundRevokes() throws {
    let store = try F.simulator()
    try store.buy(F.shareable, for: "alice")
    try store.shareWithFamily(purchaser: "alice", member: "bob")
    try store.shareWithFamily(purchaser: "alice", member: "dan")
    try store.advance(by: .days(3))
    try store.refund(productID: F.shareable, for: "alice")
    #expect(try !store.hasPro("alice") && !store.hasPro("bob") && !store.hasPro("dan"))
    let now = ISO8601.milliseconds(store.now)
    let apple = try store.appleNotifications().suffix(3)
    #expect(apple.map(\.payload.notificationType) == ["REFUND", "REVOKE", "REVOKE"])
    for revoke in apple.dropFirst() {
      #expect(revoke.transaction?.inAppOwnershipType == "FAMILY_SHARED")
      #expect(revoke.transaction?.revocationDate == now)
      #expect(revoke.transaction?.revocationReason == 0)
      // The purchaser's refund is REFUND_FULL; the member's loss is no refund.
      #expect(revoke.transaction?.revocationType == "FAMILY_REVOKE")
      #expect(revoke.transaction?.revocationPercentage == nil)
      #expect(revoke.payload.data?.status == 5)
    }
    let events = try store.webhookEvents().map(\.event).suffix(3)
    #expect(events.map(\.appUserID) == ["alice", "bob", "dan"])
    #expect(events.allSatisfy { $0.type == .cancellation && $0.cancelReason == .customerSupport })
    #expect(events.dropFirst().allSatisfy { $0.isFamilyShare && $0.price == 0 })
    #expect(events.dropFirst().allSatisfy { $0.expirationAtMs == now })
    #expect(try store.familyShares(of: "bob").map(\.endedAt) == [store.now])
    let bob = try #require(
      try store.customerInfo(for: "bob").subscriptionsByProductIdentifier[F.shareable])
    #expect(bob.refundedAt == store.now)

    // Buying again does not bring the share back: sharing ended with the refund.
    try store.buy(F.shareable, for: "alice")
    #expect(try store.hasPro("alice") && !store.hasPro("bob"))
  }

  // Fails with `revoke` not ending the share (`endedAt` left nil): Bob keeps access.
  @Test("Stopping sharing revokes that member at once; the purchaser and others keep access")
  func stopRevokes() throws {
    let store = try F.simulator()
    try store.buy(F.shareable, for: "alice")
    try store.shareWithFamily(purchaser: "alice", member: "bob")
    try store.shareWithFamily(purchaser: "alice", member: "dan")
    let stopped = try store.stopFamilySharing(purchaser: "alice", member: "bob")
    try #require(stopped.map(\.member) == ["bob"])
    #expect(stopped.first?.endedAt == store.now)
    #expect(try store.hasPro("alice") && !store.hasPro("bob") && store.hasPro("dan"))
    let revoke = try #require(try store.appleNotifications().last)
    #expect(revoke.payload.notificationType == "REVOKE")
    #expect(
      revoke.transaction?.originalTransactionId == stopped[0].memberOriginalTransactionIdentifier)
    #expect(revoke.transaction?.revocationReason == 0)
    let event = try #require(try store.webhookEvents().last?.event)
    #expect(event.type == .cancellation && event.appUserID == "bob" && event.isFamilyShare)

    // Renewals reach the members still sharing only.
    try store.advance(by: .days(31))
    let renewals = try store.webhookEvents().map(\.event).filter { $0.type == .renewal }
    #expect(renewals.map(\.appUserID) == ["alice", "dan"])
    // Sharing again gives Bob a new transaction history.
    let again = try store.shareWithFamily(purchaser: "alice", member: "bob")
    #expect(
      again.first?.memberOriginalTransactionIdentifier
        != stopped[0].memberOriginalTransactionIdentifier
    )
    #expect(try store.hasPro("bob"))
  }

  // Fails without the `isFamilyShareable` check in `mirrorAction`: Bob is
  // given the upgraded product, which is not shareable.
  @Test("Changing to a product that is not family-shareable revokes the members")
  func upgradeRevokes() throws {
    let store = try F.simulator()
    try store.buy(F.shareable, for: "alice")
    try store.shareWithFamily(purchaser: "alice", member: "bob")
    try store.buy(F.premium, for: "alice")  // an upgrade: immediate
    #expect(try store.hasPro("alice") && !store.hasPro("bob"))
    let types = try store.appleNotifications().map(\.payload.notificationType)
    #expect(types.suffix(2) == ["DID_CHANGE_RENEWAL_PREF", "REVOKE"])
    #expect(try store.familyShares(of: "bob").allSatisfy { $0.endedAt != nil })
  }

  // Fails without the family fallbacks in `StoreSimulator+AppStoreServerAPI`
  // (every look-up of a member's transaction answers nil: "not found").
  @Test("The App Store Server API answers for a member's transactions, as FAMILY_SHARED")
  func serverAPI() throws {
    let store = try F.simulator()
    try store.buy(F.shareable, for: "alice")
    let share = try #require(try store.shareWithFamily(purchaser: "alice", member: "bob").first)
    try store.advance(by: .days(31))
    let latest = try #require(try store.familyShares(of: "bob").first?.memberTransactionIdentifier)
    let first = try #require(try store.appleTransaction(share.memberOriginalTransactionIdentifier))
    #expect(first.inAppOwnershipType == "FAMILY_SHARED" && first.price == 0)
    #expect(first.originalTransactionId == share.memberOriginalTransactionIdentifier)
    let history = try #require(try store.appleCustomerTransactions(of: latest))
    #expect(history.map(\.transactionId) == [share.memberOriginalTransactionIdentifier, latest])
    #expect(history.allSatisfy { $0.inAppOwnershipType == "FAMILY_SHARED" })
    var states = try #require(try store.appleSubscriptionStates(of: latest))
    #expect(states.map(\.status) == [.active])
    #expect(states.first?.transaction.transactionId == latest)
    #expect(
      states.first?.renewalInfo.originalTransactionId == share.memberOriginalTransactionIdentifier)
    #expect(
      try store.pro("alice")?.expirationDate.map(ISO8601.milliseconds)
        == states.first?.transaction.expiresDate)

    // Extending the purchaser's renewal date extends the member's (Apple's rule).
    let original = try #require(try store.appleTransaction(latest)).expiresDate
    let purchaserOriginal = try #require(
      try store.appleSubscriptionStates(of: "2000000000000001")?.first?.originalTransactionId)
    _ = try store.extendAppleRenewalDate(
      originalTransactionID: purchaserOriginal, days: 10, reason: 1, requestIdentifier: "r1")
    let extended = try #require(try store.appleTransaction(latest)?.expiresDate)
    #expect(extended == original.map { $0 + 10 * 86_400_000 })
    #expect(try store.pro("bob")?.expirationDate.map(ISO8601.milliseconds) == extended)
    #expect(
      try store.appleNotifications().suffix(2).map(\.payload.notificationType) == [
        "RENEWAL_EXTENDED", "RENEWAL_EXTENDED",
      ])

    try store.stopFamilySharing(purchaser: "alice")
    states = try #require(try store.appleSubscriptionStates(of: latest))
    #expect(states.map(\.status) == [.revoked])
    #expect(try store.appleTransaction(latest)?.revocationDate == ISO8601.milliseconds(store.now))
    #expect(try store.appleTransaction("2999999999999999") == nil)
    var query = AppleNotificationQuery(start: Fixtures.start, end: store.now.addingTimeInterval(1))
    query.transactionID = latest
    query.limit = 100
    let notified = try store.appleNotificationHistory(query).map(\.notification)
    #expect(
      notified.map(\.payload.notificationType) == [
        "SUBSCRIBED", "DID_RENEW", "RENEWAL_EXTENDED", "REVOKE",
      ])
    #expect(notified.allSatisfy { $0.transaction?.inAppOwnershipType == "FAMILY_SHARED" })
  }

  // Fails without `mirrorToFamily` in the bulk run's `move` (Bob gets no
  // RENEWAL while the population runs; his transaction falls behind).
  @Test("A population simulated beside a family: the purchaser's renewals reach the member")
  func populationRun() throws {
    let store = try F.simulator()
    try store.buy(F.shareable, for: "alice")
    try store.shareWithFamily(purchaser: "alice", member: "bob")
    _ = try store.simulatePopulation(PopulationPlan(customers: 5, months: 3, seed: 1))
    let events = try store.webhookEvents(limit: .max).map(\.event)
    let renewals = events.filter { $0.type == .renewal }
    let alice = renewals.filter { $0.appUserID == "alice" }
    let bob = renewals.filter { $0.appUserID == "bob" }
    #expect(alice.count >= 2 && bob.count == alice.count)
    #expect(bob.map(\.expirationAtMs) == alice.map(\.expirationAtMs))
    #expect(try store.hasPro("bob") == store.hasPro("alice"))
    let entry = try store.customerInfo(for: "bob").subscriptionsByProductIdentifier[F.shareable]
    #expect(entry?.storeTransactionID == bob.last?.transactionID)
  }

  // Fails without `renameFamilyMember` in `rename` (or without the share
  // counted in `switchCustomer`'s aliasing): the logged-in member loses access.
  @Test("An anonymous member who logs in keeps what is shared with them")
  func memberLogsIn() async throws {
    let store = try F.simulator()
    let anonymous = store.currentAppUserID
    try store.buy(F.shareable, for: "alice")
    try store.shareWithFamily(purchaser: "alice", member: anonymous)
    _ = try await store.logIn("bob")
    #expect(try store.hasPro("bob"))
    #expect(try store.familyShares(of: "bob").map(\.member) == ["bob"])
    try store.advance(by: .days(31))
    let renewal = try #require(try store.webhookEvents().last?.event)
    #expect(renewal.type == .renewal && renewal.appUserID == "bob" && renewal.isFamilyShare)
  }

  // Each fails with its check in `shareWithFamily`/`stopFamilySharing` taken out.
  @Test("Bad family inputs are one-line errors that write nothing")
  func badInputs() throws {
    let store = try F.simulator()
    try store.buy(F.solo, for: "carol")
    try store.buy(F.shareable, for: "alice")
    try store.shareWithFamily(purchaser: "alice", member: "bob")
    // Erin's family is full (five members); Alice shares with Bob alone.
    try store.buy(F.shareable, for: "erin")
    for member in ["m1", "m2", "m3", "m4", "m5"] {
      try store.shareWithFamily(purchaser: "erin", member: member)
    }
    let cases: [(String, StoreSimulatorError.Code, () throws -> Void)] = [
      (
        "not shareable", .notFamilyShareable,
        {
          _ = try store.shareWithFamily(purchaser: "carol", member: "bob")
        }
      ),
      (
        "unknown purchaser", .unknownCustomer,
        {
          _ = try store.shareWithFamily(purchaser: "zed", member: "bob")
        }
      ),
      (
        "with oneself", .familySharing,
        {
          _ = try store.shareWithFamily(purchaser: "alice", member: "alice")
        }
      ),
      (
        "no subscription", .noSuchSubscription,
        {
          _ = try store.shareWithFamily(purchaser: "bob", member: "carol")
        }
      ),
      (
        "already shared", .familySharing,
        {
          _ = try store.shareWithFamily(purchaser: "alice", member: "bob")
        }
      ),
      (
        "a sixth member", .familySharing,
        {
          _ = try store.shareWithFamily(purchaser: "erin", member: "m6")
        }
      ),
      (
        "stop, nothing shared", .familySharing,
        {
          _ = try store.stopFamilySharing(purchaser: "carol")
        }
      ),
      (
        "stop, unknown member", .unknownCustomer,
        {
          _ = try store.stopFamilySharing(purchaser: "alice", member: "zed")
        }
      ),
      (
        "stop with oneself", .familySharing,
        {
          _ = try store.stopFamilySharing(purchaser: "alice", member: "alice")
        }
      ),
    ]
    let events = try store.webhookEvents().count
    let apple = try store.appleNotifications().count
    let customers = store.knownAppUserIDs
    let shares = try store.familyShares(of: "alice") + store.familyShares(of: "erin")
    for (name, code, run) in cases {
      let error = #expect(throws: StoreSimulatorError.self, "\(name)") { try run() }
      #expect(error?.code == code, "\(name)")
      #expect(error.map { !$0.message.contains("\n") && !$0.message.isEmpty } == true, "\(name)")
      #expect(try store.webhookEvents().count == events, "\(name)")
      #expect(try store.appleNotifications().count == apple, "\(name)")
      #expect(store.knownAppUserIDs == customers, "\(name)")
      #expect(
        try store.familyShares(of: "alice") + store.familyShares(of: "erin") == shares, "\(name)")
    }
  }

  // Fails without `loadFamilyShares` in `loadState` (Bob loses access on
  // reopening) or without its transaction counter (a member transaction ID reused).
  @Test("Shares survive reopening the ledger; the ledger audit holds")
  func persistence() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("ledger.sqlite")
    let clock = TestClock(start: Fixtures.start)
    do {
      let store = try F.simulator(clock: clock.subscriptionClock, ledger: .file(url))
      try store.buy(F.shareable, for: "alice")
      try store.shareWithFamily(purchaser: "alice", member: "bob")
      try store.advance(by: .days(31))
    }
    let store = try F.simulator(clock: clock.subscriptionClock, ledger: .file(url))
    #expect(try store.hasPro("bob"))
    try store.advance(by: .days(31))
    try store.refund(productID: F.shareable, for: "alice")
    let ids = try store.webhookEvents().map(\.event).compactMap(\.transactionID)
    let byTransaction = Dictionary(grouping: ids, by: { $0 })
    // Each member transaction is named by one purchase event and at most one other.
    let apple = try store.appleNotifications()
    let memberIDs = Set(
      apple.filter { $0.transaction?.inAppOwnershipType == "FAMILY_SHARED" }
        .compactMap { $0.transaction?.transactionId })
    let aliceIDs = Set(
      apple.filter { $0.transaction?.inAppOwnershipType == "PURCHASED" }
        .compactMap { $0.transaction?.transactionId })
    #expect(memberIDs.count == 3 && memberIDs.isDisjoint(with: aliceIDs))
    #expect(memberIDs.allSatisfy { byTransaction[$0] != nil })
    let audit = try LedgerAudit(ledgerAt: url)
    #expect(audit.problems.isEmpty, "\(audit.problems)")
  }
}
