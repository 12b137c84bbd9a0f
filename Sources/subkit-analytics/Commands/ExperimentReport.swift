import CommandLineSupport
import Foundation
import SubscriptionAnalytics
import SubscriptionAnalyticsPostgres

/// `subkit-analytics report --experiment ID`: an experiment's results per
/// variant, with credible intervals and P(beat control).
enum ExperimentReport {
  /// The options only an experiment report takes, as `report` declares them.
  static let options = OptionGroup(
    "Experiment report",
    [
      CommandOption(
        "experiment", value: "ID",
        help: """
          Report an experiment instead: per variant, customers enrolled,
          conversion, trials, paying customers, refunds, revenue and
          realized LTV, each rate with a 95% credible interval, the
          difference from the control and P(beat control)
          (docs/experiments.md). With it:
          """),
      CommandOption("stop", value: "DATE", help: "When the experiment stopped (default: now)"),
      CommandOption(
        "control", value: "ID",
        help: """
          The control variant (default: a, else the first); one the
          experiment does not have is refused (exit 2)
          """),
      CommandOption(
        "primary", value: "METRIC",
        help: """
          The metric that names the winner (default: initial_conversion):
          \(ExperimentMetric.allCases.map(\.rawValue).joined(separator: ", "))
          """),
      CommandOption(
        "looks", value: "LOOKS",
        help: """
          The looks the verdicts allow for: any (default; always-valid
          intervals, safe to read every day) or one (fixed-horizon, read
          once at a stop fixed in advance)
          """),
      CommandOption(
        "split", value: "SHARES",
        help: """
          The configured split for the sample-ratio check, such as
          a=45,b=45,holdout=10 (default: equal across the variants)
          """),
    ],
    note: "--format, --environment, --now and --database apply to it as well.")

  /// The option names an experiment report accepts.
  static let optionNames = ExperimentQueryParameters.names.union([
    "experiment", "format", "now", "database",
  ])

  /// Refuses the experiment-only options in a metric report.
  static func refuseStrayOptions(_ arguments: Arguments) throws {
    for name in ["stop", "control", "primary", "looks", "split"] where arguments.value(name) != nil
    {
      throw UsageError("--\(name) needs --experiment ID")
    }
  }

  /// Runs the report; `now` is the instant it is judged at.
  static func run(_ arguments: Arguments, now: Date) -> Int32 {
    let query: ExperimentQuery
    let format: ReportFormat
    do {
      (query, format) = try parse(arguments, now: now)
    } catch let error as UsageError {
      return Console.usage(error, command: "report")
    } catch {
      return Console.usage(UsageError("\(error)"), command: "report")
    }
    do {
      let results = try DatabaseOption.read(arguments, now: now) {
        try $0.experimentResults(query)
      }
      Console.print(ExperimentReportFormat(format).render(results))
      return ExitCode.success
    } catch let error as AnalyticsError where error.code == .invalidQuery {
      // The experiment, control or environment asked for is not in the
      // database: a mistake in the call, whose message lists what is there.
      Console.error(error.message, command: "report")
      return ExitCode.usage
    } catch {
      Console.error("\(error)", command: "report")
      return ExitCode.failure
    }
  }

  private static func parse(_ arguments: Arguments, now: Date) throws -> (
    ExperimentQuery, ReportFormat
  ) {
    let allowed = optionNames
    if let other = arguments.options.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw UsageError("--\(other) does not apply to an experiment report")
    }
    guard let id = arguments.value("experiment"), !id.isEmpty else {
      throw UsageError("--experiment needs an experiment id")
    }
    let format = try ReportFormat(option: arguments)
    var values: [String: String] = [:]
    for name in ExperimentQueryParameters.names {
      if let value = arguments.value(name) { values[name] = value }
    }
    let query: ExperimentQuery
    do {
      query = try ExperimentQueryParameters(id, values, now: now, prefix: "--").query()
    } catch {
      throw UsageError(error.message)
    }
    return (query, format)
  }
}
