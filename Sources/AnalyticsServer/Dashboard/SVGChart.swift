import Foundation

/// Draws a panel's series as an inline SVG: lines, bars or a funnel, with
/// axes, grid lines and a `<title>` per point. Pure: the same panel gives the
/// same text. Everything from data is escaped.
enum SVGChart {
  static let width = 480.0
  static let height = 240.0
  private static let left = 56.0
  private static let right = 12.0
  private static let top = 12.0
  private static let bottom = 36.0
  /// Colours that stay apart for the common kinds of colour blindness (Okabe–Ito).
  static let palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"]

  /// The SVG for `panel` (an empty-data notice when it has no points).
  static func render(_ panel: DashboardPanel) -> String {
    let points = panel.series.flatMap(\.points)
    // A funnel is as tall as its stages need; time charts are of fixed height.
    let viewHeight =
      panel.style == .funnel && !points.isEmpty
      ? min(height, top + 8 + 36 * Double(points.count)) : height
    var svg =
      "<svg class=\"chart\" viewBox=\"0 0 \(number(width)) \(number(viewHeight))\" role=\"img\" "
      + "aria-label=\"\(HTML.escape(panel.title))\" xmlns=\"http://www.w3.org/2000/svg\">"
    svg += "<title>\(HTML.escape(panel.title))</title>"
    guard !points.isEmpty else {
      svg += text(x: width / 2, y: height / 2, "No data in this range", anchor: "middle")
      return svg + "</svg>"
    }
    switch panel.style {
    case .line, .bars: svg += timeChart(panel)
    case .funnel: svg += funnel(panel)
    }
    return svg + "</svg>"
  }

  // MARK: Over time

