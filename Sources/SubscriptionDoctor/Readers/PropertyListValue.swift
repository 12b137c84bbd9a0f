/// A property-list value, from an XML or binary plist or an old-style (OpenStep) plist
/// such as `project.pbxproj`.
///
/// Dictionaries keep their entries in file order with the line of each key, so
/// findings can point at the line that matters (binary plists have no lines).
package indirect enum PropertyListValue: Sendable, Hashable {
  /// A string.
  case string(String)
  /// An integer.
  case integer(Int)
  /// A floating-point number.
  case real(Double)
  /// A Boolean.
  case bool(Bool)
  /// A date, as written in the file.
  case date(String)
  /// Raw bytes.
  case data([UInt8])
  /// An ordered list.
  case array([PropertyListValue])
  /// A dictionary: its entries in file order.
  case dictionary([PropertyListEntry])

  /// The value for `key` when this is a dictionary.
  package subscript(key: String) -> PropertyListValue? {
    guard case .dictionary(let entries) = self else { return nil }
    return entries.first { $0.key == key }?.value
  }

  /// The string, when this is a string.
  package var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The elements, when this is an array.
  package var array: [PropertyListValue]? {
    if case .array(let values) = self { return values }
    return nil
  }

  /// The entries, when this is a dictionary.
  package var entries: [PropertyListEntry]? {
    if case .dictionary(let entries) = self { return entries }
    return nil
  }

  /// The strings of an array value (non-string elements skipped); empty otherwise.
  package var strings: [String] {
    (array ?? []).compactMap(\.string)
  }

  /// Every string leaf under this value, with the line of the nearest dictionary key.
  package func stringLeaves(line: Int? = nil) -> [(value: String, line: Int?)] {
    switch self {
    case .string(let value): [(value, line)]
    case .array(let values): values.flatMap { $0.stringLeaves(line: line) }
    case .dictionary(let entries): entries.flatMap { $0.value.stringLeaves(line: $0.line ?? line) }
    default: []
    }
  }
}
