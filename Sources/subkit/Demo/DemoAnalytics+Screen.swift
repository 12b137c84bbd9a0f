import Foundation
import SubscriptionAnalytics

extension DemoAnalytics.Summary {
  /// The analytics screen's lines (at most 80 columns), under the header.
  func lines(style: Style) -> [String] {
    func money(_ value: Decimal) -> String {
      var input = value
      var rounded = Decimal()
      NSDecimalRound(&rounded, &input, 2, .plain)
      let text = "\(rounded)"
      let parts = text.split(separator: ".", omittingEmptySubsequences: false)
      let cents =
        parts.count > 1 ? String(parts[1]).padding(toLength: 2, withPad: "0", startingAt: 0) : "00"
      return "$" + parts[0] + "." + cents
    }
    func percent(_ value: Decimal) -> String { "\(value)%" }
    func row(_ left: (String, String), _ right: (String, String)) -> String {
      let first = " " + left.0.padding(toLength: 22, withPad: " ", startingAt: 0) + left.1
      return first.padding(toLength: 42, withPad: " ", startingAt: 0)
        + right.0.padding(toLength: 22, withPad: " ", startingAt: 0) + right.1
    }
    return [
      "",
      " " + style.bold("Analytics")
        + style.dim(
          "  (\(environment.rawValue.lowercased()) events of this store, by SubscriptionAnalytics)"),
      "",
      row(("MRR", money(mrr)), ("ARR", money(arr))),
      row(("Active subscriptions", "\(actives)"), ("Active trials", "\(trials)")),
      "",
      " " + style.dim("This month so far"),
      row(("Revenue", money(revenue)), ("Proceeds", money(proceeds))),
      row(("New customers", "\(newCustomers)"), ("Churn", percent(churn))),
      row(("Trial conversion", percent(trialConversion)), ("Refund rate", percent(refundRate))),
      "",
      row(("Realized LTV/customer", money(ltvPerCustomer)), ("Events ingested", "\(events)")),
      "",
      " " + style.dim("Numbers move as store time does (d m y >); a refund (x) shows at once."),
    ]
  }
}
