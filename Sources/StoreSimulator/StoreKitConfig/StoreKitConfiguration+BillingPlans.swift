import Foundation
import SubscriptionKit
import SubscriptionWire

extension StoreKitConfiguration {
  /// A subscription's `billingPlans[]` (v5; absent in older files).
  ///
  /// A `MONTHLY` plan bills once a month over the product's period, so the
  /// period must be a whole number of months (Apple sells it on annual
  /// subscriptions: twelve charges).
  static func billingPlans(_ subscription: JSONCursor, period: SubscriptionPeriod) throws
    -> [StoreKitBillingPlan]
  {
    guard let plans = try subscription.optional("billingPlans") else { return [] }
    return try plans.array().map { cursor in
      let typeCursor = try cursor.required("billingPlanType")
      guard let type = BillingPlanType(rawValue: try typeCursor.string()) else {
        throw typeCursor.mismatch("\"BILLED_UPFRONT\" or \"MONTHLY\"")
      }
      if type == .monthly, Commitment.installments(in: period) == nil {
        throw typeCursor.mismatch(
          "BILLED_UPFRONT on a \(period.iso8601) subscription (MONTHLY needs a period of whole months)"
        )
      }
      let price = try planPrice(cursor.required("displayPrice"))
      return StoreKitBillingPlan(
        type: type, price: price,
        commitmentPrice: try cursor.optional("commitmentDisplayPrice").map(planPrice) ?? price,
        isEnabled: try cursor.optional("isEnabled")?.bool() ?? true)
    }
  }

  private static func planPrice(_ cursor: JSONCursor) throws -> Decimal {
    let expected = "a decimal price string such as \"4.99\""
    guard case .string(let text) = cursor.value, !text.isEmpty,
      text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      text.filter({ $0 == "." }).count <= 1,
      let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    else { throw cursor.mismatch(expected) }
    return value
  }
}

extension Commitment {
  /// How many monthly charges a commitment to `period` has: its length in
  /// months (12 for a year); nil for a period that is not whole months.
  static func installments(in period: SubscriptionPeriod) -> Int? {
    switch period.unit {
    case .month: period.value
    case .year: period.value * 12
    case .day, .week: nil
    }
  }
}
