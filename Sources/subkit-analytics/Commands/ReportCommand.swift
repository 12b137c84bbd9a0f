import CommandLineSupport
import Foundation
import SubscriptionAnalytics
import SubscriptionAnalyticsPostgres
import SubscriptionKit

/// `subkit-analytics report`: prints metrics in the terminal.
enum ReportCommand {
  static let command = Command<SubscriptionClock>(
    "report", abstract: "Print a metric per day, week or month (table, JSON or CSV)",
    discussion: """
      Prints one metric per period (the period's first day, then the value).
      Snapshot metrics (mrr, actives, trials) take their value at the end of
      each period; flow metrics (revenue, customers_new) sum within it. Without
      --metric, every metric is printed.

      report only reads: a read-only database file (or folder) is fine, and
      nothing is written beside it. A database written by an older version
      must first be brought up to date by 'subkit-analytics rebuild'.
      Names from webhooks (variants, offerings) show with control characters
      made visible (\\u{1B}) in the table; CSV quotes every field that needs it
      (RFC 4180) and puts ' before text starting with = + - @ (a spreadsheet
      formula); JSON is JSON.
      """,
    usage: [
      "--metric NAME [--from YYYY-MM-DD] [--to YYYY-MM-DD]\n"
        + "                               [--resolution day|week|month] [--format table|json|csv]\n"
        + "                               [--database URL]",
      "--experiment ID [--stop DATE] [--control ID]\n"
        + "                               [--primary METRIC] [--format table|json|csv] [--database URL]",
    ],
    groups: [
      OptionGroup([
        CommandOption(
          "metric", value: "NAME", help: MetricName.allCases.map(\.rawValue).joined(separator: ", ")
        ),
        CommandOption(
          "from", value: "DATE", help: "First day (default: 30 days, 12 weeks or 12 months back)"),
        CommandOption("to", value: "DATE", help: "Last day, included (default: today, UTC)"),
        CommandOption("resolution", value: "R", help: "day (default), week or month"),
        CommandOption("format", value: "F", help: "table (default), json or csv"),
        CommandOption("product", value: "ID", help: "Only this product"),
        CommandOption("store", value: "STORE", help: "Only this store (APP_STORE, PLAY_STORE, …)"),
        CommandOption("country", value: "CC", help: "Only this storefront country (US, DE, …)"),
        CommandOption("entitlement", value: "ID", help: "Only products granting this entitlement"),
        CommandOption(
          "currency", value: "CODE", help: "Amounts in this purchase currency, over its purchases"),
        CommandOption(
          "environment", value: "ENV",
          help:
            "production (default), sandbox, or any other environment\nevents were sent with (staging)"
        ),
        CommandOption(
          "lifetime", value: "DAYS",
          help: """
            LTV metrics: revenue of each customer's first DAYS days
            (7, 30, 365, …; day 0 counts, as RevenueCat's windows);
            default all (the whole lifetime so far)
            """),
        CommandOption(
          "retention", value: "P",
          help: """
            subscription_retention: the product duration measured
            (week, month (default), quarter, year, …; RevenueCat's retention period)
            """),
        CommandOption(
          "now", value: "DATE", help: "Judge as of this instant (ISO 8601; default: now)"),
        DatabaseOption.option,
      ]),
      ExperimentReport.options,
    ]
  ) { invocation, clock in run(invocation.arguments, clock: clock) }

  static func run(_ arguments: Arguments, clock: SubscriptionClock) -> Int32 {
    if arguments.value("experiment") != nil {
      do {
        let now = try arguments.value("now").map { try date($0, option: "now") } ?? clock.now()
        return ExperimentReport.run(arguments, now: now)
      } catch {
        return Console.usage(error as? UsageError ?? UsageError("\(error)"), command: "report")
      }
    }
    let queries: [MetricQuery]
    let format: ReportFormat
    let now: Date
    do {
      try ExperimentReport.refuseStrayOptions(arguments)
      now = try arguments.value("now").map { try date($0, option: "now") } ?? clock.now()
      (queries, format) = try parse(arguments, now: now)
    } catch let error as UsageError {
      return Console.usage(error, command: "report")
    } catch {
      return Console.usage(UsageError("\(error)"), command: "report")
    }
    do {
      let (report, hint, unrecognized) = try DatabaseOption.read(arguments, now: now) { store in
        (
          format.render(try store.metrics(queries)), try sandboxHint(store, queries),
          try store.unrecognizedValues().summary().map {
            "note: events with values this version does not know are stored; \($0)"
          }
        )
      }
      Console.print(report)
      if let hint { Console.error(hint, command: "report") }
      if let unrecognized { Console.error(unrecognized, command: "report") }
      return ExitCode.success
    } catch {
      Console.error("\(error)", command: "report")
      return ExitCode.failure
    }
  }

  private static func parse(_ arguments: Arguments, now: Date) throws -> (
    [MetricQuery], ReportFormat
  ) {
    var names = MetricName.allCases
    if let text = arguments.value("metric") {
      guard let name = MetricName(rawValue: text) else {
        throw UsageError("unknown metric '\(text)' (see 'subkit-analytics report --help')")
      }
      names = [name]
    }
    let format = try ReportFormat(option: arguments)
    var values: [String: String] = [:]
    for name in MetricQueryParameters.names {
      if let value = arguments.value(name) { values[name] = value }
    }
    do {
      // Only the JSON document prints retention's cohort grid: only it asks for one.
      let queries = try MetricQueryParameters(values, now: now, prefix: "--").queries(names)
        .map { query in
          var query = query
          query.includesCohorts = format == .json
          return query
        }
      return (queries, format)
    } catch {
      throw UsageError(error.message)
    }
  }

  /// A note for a production report over a database that holds only sandbox
  /// events (`AnalyticsStore.sandboxOnlyNote`, which the JSON API carries too).
  private static func sandboxHint(_ store: AnalyticsStore, _ queries: [MetricQuery]) throws
    -> String?
  {
    guard queries.contains(where: { $0.environment == .production }) else { return nil }
    return try store.sandboxOnlyNote(environment: .production, asking: "--environment sandbox")
      .map { "note: " + $0 }
  }

  /// `YYYY-MM-DD` (UTC midnight) or a full ISO 8601 instant.
  private static func date(_ text: String, option: String) throws -> Date {
    let day = DateFormatter()
    day.locale = Locale(identifier: "en_US_POSIX")
    day.timeZone = TimeZone(identifier: "UTC")
    day.dateFormat = "yyyy-MM-dd"
    if text.count == 10, let date = day.date(from: text) { return date }
    if let date = ISO8601DateFormatter().date(from: text) { return date }
    throw UsageError("--\(option) takes a date as YYYY-MM-DD, not '\(text)'")
  }
}
