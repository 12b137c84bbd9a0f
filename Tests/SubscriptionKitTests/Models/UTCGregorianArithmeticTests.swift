import Foundation
import SubscriptionKitTesting
import Testing

@testable import SubscriptionKit
@testable import SubscriptionWire

/// The integer calendar arithmetic against Foundation's: two independent views
/// of one rule (period arithmetic), compared on random dates.
@Suite("UTC Gregorian arithmetic")
struct UTCGregorianArithmeticTests {
  static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }()

  @Test("Days, months and years ahead from 1970 to 2200 land where Calendar puts them, to the bit")
  func agreesWithCalendar() {
    let seed = SeededRandomNumberGenerator.seed(
      from: "UTC_ARITHMETIC_SEED", test: "UTC arithmetic")
    var generator = SeededRandomNumberGenerator(seed: seed)
    let monthEnds: [(Int, Int)] = [(1, 31), (2, 28), (2, 29), (3, 31), (4, 30), (12, 31)]
    var answered = 0
    for _ in 0..<20_000 {
      let date: Date
      switch Int.random(in: 0..<3, using: &generator) {
      case 0:  // any millisecond
        date = Date(
          timeIntervalSince1970: Double(Int64.random(in: 0..<7_258_118_400_000, using: &generator))
            / 1000)
      case 1:  // a month's last days, late in the day
        let (month, day) = monthEnds[Int.random(in: 0..<monthEnds.count, using: &generator)]
        let components = DateComponents(
          year: Int.random(in: 1970...2199, using: &generator), month: month,
          day: min(day, month == 2 ? 29 : day), hour: Int.random(in: 0...23, using: &generator),
          minute: 59, second: 59, nanosecond: 999_000_000)
        date = Self.utc.date(from: components) ?? Date(timeIntervalSince1970: 0)
      default:  // any instant, sub-millisecond fractions too
        date = Date(
          timeIntervalSinceReferenceDate: Double.random(
            in: -978_307_200..<6_279_811_200, using: &generator))
      }
      let component = [Calendar.Component.day, .month, .year][
        Int.random(in: 0..<3, using: &generator)]
      let amount =
        switch component {
        case .day: Int.random(in: 0...400, using: &generator)
        case .month: Int.random(in: 0...40, using: &generator)
        default: Int.random(in: 0...5, using: &generator)
        }
      let expected = Self.utc.date(byAdding: component, value: amount, to: date)
      let fast = UTCGregorianArithmetic.date(
        byAdding: component, value: amount, to: date, in: Self.utc)
      guard let fast else { continue }
      answered += 1
      #expect(
        fast == expected,
        "\(date.timeIntervalSinceReferenceDate) + \(amount) \(component): seed \(seed)")
    }
    #expect(answered > 19_000, "the fast path answered only \(answered) of 20,000")
  }

  @Test("Month ends clamp and come back: Jan 31 + 1 month is Feb 28, + 2 months Mar 31")
  func clamps() throws {
    let january31 = try #require(
      Self.utc.date(from: DateComponents(year: 2026, month: 1, day: 31, hour: 10)))
    let expectations: [(Calendar.Component, Int, DateComponents)] = [
      (.month, 1, DateComponents(year: 2026, month: 2, day: 28, hour: 10)),
      (.month, 2, DateComponents(year: 2026, month: 3, day: 31, hour: 10)),
      (.month, 13, DateComponents(year: 2027, month: 2, day: 28, hour: 10)),
      (.year, 2, DateComponents(year: 2028, month: 1, day: 31, hour: 10)),
      (.day, 29, DateComponents(year: 2026, month: 3, day: 1, hour: 10)),
    ]
    for (component, amount, components) in expectations {
      let expected = try #require(Self.utc.date(from: components))
      #expect(
        UTCGregorianArithmetic.date(
          byAdding: component, value: amount, to: january31, in: Self.utc) == expected)
    }
    let leapDay = try #require(Self.utc.date(from: DateComponents(year: 2028, month: 2, day: 29)))
    #expect(
      UTCGregorianArithmetic.date(byAdding: .year, value: 1, to: leapDay, in: Self.utc)
        == Self.utc.date(from: DateComponents(year: 2029, month: 2, day: 28)))
  }

  @Test("Other calendars, time zones, components, years and going back are left to Calendar")
  func declines() throws {
    let date = Date(timeIntervalSince1970: 1_767_225_600)
    var paris = Self.utc
    paris.timeZone = try #require(TimeZone(identifier: "Europe/Paris"))
    #expect(UTCGregorianArithmetic.date(byAdding: .month, value: 1, to: date, in: paris) == nil)
    let buddhist = Calendar(identifier: .buddhist)
    #expect(UTCGregorianArithmetic.date(byAdding: .day, value: 1, to: date, in: buddhist) == nil)
    #expect(UTCGregorianArithmetic.date(byAdding: .hour, value: 1, to: date, in: Self.utc) == nil)
    let early = Date(timeIntervalSince1970: -86_400)
    #expect(UTCGregorianArithmetic.date(byAdding: .day, value: 1, to: early, in: Self.utc) == nil)
    #expect(
      UTCGregorianArithmetic.date(byAdding: .year, value: 300, to: date, in: Self.utc) == nil)
    #expect(UTCGregorianArithmetic.date(byAdding: .month, value: -1, to: date, in: Self.utc) == nil)
  }
}
