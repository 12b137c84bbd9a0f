import Foundation
import SubscriptionDoctor

/// `subkit doctor [DIR] [--format text|json|sarif] [--no-color]`: audits an
/// Xcode project's subscription setup.
///
/// Prints the findings and returns the exit status: 1 when an error-severity
/// finding exists, 0 otherwise, 2 for usage errors (one line on stderr).
enum DoctorCommand {
  static let usage = """
    Usage: subkit doctor [DIR] [--format text|json|sarif] [--no-color]

    Audits the Xcode project in DIR (default: the current directory) for
    subscription-setup mistakes. Exit status: 0 no errors, 1 errors found, 2 usage.
    Rules are described in docs/doctor-rules.md; turn rules off in DIR/.subkit-doctor.json.

    """

  private enum Format: String {
    case text, json, sarif
  }

  static func run(_ arguments: [String]) -> Int32 {
    var directory: String?
    var format = Format.text
    var useColor = ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h":
        print(usage, terminator: "")
        return 0
      case "--no-color":
        useColor = false
      case "--format":
        guard let value = remaining.popFirst() else { return usageError("--format needs a value") }
        guard let parsed = Format(rawValue: value) else {
          return usageError("unknown format '\(value)' (use text, json or sarif)")
        }
        format = parsed
      default:
        if argument.hasPrefix("--format=") {
          let value = String(argument.dropFirst("--format=".count))
          guard let parsed = Format(rawValue: value) else {
            return usageError("unknown format '\(value)' (use text, json or sarif)")
          }
          format = parsed
        } else if argument.hasPrefix("-") {
          return usageError("unknown option '\(argument)'")
        } else if directory != nil {
          return usageError("only one directory may be given")
        } else {
          directory = argument
        }
      }
    }
    let findings: [Finding]
    do throws(DoctorError) {
      findings = try Doctor.run(directory: directory ?? ".")
    } catch {
      return usageError(error.description)
    }
    switch format {
    case .text:
      let isTerminal = isatty(STDOUT_FILENO) == 1
      print(TextRenderer(useColor: useColor && isTerminal).render(findings), terminator: "")
    case .json:
      print(JSONRenderer.render(findings), terminator: "")
    case .sarif:
      print(SARIFRenderer.render(findings), terminator: "")
    }
    return Doctor.exitStatus(for: findings)
  }

  private static func usageError(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("subkit doctor: \(message)\n".utf8))
    return 2
  }
}
