import CommandLineSupport
import Foundation
import SubscriptionDoctor
import SubscriptionKit

/// `subkit doctor [DIR] [--format text|json|sarif] [--no-color]`: audits an
/// Xcode project's subscription setup.
///
/// Prints the findings and returns the exit status: 1 when an error-severity
/// finding exists, 0 otherwise, 2 for usage errors (one line on stderr).
enum DoctorCommand {
  static let command = Command<SubscriptionClock>(
    "doctor", abstract: "Audit an Xcode project's subscription setup",
    discussion: """
      Audits the Xcode project in DIR (default: the current directory) for
      subscription-setup mistakes. Exit status: 0 no errors, 1 errors found, 2 usage.
      Rules are described in docs/doctor-rules.md; turn rules off in DIR/.subkit-doctor.json.
      """,
    groups: [
      OptionGroup([
        CommandOption("format", value: "F", help: "text (default), json or sarif"),
        .flag("no-color", help: "Plain text even on a terminal (also: NO_COLOR set)"),
      ])
    ],
    operands: Operands("DIR", minimum: 0, maximum: 1)
  ) { invocation, _ in run(invocation) }

  private enum Format: String {
    case text, json, sarif
  }

  static func run(_ invocation: Invocation) -> Int32 {
    let directory = invocation.operands.first
    let environmentAllowsColor =
      ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
    let useColor = environmentAllowsColor && !invocation.has("no-color")
    var format = Format.text
    if let value = invocation.value("format") {
      guard let parsed = Format(rawValue: value) else {
        return usageError("unknown format '\(value)' (use text, json or sarif)")
      }
      format = parsed
    }
    let report: DoctorReport
    do throws(DoctorError) {
      // The command exits right after printing: the parsed project is left
      // for the operating system to take back with the process.
      report = try Doctor.audit(directory: directory ?? ".", memory: .leftToProcessExit)
    } catch {
      return usageError(error.description)
    }
    switch format {
    case .text:
      let isTerminal = isatty(STDOUT_FILENO) == 1
      print(TextRenderer(useColor: useColor && isTerminal).render(report), terminator: "")
    case .json:
      print(JSONRenderer.render(report), terminator: "")
    case .sarif:
      print(SARIFRenderer.render(report), terminator: "")
    }
    return Doctor.exitStatus(for: report.findings)
  }

  private static func usageError(_ message: String) -> Int32 {
    Console.error(message, command: "doctor")
    return ExitCode.usage
  }
}
