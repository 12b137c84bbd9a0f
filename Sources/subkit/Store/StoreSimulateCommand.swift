import CommandLineSupport
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionKit
import SubscriptionWire

/// `subkit store simulate --customers N --months M --seed S`: generates a
/// population through the lifecycle engine, so the analytics have something
/// true to show and the benchmarks have load.
enum StoreSimulateCommand {
  static let command = Command<SubscriptionClock>(
    "simulate", abstract: "Generate a population",
    discussion: """
      Customers arrive at random over M months from the store's current time and
      buy, convert or abandon trials, renew, churn, hit billing issues and get
      refunds at the given rates (probabilities, 0 to 1, each measured as its
      help says, for every plan length), while store time moves M months
      forward. A new store starts M months ago (unless --start says otherwise),
      so the run ends about now and the analytics' default windows show it; an
      existing store goes on from its own time, and when that ends after the
      wall clock the command says where and the --now to judge reports at
      (reports and the dashboard judge as of now). The same seed gives
      the same population. Steps are committed to the ledger in bulk; the webhook
      events are in the outbox ('subkit store events', 'subkit store deliver').
      """,
    groups: [
      OptionGroup(
        [
          CommandOption(
            "customers", value: "N",
            help: """
              Customers to create (at most 100,000 a run: the run
              holds them all in memory; run again to add more)
              """
          ).required(),
          CommandOption("months", value: "M", help: "Calendar months to run").required(),
          CommandOption("seed", value: "S", help: "Random seed (a whole number)").required(),
          CommandOption(
            "trial-conversion", value: "P",
            help: "Free trials that convert to paid (default 0.6)"),
          CommandOption(
            "monthly-churn", value: "P",
            help: """
              Chance a paid subscriber turns auto-renew off in
              a month; a year compounds it (default 0.06)
              """),
          CommandOption(
            "refund-rate", value: "P",
            help: """
              Paying customers who get one of their charges
              refunded, any plan length (default 0.02)
              """),
          CommandOption(
            "billing-issue-rate", value: "P",
            help: "Renewals whose payment fails (default 0.02)"),
          CommandOption(
            "billing-recovery", value: "P",
            help: "Billing issues fixed within 10 days (default 0.5)"),
          CommandOption(
            "upgrade-rate", value: "P",
            help: """
              Chance a paid subscriber moves up a level of the
              group in a month (default 0.01, a guess: no public
              benchmark splits plan changes by level)
              """),
          CommandOption(
            "downgrade-rate", value: "P",
            help: "The same, down a level (default 0.005, a guess)"),
          CommandOption(
            "crossgrade-rate", value: "P",
            help: """
              The same, to another product of the same level,
              such as monthly to annual (default 0.01, a guess)
              """),
          CommandOption(
            "resubscribe-rate", value: "P",
            help: """
              Lapsed paid subscribers who subscribe again within a
              year (default 0.2: RevenueCat's reactivation figure,
              "20% of your churned users will come back", 2026)
              """),
          CommandOption(
            "storefront-mix", value: "LIST",
            help: """
              CODE=WEIGHT,… storefronts customers buy in (ISO 3166
              alpha-3: USA=5,DEU=3,JPN=2), or 'typical' (the US
              40%, then Japan, the UK, Germany …: a guess shaped
              like App Store spending by country); prices on each
              storefront's price points (default: the .storekit
              file's storefront)
              """),
          CommandOption(
            "plan-mix", value: "LIST",
            help: """
              PRODUCT=WEIGHT,… (default: 65% monthly or shorter,
              25% longer, 10% one-time purchases)
              """),
          CommandOption(
            "purchase-rate", value: "P", help: "Arriving customers who buy (default 1: everyone)"),
          CommandOption(
            "variant-conversion", value: "LIST",
            help: """
              VARIANT=MULTIPLIER,… on the purchase rate of customers
              enrolled in that experiment variant (a variant that
              truly converts better); enrolled customers buy from
              their variant's offering. A variant no experiment of
              the project has is refused
              """),
          CommandOption(
            "start", value: "DATE",
            help: """
              Store time a new store starts at (ISO 8601, from
              1970 to 9998; default: M months ago)
              """),
          StoreOptions.state,
        ] + StoreOptions.files)
    ]
  ) { invocation, clock in run(invocation.arguments, clock: clock) }

