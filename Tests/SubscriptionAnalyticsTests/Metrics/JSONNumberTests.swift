import Foundation
import Testing

@testable import SubscriptionAnalytics

/// Numbers the JSON documents write are JSON, never a bare NaN (issue 30).
@Suite("JSON numbers")
struct JSONNumberTests {
  @Test("A value that is not a number is null in every document, strings left alone")
  func notANumberIsNull() throws {
    #expect(JSONNumber.text(.nan) == "null")
    #expect(JSONNumber.text(Decimal(string: "12.5") ?? 0) == "12.5")
    let series = MetricSeries(
      metric: "mrr", resolution: .month, unit: "USD",
      points: [.init(date: "2026-01-01", value: .nan), .init(date: "2026-02-01", value: 1)],
      cohorts: [MetricCohort(date: "2026-01-01", size: 1, values: [.nan, 5])])
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(series.jsonText.utf8)) as? [String: Any])
    #expect((parsed["points"] as? [[String: Any]])?.first?["value"] is NSNull)

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let estimate = ExperimentEstimate(
      metric: .initialConversion, value: .nan, lower: .nan, verdict: .noData)
    let written = String(decoding: try encoder.encode(estimate), as: UTF8.self)
    #expect(written.contains("NaN"), "JSONEncoder writes a bare NaN: the case guarded")
    let fixed = JSONNumber.nullingNaN(written)
    #expect((try? JSONSerialization.jsonObject(with: Data(fixed.utf8))) != nil, "\(fixed)")
    #expect(
      JSONNumber.nullingNaN(#"{"a":"NaN \"NaN\"","b":NaN}"#) == #"{"a":"NaN \"NaN\"","b":null}"#)
  }
}
