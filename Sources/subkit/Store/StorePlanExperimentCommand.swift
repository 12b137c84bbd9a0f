import CommandLineSupport
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionAnalytics
import SubscriptionKit

/// `subkit store plan-experiment --experiment ID --effect 10%`: how many
/// customers (and days) an experiment needs to find a given effect, measured
/// by running simulated populations through the real lifecycle engine and
/// the real analytics — with the effect, for the power, and without it, for
/// the false-positive rate actually observed.
enum StorePlanExperimentCommand {
  static let command = Command<SubscriptionClock>(
    "plan-experiment", abstract: "Plan an experiment's size by simulation",
    discussion: """
      For growing numbers of customers (doubling from --from, or exactly
      --customers), runs --seeds simulated populations in which the first
      variant after the control truly converts --effect better (a relative lift
      of the purchase rate, the simulator's lever), and as many in which it
      does not, each through the lifecycle engine, its webhook events and the
      analytics' experiment results with always-valid verdicts (any number of
      looks). Prints, per size, the share of runs that named the variant the
      winner on --metric (the power) and that named any winner without an
      effect (false positives), then the customers and days needed for
      --power. Nothing is written: every store lives in memory.
      """,
    groups: [
      OptionGroup(
        [
          CommandOption("experiment", value: "ID", help: "The project's experiment to plan"),
          CommandOption(
            "effect", value: "LIFT",
            help: "The relative lift to find, such as 10% (of the variant's purchase rate)"),
          CommandOption(
            "metric", value: "METRIC",
            help: "The metric that must name the winner (default: initial_conversion)"),
          CommandOption("seeds", value: "N", help: "Runs per size and arm (default 20)"),
          CommandOption("power", value: "P", help: "The power wanted (default 80%)"),
          CommandOption(
            "purchase-rate", value: "P",
            help: "Arriving customers who buy in the control (default 0.1)"),
          CommandOption(
            "daily-customers", value: "N",
            help: "Customers arriving a day, to turn customers into days (default 100)"),
          CommandOption("from", value: "N", help: "The first size tried (default 200)"),
          CommandOption(
            "max-customers", value: "N", help: "The largest size tried (default 12,800)"),
          CommandOption("customers", value: "N", help: "Try this one size only"),
          CommandOption("seed", value: "S", help: "The first random seed (default 1)"),
        ] + StoreOptions.files)
    ]
  ) { invocation, clock in run(invocation.arguments, clock: clock) }

  /// What a plan runs: read from the options.
  struct Settings {
    var experiment: String
    var effect: Double
    var metric: ExperimentMetric = .initialConversion
    var seeds = 20
    var power = 0.8
    var purchaseRate = 0.1
    var dailyCustomers = 100
    var sizes: [Int] = []
    var seed: UInt64 = 1
  }

  /// One size's runs.
  struct Outcome {
    var customers: Int
    var found = 0
    var falseWinners = 0
    var runs = 0
  }

  static let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 UTC

