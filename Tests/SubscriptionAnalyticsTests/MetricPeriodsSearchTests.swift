import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@testable import SubscriptionAnalytics

/// The periods' searches start from a guess by the average period length;
/// they must give exactly what bisection gives, for every resolution, with
/// now before, inside and after the range.
@Suite("Metric period searches")
struct MetricPeriodsSearchTests {
  func bisect(_ periods: MetricPeriods, _ instant: Int64, _ key: (MetricPeriods.Period) -> Int64)
    -> Int
  {
    var low = 0
    var high = periods.periods.count
    while low < high {
      let middle = (low + high) / 2
      if key(periods.periods[middle]) < instant { low = middle + 1 } else { high = middle }
    }
    return low
  }

  @Test("Same answers as bisection, at period edges and at random instants")
  func sameAsBisection() throws {
    let seed = SeededRandomNumberGenerator.seed(from: "SUBKIT_TEST_SEED", test: "periodSearches")
    var random = SeededRandomNumberGenerator(seed: seed)
    let day: Int64 = 86_400_000
    let from = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
    let to = from.addingTimeInterval(400 * 86_400)
    for resolution in [MetricResolution.day, .week, .month] {
      for nowOffset in [-30.0, 17.5, 200.25, 900.0] {
        let now = from.addingTimeInterval(nowOffset * 86_400)
        let periods = try MetricPeriods(from: from, to: to, resolution: resolution, now: now)
        var instants: [Int64] = [.min, .max - 1, 0]
        for period in periods.periods {
          instants += [period.start - 1, period.start, period.end - 1, period.end, period.snapshot]
        }
        let base = MetricPeriods.milliseconds(from)
        for _ in 0..<2_000 {
          instants.append(base - 60 * day + Int64.random(in: 0...(520 * day), using: &random))
        }
        for instant in instants {
          #expect(periods.firstSnapshot(atOrAfter: instant) == bisect(periods, instant, \.snapshot))
          #expect(
            periods.firstBeginning(atOrAfter: instant) == bisect(periods, instant) { $0.start - 1 })
          let flow = instant == .max ? periods.periods.count : bisect(periods, instant + 1, \.end)
          let expected =
            flow < periods.periods.count && periods.periods[flow].start <= instant ? flow : nil
          #expect(periods.index(of: instant) == expected)
        }
      }
    }
  }
}
