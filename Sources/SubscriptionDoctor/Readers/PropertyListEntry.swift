/// One key and value of a property-list dictionary, with the key's line.
public struct PropertyListEntry: Sendable, Hashable {
  /// The key.
  public var key: String
  /// The value.
  public var value: PropertyListValue
  /// The 1-based line of the key, or `nil` for binary plists.
  public var line: Int?

  /// Creates an entry.
  public init(key: String, value: PropertyListValue, line: Int?) {
    self.key = key
    self.value = value
    self.line = line
  }
}
