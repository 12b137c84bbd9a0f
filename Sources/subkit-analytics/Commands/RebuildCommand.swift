import CommandLineSupport
import SubscriptionAnalytics
import SubscriptionKit

/// `subkit-analytics rebuild`: derives every table again from the stored events.
enum RebuildCommand {
  static let help = """
    Usage: subkit-analytics rebuild [--database URL]

    Empties the derived tables and derives them again from the stored events
    (which are only read), in one transaction.

    Options:
      --database URL   sqlite:PATH (default sqlite:.subkit/analytics.sqlite)
                       or postgres://USER@HOST/DB
      -h, --help       Show this help
    """

  static func run(_ raw: [String], clock: SubscriptionClock) -> Int32 {
    let arguments: Arguments
    do {
      arguments = try Arguments(raw, flags: [], options: ["database"])
    } catch {
      return Console.usage(error, command: "rebuild")
    }
    if arguments.has("help") {
      Console.print(help)
      return ExitCode.success
    }
    guard arguments.positionals.isEmpty else {
      return Console.usage(UsageError("rebuild takes no arguments"), command: "rebuild")
    }
    do {
      let store = try DatabaseOption.open(arguments, mustExist: true, now: clock.dateProvider)
      try store.rebuild()
      Console.print("rebuilt from \(try store.eventCount()) events")
      return ExitCode.success
    } catch {
      Console.error("\(error)", command: "rebuild")
      return ExitCode.failure
    }
  }
}
