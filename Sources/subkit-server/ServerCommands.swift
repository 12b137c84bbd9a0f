import CommandLineSupport
import SubscriptionKit

/// The commands of `subkit-server`, declared once: dispatch, parsing, usage
/// errors and every `--help` are made from this tree. Each served thing is
/// a command (`store`); each API a store answers is a route set inside it.
enum ServerCommands {
  static let version = "0.1.0"

  /// The program and its commands.
  static let root = Command<SubscriptionClock>(
    SubkitServer.name,
    abstract: "Serve a simulated store as the APIs a backend talks to",
    discussion: """
      subkit-server \(version): a simulated store served as RevenueCat's REST API,
      so a backend and its tests (and the real SDK, through Purchases.proxyURL)
      run against the same ledger 'subkit store' drives. See docs/server.md.
      """,
    subcommands: [StoreServeCommand.command])

  /// Runs the command named first in `arguments` on `clock`; returns the exit code.
  static func run(_ arguments: [String], clock: SubscriptionClock) -> Int32 {
    root.main(arguments, context: clock, program: SubkitServer.self, version: version)
  }
}
