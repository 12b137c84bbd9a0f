/// A target's settings in one configuration, with what they belong to.
package struct TargetConfiguration: Sendable {
  /// The project.
  package var project: XcodeProject
  /// The target.
  package var target: XcodeTarget
  /// The configuration.
  package var configuration: XcodeBuildConfiguration
  /// The layered settings.
  package var settings: ResolvedSettings
}

extension ProjectIndex {
  /// The settings of every non-test target in every configuration.
  package func appTargetConfigurations() -> [TargetConfiguration] {
    projects.flatMap { project in
      project.targets.filter { !$0.isTest }.flatMap { target in
        target.configurations.map { configuration in
          TargetConfiguration(
            project: project, target: target, configuration: configuration,
            settings: resolver.resolve(
              project: project, target: target, configuration: configuration))
        }
      }
    }
  }

  /// Every build-setting assignment the doctor can see: those in attached
  /// xcconfigs (all xcconfigs when there is no project) and in project files.
  package func settingAssignments() -> [(file: String, assignment: XCConfigAssignment)] {
    var result: [(file: String, assignment: XCConfigAssignment)] = []
    for path in attachedXCConfigs.sorted() {
      for assignment in xcconfigs[path]?.assignments ?? [] { result.append((path, assignment)) }
    }
    for project in projects {
      for configuration in project.configurations + project.targets.flatMap(\.configurations) {
        for assignment in configuration.settings {
          result.append((project.pbxprojPath, assignment))
        }
      }
    }
    return result
  }

  /// The value written at `source`, when it is a build-setting assignment.
  package func assignmentValue(at source: SettingSource) -> String? {
    if let file = xcconfigs[source.file] {
      return file.assignments.first { $0.line == source.line }?.value
    }
    for project in projects where project.pbxprojPath == source.file {
      for configuration in project.configurations + project.targets.flatMap(\.configurations) {
        if let assignment = configuration.settings.first(where: { $0.line == source.line }) {
          return assignment.value
        }
      }
    }
    return nil
  }

  /// Every Info.plist some target uses, per configuration.
  package func usedInfoPlists() -> Set<String> {
    var used = Set<String>()
    for project in projects {
      for target in project.targets {
        for configuration in target.configurations {
          let settings = resolver.resolve(
            project: project, target: target, configuration: configuration)
          if let path = infoPlistPath(project: project, target: target, settings: settings) {
            used.insert(path)
          } else if let path = xcodeGenFoundInfoPlist(project: project, target: target) {
            used.insert(path)
          }
          if let path = linkedInfoPlist(project: project, target: target, settings: settings) {
            used.insert(path)
          }
          used.formUnion(
            conditionalInfoPlists(
              project: project, target: target, configuration: configuration, settings: settings))
        }
      }
    }
    return used
  }

  /// The Info.plists a target's configuration names for one SDK or
  /// architecture only (`"INFOPLIST_FILE[sdk=iphoneos*]" = VVTerm-iOS/Info.plist`
  /// beside the macOS one; vvterm, hundred-and-tenth round): each is used
  /// when building for its SDK, whichever one resolving without a condition
  /// picks. So is the one without a condition beside them (`INFOPLIST_FILE =
  /// Resources/Info.plist` above `"INFOPLIST_FILE[sdk=macosx*]" =
  /// "Resources/Info-Catalyst.plist"`): every SDK no condition names builds
  /// with it (mimi-remote, hundred-and-fourteenth round).
  package func conditionalInfoPlists(
    project: XcodeProject, target: XcodeTarget, configuration: XcodeBuildConfiguration,
    settings: ResolvedSettings
  ) -> [String] {
    let assignments = configuration.settings.filter { $0.name == "INFOPLIST_FILE" }
    guard assignments.contains(where: { !$0.conditions.isEmpty }) else { return [] }
    return assignments.compactMap { assignment in
      var chosen = settings
      chosen.values["INFOPLIST_FILE"] = .init(value: assignment.value, sources: [])
      return infoPlistPath(project: project, target: target, settings: chosen)
    }
  }

