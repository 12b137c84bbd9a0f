/// One key and value of a property-list dictionary, with the key's line.
package struct PropertyListEntry: Sendable, Hashable {
  /// The key.
  package var key: String
  /// The value.
  package var value: PropertyListValue
  /// The 1-based line of the key, or `nil` for binary plists.
  package var line: Int?

  /// Creates an entry.
  package init(key: String, value: PropertyListValue, line: Int?) {
    self.key = key
    self.value = value
    self.line = line
  }
}
