/// One option or flag a command accepts, with what its help says.
///
/// The parser accepts exactly the options declared, and help lists exactly
/// them: both read this one value.
package struct CommandOption: Sendable, Equatable {
  /// The name without dashes (`database` for `--database`).
  package var name: String
  /// What the value is called in help (`URL`); `nil` for a flag.
  package var valueName: String?
  /// The help text; a newline starts a line aligned under the first.
  package var help: String
  /// Whether a call without it is a usage error (usage shows it unbracketed).
  package var isRequired = false

  /// An option that takes a value: `--name VALUE`.
  package init(_ name: String, value: String, help: String) {
    self.name = name
    self.valueName = value
    self.help = help
  }

  /// A flag, which takes no value: `--name`.
  package static func flag(_ name: String, help: String) -> CommandOption {
    var option = CommandOption(name, value: "", help: help)
    option.valueName = nil
    return option
  }

  /// The same option, required: a call without it is refused before the
  /// command runs (`--to URL is required`).
  package func required() -> CommandOption {
    var option = self
    option.isRequired = true
    return option
  }

  /// Whether it is a flag (takes no value).
  package var isFlag: Bool { valueName == nil }

  /// How help and usage show it: `--database URL`, `--no-color`.
  package var synopsis: String { valueName.map { "--\(name) \($0)" } ?? "--\(name)" }
}
