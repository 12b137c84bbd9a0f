/// `infoplist-in-synced-folder`: an Info.plist inside an Xcode 16
/// file-system-synchronized folder that a target builds — Xcode copies it as a
/// resource and fails with "Multiple commands produce Info.plist". A plist the
/// group's membership exceptions exclude does not fire, nor an `Info.plist`
/// in an XcodeGen `sources` folder (XcodeGen never copies one as a resource),
/// nor Firebase's `GoogleService-Info.plist` or another service SDK's
/// `…Services-Info.plist` (resources by design), nor the plist of a bundle
/// inside the folder (`CotEditor.help/Contents/Info.plist`, copied whole).
struct InfoPlistInSyncedFolderRule: DoctorRule {
  var ids: [RuleID] { [.infoPlistInSyncedFolder] }

  func check(_ index: ProjectIndex) -> [Finding] {
    let used = index.usedInfoPlists()
    var findings: [Finding] = []
    let plistPaths =
      index.projects.isEmpty
      ? [] : index.allPaths.filter { $0.endsWithUTF8(".plist") }.sorted()
    for project in index.projects {
      for path in plistPaths {
        let name = RelativePath.fileName(of: path)
        // Firebase's `GoogleService-Info.plist` (and any service SDK's
        // `…Services-Info.plist`) is a resource, meant to be copied.
        let infoPlistNamed =
          name == "Info.plist"
          || (name.hasSuffix("-Info.plist") && !CustomInfoPlistNotUsedRule.namesService(name))
        // A nested bundle's own plist (`CotEditor.help/Contents/Info.plist`):
        // the bundle is copied whole, as one resource, and nothing collides.
        guard infoPlistNamed || used.contains(path),
          !CustomInfoPlistNotUsedRule.isInsideBundle(path),
          let group = project.synchronizedGroups.first(where: {
            $0.contains(path) && !($0.isXcodeGenSources && name == "Info.plist")
          })
        else { continue }
        let targets = project.targets(building: path)
        guard let target = targets.first else { continue }
        let inFolder = "\(name) is inside the synchronized folder \(group.path)/, so"
        let warned = "(Xcode warns that Copy Bundle Resources contains the target's Info.plist)."
        /// A warning: the copy lands beside the processed plist, under its
        /// own name or in a Mac app's `Contents/Resources/`.
        func warn(_ copies: String) {
          findings.append(
            Finding(
              rule: .infoPlistInSyncedFolder, severity: .warning, file: path, line: nil,
              message: "\(inFolder) \(copies) \(warned)"))
        }
        // Only a copy named `Info.plist` collides with the processed one; a
        // target's `Addy-Watchkit-Info.plist` is copied beside it under its own
        // name (Xcode warns), and one no target uses is a plain resource.
        if name != "Info.plist" {
          if used.contains(path) {
            warn(
              "target \(target.name) also copies its Info.plist into the app as a resource under its own name"
            )
          }
          continue
        }
        // A Mac app copies resources into `Contents/Resources/`, beside
        // the processed `Contents/Info.plist`: a stray copy Xcode warns
        // about, no collision (Shortkey, ninety-eighth round).
        if Self.isMacApp(target, of: project, index) {
          warn("Mac app target \(target.name) also copies it into Contents/Resources/")
          continue
        }
        findings.append(
          Finding(
            rule: .infoPlistInSyncedFolder, file: path, line: nil,
            message:
              "\(inFolder) target \(target.name) also copies it as a resource: \"Multiple commands produce …/Info.plist\"."
          ))
      }
    }
    return findings
  }

  /// Whether `target` is an application built for the Mac only in every
  /// configuration (a framework keeps its Info.plist in `Resources/`, where
  /// the copy does collide).
  private static func isMacApp(
    _ target: XcodeTarget, of project: XcodeProject, _ index: ProjectIndex
  ) -> Bool {
    guard target.productType.hasSuffix(".application") else { return false }
    let entries = index.appTargetConfigurations().filter {
      $0.target.id == target.id && $0.project.pbxprojPath == project.pbxprojPath
    }
    return !entries.isEmpty && entries.allSatisfy { PaywallRules.isMacOnly($0.settings) }
  }
}
