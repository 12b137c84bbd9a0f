/// Where a build setting's value was written: an xcconfig or the project file, and the line.
package struct SettingSource: Sendable, Hashable {
  /// The file, relative to the audited directory.
  package var file: String
  /// The 1-based line.
  package var line: Int?

  /// Creates a source.
  package init(file: String, line: Int?) {
    self.file = file
    self.line = line
  }
}
