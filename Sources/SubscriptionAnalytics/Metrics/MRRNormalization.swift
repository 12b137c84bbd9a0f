import Foundation

/// How much of a period's price counts as monthly recurring revenue, by the
/// period's length in days, with RevenueCat's day ranges (charts/mrr and the
/// MRR query of its scheduled data exports): a length in a `BillingPeriod`
/// range is normalised as that period (0–1 day ×30, 3 days ×10, 6–8 days ×4,
/// 12–16 days ×2, 27–33 days ×1, 58–62 days ×½, 88–95 days ×⅓, 179–185 days
/// ×⅙, 363–375 days ×1/12); any other length × 28/days.
///
/// The fractions are exact (RevenueCat's SQL writes 0.333333, 0.1666666 and
/// 0.08333 and rounds each transaction to the cent; we sum exact shares and
/// round the total), and the other lengths use whole days where its SQL uses
/// seconds.
enum MRRNormalization {
  /// The monthly share of `price` paid for a period of `days`.
  static func monthly(_ price: Decimal, days: Int64) -> Decimal {
    if let period = BillingPeriod(days: days) { return period.monthly(price) }
    return days > 0 ? price * 28 / Decimal(days) : 0
  }
}