  static func run(_ arguments: Arguments, clock: SubscriptionClock) -> Int32 {
    let name = "store plan-experiment"
    let settings: Settings
    let files: (StoreKitConfiguration, SimulatorProject)
    let treatment: String
    do {
      settings = try read(arguments)
      files = try projectFiles(arguments)
      guard let experiment = files.1.experiments.first(where: { $0.id == settings.experiment })
      else {
        let known = files.1.experiments.map(\.id).sorted().joined(separator: ", ")
        throw UsageError(
          "the project has no experiment '\(settings.experiment)' (its experiments: "
            + (known.isEmpty ? "none" : known) + ")")
      }
      guard experiment.variants.count >= 2 else {
        throw UsageError("experiment '\(settings.experiment)' needs a variant beside its control")
      }
      treatment = experiment.variants[1].id
    } catch let error as UsageError {
      return Console.usage(error, command: name)
    } catch {
      return Console.usage(UsageError("\(error)"), command: name)
    }
    Console.print(
      "plan for \(TerminalText.escape(settings.experiment)): variant "
        + "\(TerminalText.escape(treatment)) \(percent(settings.effect, signed: true)) on its "
        + "purchase rate (control \(percent(settings.purchaseRate))), found on "
        + "\(settings.metric.rawValue) by always-valid verdicts (any number of looks), "
        + "\(settings.seeds) runs a size and arm")
    Console.print("customers  days  power  false positives")
    var outcomes: [Outcome] = []
    do {
      for size in settings.sizes {
        let outcome = try measure(
          size: size, settings: settings, treatment: treatment, files: files)
        outcomes.append(outcome)
        let days = daysNeeded(size, settings)
        Console.print(
          pad("\(size)", 9) + "  " + pad("\(days)", 4) + "  "
            + pad(percent(Double(outcome.found) / Double(outcome.runs)), 5) + "  "
            + "\(outcome.falseWinners)/\(outcome.runs)")
        if Double(outcome.found) / Double(outcome.runs) >= settings.power { break }
      }
    } catch {
      Console.error("\(error)", command: name)
      return ExitCode.failure
    }
    let runs = outcomes.map(\.runs).reduce(0, +)
    let falseWinners = outcomes.map(\.falseWinners).reduce(0, +)
    if let enough = outcomes.first(where: {
      Double($0.found) / Double($0.runs) >= settings.power
    }) {
      Console.print(
        "needed: \(enough.customers) customers (\(daysNeeded(enough.customers, settings)) days at "
          + "\(settings.dailyCustomers) a day) for \(percent(settings.power)) power "
          + "(observed \(enough.found)/\(enough.runs))")
    } else {
      Console.print(
        "needed: more than \(outcomes.last?.customers ?? 0) customers for "
          + "\(percent(settings.power)) power (raise --max-customers, or plan for a larger effect)")
    }
    Console.print(
      "false positives observed: \(falseWinners)/\(runs) "
        + "(\(percent(Double(falseWinners) / Double(max(1, runs))))); stated: at most 5% a "
        + "comparison, however often the results are read")
    return ExitCode.success
  }

  /// Runs `settings.seeds` populations of `size` with the effect and as many without.
  static func measure(
    size: Int, settings: Settings, treatment: String,
    files: (StoreKitConfiguration, SimulatorProject)
  ) throws -> Outcome {
    var outcome = Outcome(customers: size)
    for index in 0..<settings.seeds {
      let seed = settings.seed &+ UInt64(index) &* 2
      let withEffect = try judge(
        seed: seed, size: size, lift: [treatment: 1 + settings.effect], settings: settings,
        files: files)
      if withEffect.winner == treatment { outcome.found += 1 }
      let without = try judge(
        seed: seed &+ 1, size: size, lift: [:], settings: settings, files: files)
      if without.winner != nil { outcome.falseWinners += 1 }
      outcome.runs += 1
    }
    return outcome
  }

  /// One simulated population, judged by the analytics at its end.
  static func judge(
    seed: UInt64, size: Int, lift: [String: Double], settings: Settings,
    files: (StoreKitConfiguration, SimulatorProject)
  ) throws -> ExperimentResults {
    let store = try StoreSimulator(
      configuration: files.0, project: files.1, ledger: .inMemory, clock: .stopped(at: start),
      options: StoreSimulatorOptions(environment: .production))
    var plan = PopulationPlan(
      customers: size, months: max(1, (daysNeeded(size, settings) + 29) / 30), seed: seed)
    plan.purchaseRate = settings.purchaseRate
    plan.variantConversion = lift
    try store.simulatePopulation(plan)
    let end = store.now
    let analytics = try AnalyticsStore.open(.inMemory, now: { end })
    _ = try analytics.ingest(bodies: store.webhookEvents(after: 0, limit: .max).map(\.body))
    return try analytics.experimentResults(
      ExperimentQuery(settings.experiment, primary: settings.metric, looks: .any))
  }

  /// Days for `size` customers to arrive.
  static func daysNeeded(_ size: Int, _ settings: Settings) -> Int {
    (size + settings.dailyCustomers - 1) / settings.dailyCustomers
  }

