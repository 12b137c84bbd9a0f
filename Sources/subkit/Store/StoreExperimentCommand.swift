import CommandLineSupport
import Foundation
import StoreSimulator
import SubscriptionDoctor
import SubscriptionKit
import SubscriptionWire

/// `subkit store attributes|assignments|experiments|offerings`: what targeting
/// knows about a customer, which experiment variants they are in, stopping an
/// experiment, and the offerings the customer is served.
enum StoreExperimentCommand {
  /// The subcommands this type runs.
  static let subcommands: Set<String> = ["attributes", "assignments", "experiments", "offerings"]

  static let help = """
    Usage: subkit store attributes [NAME=VALUE …] [--user ID] [--state DIR]
           subkit store assignments [--user ID | --all] [--state DIR]
           subkit store experiments [stop ID] [--state DIR]
           subkit store offerings [--user ID] [--state DIR]

      attributes   Set subscriber attributes (NAME= removes one); without any,
                   print the customer's. $country and $appVersion feed targeting
      assignments  The customer's experiment enrolments, one per line:
                   experiment, variant, offering, enrolled at (--all: everyone's)
      experiments  The project's experiments and whether each runs;
                   'stop ID' stops one now: everyone sees the default offering again
      offerings    The offerings document RevenueCat's backend would send the
                   customer now, as JSON (serving it enrols them in running experiments)
    """

  static func run(_ raw: [String], clock: SubscriptionClock) -> Int32 {
    let arguments: Arguments
    do {
      arguments = try Arguments(
        raw, flags: ["all"], options: ["state", "user", "storekit", "project", "start"])
    } catch {
      return Console.usage(error, command: "store")
    }
    if arguments.has("help") {
      Console.print(help)
      return ExitCode.success
    }
    guard let subcommand = arguments.positionals.first, subcommands.contains(subcommand) else {
      return Console.usage(UsageError("missing subcommand"), command: "store")
    }
    let operands = Array(arguments.positionals.dropFirst())
    var attributes: [String: String?] = [:]
    switch subcommand {
    case "attributes":
      for operand in operands {
        let parts = operand.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else {
          return Console.usage(
            UsageError("attributes take NAME=VALUE (NAME= removes one), not '\(operand)'"),
            command: "store")
        }
        attributes[String(parts[0])] = parts[1].isEmpty ? .some(nil) : String(parts[1])
      }
    case "experiments":
      guard operands.isEmpty || (operands.count == 2 && operands[0] == "stop") else {
        return Console.usage(
          UsageError("'experiments' takes nothing, or 'stop ID'"), command: "store")
      }
    default:
      guard operands.isEmpty else {
        return Console.usage(
          UsageError("too many arguments for '\(subcommand)'"), command: "store")
      }
    }
    do {
      let directory = URL(fileURLWithPath: arguments.value("state") ?? ".subkit/store")
        .standardizedFileURL
      let store = try SimulatorSetup.open(
        storekit: arguments.value("storekit"), project: arguments.value("project"),
        start: arguments.value("start"), stateDirectory: directory, now: clock.now()
      ).store
      let user = try arguments.value("user").map(AppUserID.validated) ?? store.currentAppUserID
      switch subcommand {
      case "attributes":
        if !attributes.isEmpty { try store.setAttributes(attributes, for: user) }
        for (name, value) in store.attributes(of: user).sorted(by: { $0.key < $1.key }) {
          Console.line("\(name)=\(value)")
        }
      case "assignments":
        let all =
          arguments.has("all") ? store.allEnrollments() : [user: store.enrollments(of: user)]
        for id in all.keys.sorted() {
          for enrollment in all[id] ?? [] {
            let who = arguments.has("all") ? [id] : []
            row(
              who + [
                enrollment.experimentID, enrollment.variant, enrollment.offeringID,
                ISO8601.string(from: enrollment.enrolledAt),
              ])
          }
        }
      case "experiments":
        if operands.count == 2 {
          let stopped = try store.stopExperiment(operands[1])
          Console.line(
            stopped
              ? "stopped \(operands[1]) at \(ISO8601.string(from: store.now)); "
                + "everyone sees the default offering"
              : "\(operands[1]) was already stopped")
        } else {
          try listExperiments(store)
        }
      default:
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let response = try store.offeringsResponse(for: user)
        Console.print(String(decoding: try encoder.encode(response), as: UTF8.self))
      }
      return ExitCode.success
    } catch let error as StoreSimulatorError {
      Console.error(error.message, command: "store")
      return ExitCode.failure
    } catch {
      Console.error(describe(error), command: "store")
      return ExitCode.failure
    }
  }

  /// One line per experiment: id, where, variants, enrolment, window, state.
  private static func listExperiments(_ store: StoreSimulator) throws {
    let now = store.now
    let stops = store.experimentStops()
    for experiment in store.project.experiments {
      let stopped = stops[experiment.id]
      let state: String
      if let stopped, now >= stopped {
        state = "stopped " + ISO8601.string(from: stopped)
      } else if experiment.isRunning(at: now) {
        state = "running"
      } else if let start = experiment.start, now < start {
        state = "starts " + ISO8601.string(from: start)
      } else {
        state = "ended"
      }
      let variants = experiment.variants.map { "\($0.id)=\($0.offeringID)" }.joined(separator: ",")
      let share = experiment.enrollmentPercentage
      let percentage = share == share.rounded() ? String(Int(share)) : String(share)
      row([
        experiment.id, experiment.placement ?? "current offering", variants, percentage + "%",
        state,
      ])
    }
  }

  /// A tab-separated row, each field with its control characters made visible.
  private static func row(_ fields: [String]) {
    Console.print(fields.map(TerminalText.escape).joined(separator: "\t"))
  }
}
