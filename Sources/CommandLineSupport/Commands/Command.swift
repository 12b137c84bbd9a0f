/// A command declared as a value: its name, what it does, the options and
/// operands it takes, its subcommands, and what runs it.
///
/// Parsing, validation, help, usage and dispatch all read the declaration,
/// so what the parser accepts and what help lists cannot drift apart:
///
/// ```swift
/// let rebuild = Command<Clock>(
///   "rebuild", abstract: "Derive every table again from the stored events",
///   groups: [database]) { invocation, clock in … }
/// ```
///
/// A command that awaits (a network call, a terminal session) is declared
/// with `runAsync:`; the program then starts with the `async` `main`.
///
/// `Context` is what every command is handed besides its arguments (the
/// injected clock).
package struct Command<Context>: Sendable {
  /// What runs a command: its parsed, validated arguments and the context;
  /// returns the exit code.
  package typealias Run = @Sendable (Invocation, Context) -> Int32
  /// What runs a command that awaits; returns the exit code.
  package typealias AsyncRun = @Sendable (Invocation, Context) async -> Int32

  /// How a command runs: on the caller's thread, or awaited.
  package enum Action: Sendable {
    /// Runs to completion on the caller's thread (a server that waits for a
    /// signal on it, say).
    case sync(Run)
    /// Awaited (only through the `async` `main`).
    case async(AsyncRun)
  }

  /// The name users type (`import`); the program's name for the root.
  package var name: String
  /// One line for the parent's command list.
  package var abstract: String
  /// Paragraphs help prints after usage.
  package var discussion: String
  /// Synopses shown after `Usage: PROGRAM PATH` instead of the generated one,
  /// for a command with two ways to call it; the options are still listed
  /// from the declaration.
  package var usage: [String]
  /// The options, in help's order, grouped under their headings.
  package var groups: [OptionGroup]
  /// The operands taken.
  package var operands: Operands
  /// Commands under this one (`store deliver`).
  package var subcommands: [Command]
  /// What runs it; `nil` for a command that only holds subcommands.
  package var action: Action?

  /// Declares a command that `run` runs on the caller's thread (`nil`: one
  /// that only holds subcommands).
  package init(
    _ name: String, abstract: String, discussion: String = "", usage: [String] = [],
    groups: [OptionGroup] = [], operands: Operands = .none, subcommands: [Command] = [],
    run: Run? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.usage = usage
    self.groups = groups
    self.operands = operands
    self.subcommands = subcommands
    self.action = run.map(Action.sync)
  }

  /// Declares a command that awaits: `runAsync` runs it.
  package init(
    _ name: String, abstract: String, discussion: String = "", usage: [String] = [],
    groups: [OptionGroup] = [], operands: Operands = .none, subcommands: [Command] = [],
    runAsync: @escaping AsyncRun
  ) {
    self.init(
      name, abstract: abstract, discussion: discussion, usage: usage, groups: groups,
      operands: operands, subcommands: subcommands)
    self.action = .async(runAsync)
  }

  /// Whether the command runs (rather than only holding subcommands).
  package var runs: Bool { action != nil }

  /// Every option and flag declared, in help's order.
  package var options: [CommandOption] { groups.flatMap(\.options) }

  /// The names of the options that take a value.
  package var valueOptionNames: Set<String> {
    Set(options.filter { !$0.isFlag }.map(\.name))
  }

  /// The names of the flags.
  package var flagNames: Set<String> { Set(options.filter(\.isFlag).map(\.name)) }

  /// The subcommand called `name`.
  package func subcommand(_ name: String) -> Command? {
    subcommands.first { $0.name == name }
  }

  /// Every command path below this one, depth first (`["store", "buy"]`),
  /// for tests that check each command's help.
  package var descendantPaths: [[String]] {
    subcommands.flatMap { command in
      [[command.name]] + command.descendantPaths.map { [command.name] + $0 }
    }
  }
}

/// A command's arguments once parsed and checked against its declaration.
package struct Invocation: Sendable {
  /// The words that name the command after the program (`store deliver`).
  package var path: String
  /// The flags and options given.
  package var arguments: Arguments
  /// The operands, already counted against the declaration.
  package var operands: [String] { arguments.positionals }

  /// Whether flag `--name` was given.
  package func has(_ name: String) -> Bool { arguments.has(name) }

  /// The value of `--name`, if given.
  package func value(_ name: String) -> String? { arguments.value(name) }
}
