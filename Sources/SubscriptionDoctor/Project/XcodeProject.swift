/// An Xcode project read from its `project.pbxproj`: targets, configurations and
/// synchronized folders, with every path relative to the audited directory.
public struct XcodeProject: Sendable, Hashable {
  /// The `project.pbxproj` file.
  public var pbxprojPath: String
  /// The directory `$(SRCROOT)` stands for (the one holding the `.xcodeproj`).
  public var sourceRoot: String
  /// The project-level build configurations.
  public var configurations: [BuildConfiguration]
  /// The native targets.
  public var targets: [XcodeTarget]
  /// The synchronized folders (Xcode 16).
  public var synchronizedGroups: [SynchronizedGroup]

  /// Creates a project.
  public init(
    pbxprojPath: String, sourceRoot: String, configurations: [BuildConfiguration],
    targets: [XcodeTarget], synchronizedGroups: [SynchronizedGroup]
  ) {
    self.pbxprojPath = pbxprojPath
    self.sourceRoot = sourceRoot
    self.configurations = configurations
    self.targets = targets
    self.synchronizedGroups = synchronizedGroups
  }

  /// The targets that build `file` (relative to the audited directory).
  public func targets(building file: String) -> [XcodeTarget] {
    targets.filter { target in
      if target.buildFiles.contains(file) { return true }
      for group in synchronizedGroups where group.contains(file) {
        let listed = target.synchronizedGroupIDs.contains(group.id)
        let flipped = group.isException(file, forTarget: target.id)
        if listed != flipped { return true }
      }
      return false
    }
  }

  /// The project configuration with the same name as `configuration`.
  public func projectConfiguration(named name: String) -> BuildConfiguration? {
    configurations.first { $0.name == name }
  }
}
