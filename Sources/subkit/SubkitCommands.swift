import CommandLineSupport
import SubscriptionKit

/// The commands of `subkit`, declared once: dispatch, parsing, operand
/// counts, usage errors, `--version` and every `--help` are made from this
/// tree. A `store` subcommand is added in `StoreCommand.command`'s list.
enum SubkitCommands {
  /// The program and its commands.
  static let root = Command<SubscriptionClock>(
    Subkit.name, abstract: "Subscriptions for Swift apps, tested anywhere Swift runs",
    discussion: "Subscriptions for Swift apps, tested anywhere Swift runs.",
    subcommands: [DemoCommand.command, StoreCommand.command, DoctorCommand.command])

  /// Runs the command `arguments` name on `clock` (the one wall clock,
  /// injected at `main`); returns the exit code.
  static func run(_ arguments: [String], clock: SubscriptionClock) async -> Int32 {
    await root.main(
      arguments, context: clock, program: Subkit.self, version: SubscriptionKitVersion.current)
  }
}
