import CommandLineSupport

/// A dashboard table as CSV (`CSVField`: RFC 4180, formula-looking text
/// neutralised): the exact values, oldest period first, with metric names and
/// `YYYY-MM-DD` dates as the header and first column, so a spreadsheet reads
/// what the JSON API says.
enum DashboardCSV {
  /// The CSV of `panel`'s table (its whole cohort grid, for retention).
  static func text(_ panel: DashboardPanel) -> String {
    var rows: [[CSVField]] = []
    if panel.style == .grid {
      let columns = panel.cohorts.map(\.values.count).max() ?? 0
      rows.append(
        [.text("cohort"), .text("size")] + (0..<columns).map { .text("period_\($0)") })
      for row in panel.cohorts {
        rows.append(
          [.number(row.date), .number("\(row.size)")] + row.values.map { .number($0) }
            + Array(repeating: .number(""), count: columns - row.values.count))
      }
    } else {
      rows.append(
        [.text(panel.style == .funnel ? "stage" : "period")] + panel.series.map { .text($0.name) })
      var labels: [String] = []
      var seen = Set<String>()
      for point in panel.series.flatMap(\.points) where seen.insert(point.label).inserted {
        labels.append(point.label)
      }
      let lookup = panel.series.map { series in
        Dictionary(series.points.map { ($0.label, $0.text) }, uniquingKeysWith: { _, last in last })
      }
      for label in labels {
        rows.append([.text(label)] + lookup.map { .number($0[label] ?? "") })
      }
    }
    return rows.map(CSVField.row).joined(separator: "\r\n") + "\r\n"
  }

}
