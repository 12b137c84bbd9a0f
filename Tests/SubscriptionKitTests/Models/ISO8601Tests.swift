import Foundation
import Testing

@testable import SubscriptionKit
@testable import SubscriptionWire

@Suite("ISO-8601 dates as RevenueCat writes them")
struct ISO8601Tests {
  @Test(
    "Parses every form",
    arguments: [
      ("2019-07-26T23:45:40Z", 1_564_184_740.0), ("2019-07-26T23:45:40.5Z", 1_564_184_740.5),
      ("2019-07-26T23:45:40.123Z", 1_564_184_740.123),
      ("2019-07-27T01:45:40+02:00", 1_564_184_740.0),
      ("2019-07-26T18:45:40-0500", 1_564_184_740.0), ("1970-01-01T00:00:00Z", 0),
      ("2200-07-26T23:50:40Z", 7_276_002_640),
      ("1990-08-30T02:40:36Z", 651_984_036),
    ])
  func parses(text: String, seconds: Double) throws {
    let date = try #require(ISO8601.date(from: text))
    #expect(abs(date.timeIntervalSince1970 - seconds) < 0.0005)
  }

  @Test(
    "Rejects malformed dates",
    arguments: [
      "", "yesterday", "2019-13-01T00:00:00Z", "2019-07-26T25:00:00Z", "2019-07-26T23:45:40Zjunk",
      "2019-07-26T23:45:40.",
    ])
  func rejects(text: String) {
    #expect(ISO8601.date(from: text) == nil)
  }

  @Test("Prints UTC with milliseconds only when present, and reads its own output")
  func prints() throws {
    #expect(
      ISO8601.string(from: Date(timeIntervalSince1970: 1_564_184_740)) == "2019-07-26T23:45:40Z")
    #expect(
      ISO8601.string(from: Date(timeIntervalSince1970: 1_564_184_740.25))
        == "2019-07-26T23:45:40.250Z")
    for seconds in stride(from: -1e9, through: 7e9, by: 123_456_789.125) {
      let date = Date(timeIntervalSince1970: seconds)
      let again = try #require(ISO8601.date(from: ISO8601.string(from: date)))
      #expect(abs(again.timeIntervalSince1970 - seconds) < 0.0005)
    }
  }
}
