import CommandLineSupport

/// `subkit-server` as `Console` names it in front of its error lines.
enum SubkitServer: CommandLineProgram {
  static let name = "subkit-server"
}

/// Where `subkit-server` writes: the console every tool shares.
typealias Console = CommandLineSupport.Console<SubkitServer>

/// `subkit-server`'s exit codes: the ones every tool shares.
typealias ExitCode = CommandLineSupport.ExitCode
