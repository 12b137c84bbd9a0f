import CommandLineSupport

/// `subkit-analytics` as `Console` names it in front of its error lines.
enum SubkitAnalytics: CommandLineProgram {
  static let name = "subkit-analytics"
}

/// Where `subkit-analytics` writes: the console both tools share
/// (`CommandLineSupport`), which escapes control characters in every line
/// that echoes user input (file names, ids, variant names).
typealias Console = CommandLineSupport.Console<SubkitAnalytics>

/// `subkit-analytics`'s exit codes: the ones both tools share.
typealias ExitCode = CommandLineSupport.ExitCode
