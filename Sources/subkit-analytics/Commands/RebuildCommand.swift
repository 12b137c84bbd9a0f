import CommandLineSupport
import SubscriptionAnalytics
import SubscriptionKit

/// `subkit-analytics rebuild`: derives every table again from the stored events.
enum RebuildCommand {
  static let command = Command<SubscriptionClock>(
    "rebuild", abstract: "Derive every table again from the stored events",
    discussion: """
      Empties the derived tables and derives them again from the stored events
      (which are only read), in one transaction.
      """,
    groups: [OptionGroup([DatabaseOption.option])]
  ) { invocation, clock in run(invocation.arguments, clock: clock) }

  static func run(_ arguments: Arguments, clock: SubscriptionClock) -> Int32 {
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
