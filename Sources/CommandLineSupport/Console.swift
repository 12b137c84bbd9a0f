import Foundation

/// Where a tool writes: standard output for results, standard error for the
/// one clear line that says what went wrong. Shared by `subkit` and
/// `subkit-analytics`, each naming itself through `Program`.
///
/// Text from outside (file names, ids, product and variant names, a database
/// URL) reaches the terminal through `line` or `error`, which make every
/// control character visible (`TerminalText`), so none of it can drive the
/// terminal. `print` writes as it is given: for JSON, CSV and text the tool
/// composed and escaped field by field.
package enum Console<Program: CommandLineProgram> {
  /// Writes `text` and a newline to standard output, unchanged.
  package static func print(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  /// Writes one human-readable line to standard output with every control
  /// character made visible (`\u{1B}`); a newline inside it shows as `\u{A}`.
  package static func line(_ text: String) {
    print(TerminalText.escape(text))
  }

  /// Writes `<program> <command>: <message>` to standard error, control
  /// characters escaped.
  package static func error(_ message: String, command: String? = nil) {
    let prefix = command.map { "\(Program.name) \($0): " } ?? "\(Program.name): "
    FileHandle.standardError.write(Data((prefix + TerminalText.escape(message) + "\n").utf8))
  }

  /// Reports a usage error and returns `ExitCode.usage`.
  package static func usage(_ error: UsageError, command: String) -> Int32 {
    Console.error(
      "\(error.description) (see '\(Program.name) \(command) --help')", command: command)
    return ExitCode.usage
  }
}
