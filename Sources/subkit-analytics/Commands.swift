import CommandLineSupport
import SubscriptionKit

/// The commands of `subkit-analytics`, declared once: dispatch, parsing,
/// usage errors and every `--help` are made from this tree.
enum Commands {
  /// What `--version` prints: the package's one version.
  static let version = SubscriptionKitVersion.current

  /// The program and its commands.
  static let root = Command<SubscriptionClock>(
    SubkitAnalytics.name,
    abstract: "Your own subscription numbers from RevenueCat webhooks",
    discussion: """
      Your own subscription numbers from RevenueCat webhooks.

      Every command takes --database URL: sqlite:PATH (default
      sqlite:.subkit/analytics.sqlite) or postgres://USER@HOST/DB.
      """,
    subcommands: [
      ImportCommand.command, ReportCommand.command, RebuildCommand.command,
      ServeCommand.command,
    ])

  /// Runs the command named first in `arguments`, on `clock` (the one wall
  /// clock, injected at `main`); returns the exit code.
  static func run(_ arguments: [String], clock: SubscriptionClock) -> Int32 {
    root.main(arguments, context: clock, program: SubkitAnalytics.self, version: version)
  }
}
