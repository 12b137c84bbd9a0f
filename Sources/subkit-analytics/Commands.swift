import SubscriptionKit

/// The commands of `subkit-analytics`, and the one place that picks one.
enum Commands {
  static let version = "0.1.0"

  static let help = """
    subkit-analytics \(version): your own subscription numbers from RevenueCat webhooks.

    Usage: subkit-analytics <command> [options]

    Commands:
      import FILE…   Store webhook bodies (JSON lines, one body, or an array)
      report         Print a metric per day, week or month (table, JSON or CSV)
      rebuild        Derive every table again from the stored events
      serve          Receive webhooks over HTTP; JSON API and dashboard

    Every command takes --database URL: sqlite:PATH (default
    sqlite:.subkit/analytics.sqlite) or postgres://USER@HOST/DB.

    Options:
      -h, --help     Show help (also: subkit-analytics <command> --help)
      --version      Show the version
    """

  /// Runs the command named first in `arguments`, on `clock` (the one wall
  /// clock, injected at `main`); returns the exit code.
  static func run(_ arguments: [String], clock: SubscriptionClock) -> Int32 {
    let rest = Array(arguments.dropFirst())
    switch arguments.first {
    case "import": return ImportCommand.run(rest, clock: clock)
    case "report": return ReportCommand.run(rest, clock: clock)
    case "rebuild": return RebuildCommand.run(rest, clock: clock)
    case "serve": return ServeCommand.run(rest, clock: clock)
    case "--version", "version":
      Console.print(version)
      return ExitCode.success
    case "--help", "-h", "help":
      Console.print(help)
      return ExitCode.success
    case nil:
      Console.error("missing command (see 'subkit-analytics --help')")
      return ExitCode.usage
    case let command?:
      Console.error("unknown command '\(command)' (see 'subkit-analytics --help')")
      return ExitCode.usage
    }
  }
}
