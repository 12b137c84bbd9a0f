/// Layers a target's build settings for one configuration the way Xcode does.
///
/// Pure: it reads xcconfig files from the dictionary it is given (parsed once by
/// the doctor) and asks `fileExists` about include targets.
package struct BuildSettingsResolver: Sendable {
  /// Parsed xcconfig files by path relative to the audited directory.
  package var xcconfigs: [String: XCConfigFile]
  /// Every file path found in the audited directory.
  package var existingFiles: Set<String>
  /// The folders holding the projects (each `.xcodeproj`'s parent): Xcode
  /// also looks for an included file there when it is not beside the
  /// including one (`Source/Base/config/default.xcconfig` including
  /// `"../XCConfig/common.xcconfig"` reads `Source/XCConfig/common.xcconfig`
  /// for `Source/Base/Base.xcodeproj`; nimble-commander, thirty-second round).
  package var projectFolders: [String]

  /// Creates a resolver over the doctor's parsed files.
  package init(
    xcconfigs: [String: XCConfigFile], existingFiles: Set<String>, projectFolders: [String] = []
  ) {
    self.xcconfigs = xcconfigs
    self.existingFiles = existingFiles
    self.projectFolders = projectFolders
  }

  /// The file `#include "path"` in `including` reads: the path beside the
  /// including file, or else a file whose path differs from it only in letter
  /// case (a Mac's volume is case-insensitive by default:
  /// `Version.public.xcconfig` reads `Version.Public.xcconfig`). `nil` for
  /// includes the doctor cannot see (`<DEVELOPER_DIR>/…`); the path beside
  /// the including file when no file answers.
  ///
  /// Xcode reads an include written without its extension (`#include
  /// "Config"`) as the `.xcconfig` file of that name (WakeApp,
  /// ninety-eighth round): that file is the one looked for.
  package func resolvedInclude(_ include: String, from including: String) -> String? {
    guard let written = Self.includeTarget(include, from: including) else { return nil }
    if exists(written) { return written }
    let target =
      RelativePath.fileName(of: written).contains(".") ? written : written + ".xcconfig"
    if exists(target) { return target }
    // A miss is rare: only then are the paths compared without case.
    let lowered = target.lowercased()
    let length = target.utf8.count
    if let found = existingFiles.first(where: {
      $0.utf8.count == length && $0.lowercased() == lowered
    }) {
      return found
    }
    // Then against each project's folder, nearest to the including file first.
    let folders = projectFolders.sorted { $0.utf8.count > $1.utf8.count }
    for folder in folders
    where folder.isEmpty || including.hasPrefix(folder + "/") {
      if let beside = Self.includeTarget(
        include, from: RelativePath.join(folder, "project.xcconfig")),
        exists(beside)
      {
        return beside
      }
    }
    return target
  }

  private func exists(_ path: String) -> Bool {
    xcconfigs[path] != nil || existingFiles.contains(path)
  }

  /// The settings `target` of `project` sees in `configuration`.
  package func resolve(
    project: XcodeProject, target: XcodeTarget, configuration: XcodeBuildConfiguration
  )
    -> ResolvedSettings
  {
    var state = ResolvedSettings(
      configuration: configuration.name, values: [:], hasMissingOptionalInclude: false,
      hasBrokenInclude: false)
    if let projectConfiguration = project.projectConfiguration(named: configuration.name) {
      apply(projectConfiguration, pbxproj: project.pbxprojPath, to: &state)
    }
    apply(configuration, pbxproj: project.pbxprojPath, to: &state)
    return state
  }

  /// The settings of a bare xcconfig chain (for directories without a project).
  package func resolve(xcconfig path: String, configuration: String) -> ResolvedSettings {
    var state = ResolvedSettings(
      configuration: configuration, values: [:], hasMissingOptionalInclude: false,
      hasBrokenInclude: false)
    var visited = Set<String>()
    applyXCConfig(path, to: &state, visited: &visited)
    return state
  }

  private func apply(
    _ configuration: XcodeBuildConfiguration, pbxproj: String, to state: inout ResolvedSettings
  ) {
    if let base = configuration.baseConfigurationPath {
      var visited = Set<String>()
      applyXCConfig(base, to: &state, visited: &visited)
    }
    for assignment in configuration.settings {
      assign(assignment, file: pbxproj, to: &state)
    }
  }

  private func applyXCConfig(
    _ path: String, to state: inout ResolvedSettings, visited: inout Set<String>
  ) {
    guard !visited.contains(path), visited.count < 64 else { return }
    visited.insert(path)
    guard let file = xcconfigs[path] else {
      if !existingFiles.contains(path) { state.hasBrokenInclude = true }
      return
    }
    for statement in file.statements {
      switch statement {
      case .include(let include, let isOptional, _):
        guard let resolved = resolvedInclude(include, from: path) else { continue }
        if xcconfigs[resolved] == nil, !existingFiles.contains(resolved) {
          if isOptional {
            state.hasMissingOptionalInclude = true
          } else {
            state.hasBrokenInclude = true
          }
          continue
        }
        applyXCConfig(resolved, to: &state, visited: &visited)
      case .assignment(let assignment):
        assign(assignment, file: path, to: &state)
      }
    }
  }

  private func assign(
    _ assignment: XCConfigAssignment, file: String, to state: inout ResolvedSettings
  ) {
    guard assignment.applies(toConfiguration: state.configuration) else { return }
    let source = SettingSource(file: file, line: assignment.line)
    let previous = state.values[assignment.name]
    var value = assignment.value
    var sources = [source]
    for marker in ["$(inherited)", "${inherited}"] where value.contains(marker) {
      value = value.replacingAll(marker, with: previous?.value ?? "")
      sources = (previous?.sources ?? []) + [source]
    }
    state.values[assignment.name] = ResolvedSettings.Value(value: value, sources: sources)
  }

  /// Where `#include "path"` in `including` points, relative to the audited
  /// directory; `nil` for `<DEVELOPER_DIR>/…` style includes the doctor cannot see.
  package static func includeTarget(_ path: String, from including: String) -> String? {
    if path.hasPrefix("<") || path.hasPrefix("/") || path.contains("$(") { return nil }
    return RelativePath.join(RelativePath.directory(of: including), path)
  }
}
