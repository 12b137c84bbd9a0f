import Foundation
import SubscriptionKit
import SubscriptionWire

/// Builds RevenueCat webhook events for hand-computed scenarios: times are
/// days after 2026-01-01 00:00 UTC, money is USD unless said otherwise.
struct EventFactory {
  /// 2026-01-01 00:00:00 UTC, in ms.
  static let base: Int64 = 1_767_225_600_000
  static let dayMs: Int64 = 86_400_000

  /// The instant `days` after the base.
  static func ms(_ days: Int) -> Int64 { base + Int64(days) * dayMs }

  /// The date `days` after the base.
  static func date(_ days: Int) -> Date {
    Date(timeIntervalSince1970: Double(ms(days)) / 1_000)
  }

  private var count = 0
  var environment = "PRODUCTION"

  /// A new event id, in creation order.
  private mutating func nextID() -> String {
    count += 1
    return "evt-" + String(repeating: "0", count: max(0, 4 - String(count).count)) + String(count)
  }

  /// One event about transaction `transaction` of subscription `original`.
  mutating func event(
    _ type: WebhookEventType, user: String, product: String?, transaction: String?,
    original: String?, at day: Int, start: Int? = nil, end: Int? = nil, price: Decimal = 0,
    periodType: String = "NORMAL", entitlements: [String]? = ["pro"], country: String = "US"
  ) -> WebhookEvent {
    var event = WebhookEvent(
      type: type, id: nextID(), appID: "app", eventTimestampMs: Self.ms(day), appUserID: user,
      originalAppUserID: user, aliases: [user], productID: product, entitlementIDs: entitlements,
      periodType: periodType, purchasedAtMs: start.map(Self.ms), expirationAtMs: end.map(Self.ms),
      environment: environment, transactionID: transaction, originalTransactionID: original,
      presentedOfferingID: nil, countryCode: country, currency: "USD", price: price)
    event.taxPercentage = 0
    event.commissionPercentage = .exactly("0.3")
    return event
  }

  /// A paid or trial period starting at `start` (`INITIAL_PURCHASE` or `RENEWAL`).
  mutating func period(
    _ type: WebhookEventType = .initialPurchase, user: String, product: String,
    transaction: String, original: String, start: Int, end: Int, price: Decimal,
    periodType: String = "NORMAL", country: String = "US"
  ) -> WebhookEvent {
    var event = self.event(
      type, user: user, product: product, transaction: transaction, original: original,
      at: start, start: start, end: end, price: price, periodType: periodType, country: country)
    if type == .renewal { event.isTrialConversion = false }
    return event
  }

  /// A refund of `transaction` (`CANCELLATION` with `CUSTOMER_SUPPORT`, negative price).
  mutating func refund(
    user: String, product: String, transaction: String, original: String, at day: Int,
    price: Decimal
  ) -> WebhookEvent {
    var event = self.event(
      .cancellation, user: user, product: product, transaction: transaction, original: original,
      at: day, price: -price)
    event.cancelReason = .customerSupport
    return event
  }
}

extension Decimal {
  /// A decimal read from text, exactly (a float literal would pass through `Double`).
  static func exactly(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
  }
}
