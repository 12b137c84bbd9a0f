/// `undefined-build-setting`: an Info.plist a target uses holds `$(VAR)` that
/// neither the target's nor the project's settings nor their xcconfig chains
/// define, in some configuration. Configurations whose chain has a missing
/// `#include?` (secrets absent on this machine) or a broken `#include` (reported
/// by its own rule) are not judged.
struct UndefinedBuildSettingRule: DoctorRule {
  var ids: [RuleID] { [.undefinedBuildSetting] }

  private struct Key: Hashable {
    var file: String
    var line: Int?
    var name: String
    /// Why the project's settings could not all be read (the finding is then a note).
    var unresolved: String?
  }

  func check(_ index: ProjectIndex) -> [Finding] {
    var missing: [Key: [String]] = [:]
    var order: [Key] = []
    var missingInDebug = Set<Key>()
    /// Info.plists some debug configuration uses.
    var usedInDebug = Set<String>()
    if index.projects.isEmpty { return checkWithoutProject(index) }
    // A target whose build phases hold no file and which lists no
    // synchronized folder builds nothing (a leftover `MonoKnight` beside the
    // shipping `MonoKnightApp`; fifty-ninth round): its settings reach no app.
    for entry in index.appTargetConfigurations()
    where !entry.target.buildFiles.isEmpty || !entry.target.synchronizedGroupIDs.isEmpty {
      let settings = entry.settings
      guard !settings.hasBrokenInclude, !settings.hasMissingOptionalInclude,
        let plistPath = index.infoPlistPath(
          project: entry.project, target: entry.target, settings: settings),
        let plist = index.plists[plistPath]
      else { continue }
      if Self.isDebug(entry.configuration.name) { usedInDebug.insert(plistPath) }
      for leaf in plist.stringLeaves() {
        for name in SettingReference.names(in: leaf.value) where !settings.isDefined(name) {
          let key = Key(
            file: plistPath, line: leaf.line, name: name,
            unresolved: entry.project.unresolvedSettings.map {
              "\(entry.project.pbxprojPath) uses \($0)"
            })
          if missing[key] == nil { order.append(key) }
          let label = "\(entry.target.name) (\(entry.configuration.name))"
          if !(missing[key] ?? []).contains(label) { missing[key, default: []].append(label) }
          if Self.isDebug(entry.configuration.name) { missingInDebug.insert(key) }
        }
      }
    }
    let templates = order.isEmpty ? [:] : Self.templateDefinitions(index)
    let localized = order.isEmpty ? [] : Self.infoPlistCatalogs(index)
    return order.filter { key in
      // A debug switch (`$(CAPACITOR_DEBUG)`) that every Debug configuration
      // defines is meant to read empty, off, in the others (Capacitor's
      // generated Info.plist and `debug.xcconfig`; tripple-D, ninety-third
      // round).
      !(Self.namesDebugSwitch(key.name) && usedInDebug.contains(key.file)
        && !missingInDebug.contains(key))
        // `$(NSUserNotificationsUsageDescription)` under the key the
        // InfoPlist string catalog translates: every language, the
        // development one too, shows the catalog's text (Off-Day,
        // fifty-seventh round).
        && !localized.contains {
          $0.contains("\"\(key.name)\"") || $0.hasPrefix(key.name + " ")
        }
    }.map { key in
      let targets = (missing[key] ?? []).joined(separator: ", ")
      if let template = templates[key.name] {
        return Finding(
          rule: .undefinedBuildSetting, severity: .note, file: key.file, line: key.line,
          message:
            "$(\(key.name)) is not defined for \(targets); only \(template), a sample meant to be copied, defines it. Check that your copy is attached to each configuration."
        )
      }
      if let unresolved = key.unresolved {
        return Finding(
          rule: .undefinedBuildSetting, severity: .note, file: key.file, line: key.line,
          message:
            "The doctor cannot tell whether $(\(key.name)) is defined for \(targets): \(unresolved), which it does not expand. Check the generated project."
        )
      }
      return Finding(
        rule: .undefinedBuildSetting, file: key.file, line: key.line,
        message: "$(\(key.name)) is not defined for \(targets); it expands to an empty string.")
    }
  }

  /// Whether a configuration is a debug one (`Debug`, `Debug-Staging`, `DevDebug`).
  private static func isDebug(_ configuration: String) -> Bool {
    configuration.lowercased().contains("debug")
  }

