/// An Xcode project read from its `project.pbxproj`: targets, configurations and
/// synchronized folders, with every path relative to the audited directory.
package struct XcodeProject: Sendable, Hashable {
  /// The `project.pbxproj` file (for an XcodeGen project, its `project.yml`).
  package var pbxprojPath: String
  /// The directory `$(SRCROOT)` stands for (the one holding the `.xcodeproj`).
  package var sourceRoot: String
  /// The project-level build configurations.
  package var configurations: [XcodeBuildConfiguration]
  /// The native targets.
  package var targets: [XcodeTarget]
  /// The synchronized folders (Xcode 16; an XcodeGen target's source folders).
  package var synchronizedGroups: [SynchronizedGroup]
  /// Why some settings could not be read (an XcodeGen spec using includes,
  /// templates or setting groups the doctor does not expand); `nil` when all were.
  package var unresolvedSettings: String?
  /// The `.storekit` files the project lists, by object id: Xcode 26's
  /// schemes name their StoreKit configuration by this id.
  package var storeKitFileIDs: [String: String] = [:]
  /// The folder the project's files were moved out of, when the repository
  /// was committed from inside the app's folder (`App/ContentView.swift`
  /// listed, `ContentView.swift` beside the `.xcodeproj`): its paths have
  /// been rebased onto the project's folder (`ProjectIndex.flattened`).
  package var flattenedFolder: String?
  /// Synchronized folders that are not in the repository while Swift files
  /// no target builds sit in the project's folder (Xcode 16's `TapSmart/`
  /// missing, its sources committed beside `TapSmart.xcodeproj`): those
  /// files were given to the targets listing the folder
  /// (`ProjectIndex.relocatingMissingFolders`). Folder path → files given.
  package var relocatedFolders: [String: Int] = [:]

  /// Creates a project.
  package init(
    pbxprojPath: String, sourceRoot: String, configurations: [XcodeBuildConfiguration],
    targets: [XcodeTarget], synchronizedGroups: [SynchronizedGroup],
    unresolvedSettings: String? = nil
  ) {
    self.unresolvedSettings = unresolvedSettings
    self.pbxprojPath = pbxprojPath
    self.sourceRoot = sourceRoot
    self.configurations = configurations
    self.targets = targets
    self.synchronizedGroups = synchronizedGroups
  }

  /// The targets that build `file` (relative to the audited directory).
  package func targets(building file: String) -> [XcodeTarget] {
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

  /// `path` where a flattened repository keeps it: out of `flattenedFolder`
  /// (`App/Info.plist` → `Info.plist`); any other path unchanged.
  package func rebased(_ path: String) -> String {
    guard let flattenedFolder else { return path }
    let moved = RelativePath.join(sourceRoot, flattenedFolder) + "/"
    guard path.hasPrefix(moved) else { return path }
    return RelativePath.join(sourceRoot, String(path.dropFirst(moved.count)))
  }

  /// The project configuration with the same name as `configuration`.
  package func projectConfiguration(named name: String) -> XcodeBuildConfiguration? {
    configurations.first { $0.name == name }
  }
}
