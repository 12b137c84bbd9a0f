import Foundation
import SubscriptionKit
import Testing

@Suite("SubscriptionPeriod")
struct SubscriptionPeriodTests {
  @Test(
    "Parses ISO-8601 periods",
    arguments: [
      ("P3D", 3, SubscriptionPeriod.Unit.day), ("P1W", 1, .week), ("P7D", 1, .week),
      ("P1M", 1, .month),
      ("P2M", 2, .month), ("P3M", 3, .month), ("P6M", 6, .month), ("P1Y", 1, .year),
      ("P12M", 1, .year),
    ])
  func parses(text: String, value: Int, unit: SubscriptionPeriod.Unit) throws {
    let period = try #require(SubscriptionPeriod(iso8601: text))
    #expect(period.value == value)
    #expect(period.unit == unit)
  }

  @Test(
    "Rejects what is not a one-component period",
    arguments: ["", "P", "1M", "P0M", "PXM", "P1H", "P-1D"])
  func rejects(text: String) {
    #expect(SubscriptionPeriod(iso8601: text) == nil)
  }

  @Test(
    "Describes itself",
    arguments: [
      ("P3D", "3 days"), ("P1W", "7 days"), ("P1M", "1 month"), ("P6M", "6 months"),
      ("P1Y", "1 year"),
    ])
  func describes(text: String, description: String) throws {
    #expect(try #require(SubscriptionPeriod(iso8601: text)).description == description)
  }

  @Test("Counts units as StoreKit does")
  func units() {
    let month = SubscriptionPeriod(value: 1, unit: .month)
    #expect(month.numberOfUnits(as: .year) == Decimal(1) / 12)
    #expect(SubscriptionPeriod(value: 1, unit: .year).numberOfUnits(as: .month) == 12)
    #expect(SubscriptionPeriod(value: 2, unit: .week).numberOfUnits(as: .day) == 14)
  }

  @Test("Advances dates by calendar periods")
  func advancing() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    let start = Fixture.date("2024-01-31T10:00:00Z")
    let month = SubscriptionPeriod(value: 1, unit: .month)
    #expect(month.advancing(start, in: calendar) == Fixture.date("2024-02-29T10:00:00Z"))
    let week = SubscriptionPeriod(value: 1, unit: .week)
    #expect(week.advancing(start, by: 2, in: calendar) == Fixture.date("2024-02-14T10:00:00Z"))
  }
}
