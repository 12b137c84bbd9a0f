/// The build settings in effect for one target in one configuration, as Xcode
/// layers them: project xcconfig chain, project settings, target xcconfig chain,
/// target settings, with `$(inherited)` and `#include`s applied.
package struct ResolvedSettings: Sendable {
  /// A setting's final value and every place that contributed to it.
  package struct Value: Sendable, Hashable {
    /// The value with `$(inherited)` expanded, other `$(VAR)`s left in place.
    package var value: String
    /// The assignments that contributed, lowest layer first.
    package var sources: [SettingSource]
  }

  /// The configuration's name.
  package var configuration: String
  /// Final values by setting name.
  package var values: [String: Value]
  /// Whether an `#include?` in the chain named a missing file (which may define more).
  package var hasMissingOptionalInclude: Bool
  /// Whether a required `#include` in the chain named a missing file.
  package var hasBrokenInclude: Bool

  /// Whether `name` has a value here or is one Xcode always provides.
  package func isDefined(_ name: String) -> Bool {
    values[name] != nil || XcodeBuiltInSettings.names.contains(name)
  }

  /// `text` with every `$(VAR)`, `${VAR}` and `$(VAR:modifier)` replaced by its
  /// value (undefined settings expand to nothing, as in Xcode), and the sources
  /// of the values used.
  package func expand(_ text: String, depth: Int = 0) -> (value: String, sources: [SettingSource]) {
    guard depth < 16, text.contains("$") else { return (text, []) }
    var output = ""
    var sources: [SettingSource] = []
    for piece in SettingReference.split(text) {
      switch piece {
      case .text(let literal):
        output += literal
      case .reference(let name):
        if let value = values[name] {
          let inner = expand(value.value, depth: depth + 1)
          output += inner.value
          sources += value.sources + inner.sources
        }
      }
    }
    return (output, sources)
  }
}
