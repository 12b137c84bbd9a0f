import AppleJWS
import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire
import Testing

/// A store with promotional offers, offer codes and a win-back offer
/// (Fixtures/offers/Offers.storekit), its In-App Purchase key, and checks.
enum OfferFixtures {
  static let directory = Fixtures.directory.appendingPathComponent("offers")
  static let storekit = directory.appendingPathComponent("Offers.storekit")
  static let project = directory.appendingPathComponent("subscriptions.json")

  /// A price from its text (a `Decimal` literal goes through `Double`).
  static func money(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? -1
  }

  /// The store on a clock stopped at `Fixtures.start`, with a fresh key.
  static func store(
    options: StoreSimulatorOptions = .init(), ledger: LedgerLocation = .inMemory,
    clock: SubscriptionClock = .stopped(at: Fixtures.start)
  ) throws -> (StoreSimulator, InAppPurchaseKey) {
    let store = try StoreSimulator.open(
      storekit: storekit, project: project, ledger: ledger, clock: clock, options: options)
    let key = try InAppPurchaseKey.issue()
    store.usePromotionalOfferKey(key)
    return (store, key)
  }

  /// The `PurchaseError` `body` throws, after checking it stored nothing:
  /// no webhook event, no Apple notification, the same customer info.
  static func refusal(
    _ store: StoreSimulator, _ body: () throws -> Void
  ) throws -> PurchaseError {
    let events = try store.webhookEvents().count
    let notifications = try store.appleNotifications().count
    let info = try store.customerInfo(for: store.currentAppUserID)
    do {
      try body()
    } catch let error as PurchaseError {
      #expect(try store.webhookEvents().count == events)
      #expect(try store.appleNotifications().count == notifications)
      #expect(try store.customerInfo(for: store.currentAppUserID) == info)
      #expect(!(error.detail ?? "").contains("\n"))
      return error
    }
    Issue.record("expected a refusal")
    return PurchaseError(.unknownError)
  }

  /// Buys `pro_monthly` (a week's trial), converts, renews once, cancels and
  /// lets it lapse: two paid months, lapsed at 2026-03-08.
  static func lapsedAfterTwoPaidMonths(_ store: StoreSimulator) async throws {
    try await store.buy("pro_monthly")
    try store.advance(by: .days(7))
    try store.advance(by: StoreDuration(1, .month))
    try store.cancel(productID: "pro_monthly")
    try store.advance(by: StoreDuration(1, .month))
  }
}
