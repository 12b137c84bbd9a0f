import CommandLineSupport
import Foundation
import SubscriptionAnalytics

/// How `report` prints series: an aligned table, the JSON document, or CSV.
enum ReportFormat: String, CaseIterable {
  case table, json, csv

  /// `series` rendered; several series (no `--metric`) follow one another.
  func render(_ series: [MetricSeries]) -> String {
    switch self {
    case .json:
      return series.map(\.jsonText).joined(separator: "\n")
    case .csv:
      let single = series.count == 1
      var lines = [single ? "date,value" : "metric,date,value"]
      for one in series {
        for point in one.points {
          let fields: [CSVField] = [.number(point.date), .number("\(point.value)")]
          lines.append(CSVField.row(single ? fields : [.text(one.metric)] + fields))
        }
      }
      return lines.joined(separator: "\n")
    case .table:
      return series.map(table).joined(separator: "\n\n")
    }
  }

  private func table(_ series: MetricSeries) -> String {
    let values = series.points.map { "\($0.value)" }
    let width = max(5, values.map(\.count).max() ?? 0)
    var lines = [
      TerminalText.escape(
        "\(series.metric) (\(series.unit), per \(series.resolution.rawValue))"),
      "date        " + String(repeating: " ", count: width - 5) + "value",
    ]
    for (point, value) in zip(series.points, values) {
      lines.append(point.date + "  " + String(repeating: " ", count: width - value.count) + value)
    }
    return lines.joined(separator: "\n")
  }
}

extension ReportFormat {
  /// The format `--format` names in `arguments` (table when it is absent).
  init(option arguments: Arguments) throws {
    guard let text = arguments.value("format") else {
      self = .table
      return
    }
    guard let value = ReportFormat(rawValue: text) else {
      throw UsageError("--format takes table, json or csv, not '\(text)'")
    }
    self = value
  }
}
