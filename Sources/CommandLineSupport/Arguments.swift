/// A command's arguments, parsed against the flags and options it accepts.
///
/// Shared by `subkit` and `subkit-analytics`. Written here rather than taken
/// from swift-argument-parser because this package may depend on nothing
/// outside the toolchain; the tools need only `--flag`, `--option value`,
/// `--option=value`, positionals and `--`.
package struct Arguments {
  /// Flags that were given (`--no-color` → `"no-color"`).
  package private(set) var flags: Set<String> = []
  /// Options and their values (`--state DIR` → `["state": "DIR"]`).
  package private(set) var options: [String: String] = [:]
  /// Everything else, in order.
  package private(set) var positionals: [String] = []

  /// Parses `raw`; `-h` is read as `--help`.
  ///
  /// - Throws: `UsageError` for an unknown option or an option without a value.
  package init(
    _ raw: [String], flags allowedFlags: Set<String>, options allowedOptions: Set<String>
  )
    throws(UsageError)
  {
    var remaining = raw[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        positionals.append(contentsOf: remaining)
        break
      }
      if argument == "-h" {
        flags.insert("help")
        continue
      }
      guard argument.hasPrefix("--"), argument.count > 2 else {
        if argument.hasPrefix("-") && argument.count > 1 {
          throw UsageError("unknown option '\(argument)'")
        }
        positionals.append(argument)
        continue
      }
      let body = argument.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      if allowedFlags.contains(name) || name == "help" {
        guard inlineValue == nil else { throw UsageError("'--\(name)' takes no value") }
        flags.insert(name)
      } else if allowedOptions.contains(name) {
        guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
          throw UsageError("'--\(name)' needs a value")
        }
        options[name] = value
      } else {
        throw UsageError("unknown option '--\(name)'")
      }
    }
  }

  /// Whether `--name` was given.
  package func has(_ name: String) -> Bool { flags.contains(name) }

  /// The value of `--name`, if given.
  package func value(_ name: String) -> String? { options[name] }
}

/// A mistake in how a command was called: exit code 2, one line on stderr.
package struct UsageError: Error, Equatable, CustomStringConvertible {
  package let description: String

  package init(_ description: String) {
    self.description = description
  }
}
