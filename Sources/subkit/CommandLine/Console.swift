import CommandLineSupport
import Foundation
import SubscriptionDoctor

/// Where `subkit` writes: standard output for results, standard error for
/// the one clear line that says what went wrong.
enum Console {
  /// Writes `text` and a newline to standard output.
  static func print(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  /// Writes a human-readable line to standard output with every control
  /// character from user or file text made visible (`\u{1B}`), so a product
  /// name or user ID cannot drive the terminal. JSON goes through `print`.
  static func line(_ text: String) {
    print(TerminalText.escape(text))
  }

  /// Writes `subkit: <message>` to standard error, control characters escaped.
  static func error(_ message: String, command: String? = nil) {
    let prefix = command.map { "subkit \($0): " } ?? "subkit: "
    FileHandle.standardError.write(Data((prefix + TerminalText.escape(message) + "\n").utf8))
  }

  /// Reports a usage error and returns exit code 2.
  static func usage(_ error: UsageError, command: String) -> Int32 {
    Console.error("\(error.description) (see 'subkit \(command) --help')", command: command)
    return ExitCode.usage
  }
}