  /// Whether a setting's name is a debug switch: `DEBUG` is one of its
  /// words (`CAPACITOR_DEBUG`, `DEBUG_MENU`; not `DEBUGGER_HOST`).
  private static func namesDebugSwitch(_ name: String) -> Bool {
    name.split(separator: "_").contains("DEBUG")
  }

  /// The texts of the InfoPlist string catalogs and tables
  /// (`InfoPlist.xcstrings`, `en.lproj/InfoPlist.strings`), which replace
  /// an Info.plist's values in each language.
  private static func infoPlistCatalogs(_ index: ProjectIndex) -> [String] {
    index.resources.filter { path, _ in
      let name = RelativePath.fileName(of: path)
      return name == "InfoPlist.xcstrings" || name == "InfoPlist.strings"
    }.map(\.value)
  }

  /// Settings defined by a sample xcconfig (`sample.debug.xcconfig`,
  /// `Config.example.xcconfig`) that developers copy to a git-ignored file:
  /// the copy is absent here by design, so the doctor cannot judge.
  private static func templateDefinitions(_ index: ProjectIndex) -> [String: String] {
    var definitions: [String: String] = [:]
    for (path, file) in index.xcconfigs.sorted(by: { $0.key < $1.key }) {
      let name = RelativePath.fileName(of: path).lowercased()
      guard name.contains("sample") || name.contains("example") || name.contains("template")
      else { continue }
      for assignment in file.assignments where definitions[assignment.name] == nil {
        definitions[assignment.name] = path
      }
    }
    return definitions
  }

  /// Without a project: any xcconfig in the directory may define a setting.
  /// A Tuist manifest (`Project.swift`) may define settings in Swift, which the
  /// doctor does not evaluate, and a project file it could not read
  /// (`project.pbxproj` with merge-conflict markers, reported as
  /// `unreadable-file`) may define them in its build settings: then an
  /// unknown `$(VAR)` is a note, not an error.
  private func checkWithoutProject(_ index: ProjectIndex) -> [Finding] {
    // Looked for only when a finding needs them: a walk over every path.
    lazy var tuistManifest: String? = index.allPaths.lazy.filter {
      $0.endsWithUTF8("Project.swift") && RelativePath.fileName(of: $0) == "Project.swift"
    }.min()
    lazy var unreadProject: String? = index.allPaths.lazy.filter {
      guard
        $0.endsWithUTF8("project.pbxproj") || $0.endsWithUTF8("project.yml")
          || $0.endsWithUTF8("project.yaml")
      else { return false }
      let name = RelativePath.fileName(of: $0)
      return name == "project.pbxproj" || XcodeGenProject.isSpecFile(name)
    }.min()
    let defined = Set(index.xcconfigs.values.flatMap { $0.assignments.map(\.name) })
    let hasOptional = index.xcconfigs.values.contains { file in
      file.statements.contains {
        if case .include(_, true, _) = $0 { return true }
        return false
      }
    }
    guard !hasOptional else { return [] }
    var findings: [Finding] = []
    for (path, plist) in index.plists.sorted(by: { $0.key < $1.key })
    where RelativePath.fileName(of: path).hasSuffix("Info.plist")
      && !ProjectIndex.looksLikeTest(path)
    {
      for leaf in plist.stringLeaves() {
        for name in SettingReference.names(in: leaf.value)
        where !defined.contains(name) && !XcodeBuiltInSettings.names.contains(name) {
          // A project the doctor could not read, or a Tuist manifest, may define it.
          let undecided: String? =
            if let unreadProject, tuistManifest == nil {
              "\(unreadProject), which it could not read, may define it in its build settings. Fix that file and run the doctor again."
            } else if let tuistManifest {
              "\(tuistManifest) (Tuist) may, in Swift the doctor does not run. Check the generated project."
            } else {
              nil
            }
          if let undecided {
            findings.append(
              Finding(
                rule: .undefinedBuildSetting, severity: .note, file: path, line: leaf.line,
                message:
                  "The doctor cannot tell whether $(\(name)) is defined: no xcconfig here defines it, and \(undecided)"
              ))
            continue
          }
          findings.append(
            Finding(
              rule: .undefinedBuildSetting, file: path, line: leaf.line,
              message:
                "$(\(name)) is not defined by any xcconfig here; it expands to an empty string."))
        }
      }
    }
    return findings
  }
}
