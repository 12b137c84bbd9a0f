import CommandLineSupport
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionDoctor
import SubscriptionKit
import SubscriptionWire

/// `subkit store attributes|assignments|experiments|offerings`: what targeting
/// knows about a customer, which experiment variants they are in, stopping an
/// experiment, and the offerings the customer is served.
enum StoreExperimentCommand {
  /// `attributes [NAME=VALUE …]`.
  static let attributes = Command.store(
    "attributes", abstract: "Set or print subscriber attributes (targeting)",
    discussion: """
      Sets subscriber attributes (NAME= removes one); without any, prints the
      customer's. $country and $appVersion feed targeting.
      """,
    options: [StoreOptions.user], operands: Operands("NAME=VALUE…", minimum: 0, maximum: nil)
  ) { context in
    var attributes: [String: String?] = [:]
    for operand in context.invocation.operands {
      let parts = operand.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].isEmpty else {
        throw UsageError("attributes take NAME=VALUE (NAME= removes one), not '\(operand)'")
      }
      attributes[String(parts[0])] = parts[1].isEmpty ? .some(nil) : String(parts[1])
    }
    let store = try context.store()
    let user = try context.user(of: store)
    if !attributes.isEmpty { try store.setAttributes(attributes, for: user) }
    for (name, value) in store.attributes(of: user).sorted(by: { $0.key < $1.key }) {
      Console.line("\(name)=\(value)")
    }
  }

  /// `assignments [--user ID | --all]`.
  static let assignments = Command.store(
    "assignments", abstract: "The customer's experiment variants",
    discussion: """
      The customer's experiment enrolments, one per line: experiment, variant,
      offering, enrolled at (--all: everyone's, each line led by the customer).
      """,
    options: [StoreOptions.user, .flag("all", help: "Every customer's enrolments")],
    events: .none
  ) { context in
    let store = try context.store()
    let user = try context.user(of: store)
    let everyone = context.invocation.has("all")
    let all = everyone ? store.allEnrollments() : [user: store.enrollments(of: user)]
    for id in all.keys.sorted() {
      for enrollment in all[id] ?? [] {
        row(
          (everyone ? [id] : []) + [
            enrollment.experimentID, enrollment.variant, enrollment.offeringID,
            StoreCommand.time(enrollment.enrolledAt),
          ])
      }
    }
  }

  /// `experiments [stop ID]`.
  static let experiments = Command.store(
    "experiments", abstract: "The project's experiments; stop one",
    discussion: """
      The project's experiments, one per line: id, placement, variants,
      enrolment, and whether each runs.
      """,
    subcommands: [stop], events: .none
  ) { context in
    try listExperiments(try context.store())
  }

  /// `experiments stop ID`.
  static let stop = Command.store(
    "stop", abstract: "Stop experiment ID now: everyone sees the default offering again",
    operands: .one("ID")
  ) { context in
    let id = context.operand ?? ""
    let store = try context.store()
    let stopped = try store.stopExperiment(id)
    Console.line(
      stopped
        ? "stopped \(id) at \(StoreCommand.time(store.now)); everyone sees the default offering"
        : "\(id) was already stopped")
  }

  /// `offerings [--user ID]`.
  static let offerings = Command.store(
    "offerings", abstract: "The offerings the customer is served, as JSON",
    discussion: """
      The offerings document RevenueCat's backend would send the customer
      now, as JSON. Serving it enrols the customer in running experiments;
      the events that causes are printed on standard error.
      """,
    options: [StoreOptions.user], events: .standardError
  ) { context in
    let store = try context.store()
    let user = try context.user(of: store)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let response = try store.offeringsResponse(for: user)
    Console.print(String(decoding: try encoder.encode(response), as: UTF8.self))
  }

  /// One line per experiment: id, where, variants, enrolment, window, state.
  private static func listExperiments(_ store: StoreSimulator) throws {
    let now = store.now
    let stops = store.experimentStops()
    for experiment in store.project.experiments {
      let stopped = stops[experiment.id]
      let state: String
      if let stopped, now >= stopped {
        state = "stopped " + StoreCommand.time(stopped)
      } else if experiment.isRunning(at: now) {
        state = "running"
      } else if let start = experiment.start, now < start {
        state = "starts " + StoreCommand.time(start)
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
