import Foundation

/// Draws a panel's series as an inline SVG: lines, bars, stacked parts or a
/// funnel, with axes, grid lines and a `<title>` per point. Pure: the same
/// panel gives the same text. Everything from data is escaped.
///
/// The drawing is 340 units wide and scales to its box, never below it on
/// the narrowest screen the page is laid out for (a 420 px window leaves
/// 378 px), so its 11-unit text is at least 11 px as rendered. A period not
/// over yet is drawn apart: out of the line (a dashed step to a hollow
/// point), a faded bar.
enum SVGChart {
  static let width = 340.0
  static let height = 200.0
  private static let left = 44.0
  private static let right = 8.0
  private static let top = 10.0
  private static let bottom = 30.0
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
    case .stacked: svg += stackedChart(panel)
    case .funnel: svg += funnel(panel)
    case .grid: break
    }
    return svg + "</svg>"
  }

  // MARK: Over time

  /// The plot's frame for `labels` over values `scale`: the grid, the axis
  /// labels, and each label's x.
  private static func frame(_ labels: [(key: String, axis: String)], _ scale: Scale)
    -> (svg: String, x: [String: Double], y: (Double) -> Double, slot: Double)
  {
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    let y = { (value: Double) in top + plotHeight * (1 - scale.fraction(value)) }
    var svg = ""
    for tick in scale.ticks {
      let position = y(tick)
      svg += line(x1: left, y1: position, x2: width - right, y2: position, class: "grid")
      svg += text(x: left - 5, y: position + 4, compact(tick), anchor: "end")
    }
    svg += line(x1: left, y1: y(0), x2: width - right, y2: y(0), class: "axis")
    let slot = plotWidth / Double(max(labels.count, 1))
    // At most four axis labels: each stays apart from the next at 11 px.
    let every = max(1, Int((Double(labels.count) / 4).rounded(.up)))
    var x: [String: Double] = [:]
    for (index, label) in labels.enumerated() {
      let position = left + slot * (Double(index) + 0.5)
      x[label.key] = position
      if (labels.count - 1 - index) % every == 0 {
        svg += text(x: position, y: height - bottom + 16, label.axis, anchor: "middle")
      }
    }
    return (svg, x, y, slot)
  }

  /// Every label of every series with its axis text, in first-seen order.
  private static func axisLabels(_ series: [ChartSeries]) -> [(key: String, axis: String)] {
    var seen = Set<String>()
    var labels: [(key: String, axis: String)] = []
    for point in series.flatMap(\.points) where seen.insert(point.label).inserted {
      labels.append((point.label, point.axis))
    }
    return labels
  }

  private static func timeChart(_ panel: DashboardPanel) -> String {
    let values = panel.series.flatMap { $0.points.map(\.value) }
    let (grid, xs, y, slot) = frame(axisLabels(panel.series), Scale(values: values))
    var svg = grid
    for (seriesIndex, series) in panel.series.enumerated() {
      let colour = palette[seriesIndex % palette.count]
      let placed = series.points.compactMap { point in xs[point.label].map { (point, $0) } }
      switch panel.style {
      case .line:
        let complete = placed.filter { !$0.0.isPartial }
        let path = complete.map { "\(number($0.1)),\(number(y($0.0.value)))" }
        svg +=
          "<polyline class=\"series\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\" "
          + "points=\"\(path.joined(separator: " "))\"/>"
        if let last = complete.last {
          for (point, x) in placed where point.isPartial {
            svg +=
              "<line class=\"partial\" x1=\"\(number(last.1))\" y1=\"\(number(y(last.0.value)))\" "
              + "x2=\"\(number(x))\" y2=\"\(number(y(point.value)))\" stroke=\"\(colour)\" "
              + "stroke-width=\"1.5\" stroke-dasharray=\"3 3\"/>"
          }
        }
        for (point, x) in placed {
          let fill = point.isPartial ? "fill=\"none\" stroke=\"\(colour)\"" : "fill=\"\(colour)\""
          svg +=
            "<circle cx=\"\(number(x))\" cy=\"\(number(y(point.value)))\" r=\"3\" \(fill)>"
            + "<title>\(HTML.escape(tooltip(series, point)))</title></circle>"
        }
      default:
        let groupWidth = slot * 0.8
        let barWidth = groupWidth / Double(panel.series.count)
        for (point, x) in placed {
          let barX = x - groupWidth / 2 + barWidth * Double(seriesIndex)
          svg += bar(
            x: barX, width: barWidth, from: y(max(point.value, 0)),
            to: y(min(point.value, 0)), colour: colour, point: point, series: series)
        }
      }
    }
    return svg
  }

  /// Parts stacked above zero (positive) and below it (negative) per period,
  /// and the last series, their sum, as a line.
  private static func stackedChart(_ panel: DashboardPanel) -> String {
    guard let net = panel.series.last else { return "" }
    let parts = panel.series.dropLast()
    let labels = axisLabels(panel.series)
    var highs: [String: Double] = [:]
    var lows: [String: Double] = [:]
    for series in parts {
      for point in series.points {
        if point.value >= 0 {
          highs[point.label, default: 0] += point.value
        } else {
          lows[point.label, default: 0] += point.value
        }
      }
    }
    let scale = Scale(values: Array(highs.values) + Array(lows.values) + net.points.map(\.value))
    let (grid, xs, y, slot) = frame(labels, scale)
    var svg = grid
    var above: [String: Double] = [:]
    var below: [String: Double] = [:]
    for (seriesIndex, series) in parts.enumerated() {
      let colour = palette[seriesIndex % palette.count]
      for point in series.points where point.value != 0 {
        guard let x = xs[point.label] else { continue }
        let base = point.value > 0 ? above[point.label, default: 0] : below[point.label, default: 0]
        let end = base + point.value
        if point.value > 0 { above[point.label] = end } else { below[point.label] = end }
        svg += bar(
          x: x - slot * 0.35, width: slot * 0.7, from: y(max(base, end)),
          to: y(min(base, end)), colour: colour, point: point, series: series)
      }
    }
    let placed = net.points.compactMap { point in xs[point.label].map { (point, $0) } }
    let path = placed.filter { !$0.0.isPartial }.map { "\(number($0.1)),\(number(y($0.0.value)))" }
    svg +=
      "<polyline class=\"series\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" "
      + "points=\"\(path.joined(separator: " "))\"/>"
    for (point, x) in placed {
      let fill = point.isPartial ? "fill=\"none\" stroke=\"currentColor\"" : "fill=\"currentColor\""
      svg +=
        "<circle cx=\"\(number(x))\" cy=\"\(number(y(point.value)))\" r=\"2.5\" \(fill)>"
        + "<title>\(HTML.escape(tooltip(net, point)))</title></circle>"
    }
    return svg
  }

  /// One bar from `from` to `to` (SVG y), faded when its period is partial.
  private static func bar(
    x: Double, width: Double, from: Double, to: Double, colour: String, point: ChartSeries.Point,
    series: ChartSeries
  ) -> String {
    let partial = point.isPartial ? " class=\"partial\" fill-opacity=\"0.35\"" : ""
    return "<rect x=\"\(number(x))\" y=\"\(number(from))\" width=\"\(number(width))\" "
      + "height=\"\(number(max(to - from, 0.5)))\" fill=\"\(colour)\"\(partial)>"
      + "<title>\(HTML.escape(tooltip(series, point)))</title></rect>"
  }

  // MARK: Funnel

  private static func funnel(_ panel: DashboardPanel) -> String {
    let points = panel.series.flatMap(\.points)
    let largest = max(points.map(\.value).max() ?? 0, 0)
    let rowHeight = min(36, (height - top - 8) / Double(points.count))
    let barLeft = 84.0
    let barSpace = width - barLeft - 56
    var svg = ""
    for (index, point) in points.enumerated() {
      let y = top + rowHeight * Double(index)
      let length = largest > 0 ? barSpace * max(point.value, 0) / largest : 0
      svg += text(x: barLeft - 6, y: y + rowHeight * 0.6, point.period, anchor: "end")
      svg +=
        "<rect x=\"\(number(barLeft))\" y=\"\(number(y + rowHeight * 0.15))\" "
        + "width=\"\(number(max(length, 0.5)))\" height=\"\(number(rowHeight * 0.7))\" "
        + "fill=\"\(palette[index % palette.count])\">"
        + "<title>\(HTML.escape("\(point.period): \(point.shown)"))</title></rect>"
      svg += text(x: barLeft + length + 6, y: y + rowHeight * 0.6, point.shown, anchor: "start")
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
    "\(series.title), \(point.period)\(point.isPartial ? " (so far)" : ""): \(point.shown)"
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
