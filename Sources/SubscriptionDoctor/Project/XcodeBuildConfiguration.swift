/// One build configuration (Debug, Release…) of a project or a target.
package struct XcodeBuildConfiguration: Sendable, Hashable {
  /// The configuration's name, e.g. `Release`.
  package var name: String
  /// The build settings written in the project file, with their pbxproj lines.
  package var settings: [XCConfigAssignment]
  /// The xcconfig attached as the base configuration, relative to the audited directory.
  package var baseConfigurationPath: String?

  /// Creates a configuration.
  package init(name: String, settings: [XCConfigAssignment], baseConfigurationPath: String?) {
    self.name = name
    self.settings = settings
    self.baseConfigurationPath = baseConfigurationPath
  }

  /// The last value written for `setting` in this configuration's own settings.
  package func value(of setting: String) -> String? {
    settings.last { $0.name == setting && $0.applies(toConfiguration: name) }?.value
  }

  /// Whether this configuration builds for release (its name mentions Release,
  /// App Store or Production); other configurations may legitimately use test keys.
  package var isRelease: Bool {
    let lowered = name.lowercased()
    return lowered.contains("release") || lowered.contains("appstore")
      || lowered.contains("app store") || lowered.contains("production")
  }
}
