import CommandLineSupport

/// `subkit` as `Console` names it in front of its error lines.
enum Subkit: CommandLineProgram {
  static let name = "subkit"
}

/// Where `subkit` writes: the console both tools share (`CommandLineSupport`).
typealias Console = CommandLineSupport.Console<Subkit>

/// `subkit`'s exit codes: the ones both tools share.
typealias ExitCode = CommandLineSupport.ExitCode