  private static func timeChart(_ panel: DashboardPanel) -> String {
    let labels = orderedLabels(panel.series)
    let values = panel.series.flatMap { $0.points.map(\.value) }
    let scale = Scale(values: values)
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    func y(_ value: Double) -> Double { top + plotHeight * (1 - scale.fraction(value)) }
    var svg = ""
    for tick in scale.ticks {
      let position = y(tick)
      svg += line(x1: left, y1: position, x2: width - right, y2: position, class: "grid")
      svg += text(x: left - 6, y: position + 4, compact(tick), anchor: "end")
    }
    svg += line(x1: left, y1: y(0), x2: width - right, y2: y(0), class: "axis")
    let slot = plotWidth / Double(max(labels.count, 1))
    let every = max(1, Int((Double(labels.count) / 6).rounded(.up)))
    for (index, label) in labels.enumerated() where index % every == 0 {
      svg += text(
        x: left + slot * (Double(index) + 0.5), y: height - bottom + 16, label,
        anchor: "middle")
    }
    let position = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, $0) })
    for (seriesIndex, series) in panel.series.enumerated() {
      let colour = palette[seriesIndex % palette.count]
      let placed = series.points.compactMap { point in
        position[point.label].map { (point, left + slot * (Double($0) + 0.5)) }
      }
      switch panel.style {
      case .line:
        let path = placed.map { "\(number($0.1)),\(number(y($0.0.value)))" }.joined(separator: " ")
        svg +=
          "<polyline class=\"series\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\" "
          + "points=\"\(path)\"/>"
        for (point, x) in placed {
          svg +=
            "<circle cx=\"\(number(x))\" cy=\"\(number(y(point.value)))\" r=\"3\" "
            + "fill=\"\(colour)\"><title>\(HTML.escape(tooltip(series, point)))</title></circle>"
        }
      case .bars, .funnel:
        let groupWidth = slot * 0.8
        let barWidth = groupWidth / Double(panel.series.count)
        for (point, x) in placed {
          let barX = x - groupWidth / 2 + barWidth * Double(seriesIndex)
          let (from, to) = (y(max(point.value, 0)), y(min(point.value, 0)))
          svg +=
            "<rect x=\"\(number(barX))\" y=\"\(number(from))\" width=\"\(number(barWidth))\" "
            + "height=\"\(number(max(to - from, 0.5)))\" fill=\"\(colour)\">"
            + "<title>\(HTML.escape(tooltip(series, point)))</title></rect>"
        }
      }
    }
    return svg
  }

  // MARK: Funnel

  private static func funnel(_ panel: DashboardPanel) -> String {
    let points = panel.series.flatMap(\.points)
    let largest = max(points.map(\.value).max() ?? 0, 0)
    let rowHeight = min(36, (height - top - 8) / Double(points.count))
    let barLeft = 120.0
    let barSpace = width - barLeft - 80
    var svg = ""
    for (index, point) in points.enumerated() {
      let y = top + rowHeight * Double(index)
      let length = largest > 0 ? barSpace * max(point.value, 0) / largest : 0
      svg += text(x: barLeft - 8, y: y + rowHeight * 0.6, point.label, anchor: "end")
      svg +=
        "<rect x=\"\(number(barLeft))\" y=\"\(number(y + rowHeight * 0.15))\" "
        + "width=\"\(number(max(length, 0.5)))\" height=\"\(number(rowHeight * 0.7))\" "
        + "fill=\"\(palette[index % palette.count])\">"
        + "<title>\(HTML.escape("\(point.label): \(point.text)"))</title></rect>"
      svg += text(x: barLeft + length + 6, y: y + rowHeight * 0.6, point.text, anchor: "start")
    }
    return svg
  }

  // MARK: Pieces

  /// Every label of every series, in first-seen order.
  static func orderedLabels(_ series: [ChartSeries]) -> [String] {
    var seen = Set<String>()
    var labels: [String] = []
    for point in series.flatMap(\.points) where seen.insert(point.label).inserted {
      labels.append(point.label)
    }
    return labels
  }

  private static func tooltip(_ series: ChartSeries, _ point: ChartSeries.Point) -> String {
    "\(series.name) \(point.label): \(point.text) \(series.unit)"
  }

  private static func line(x1: Double, y1: Double, x2: Double, y2: Double, class name: String)
    -> String
  {
    "<line class=\"\(name)\" x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(x2))\" "
      + "y2=\"\(number(y2))\"/>"
  }

  private static func text(x: Double, y: Double, _ content: String, anchor: String) -> String {
    "<text x=\"\(number(x))\" y=\"\(number(y))\" text-anchor=\"\(anchor)\">"
      + "\(HTML.escape(content))</text>"
  }

  /// A coordinate with at most one decimal.
  static func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// An axis label: 1.2M, 3.4k, 12, 0.25.
  static func compact(_ value: Double) -> String {
    let magnitude = abs(value)
    if magnitude >= 1_000_000 { return trimmed(value / 1_000_000) + "M" }
    if magnitude >= 1_000 { return trimmed(value / 1_000) + "k" }
    return trimmed(value)
  }

  private static func trimmed(_ value: Double) -> String {
    let text = String(format: "%.2f", value)
    guard text.contains(".") else { return text }
    var result = Substring(text)
    while result.hasSuffix("0") { result = result.dropLast() }
    if result.hasSuffix(".") { result = result.dropLast() }
    return result == "-0" ? "0" : String(result)
  }

  /// A value axis from zero (or the lowest negative value) to a round top.
  struct Scale {
    let low: Double
    let high: Double
    let ticks: [Double]

    init(values: [Double]) {
      let highest = max(values.max() ?? 0, 0)
      let lowest = min(values.min() ?? 0, 0)
      let span = highest - lowest
      let step = Scale.niceStep(span > 0 ? span / 4 : 1)
      low = (lowest / step).rounded(.down) * step
      high = max((highest / step).rounded(.up) * step, low + step)
      var ticks: [Double] = []
      var tick = low
      while tick <= high + step / 2 {
        ticks.append(tick)
        tick += step
      }
      self.ticks = ticks
    }

    func fraction(_ value: Double) -> Double {
      high > low ? (value - low) / (high - low) : 0
    }

    /// 1, 2 or 5 times a power of ten, at least `raw`.
    static func niceStep(_ raw: Double) -> Double {
      let power = pow(10, (log10(raw)).rounded(.down))
      for multiple in [1.0, 2, 5, 10] where multiple * power >= raw { return multiple * power }
      return 10 * power
    }
  }
}
