/// The dashboard as one HTML document: a panel per metric, each an inline
/// SVG chart drawn by `SVGChart` beside a table of its numbers.
///
/// Pure: the page is a function of its panels and headings. No script, no
/// external asset (a Content-Security-Policy of `default-src 'none'` holds),
/// and a layout that stacks into one column in a narrow window.
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
      <header><h1>\(HTML.escape(title))</h1><p>\(HTML.escape(subtitle))</p>\(noticeHTML)\(unrecognizedHTML)\(nav)</header>
      <main>

      """
    for panel in panels { html += Self.section(panel) }
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

  /// The links, as a list under the heading (nothing without links).
  private var nav: String {
    guard !links.isEmpty else { return "" }
    let items = links.map {
      "<li><a href=\"\(HTML.escape($0.href))\">\(HTML.escape($0.title))</a></li>"
    }
    return "<nav id=\"experiments\"><h2>Experiments</h2><ul>" + items.joined() + "</ul></nav>"
  }

  static func section(_ panel: DashboardPanel) -> String {
    let id = HTML.escape(panel.id)
    var html = "<section class=\"panel\" id=\"\(id)\">"
    html += "<h2>\(HTML.escape(panel.title))</h2>"
    html += "<p class=\"caption\">\(HTML.escape(panel.caption))</p>"
    if let problem = panel.problem {
      return html + "<p class=\"problem\">\(HTML.escape(problem))</p></section>\n"
    }
    html += "<div class=\"body\"><figure>\(SVGChart.render(panel))</figure>"
    html += table(panel) + "</div></section>\n"
    return html
  }

  /// The numbers of every series: one row per label, one column per series.
  static func table(_ panel: DashboardPanel) -> String {
    let labels = SVGChart.orderedLabels(panel.series)
    let first = panel.style == .funnel ? "Stage" : "Period"
    var html = "<div class=\"numbers\"><table><thead><tr><th scope=\"col\">\(first)</th>"
    for (index, series) in panel.series.enumerated() {
      let unit = series.unit.isEmpty ? "" : " (\(series.unit))"
      // The swatch is the chart's legend: the series' colour beside its name.
      let swatch =
        panel.style == .funnel
        ? ""
        : "<span class=\"key\" style=\"background:\(SVGChart.palette[index % SVGChart.palette.count])\">"
          + "</span>"
      html += "<th scope=\"col\">\(swatch)\(HTML.escape(series.name + unit))</th>"
    }
    html += "</tr></thead><tbody>"
    let lookup = panel.series.map { series in
      Dictionary(series.points.map { ($0.label, $0.text) }, uniquingKeysWith: { _, last in last })
    }
    for label in labels {
      html += "<tr><th scope=\"row\">\(HTML.escape(label))</th>"
      for (index, series) in panel.series.enumerated() {
        let text = lookup[index][label]
        html +=
          "<td data-series=\"\(HTML.escape(series.name))\" data-label=\"\(HTML.escape(label))\">"
          + "\(HTML.escape(text ?? "–"))</td>"
      }
      html += "</tr>"
    }
    return html + "</tbody></table></div>"
  }

  static let style = """
    :root{color-scheme:light dark;font-family:system-ui,sans-serif}
    body{margin:0;padding:1rem;background:Canvas;color:CanvasText}
    header h1{margin:0 0 .25rem;font-size:1.4rem}header p{margin:0 0 1rem;opacity:.75}
    main{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,34rem),1fr))}
    .panel{border:1px solid #8884;border-radius:8px;padding:.75rem;min-width:0}
    .panel h2{margin:0;font-size:1.1rem}.caption{margin:.25rem 0 .5rem;opacity:.75;font-size:.9rem}
    .body{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-start}
    figure{margin:0;flex:1 1 16rem;min-width:0}
    .numbers{flex:0 1 auto;max-width:100%;overflow:auto;max-height:16rem}
    svg.chart{width:100%;height:auto;max-height:16rem;display:block}
    svg text{font-size:11px;fill:currentColor}svg .grid{stroke:#8884}svg .axis{stroke:#888}
    table{border-collapse:collapse;font-size:.85rem;width:100%}
    th,td{padding:.15rem .4rem;text-align:right;border-bottom:1px solid #8883;white-space:nowrap}
    thead th{white-space:normal;vertical-align:bottom;position:sticky;top:0;background:Canvas}
    th[scope=row],thead th:first-child{text-align:left}
    .key{display:inline-block;width:.7em;height:.7em;margin-right:.3em;border-radius:2px}.problem{color:#D55E00}
    header p.notice{opacity:1;border-left:4px solid #E69F00;padding:.25rem .5rem}
    """
}
