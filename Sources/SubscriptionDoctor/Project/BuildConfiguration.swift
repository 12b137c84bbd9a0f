/// One build configuration (Debug, Release…) of a project or a target.
public struct BuildConfiguration: Sendable, Hashable {
  /// The configuration's name, e.g. `Release`.
  public var name: String
  /// The build settings written in the project file, with their pbxproj lines.
  public var settings: [XCConfigAssignment]
  /// The xcconfig attached as the base configuration, relative to the audited directory.
  public var baseConfigurationPath: String?

  /// Creates a configuration.
  public init(name: String, settings: [XCConfigAssignment], baseConfigurationPath: String?) {
    self.name = name
    self.settings = settings
    self.baseConfigurationPath = baseConfigurationPath
  }

  /// The last value written for `setting` in this configuration's own settings.
  public func value(of setting: String) -> String? {
    settings.last { $0.name == setting && $0.applies(toConfiguration: name) }?.value
  }

  /// Whether this configuration builds for release (its name mentions Release,
  /// App Store or Production); other configurations may legitimately use test keys.
  public var isRelease: Bool {
    let lowered = name.lowercased()
    return lowered.contains("release") || lowered.contains("appstore")
      || lowered.contains("app store") || lowered.contains("production")
  }
}
