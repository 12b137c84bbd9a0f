/// Where a build setting's value was written: an xcconfig or the project file, and the line.
public struct SettingSource: Sendable, Hashable {
  /// The file, relative to the audited directory.
  public var file: String
  /// The 1-based line.
  public var line: Int?

  /// Creates a source.
  public init(file: String, line: Int?) {
    self.file = file
    self.line = line
  }
}
