import CommandLineSupport
import Foundation
import StoreSimulator
import SubscriptionKit

extension Command where Context == SubscriptionClock {
  /// Declares a `subkit store` subcommand: the store options (`--state`,
  /// `--storekit`, `--project`, `--start`) under their heading, `--quiet`
  /// when it reports the events it caused, errors in one line, and the
  /// exit code.
  ///
  /// `run` checks its arguments (throwing `UsageError`: exit 2, nothing
  /// written), opens the store through the context, does one thing and
  /// prints what it did. Then, unless `--quiet`, every webhook event it
  /// caused is printed as one ``StoreEventLine`` to `events`.
  ///
  /// ```swift
  /// static let command = Command.store(
  ///   "cancel", abstract: "Turn auto-renew off", options: [StoreOptions.user],
  ///   operands: Operands("PRODUCT", minimum: 0, maximum: 1)
  /// ) { context in … }
  /// ```
  static func store(
    _ name: String, abstract: String, discussion: String = "", usage: [String] = [],
    options: [CommandOption] = [], operands: Operands = .none, subcommands: [Command] = [],
    events: StoreEventOutput = .standardOutput,
    run: @escaping @Sendable (StoreContext) async throws -> Void
  ) -> Command {
    let quiet = events == .none ? [] : [StoreOptions.quiet]
    return Command(
      name, abstract: abstract, discussion: discussion, usage: usage,
      groups: [OptionGroup(options + quiet), StoreOptions.store], operands: operands,
      subcommands: subcommands,
      runAsync: { invocation, clock in
        let context = StoreContext(invocation: invocation, clock: clock)
        do {
          try await run(context)
          if events != .none && !invocation.has("quiet") {
            for delivery in try context.causedEvents() {
              let line = TerminalText.escape(StoreEventLine.text(delivery.event))
              if events == .standardError {
                FileHandle.standardError.write(Data((line + "\n").utf8))
              } else {
                Console.print(line)
              }
            }
          }
          return ExitCode.success
        } catch let error as UsageError {
          return Console.usage(error, command: invocation.path)
        } catch {
          Console.error(StoreCommand.message(for: error), command: invocation.path)
          return ExitCode.failure
        }
      })
  }
}
