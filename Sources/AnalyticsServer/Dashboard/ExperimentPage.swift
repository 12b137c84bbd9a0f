import Foundation
import SubscriptionAnalytics

/// An experiment's results as one HTML document: who was enrolled and what
/// they bought, then a panel per metric with each variant's credible
/// interval drawn as an inline SVG (`ExperimentChart`) beside a table of the
/// numbers, the difference from the control and P(beat control).
///
/// Pure, like `DashboardPage`: no script, no outside asset, everything from
/// data escaped, one column in a narrow window.
struct ExperimentPage {
  let results: ExperimentResults
  /// The dashboard token, carried into the link back to the dashboard.
  let token: String?

  /// The whole document.
  func html() -> String {
    let title = "Experiment \(results.experiment)"
    var html = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTML.escape(title))</title>
      <style>\(DashboardPage.style)\(Self.style)</style>
      </head>
      <body>
      <header><p><a href="\(HTML.escape(home))">← Dashboard</a></p>
      <h1>\(HTML.escape(title))</h1><p>\(HTML.escape(subtitle))</p>
      \(alarm)<p class="verdict" id="winner">\(HTML.escape(verdict))</p>
      <p id="looks">\(HTML.escape(looks))</p></header>
      <main>

      """
    html += customers()
    html += guardrails()
    for metric in ExperimentMetric.allCases { html += panel(metric) }
    html += "</main>\n</body>\n</html>\n"
    return html
  }

  /// The dashboard, in this page's environment, with the token.
  private var home: String {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
    var carried: [String] = []
    if results.environment != .production {
      carried.append("environment=" + results.environment.rawValue.lowercased())
    }
    if let token {
      carried.append("token=" + (token.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""))
    }
    return carried.isEmpty ? "/" : "/?" + carried.joined(separator: "&")
  }

  /// The sample-ratio alarm, first on the page when it fires.
  private var alarm: String {
    let ratio = results.sampleRatioMismatch
    guard ratio.alarm else {
      let text = ratio.pValue.map { "Sample ratio: p = \($0), no mismatch." } ?? ""
      return text.isEmpty ? "" : "<p id=\"sample-ratio\">\(HTML.escape(text))</p>"
    }
    let text =
      "Sample ratio mismatch: the enrolment counts do not fit the configured split "
      + "(p = \(ratio.pValue ?? 0) < \(ratio.threshold)). Assignment or logging is broken; "
      + "no result on this page can be trusted until it is fixed."
    return "<p class=\"alarm\" id=\"sample-ratio\" role=\"alert\">\(HTML.escape(text))</p>"
  }

  private var looks: String {
    switch results.looks {
    case .any:
      "Verdicts use always-valid intervals: they keep their error rate however often this page "
        + "is read. The fixed-horizon intervals beside them hold only for one look at a planned stop."
    case .one:
      "Verdicts use fixed-horizon intervals: valid for one look at a stop fixed in advance. "
        + "Reading them earlier and stopping at a \"better\" raises the error rate."
    }
  }

  private func guardrails() -> String {
    var html = "<section class=\"panel wide\" id=\"guardrails\"><h2>Guardrails</h2>"
    html += "<p class=\"caption\">Refunds, early churn and billing issues per variant: flagged "
    html += "when worse than the control beyond the interval, whatever the primary metric says.</p>"
    html += "<ul>"
    if results.guardrails.isEmpty { html += "<li>No variant to check.</li>" }
    for guardrail in results.guardrails {
      let text =
        "\(guardrail.variant): \(guardrail.metric.title.lowercased()) "
        + (guardrail.worse ? "worse than the control" : "not worse")
      html += "<li data-variant=\"\(HTML.escape(guardrail.variant))\" "
      html += "data-metric=\"\(HTML.escape(guardrail.metric.rawValue))\" "
      html += "data-worse=\"\(guardrail.worse)\"\(guardrail.worse ? " class=\"alarm\"" : "")>"
      html += "\(HTML.escape(text))</li>"
    }
    return html + "</ul></section>\n"
  }

  private var subtitle: String {
    let level = NSDecimalNumber(decimal: results.level * 100).intValue
    return [
      results.environment.rawValue.lowercased(),
      "\(results.from ?? results.to) to \(results.to)",
      "control \(results.control)",
      "primary metric \(results.primary.rawValue)",
      "\(level)% intervals",
      "looks: \(results.looks.rawValue)",
    ].joined(separator: " · ")
  }

  private var verdict: String {
    let threshold = "\(results.threshold * 100)%"
    guard let winner = results.winner,
      let probability = results.variant(winner)?.estimate(results.primary)?
        .probabilityToBeatControl
    else {
      return "No winner yet: no variant beats the control on \(results.primary.title.lowercased())"
        + " with P(beat control) ≥ \(threshold)."
    }
    return "Winner: variant \(winner), P(beat control) \(probability * 100)% on "
      + "\(results.primary.title.lowercased())."
  }

  private func customers() -> String {
    let columns = [
      "Variant", "Offering", "Enrolled", "Exposures", "Converted", "Trials",
      "Trials converted", "Trials pending", "Trials abandoned", "Paying", "Paid charges",
      "Refunds", "Revenue (USD)", "Realized LTV (USD)", "LTV per paying (USD)",
    ]
    var html = "<section class=\"panel wide\" id=\"customers\"><h2>Customers</h2>"
    html += "<p class=\"caption\">Enrolled customers and what they bought after enrolment. "
    html += "Exposed: saw their variant's offering on a paywall (paywall_impression) after "
    html += "enrolment; \"not recorded\" when no paywall events arrived.</p>"
    html += "<div class=\"numbers\"><table><thead><tr>"
    for column in columns { html += "<th scope=\"col\">\(HTML.escape(column))</th>" }
    html += "</tr></thead><tbody>"
    for variant in results.variants {
      let cells: [(String, String)] = [
        ("offering", variant.offering ?? "–"), ("customers", "\(variant.customers)"),
        (
          "exposures",
          variant.exposures.map { exposures in
            "\(exposures) (\(variant.exposedConversions ?? 0) converted, "
              + "\(variant.conversionPerExposed ?? 0)%)"
          } ?? "not recorded"
        ),
        (
          "initial_conversions",
          "\(variant.initialConversions) (\(variant.conversionPerEnrolled)%)"
        ),
        ("trial_starts", "\(variant.trialStarts)"),
        ("trials_converted", "\(variant.trialsConverted)"),
        ("trials_pending", "\(variant.trialsPending)"),
        ("trials_abandoned", "\(variant.trialsAbandoned)"),
        ("paying_customers", "\(variant.payingCustomers)"),
        ("paid_transactions", "\(variant.paidTransactions)"), ("refunds", "\(variant.refunds)"),
        ("revenue", "\(variant.revenue)"), ("realized_ltv", "\(variant.realizedLTV)"),
        ("realized_ltv_per_paying_customer", "\(variant.realizedLTVPerPayingCustomer)"),
      ]
      html += "<tr><th scope=\"row\">\(HTML.escape(name(variant)))</th>"
      for (field, text) in cells {
        html += cell(variant: variant.variant, metric: nil, field: field, text: text)
      }
      html += "</tr>"
    }
    return html + "</tbody></table></div></section>\n"
  }

  private func panel(_ metric: ExperimentMetric) -> String {
    let id = "metric-" + metric.rawValue
    let isPrimary = metric == results.primary
    var html = "<section class=\"panel\" id=\"\(HTML.escape(id))\">"
    html += "<h2>\(HTML.escape(metric.title))\(isPrimary ? " (primary)" : "")</h2>"
    html += "<p class=\"caption\">\(HTML.escape(Self.caption(metric)))</p>"
    html += "<div class=\"body\"><figure>"
    html += ExperimentChart.render(metric: metric, results: results)
    html += "</figure><div class=\"numbers\"><table><thead><tr>"
    let unit = metric.isRate ? "%" : "USD"
    let differenceUnit = metric.isRate ? "pts" : "USD"
    for column in [
      "Variant", "Value (\(unit))", "Interval", "vs control (\(differenceUnit))", "Interval",
      "Always-valid interval", "P(beat)", "Verdict",
    ] {
      html += "<th scope=\"col\">\(HTML.escape(column))</th>"
    }
    html += "</tr></thead><tbody>"
    for variant in results.variants {
      guard let estimate = variant.estimate(metric) else { continue }
      let counts =
        estimate.successes.flatMap { successes in
          estimate.trials.map { " (\(successes)/\($0))" }
        } ?? ""
      let cells: [(String, String)] = [
        ("value", estimate.value.map { "\($0)\(counts)" } ?? "no data"),
        ("interval", range(estimate.lower, estimate.upper)),
        ("difference", estimate.difference.map { ($0 > 0 ? "+" : "") + "\($0)" } ?? "–"),
        ("difference_interval", range(estimate.differenceLower, estimate.differenceUpper)),
        (
          "always_valid_difference_interval",
          range(estimate.alwaysValidDifferenceLower, estimate.alwaysValidDifferenceUpper)
        ),
        (
          "probability_to_beat_control",
          estimate.probabilityToBeatControl.map { "\($0 * 100)%" } ?? "–"
        ),
        ("verdict", estimate.verdict.rawValue.replacingOccurrences(of: "_", with: " ")),
      ]
      html += "<tr><th scope=\"row\">\(HTML.escape(name(variant)))</th>"
      for (field, text) in cells {
        html += cell(variant: variant.variant, metric: metric, field: field, text: text)
      }
      html += "</tr>"
    }
    return html + "</tbody></table></div></div></section>\n"
  }

  private func name(_ variant: ExperimentVariantResult) -> String {
    variant.variant + (variant.isControl ? " (control)" : variant.isHoldout ? " (holdout)" : "")
  }

  private func range(_ lower: Decimal?, _ upper: Decimal?) -> String {
    guard let lower, let upper else { return "–" }
    return "\(lower) to \(upper)"
  }

  private func cell(variant: String, metric: ExperimentMetric?, field: String, text: String)
    -> String
  {
    let metricAttribute = metric.map { " data-metric=\"\(HTML.escape($0.rawValue))\"" } ?? ""
    return "<td data-variant=\"\(HTML.escape(variant))\"\(metricAttribute) "
      + "data-field=\"\(HTML.escape(field))\">\(HTML.escape(text))</td>"
  }

  /// One sentence per metric: what it counts.
  static func caption(_ metric: ExperimentMetric) -> String {
    switch metric {
    case .initialConversion:
      "Customers who bought anything (trial, subscription, one-time) after enrolment."
    case .trialStarts: "Customers who started a free trial."
    case .trialConversion:
      "Of customers whose trial has ended, those whose trial became a paid period "
        + "(trials still running are pending, left out)."
    case .conversionToPaying: "Customers with a paid charge so far."
    case .refundRate: "Refunded paid charges over paid charges (lower is better)."
    case .revenuePerCustomer: "Revenue by the stop, net of refunds, per customer enrolled."
    case .realizedLTVPerCustomer:
      "Revenue so far, renewals after the stop included, net of refunds, per customer enrolled."
    case .earlyChurn:
      "Of customers with a paid subscription period, those who left within the first one "
        + "(lower is better)."
    case .billingIssueRate:
      "Of customers with a paid subscription period, those with a billing issue "
        + "(lower is better)."
    case .realizedLTV7Days, .realizedLTV30Days, .realizedLTV90Days, .realizedLTV365Days:
      "Net revenue in the first \(metric.windowDays ?? 0) days after enrolment, per customer "
        + "enrolled at least that long ago."
    }
  }

  static let style = """
    header a{color:inherit}.verdict{font-weight:600;opacity:1}
    .alarm{font-weight:700;color:#b00020;border:2px solid #b00020;padding:.5em}
    .wide{grid-column:1/-1}
    .panel table th,.panel table td{white-space:normal;overflow-wrap:anywhere}
    svg text{font-size:14px}
    """
}