  /// The Info.plist a command-line tool's linker embeds:
  /// `OTHER_LDFLAGS = (-sectcreate, __TEXT, __info_plist, Helper/Helper-Info.plist)`.
  private func linkedInfoPlist(
    project: XcodeProject, target: XcodeTarget, settings: ResolvedSettings
  ) -> String? {
    guard let flags = settings.values["OTHER_LDFLAGS"]?.value, flags.contains("__info_plist")
    else { return nil }
    let words = flags.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\"" })
    guard let marker = words.firstIndex(where: { $0 == "__info_plist" }), marker + 1 < words.count
    else { return nil }
    var chosen = settings
    chosen.values["INFOPLIST_FILE"] = .init(value: String(words[marker + 1]), sources: [])
    return infoPlistPath(project: project, target: target, settings: chosen)
  }

  /// The `Info.plist` XcodeGen gives a target that sets no `INFOPLIST_FILE`:
  /// the first one in the target's `sources` folders.
  private func xcodeGenFoundInfoPlist(project: XcodeProject, target: XcodeTarget) -> String? {
    let folders = project.synchronizedGroups.filter {
      $0.isXcodeGenSources && target.synchronizedGroupIDs.contains($0.id)
    }
    guard !folders.isEmpty else { return nil }
    return allPaths.sorted().first { path in
      RelativePath.fileName(of: path) == "Info.plist" && folders.contains { $0.contains(path) }
    }
  }
}

extension ProjectIndex {
  /// The lowest iOS deployment target any app target builds for, when every
  /// app target that builds for iOS states one (`IPHONEOS_DEPLOYMENT_TARGET`);
  /// `nil` otherwise. A target for another platform only (a watch app, a
  /// macOS tool: `SDKROOT = watchos`, or a watchOS or macOS deployment target
  /// and no iOS one) says nothing about iOS and is passed over.
  package var minimumIOSDeploymentTarget: Double? {
    // An app built from a package alone (no Xcode project: an `.swiftpm` app)
    // states it in its manifest: `platforms: [.iOS(.v17)]`.
    if projects.isEmpty { return manifestIOSVersion }
    // The app's own targets (apps, extensions) say which systems it runs on;
    // a framework it builds, or a vendored library's project, may go lower.
    let all = appTargetConfigurations()
    let executables = all.filter(\.target.isExecutable)
    // A vendored library's own project (its demo or test host app, inside a
    // folder holding its Package.swift, below the app's project) says
    // nothing of the app.
    let vendored = vendoredProjects()
    let ownExecutables = executables.filter { !vendored.contains($0.project.pbxprojPath) }
    let entries =
      !ownExecutables.isEmpty ? ownExecutables : executables.isEmpty ? all : executables
    var minimum = Double.infinity
    for entry in entries {
      let settings = entry.settings
      func value(_ name: String) -> String? {
        settings.values[name].map { settings.expand($0.value).value }
      }
      // A macOS target inherits a project-level IPHONEOS_DEPLOYMENT_TARGET it never uses.
      if Self.buildsForOtherSDK(sdk: value("SDKROOT"), settings: value) { continue }
      guard let text = value("IPHONEOS_DEPLOYMENT_TARGET"), let version = Self.version(text) else {
        if Self.buildsForOtherPlatformOnly(sdk: value("SDKROOT"), settings: value) { continue }
        return nil
      }
      minimum = min(minimum, version)
    }
    return minimum.isFinite ? minimum : nil
  }

  /// The projects (by `pbxprojPath`) inside a folder that holds a
  /// `Package.swift` and deeper than the shallowest project: a library's
  /// checkout vendored into the app's repository (`Packages/PromiseKit`).
  func vendoredProjects() -> Set<String> {
    guard projects.count > 1 else { return [] }
    let packageFolders = allPaths.filter { RelativePath.fileName(of: $0) == "Package.swift" }
      .map { RelativePath.directory(of: $0) }
    guard !packageFolders.isEmpty else { return [] }
    func depth(_ project: XcodeProject) -> Int {
      project.pbxprojPath.split(separator: "/").count
    }
    let shallowest = projects.map(depth).min() ?? 0
    return Set(
      projects.filter { project in
        depth(project) > shallowest
          && packageFolders.contains { folder in
            !folder.isEmpty && RelativePath.isInside(project.pbxprojPath, folder)
          }
      }.map(\.pbxprojPath))
  }