  static func run(_ arguments: Arguments, clock: SubscriptionClock) -> Int32 {
    let command = "store simulate"
    let plan: PopulationPlan
    do {
      plan = try makePlan(arguments)
      try plan.validate()
    } catch let error as UsageError {
      return Console.usage(error, command: command)
    } catch let error as StoreSimulatorError {
      return Console.usage(UsageError(error.message), command: command)
    } catch {
      return Console.usage(UsageError("\(error)"), command: command)
    }
    if let text = arguments.value("start"), let start = ISO8601DateFormatter().date(from: text),
      StoreTime.contains(start),
      !StoreTime.contains(
        StoreTime.calendar.date(byAdding: .month, value: plan.months, to: start) ?? .distantFuture)
    {
      // Refused before the store is made: nothing is written.
      return Console.usage(
        UsageError(
          "--months \(plan.months) from --start \(text) would pass the end of store time "
            + "(\(StoreTime.lastYear)-12-31); run fewer months or start earlier"),
        command: command)
    }
    do {
      let directory = URL(fileURLWithPath: arguments.value("state") ?? ".subkit/store")
        .standardizedFileURL
      let store = try SimulatorSetup.open(
        storekit: arguments.value("storekit"), project: arguments.value("project"),
        start: arguments.value("start"), stateDirectory: directory, now: clock.now(),
        newStart: monthsBefore(clock.now(), plan.months),
        // A variant the project lacks is a usage error: found before a new folder is made.
        check: { _, project in try plan.validate(against: project) }
      ).store
      let summary = try store.simulatePopulation(plan)
      func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
      }
      Console.print(
        "simulated \(count(summary.customers, "customer")) over \(count(plan.months, "month")): "
          + "\(count(summary.events, "event")) in \(count(summary.steps, "step")), "
          + "\(count(summary.commits, "commit")); store time is \(ISO8601.string(from: summary.end))"
      )
      if let note = futureNote(end: summary.end, now: clock.now()) { Console.print(note) }
      return ExitCode.success
    } catch let error as StoreSimulatorError where error.code == .invalidPopulation {
      return Console.usage(UsageError(error.message), command: command)
    } catch {
      Console.error("\(error)", command: command)
      return ExitCode.failure
    }
  }

  /// When the run left store time after the wall clock: where it ended and
  /// how to see it, since reports and the dashboard judge as of now (and
  /// would show a future population as nothing yet).
  static func futureNote(end: Date, now: Date) -> String? {
    guard end.timeIntervalSince(now) >= 60 else { return nil }
    let days = Int((end.timeIntervalSince(now) / 86_400).rounded(.down))
    let ahead = days >= 1 ? "\(days) day\(days == 1 ? "" : "s")" : "less than a day"
    return "store time ended \(ahead) after the wall clock; reports judge as of now, so judge "
      + "this run at its end: subkit-analytics report --now \(ISO8601.string(from: end))"
  }

  /// A new store's default start: `months` calendar months before `now` (UTC),
  /// so the run ends about now and a dashboard's default window shows it.
  private static func monthsBefore(_ now: Date, _ months: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar.date(byAdding: .month, value: -months, to: now) ?? now
  }

  private static func makePlan(_ arguments: Arguments) throws -> PopulationPlan {
    guard arguments.positionals.isEmpty else { throw UsageError("simulate takes no operands") }
    func integer(_ name: String) throws -> Int {
      guard let text = arguments.value(name) else { throw UsageError("--\(name) is required") }
      guard let value = Int(text) else {
        throw UsageError("--\(name) takes a whole number, not '\(text)'")
      }
      return value
    }
    guard let seedText = arguments.value("seed") else { throw UsageError("--seed is required") }
    guard let seed = UInt64(seedText) else {
      throw UsageError("--seed takes a whole number, not '\(seedText)'")
    }
    var plan = PopulationPlan(
      customers: try integer("customers"), months: try integer("months"), seed: seed)
    let rates: [(String, WritableKeyPath<PopulationPlan, Double>)] = [
      ("trial-conversion", \.trialConversion), ("monthly-churn", \.monthlyChurn),
      ("refund-rate", \.refundRate), ("billing-issue-rate", \.billingIssueRate),
      ("billing-recovery", \.billingRecoveryRate), ("purchase-rate", \.purchaseRate),
      ("upgrade-rate", \.upgradeRate), ("downgrade-rate", \.downgradeRate),
      ("crossgrade-rate", \.crossgradeRate), ("resubscribe-rate", \.resubscribeRate),
    ]
    for (name, path) in rates {
      guard let text = arguments.value(name) else { continue }
      guard let value = Double(text) else {
        throw UsageError("--\(name) takes a probability such as 0.05, not '\(text)'")
      }
      plan[keyPath: path] = value
    }
    if let text = arguments.value("plan-mix") {
      plan.planMix = try weights(text, option: "plan-mix", form: "PRODUCT=WEIGHT")
    }
    if let text = arguments.value("variant-conversion") {
      plan.variantConversion = try weights(
        text, option: "variant-conversion", form: "VARIANT=MULTIPLIER")
    }
    if let text = arguments.value("storefront-mix") {
      plan.storefrontMix =
        text == "typical"
        ? PopulationPlan.typicalStorefrontMix
        : try weights(text, option: "storefront-mix", form: "CODE=WEIGHT")
    }
    return plan
  }

  /// `NAME=NUMBER,…` as a table, or a `UsageError` naming `form`.
  private static func weights(_ text: String, option: String, form: String) throws
    -> [String: Double]
  {
    var table: [String: Double] = [:]
    for entry in text.split(separator: ",") {
      let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let number = Double(parts[1]), !parts[0].isEmpty else {
        throw UsageError("--\(option) takes \(form),… not '\(entry)'")
      }
      table[parts[0]] = number
    }
    return table
  }
}
