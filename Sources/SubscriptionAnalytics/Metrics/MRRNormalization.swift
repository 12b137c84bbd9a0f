import Foundation

/// How much of a period's price counts as monthly recurring revenue, by the
/// period's length (RevenueCat, charts/mrr: 1 day ×30, 3 days ×10, 1 week ×4,
/// 2 weeks ×2, 4 weeks and 1 month ×1, 2 months ×½, 3 months ×⅓, 6 months ×⅙,
/// 1 year ×1/12; any other length × 28/days, as its scheduled-export SQL does).
///
/// Lengths are whole days (rounded), so calendar months of 28–31 days are one
/// month and an App Store year of 365 or 366 days is one year.
enum MRRNormalization {
  /// The monthly share of `price` paid for a period of `days`.
  static func monthly(_ price: Decimal, days: Int64) -> Decimal {
    switch days {
    case 1: price * 30
    case 3: price * 10
    case 7: price * 4
    case 14: price * 2
    case 28...31: price
    case 59...62: price / 2
    case 89...92: price / 3
    case 181...184: price / 6
    case 365...366: price / 12
    case let other where other > 0: price * 28 / Decimal(other)
    default: 0
    }
  }
}