  /// The `.storekit` and project files: the options', else the bundled
  /// example's with experiments.
  private static func projectFiles(_ arguments: Arguments) throws -> (
    StoreKitConfiguration, SimulatorProject
  ) {
    let storekit: URL
    let project: URL
    switch (arguments.value("storekit"), arguments.value("project")) {
    case (let storekitPath?, let projectPath?):
      storekit = URL(fileURLWithPath: storekitPath)
      project = URL(fileURLWithPath: projectPath)
    case (nil, nil):
      guard let example = SimulatorSetup.bundledExample() else {
        throw UsageError(
          "cannot find the bundled example (Examples/InvoiceApp); pass --storekit and --project")
      }
      storekit = example.appendingPathComponent("InvoiceApp.storekit")
      project = example.appendingPathComponent("subscriptions-experiments.json")
    default:
      throw UsageError("--storekit and --project go together: a store needs both files")
    }
    let configuration = try StoreKitConfiguration(contentsOf: storekit)
    let file = try SimulatorProject(contentsOf: project)
    try file.validate(against: configuration, file: project)
    return (configuration, file)
  }

  private static func read(_ arguments: Arguments) throws -> Settings {
    guard arguments.positionals.isEmpty else {
      throw UsageError("plan-experiment takes no operands")
    }
    guard let experiment = arguments.value("experiment"), !experiment.isEmpty else {
      throw UsageError("--experiment ID is required")
    }
    guard let effectText = arguments.value("effect") else {
      throw UsageError("--effect is required, such as --effect 10%")
    }
    guard let effect = share(effectText), effect > -1, effect != 0, effect <= 10 else {
      throw UsageError(
        "--effect takes a lift above -100% and at most 1000%, not zero, such as 10%; "
          + "not '\(effectText)'")
    }
    var settings = Settings(experiment: experiment, effect: effect)
    if let text = arguments.value("metric") {
      guard let metric = ExperimentMetric(rawValue: text) else {
        throw UsageError(
          "--metric takes " + ExperimentMetric.allCases.map(\.rawValue).joined(separator: ", ")
            + ", not '\(text)'")
      }
      settings.metric = metric
    }
    func count(_ name: String, _ range: ClosedRange<Int>) throws -> Int? {
      guard let text = arguments.value(name) else { return nil }
      guard let value = Int(text), range.contains(value) else {
        throw UsageError(
          "--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), "
            + "not '\(text)'")
      }
      return value
    }
    let most = PopulationPlan.maximumCustomers
    settings.seeds = try count("seeds", 1...10_000) ?? settings.seeds
    settings.dailyCustomers = try count("daily-customers", 1...1_000_000) ?? 100
    if let text = arguments.value("power") {
      guard let power = share(text), power > 0, power < 1 else {
        throw UsageError("--power takes a share between 0 and 100%, such as 80%, not '\(text)'")
      }
      settings.power = power
    }
    if let text = arguments.value("purchase-rate") {
      guard let rate = Double(text), rate > 0, rate <= 1 else {
        throw UsageError("--purchase-rate takes a probability above 0, such as 0.1, not '\(text)'")
      }
      settings.purchaseRate = rate
    }
    if let text = arguments.value("seed") {
      guard let seed = UInt64(text) else {
        throw UsageError("--seed takes a whole number, not '\(text)'")
      }
      settings.seed = seed
    }
    if let size = try count("customers", 2...most) {
      settings.sizes = [size]
    } else {
      let first = try count("from", 2...most) ?? 200
      let last = try count("max-customers", 2...most) ?? 12_800
      guard first <= last else { throw UsageError("--from is above --max-customers") }
      var size = first
      while size <= last {
        settings.sizes.append(size)
        size *= 2
      }
    }
    return settings
  }

  /// `10%` → 0.1; `0.1` → 0.1.
  private static func share(_ text: String) -> Double? {
    if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
    return Double(text)
  }

  private static func percent(_ value: Double, signed: Bool = false) -> String {
    let text = String(format: "%.1f%%", value * 100)
    return signed && value > 0 ? "+" + text : text
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
