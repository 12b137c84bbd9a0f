import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire
import Testing

/// A mass renewal-date extension tells Apple's way about each subscription it
/// could not extend (issue 24): one `RENEWAL_EXTENSION` / `FAILURE` each,
/// before the `SUMMARY` that counts them.
@Suite("Apple notifications of a mass extension's failures")
struct AppleMassExtensionFailureTests {
  @Test("A subscriber in a free trial is not extended: FAILURE with its transaction, then SUMMARY")
  func failurePerSubscription() throws {
    let store = try Fixtures.simulator()
    let paid = try store.purchase(productID: "pro_monthly", for: "ann", storeAccount: "ann")
    try store.advance(by: .seconds(10 * 86_400))  // past the trial: a paid period
    let trial = try store.purchase(productID: "pro_monthly", for: "cat", storeAccount: "cat")
    let before = try store.appleNotifications().last?.sequence ?? 0
    let outcome = try store.massExtendAppleRenewalDate(
      productID: "pro_monthly", days: 3, reason: 1, requestIdentifier: "outage", storefronts: [])
    #expect(outcome.succeededCount == 1 && outcome.failedCount == 1)
    let step = try store.appleNotifications(after: before)
    #expect(
      step.map { $0.payload.notificationType + "/" + ($0.payload.subtype ?? "-") } == [
        "RENEWAL_EXTENDED/-", "RENEWAL_EXTENSION/FAILURE", "RENEWAL_EXTENSION/SUMMARY",
      ])
    #expect(step[0].transaction?.originalTransactionId == paid.transactionIdentifier)
    let failure = step[1]
    #expect(failure.transaction?.originalTransactionId == trial.transactionIdentifier)
    #expect(failure.renewalInfo?.originalTransactionId == trial.transactionIdentifier)
    // Not extended: its expiry is the one it was bought with.
    let bought = try store.appleNotifications(after: before - 1).first
    #expect(bought?.transaction?.transactionId == trial.transactionIdentifier)
    #expect(failure.transaction?.expiresDate == bought?.transaction?.expiresDate)
    #expect(step[2].payload.summary?.failedCount == 1)

    // The same request again answers the first outcome and sends nothing more.
    let again = try store.massExtendAppleRenewalDate(
      productID: "pro_monthly", days: 3, reason: 1, requestIdentifier: "outage", storefronts: [])
    #expect(again == outcome)
    #expect(try store.appleNotifications(after: before).count == 3)
  }
}
