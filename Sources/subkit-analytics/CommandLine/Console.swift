import CommandLineSupport
import Foundation

/// Where `subkit-analytics` writes: standard output for results, standard
/// error for the one clear line that says what went wrong.
enum Console {
  /// Writes `text` and a newline to standard output.
  static func print(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  /// Writes `subkit-analytics <command>: <message>` to standard error.
  static func error(_ message: String, command: String? = nil) {
    let prefix = command.map { "subkit-analytics \($0): " } ?? "subkit-analytics: "
    FileHandle.standardError.write(Data((prefix + message + "\n").utf8))
  }

  /// Reports a usage error and returns exit code 2.
  static func usage(_ error: UsageError, command: String) -> Int32 {
    Console.error(
      "\(error.description) (see 'subkit-analytics \(command) --help')", command: command)
    return ExitCode.usage
  }
}

/// `subkit-analytics`'s exit codes.
enum ExitCode {
  /// Success.
  static let success: Int32 = 0
  /// A failure: bad input, a database that cannot be used.
  static let failure: Int32 = 1
  /// The command was called wrongly.
  static let usage: Int32 = 2
}