  /// The lowest iOS version the code of `path` runs on: that of the apps
  /// and extensions building it (a framework's code runs in the app, so the
  /// app's minimum); `nil` when only other platforms' targets build it (a
  /// macOS app's purchase code meets no iOS bug). A file no project builds
  /// takes `appMinimum`.
  package func iOSDeploymentTarget(ofFile path: String, appMinimum: Double?) -> Double? {
    var building: [(project: XcodeProject, target: XcodeTarget)] = []
    // Any project may build the file: a macOS project beside `Code/`
    // (`../Code/Purchase/PurchaseController.swift`) builds code outside its
    // own folder (Flowlist, forty-second round).
    for project in projects {
      for target in project.targets(building: path) where !target.isTest {
        building.append((project, target))
      }
    }
    guard !building.isEmpty else { return appMinimum }
    var minimum = Double.infinity
    var buildsForIOS = false
    for (project, target) in building {
      for configuration in target.configurations {
        let settings = resolver.resolve(
          project: project, target: target, configuration: configuration)
        func value(_ name: String) -> String? {
          settings.values[name].map { settings.expand($0.value).value }
        }
        if Self.buildsForOtherSDK(sdk: value("SDKROOT"), settings: value) { continue }
        buildsForIOS = true
        if target.isExecutable, let text = value("IPHONEOS_DEPLOYMENT_TARGET"),
          let version = Self.version(text)
        {
          minimum = min(minimum, version)
        }
      }
    }
    guard buildsForIOS else { return nil }
    return minimum.isFinite ? minimum : appMinimum
  }

  /// The lowest iOS version the app-building package manifests here state
  /// (`.iOS(.v17)`, `.iOS("16.4")`, `.iOS(.v15_4)`), or `nil` when none does.
  var manifestIOSVersion: Double? {
    var minimum: Double?
    // The suffix first: no file name is cut out of 10,000 paths each time this is asked.
    for source in swiftSources
    where source.path.endsWithUTF8("Package.swift")
      && RelativePath.fileName(of: source.path) == "Package.swift"
    {
      let tokens = source.tokens
      // Only a package that builds an app (a Swift Playgrounds app's
      // `.iOSApplication`, an executable): a library's platforms say which
      // systems its users may target, not what an app supports.
      guard tokens.contains(where: { $0.is("iOSApplication") || $0.is("executableTarget") })
      else { continue }
      for offset in tokens.indices.dropLast(3)
      where tokens[offset].is("iOS") && offset > 0 && tokens[offset - 1].is(".")
        && tokens[offset + 1].is("(")
      {
        var text = tokens[offset + 2].text
        if tokens[offset + 2].is("."), offset + 3 < tokens.count {
          // `.v17`, `.v15_4`
          text = String(tokens[offset + 3].text.dropFirst()).replacingAll("_", with: ".")
        }
        guard let version = Double(text.split(separator: ".").prefix(2).joined(separator: "."))
        else { continue }
        minimum = min(minimum ?? version, version)
      }
    }
    return minimum
  }

  /// A deployment target's major and minor version (`"18.3.2"` → 18.3,
  /// `"17"` → 17): Xcode accepts a patch version, `Double` alone does not.
  static func version(_ text: String) -> Double? {
    Double(
      text.split(separator: ".", omittingEmptySubsequences: false).prefix(2).joined(separator: "."))
  }

  /// Whether a target's SDK is another platform's (`SDKROOT = macosx`) and
  /// iOS is not among its supported platforms.
  static func buildsForOtherSDK(sdk: String?, settings value: (String) -> String?)
    -> Bool
  {
    guard let sdk, !sdk.isEmpty, !sdk.hasPrefix("iphone"), !sdk.contains("$(") else {
      return false
    }
    let platforms = value("SUPPORTED_PLATFORMS")
    // Xcode's multiplatform template (`SDKROOT = auto`) builds for the
    // platforms it lists: `SUPPORTED_PLATFORMS = macosx` is a Mac app, whatever
    // `IPHONEOS_DEPLOYMENT_TARGET` the template left behind.
    if sdk == "auto" {
      guard let platforms, !platforms.isEmpty, !platforms.contains("$(") else { return false }
    }
    return platforms?.contains("iphone") != true
  }

  /// Whether a target with no iOS deployment target builds for another
  /// platform only: its SDK is not iOS's, or it states another platform's
  /// deployment target.
  private static func buildsForOtherPlatformOnly(
    sdk: String?, settings value: (String) -> String?
  ) -> Bool {
    // A multiplatform target (`SDKROOT = auto`, iOS among its platforms) builds for iOS.
    if value("SUPPORTED_PLATFORMS")?.contains("iphone") == true { return false }
    if let sdk, !sdk.isEmpty, sdk != "auto", !sdk.hasPrefix("iphone"), !sdk.contains("$(") {
      return true
    }
    return [
      "WATCHOS_DEPLOYMENT_TARGET", "MACOSX_DEPLOYMENT_TARGET", "TVOS_DEPLOYMENT_TARGET",
      "XROS_DEPLOYMENT_TARGET",
    ].contains { value($0) != nil }
  }
}
