import Foundation
import SubscriptionKit
import SubscriptionWire

/// A synthetic year of RevenueCat webhook events for the analytics benchmarks,
/// deterministic (its own seeded generator) and fast to make: customers
/// arriving through the year on monthly plans (a third with a free trial, 60 %
/// of trials converting) or annual ones, monthly churn of 8 % (cancellation,
/// then expiration), 2 % of charges refunded, 3 % of renewals hitting a
/// billing issue that recovers four days later.
struct AnalyticsPopulation {
  private(set) var events: [WebhookEvent] = []
  private var random: UInt64 = 0x5EED
  private var sequence = 0

  static let start: Int64 = 1_767_225_600_000  // 2026-01-01 UTC
  static let day: Int64 = 86_400_000

  /// About `count` events (stops at the first customer past it).
  init(events count: Int) {
    var customer = 0
    while events.count < count {
      customer += 1
      addCustomer(customer)
    }
    events.removeLast(events.count - count)
  }

  private mutating func roll() -> Int {
    random &+= 0x9E37_79B9_7F4A_7C15
    var value = random
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((value ^ (value >> 31)) % 1_000)
  }

  private mutating func addCustomer(_ number: Int) {
    let user = "user-\(number)"
    var day = Int64(roll() % 365)
    let annual = roll() < 200
    let product = annual ? "pro_annual" : "pro_monthly"
    let price = Decimal(annual ? 4_999 : 799) / 100
    let length: Int64 = annual ? 365 : 30
    let original = "\(number)000"
    var renewal = 0
    if !annual && roll() < 333 {
      emit(.initialPurchase, user, product, "\(original)", original, day, day + 7, 0, "TRIAL")
      if roll() >= 600 {
        emit(.cancellation, user, product, "\(original)", original, day + 3, day + 7, 0, "TRIAL")
        emit(.expiration, user, product, "\(original)", original, day + 7, day + 7, 0, "TRIAL")
        return
      }
      day += 7
      renewal = 1
    }
    while day < 365 + 30 {
      let transaction = "\(original)\(renewal)"
      emit(
        renewal == 0 ? .initialPurchase : .renewal, user, product, transaction, original, day,
        day + length, price, "NORMAL")
      if roll() < 20 {
        var refund = emit(
          .cancellation, user, product, transaction, original, day + 2, day + length, -price,
          "NORMAL")
        refund.cancelReason = .customerSupport
        events[events.count - 1] = refund
        return
      }
      if roll() < 80 {
        var cancel = emit(
          .cancellation, user, product, transaction, original, day + 10, day + length, 0, "NORMAL")
        cancel.cancelReason = .unsubscribe
        events[events.count - 1] = cancel
        emit(
          .expiration, user, product, transaction, original, day + length, day + length, 0, "NORMAL"
        )
        return
      }
      day += length
      renewal += 1
      if roll() < 30 {
        var issue = emit(.billingIssue, user, product, transaction, original, day, day, 0, "NORMAL")
        issue.gracePeriodExpirationAtMs = Self.start + (day + 16) * Self.day
        events[events.count - 1] = issue
        day += 4
      }
    }
  }

  @discardableResult
  private mutating func emit(
    _ type: WebhookEventType, _ user: String, _ product: String, _ transaction: String,
    _ original: String, _ day: Int64, _ end: Int64, _ price: Decimal, _ periodType: String
  ) -> WebhookEvent {
    sequence += 1
    let at = Self.start + day * Self.day
    var event = WebhookEvent(
      type: type, id: "bench-\(sequence)", appID: "app", eventTimestampMs: at, appUserID: user,
      originalAppUserID: user, aliases: [user], productID: product, entitlementIDs: ["pro"],
      periodType: periodType, purchasedAtMs: at, expirationAtMs: Self.start + end * Self.day,
      environment: "PRODUCTION", transactionID: transaction, originalTransactionID: original,
      presentedOfferingID: "default", countryCode: "US", currency: "USD", price: price)
    if type == .renewal { event.isTrialConversion = periodType == "TRIAL" }
    events.append(event)
    return event
  }
}
