import Foundation
import SubscriptionWire
import SubscriptionKit

// subkit: the SubscriptionKit command-line tool. Each command lives in its own
// file as a type with `static func run(_ arguments: [String]) async -> Int32`
// (or a synchronous one), which returns the exit code: 0 ok, 1 failure or
// findings, 2 usage.
let version = "0.1.0"
let help = """
  subkit \(version): subscriptions for Swift apps, tested anywhere Swift runs.

  Usage: subkit <command> [options]

  Commands:
    demo      A terminal paywall app on a simulated App Store (start here)
    store     Drive a simulated store from scripts: buy, advance time, refund…
    doctor    Audit an Xcode project's subscription setup

  Options:
    -h, --help     Show help (also: subkit <command> --help)
    --version      Show the version
  """

let arguments = Array(CommandLine.arguments.dropFirst())
// The one clock: the only place subkit reads the wall clock or picks how to
// wait. Every command takes it, so tests drive commands on a test clock.
let clock = SubscriptionClock.live
let status: Int32
switch arguments.first {
case "demo":
  status = await DemoCommand.run(Array(arguments.dropFirst()), clock: clock)
case "store" where arguments.dropFirst().first == "deliver":
  status = await StoreDeliverCommand.run(Array(arguments.dropFirst(2)), clock: clock)
case "store" where StoreIdentityCommand.subcommands.contains(arguments.dropFirst().first ?? ""):
  status = await StoreIdentityCommand.run(Array(arguments.dropFirst()), clock: clock)
case "store" where StoreExperimentCommand.subcommands.contains(arguments.dropFirst().first ?? ""):
  status = StoreExperimentCommand.run(Array(arguments.dropFirst()), clock: clock)
case "store" where arguments.dropFirst().first == "simulate":
  status = StoreSimulateCommand.command.main(
    Array(arguments.dropFirst(2)), context: clock, program: Subkit.self,
    path: ["store", "simulate"])
case "store":
  status = StoreCommand.run(Array(arguments.dropFirst()), clock: clock)
case "doctor":
  status = DoctorCommand.command.main(
    Array(arguments.dropFirst()), context: clock, program: Subkit.self, path: ["doctor"])
case "--version", "version":
  Console.print(version)
  status = ExitCode.success
case "--help", "-h", "help":
  Console.print(help)
  status = ExitCode.success
case nil:
  Console.error("missing command (see 'subkit --help')")
  status = ExitCode.usage
case let command?:
  Console.error("unknown command '\(command)' (see 'subkit --help')")
  status = ExitCode.usage
}
exit(status)
