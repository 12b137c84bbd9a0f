/// The dashboard as one HTML document: a headline row, the range form, and
/// a panel per metric, each an inline SVG chart drawn by `SVGChart` above a
/// table of its numbers (newest period first) with a CSV download.
///
/// Pure: the page is a function of its values. No script, no external asset
/// (a Content-Security-Policy of `default-src 'none'` holds), and a layout
/// that stacks into one column in a narrow window without a sideways scroll.
package struct DashboardPage: Sendable, Hashable {
  /// The page heading.
  package var title: String
  /// One line under the heading (the date range, the filters).
  package var subtitle: String
  /// The panels, in order.
  package var panels: [DashboardPanel]
  /// Links under the heading: one per experiment.
  package var links: [DashboardLink]
  /// A line under the heading, when the page has a reason to point elsewhere.
  package var notice: DashboardNotice?
  /// A line under the heading about stored events the metrics leave out
  /// (types, reasons or environments this code does not know).
  package var unrecognizedNotice: String?
  /// The headline row: the numbers a founder reads first.
  package var headlines: [DashboardHeadline] = []
  /// The date range and resolution form.
  package var form: DashboardRangeForm?
  /// The page's query (without `?`): each table's CSV link adds its table to it.
  package var csvQuery: String?

  /// Creates a page.
  package init(
    title: String, subtitle: String, panels: [DashboardPanel], links: [DashboardLink] = [],
    notice: DashboardNotice? = nil
  ) {
    self.title = title
    self.subtitle = subtitle
    self.panels = panels
    self.links = links
    self.notice = notice
  }

  /// The whole document.
  package func html() -> String {
    var html = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTML.escape(title))</title>
      <style>\(Self.style)</style>
      </head>
      <body>
      <header><h1>\(HTML.escape(title))</h1><p>\(HTML.escape(subtitle))</p>\(noticeHTML)\(unrecognizedHTML)\(form?.html() ?? "")\(headlineHTML)\(nav)</header>
      <main>

      """
    for panel in panels { html += section(panel) }
    html += "</main>\n</body>\n</html>\n"
    return html
  }

  /// The notice, as a paragraph with its link (nothing without a notice).
  private var noticeHTML: String {
    guard let notice else { return "" }
    return "<p class=\"notice\" id=\"notice\">\(HTML.escape(notice.text)) "
      + "<a href=\"\(HTML.escape(notice.link.href))\">\(HTML.escape(notice.link.title))</a></p>"
  }

  /// The unrecognized-values notice, as a paragraph (nothing without one).
  private var unrecognizedHTML: String {
    guard let unrecognizedNotice else { return "" }
    return "<p class=\"notice\" id=\"unrecognized\">\(HTML.escape(unrecognizedNotice))</p>"
  }

  /// The headline row (nothing without headlines).
  private var headlineHTML: String {
    guard !headlines.isEmpty else { return "" }
    let items = headlines.map { headline in
      let change = headline.change.map {
        let direction = $0.hasPrefix("+") ? "up" : $0.hasPrefix("−") ? "down" : "flat"
        return "<span class=\"change \(direction)\">\(HTML.escape($0))</span>"
      }
      return "<li id=\"headline-\(HTML.escape(headline.id))\"><span class=\"name\">"
        + "\(HTML.escape(headline.title))</span><span class=\"value\">\(HTML.escape(headline.value))"
        + "</span>\(change ?? "")<span class=\"detail\">\(HTML.escape(headline.detail))</span></li>"
    }
    return "<ul id=\"headline\">" + items.joined() + "</ul>"
  }

  /// The links, as a list under the heading (nothing without links).
  private var nav: String {
    guard !links.isEmpty else { return "" }
    let items = links.map {
      "<li><a href=\"\(HTML.escape($0.href))\">\(HTML.escape($0.title))</a></li>"
    }
    return "<nav id=\"experiments\"><h2>Experiments</h2><ul>" + items.joined() + "</ul></nav>"
  }

  func section(_ panel: DashboardPanel) -> String {
    let id = HTML.escape(panel.id)
    var html = "<section class=\"panel\" id=\"\(id)\">"
    html += "<h2>\(HTML.escape(panel.title))</h2>"
    html += "<p class=\"caption\">\(HTML.escape(panel.caption))</p>"
    if let problem = panel.problem {
      return html + "<p class=\"problem\">\(HTML.escape(problem))</p></section>\n"
    }
    if panel.style == .grid {
      html += Self.grid(panel)
    } else {
      html += "<figure>\(SVGChart.render(panel))</figure>" + Self.table(panel)
    }
    if let csvQuery {
      let query = "table=" + panel.id + (csvQuery.isEmpty ? "" : "&" + csvQuery)
      html +=
        "<p class=\"csv\"><a href=\"/export.csv?\(HTML.escape(query))\" download>"
        + "Download CSV</a></p>"
    }
    return html + "</section>\n"
  }

  /// The numbers of every series: one row per label (newest period first,
  /// so the latest is in view), one column per series.
  static func table(_ panel: DashboardPanel) -> String {
    var rows: [(label: String, period: String, isPartial: Bool)] = []
    var seen = Set<String>()
    for point in panel.series.flatMap(\.points) where seen.insert(point.label).inserted {
      rows.append((point.label, point.period, point.isPartial))
    }
    if panel.style != .funnel { rows.reverse() }
    let first = panel.style == .funnel ? "Stage" : "Period"
    // More than three series: on a narrow screen each period becomes a card
    // of "name value" lines (CSS), so the table never scrolls sideways.
    let wide = panel.series.count > 3 ? " class=\"wide\"" : ""
    var html =
      "<div class=\"numbers\"><table\(wide)><thead><tr><th scope=\"col\">\(first)</th>"
    for (index, series) in panel.series.enumerated() {
      // The swatch is the chart's legend: the series' colour beside its name.
      let colour =
        panel.style == .stacked && index == panel.series.count - 1
        ? "currentColor" : SVGChart.palette[index % SVGChart.palette.count]
      let swatch =
        panel.style == .funnel ? "" : "<span class=\"key\" style=\"background:\(colour)\"></span>"
      html += "<th scope=\"col\">\(swatch)\(HTML.escape(series.title))</th>"
    }
    html += "</tr></thead><tbody>"
    let lookup = panel.series.map { series in
      Dictionary(series.points.map { ($0.label, $0) }, uniquingKeysWith: { _, last in last })
    }
    // Escaped once per series, not per cell (a daily range has thousands of rows);
    // the title rides on each cell only where the narrow layout shows it.
    let names = panel.series.map { HTML.escape($0.name) }
    let titles = panel.series.map {
      wide.isEmpty ? "" : " data-title=\"\(HTML.escape($0.title))\""
    }
    for row in rows {
      let partial = row.isPartial ? " class=\"partial\"" : ""
      let period = row.period + (row.isPartial ? " (so far)" : "")
      let label = HTML.escape(row.label)
      html += "<tr\(partial)><th scope=\"row\">\(HTML.escape(period))</th>"
      for index in panel.series.indices {
        let point = lookup[index][row.label]
        html +=
          "<td data-series=\"\(names[index])\" data-label=\"\(label)\""
          + " data-value=\"\(HTML.escape(point?.text ?? ""))\"\(titles[index])>"
          + "\(HTML.escape(point?.shown ?? "–"))</td>"
      }
      html += "</tr>"
    }
    return html + "</tbody></table></div>"
  }

  /// The most cohorts (the latest) and periods the grid shows: it fits a
  /// 420 px window; the CSV download has the whole grid.
  static let gridLimit = 12

  /// The retention cohort grid: one row per cohort (newest first), one
  /// column per period since the cohort started, shaded by the share.
  static func grid(_ panel: DashboardPanel) -> String {
    let shown = panel.cohorts.suffix(gridLimit)
    let columns = min(gridLimit, shown.map(\.values.count).max() ?? 0)
    guard !shown.isEmpty else {
      return "<p class=\"empty\">No subscriptions started in this range.</p>"
    }
    var html = "<div class=\"numbers\"><table class=\"grid\"><thead><tr>"
    html += "<th scope=\"col\">Cohort</th><th scope=\"col\">Subs</th>"
    for column in 0..<columns { html += "<th scope=\"col\">+\(column)</th>" }
    html += "</tr></thead><tbody>"
    for row in shown.reversed() {
      html += "<tr><th scope=\"row\">\(HTML.escape(row.period))</th><td>\(row.size)</td>"
      for column in 0..<columns {
        guard column < row.values.count else {
          html += "<td></td>"
          continue
        }
        let exact = row.values[column]
        let share = Double(exact) ?? 0
        let alpha = SVGChart.number(max(0, min(share, 100)) / 125)
        html +=
          "<td data-cohort=\"\(HTML.escape(row.date))\" data-period=\"\(column)\""
          + " data-value=\"\(HTML.escape(exact))\" style=\"background:rgba(0,114,178,\(alpha))\">"
          + "\(Int(share.rounded()))</td>"
      }
      html += "</tr>"
    }
    return html + "</tbody></table></div>"
  }
}
