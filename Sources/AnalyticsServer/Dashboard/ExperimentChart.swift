import Foundation
import SubscriptionAnalytics

/// Draws one metric of an experiment as an interval chart: a row per
/// variant, a line across its credible interval and a dot at the observed
/// value, with the control's value as a dashed reference line. Pure; every
/// label is escaped.
enum ExperimentChart {
  private static let width = 480.0
  private static let left = 96.0
  private static let right = 16.0
  private static let row = 30.0
  private static let top = 12.0
  private static let bottom = 28.0

  /// The SVG for `metric` (a notice when no variant has an interval).
  static func render(metric: ExperimentMetric, results: ExperimentResults) -> String {
    let rows = results.variants.compactMap { variant -> (String, Double, Double, Double)? in
      guard let estimate = variant.estimate(metric), let value = estimate.value,
        let lower = estimate.lower, let upper = estimate.upper
      else { return nil }
      return (variant.variant, double(value), double(lower), double(upper))
    }
    let height = top + bottom + row * Double(max(rows.count, 1))
    var svg =
      "<svg class=\"chart\" viewBox=\"0 0 \(number(width)) \(number(height))\" role=\"img\" "
      + "aria-label=\"\(HTML.escape(metric.title))\" xmlns=\"http://www.w3.org/2000/svg\">"
    svg += "<title>\(HTML.escape(metric.title)): credible interval per variant</title>"
    guard !rows.isEmpty else {
      svg += "<text x=\"\(number(width / 2))\" y=\"\(number(height / 2))\" "
      svg += "text-anchor=\"middle\">Not enough data yet</text>"
      return svg + "</svg>"
    }
    let scale = SVGChart.Scale(values: rows.flatMap { [$0.2, $0.3] })
    let plot = width - left - right
    func x(_ value: Double) -> Double { left + plot * scale.fraction(value) }
    let axis = top + row * Double(rows.count)
    for tick in scale.ticks {
      svg += "<line class=\"grid\" x1=\"\(number(x(tick)))\" y1=\"\(number(top))\" "
      svg += "x2=\"\(number(x(tick)))\" y2=\"\(number(axis))\"/>"
      svg += "<text x=\"\(number(x(tick)))\" y=\"\(number(axis + 16))\" text-anchor=\"middle\">"
      svg += "\(HTML.escape(SVGChart.compact(tick)))</text>"
    }
    if let control = rows.first(where: { $0.0 == results.control }) {
      svg += "<line class=\"axis\" stroke-dasharray=\"4 3\" x1=\"\(number(x(control.1)))\" "
      svg += "y1=\"\(number(top))\" x2=\"\(number(x(control.1)))\" y2=\"\(number(axis))\"/>"
    }
    for (index, entry) in rows.enumerated() {
      let (name, value, lower, upper) = entry
      let y = top + row * (Double(index) + 0.5)
      let colour = SVGChart.palette[index % SVGChart.palette.count]
      svg += "<text x=\"\(number(left - 8))\" y=\"\(number(y + 4))\" text-anchor=\"end\">"
      svg += "\(HTML.escape(name))</text>"
      svg += "<g><title>\(HTML.escape(name)): \(HTML.escape(SVGChart.compact(value))) "
      svg += "(\(HTML.escape(SVGChart.compact(lower))) to \(HTML.escape(SVGChart.compact(upper))))"
      svg += "</title><line stroke=\"\(colour)\" stroke-width=\"3\" x1=\"\(number(x(lower)))\" "
      svg += "y1=\"\(number(y))\" x2=\"\(number(x(upper)))\" y2=\"\(number(y))\"/>"
      svg += "<circle fill=\"\(colour)\" r=\"5\" cx=\"\(number(x(value)))\" cy=\"\(number(y))\"/>"
      svg += "</g>"
    }
    return svg + "</svg>"
  }

  private static func double(_ value: Decimal) -> Double {
    NSDecimalNumber(decimal: value).doubleValue
  }

  private static func number(_ value: Double) -> String {
    String(format: "%.1f", value)
  }
}
