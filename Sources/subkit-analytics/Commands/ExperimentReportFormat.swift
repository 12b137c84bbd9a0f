import CommandLineSupport
import Foundation
import SubscriptionAnalytics

/// How `report --experiment` prints results: a readable table, the JSON
/// document, or CSV with one row per variant and metric.
///
/// Experiment ids, variant names and offerings come from webhooks, so from
/// anyone who can reach the receiver: the table shows them with control
/// characters made visible (`TerminalText`), the CSV quotes and neutralises
/// them (`CSVField`), and JSON escapes them as JSON does.
struct ExperimentReportFormat {
  let format: ReportFormat

  init(_ format: ReportFormat) {
    self.format = format
  }

  /// `results` rendered.
  func render(_ results: ExperimentResults) -> String {
    switch format {
    case .json: results.jsonText
    case .csv: csv(results)
    case .table: table(results)
    }
  }

  private func csv(_ results: ExperimentResults) -> String {
    var lines = [
      "variant,is_holdout,metric,value,successes,trials,lower,upper,difference,difference_lower,"
        + "difference_upper,always_valid_difference_lower,always_valid_difference_upper,"
        + "probability_to_beat_control,verdict,guardrail_worse,looks,sample_ratio_p_value,"
        + "sample_ratio_alarm"
    ]
    let ratio = results.sampleRatioMismatch
    for variant in results.variants {
      for estimate in variant.estimates {
        let guardrail = results.guardrails.first {
          $0.variant == variant.variant && $0.metric == estimate.metric
        }
        let fields: [CSVField] = [
          .text(variant.variant), .number("\(variant.isHoldout)"),
          .text(estimate.metric.rawValue), number(estimate.value),
          number(estimate.successes), number(estimate.trials), number(estimate.lower),
          number(estimate.upper), number(estimate.difference), number(estimate.differenceLower),
          number(estimate.differenceUpper), number(estimate.alwaysValidDifferenceLower),
          number(estimate.alwaysValidDifferenceUpper), number(estimate.probabilityToBeatControl),
          .text(estimate.verdict.rawValue), number(guardrail?.worse),
          .text(results.looks.rawValue), number(ratio.pValue), .number("\(ratio.alarm)"),
        ]
        lines.append(CSVField.row(fields))
      }
    }
    return lines.joined(separator: "\n")
  }

  private func table(_ results: ExperimentResults) -> String {
    let level = NSDecimalNumber(decimal: results.level * 100).intValue
    let threshold = results.threshold * 100
    let escape = TerminalText.escape
    var lines: [String] = []
    let ratio = results.sampleRatioMismatch
    if ratio.alarm {
      lines += [
        "SAMPLE RATIO MISMATCH: enrolment counts do not fit the configured split "
          + "(p = \(ratio.pValue ?? 0) < \(ratio.threshold)): assignment or logging is broken, "
          + "and no result below can be trusted", "",
      ]
    }
    lines += [
      "experiment \(escape(results.experiment)) (\(results.environment.rawValue.lowercased()), "
        + "\(results.from ?? results.to) to \(results.to))",
      "control \(escape(results.control)) · primary \(results.primary.rawValue) · \(level)% credible "
        + "intervals · better: P(beat control) ≥ \(threshold)%",
      Self.looksLine(results.looks),
      "sample ratio: "
        + (ratio.pValue.map {
          "p = \($0), " + (ratio.alarm ? "MISMATCH" : "ok")
            + " (alarm below p = \(ratio.threshold))"
        } ?? "not checked (fewer than two variants with customers)"),
      "guardrails: " + Self.guardrailsLine(results.guardrails, escape: escape),
      "winner: " + (results.winner.map(escape) ?? "none yet"),
    ]
    for variant in results.variants {
      lines.append("")
      var heading = "variant \(escape(variant.variant))"
      if let offering = variant.offering { heading += " (offering \(escape(offering)))" }
      if variant.isControl { heading += ", control" }
      if variant.isHoldout { heading += ", holdout (no variant)" }
      lines.append(heading)
      let rows: [(String, String)] = [
        ("customers enrolled", "\(variant.customers)"),
        ("paywall exposures", variant.exposures.map { "\($0)" } ?? "not recorded"),
        (
          "initial conversions",
          "\(variant.initialConversions) (\(variant.conversionPerEnrolled)% of enrolled; "
            + (variant.conversionPerExposed.map {
              "\(variant.exposedConversions ?? 0) exposed, \($0)% of exposed)"
            } ?? "exposed not recorded)")
        ),
        (
          "trials",
          "\(variant.trialStarts) (\(variant.trialsConverted) converted, "
            + "\(variant.trialsPending) pending, \(variant.trialsAbandoned) abandoned)"
        ),
        ("paying customers", "\(variant.payingCustomers)"),
        ("paid charges", "\(variant.paidTransactions) (\(variant.refunds) refunded)"),
        ("revenue", "\(variant.revenue) USD"),
        (
          "realized LTV",
          "\(variant.realizedLTV) USD (\(variant.realizedLTVPerPayingCustomer) per paying customer)"
        ),
      ]
      for (name, value) in rows { lines.append("  " + pad(name, 28) + value) }
      for estimate in variant.estimates { lines.append("  " + line(estimate)) }
    }
    return lines.joined(separator: "\n")
  }

  private func line(_ estimate: ExperimentEstimate) -> String {
    let unit = estimate.metric.isRate ? "%" : " USD"
    guard let value = estimate.value else {
      return pad(estimate.metric.rawValue, 28) + "no data"
    }
    var text = pad(estimate.metric.rawValue, 28) + pad("\(value)\(unit)", 12)
    if let lower = estimate.lower, let upper = estimate.upper {
      text += pad("[\(lower), \(upper)]", 18)
    }
    if let difference = estimate.difference,
      let lower = estimate.differenceLower, let upper = estimate.differenceUpper
    {
      let sign = difference > 0 ? "+" : ""
      let points = estimate.metric.isRate ? " pts" : ""
      text += pad("\(sign)\(difference)\(points) [\(lower), \(upper)]", 28)
      if let lower = estimate.alwaysValidDifferenceLower,
        let upper = estimate.alwaysValidDifferenceUpper
      {
        text += pad("always-valid [\(lower), \(upper)]", 30)
      }
    }
    if let probability = estimate.probabilityToBeatControl {
      text += pad("P(beat) \(probability * 100)%", 18)
    }
    return (text + estimate.verdict.rawValue.replacingOccurrences(of: "_", with: " "))
  }

  /// Which looks the verdicts assume, in one line.
  static func looksLine(_ looks: ExperimentLooks) -> String {
    switch looks {
    case .any:
      "looks: any number (verdicts use the always-valid intervals; read as often as you like)"
    case .one:
      "looks: one, at a stop fixed in advance (verdicts use the fixed-horizon intervals; "
        + "reading them earlier and stopping at a \"better\" raises the error rate)"
    }
  }

  /// The guardrails a variant is worse on, or that none is.
  static func guardrailsLine(
    _ guardrails: [ExperimentGuardrail], escape: (String) -> String
  ) -> String {
    let worse = guardrails.filter(\.worse)
    guard !worse.isEmpty else {
      return guardrails.isEmpty ? "none to check" : "no variant worse than the control"
    }
    return worse.map { "\(escape($0.variant)) worse on \($0.metric.rawValue)" }
      .joined(separator: ", ")
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  private func number<Value>(_ value: Value?) -> CSVField {
    .number(value.map { "\($0)" } ?? "")
  }
}
