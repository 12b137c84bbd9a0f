import Dispatch
import Foundation

/// Every file of a snapshot parsed once, plus what the rules ask about it:
/// which Swift files are built, which xcconfigs are attached, which plist each
/// target uses, what git ignores. Pure: built from a `ProjectSnapshot`.
public struct ProjectIndex: Sendable {
  /// Swift files, tokenised and annotated.
  public var swiftSources: [SwiftSource] = []
  /// xcconfig files by path.
  public var xcconfigs: [String: XCConfigFile] = [:]
  /// Property lists (Info.plist and bundled plists) by path.
  public var plists: [String: PropertyListValue] = [:]
  /// Xcode projects found in the directory.
  public var projects: [XcodeProject] = []
  /// Every file path in the audited directory.
  public var allPaths: Set<String> = []
  /// `unreadable-file` findings for files that could not be parsed.
  public var unreadableFindings: [Finding] = []
  /// Which paths git ignores (from git, or from `.gitignore` files).
  public var ignoreOracle: IgnoreOracle = IgnoreOracle(gitIgnoredPaths: nil, gitIgnore: nil)
  /// Layers build settings.
  public var resolver: BuildSettingsResolver = BuildSettingsResolver(
    xcconfigs: [:], existingFiles: [])

  /// Parses every file of `snapshot`; files matching `configuration.excludedPaths` are skipped.
  public init(snapshot: ProjectSnapshot, configuration: DoctorConfiguration = DoctorConfiguration())
  {
    allPaths = snapshot.allPaths
    let files = snapshot.files.filter { !configuration.isExcluded($0.path) }
    var gitignores: [(path: String, text: String)] = []
    var swiftFiles: [(path: String, bytes: [UInt8])] = []

    func unreadable(_ path: String, _ error: ReaderError, kind: String) {
      unreadableFindings.append(
        Finding(
          rule: .unreadableFile, file: path, line: error.line,
          message: "Could not read \(kind): \(error.reason)."))
    }

    for file in files {
      guard let bytes = file.bytes else {
        unreadableFindings.append(
          Finding(
            rule: .unreadableFile, file: file.path, line: nil,
            message: "Could not read the file (permission denied or not a regular file)."))
        continue
      }
      let name = RelativePath.fileName(of: file.path)
      if name == "project.pbxproj" {
        do throws(ReaderError) {
          let plist = try OpenStepPropertyListReader.read(bytes: bytes)
          projects.append(try XcodeProjectDecoder.decode(plist, pbxprojPath: file.path))
        } catch {
          unreadable(file.path, error, kind: "this Xcode project file")
        }
      } else if name.hasSuffix(".swift") {
        swiftFiles.append((file.path, bytes))
      } else if name.hasSuffix(".xcconfig") {
        do throws(ReaderError) {
          xcconfigs[file.path] = try XCConfigReader.read(String(decoding: bytes, as: UTF8.self))
        } catch {
          unreadable(file.path, error, kind: "this xcconfig file")
        }
      } else if name.hasSuffix(".plist") {
        do throws(ReaderError) {
          plists[file.path] = try PropertyListReader.read(bytes: bytes)
        } catch {
          unreadable(file.path, error, kind: "this property list")
        }
      } else if name == ".gitignore" {
        gitignores.append((file.path, String(decoding: bytes, as: UTF8.self)))
      }
    }
    resolver = BuildSettingsResolver(xcconfigs: xcconfigs, existingFiles: allPaths)
    ignoreOracle = IgnoreOracle(
      gitIgnoredPaths: snapshot.gitIgnoredPaths,
      gitIgnore: snapshot.gitIgnoredPaths == nil ? GitIgnore(files: gitignores) : nil)

    let packageRoots = allPaths.filter { RelativePath.fileName(of: $0) == "Package.swift" }
      .map(RelativePath.directory(of:))
    let roles = swiftFiles.map { role(of: $0.path, packageRoots: packageRoots) }
    let results = SwiftSource.parseConcurrently(swiftFiles, roles: roles)
    for (offset, result) in results.enumerated() {
      switch result {
      case .success(let source): swiftSources.append(source)
      case .failure(let error): unreadable(swiftFiles[offset].path, error, kind: "this Swift file")
      }
    }
  }

  /// Whether the project builds `path` into an app, into tests, or not at all.
  func role(of path: String, packageRoots: [String]) -> FileRole {
    if RelativePath.fileName(of: path) == "Package.swift" { return .unbuilt }
    let owningProjects = projects.filter { RelativePath.isInside(path, $0.sourceRoot) }
    if let packageRoot = packageRoots.filter({ RelativePath.isInside(path, $0) }).max(by: {
      $0.count < $1.count
    }), owningProjects.allSatisfy({ $0.sourceRoot.count <= packageRoot.count }) {
      return Self.looksLikeTest(path) ? .test : .app
    }
    if owningProjects.isEmpty { return Self.looksLikeTest(path) ? .test : .app }
    let targets = owningProjects.flatMap { $0.targets(building: path) }
    if targets.isEmpty { return .unbuilt }
    return targets.allSatisfy(\.isTest) ? .test : .app
  }

  /// Whether a path looks like test code (a `…Tests` folder or file).
  static func looksLikeTest(_ path: String) -> Bool {
    path.split(separator: "/").contains { component in
      component.hasSuffix("Tests") || component.hasSuffix("Tests.swift") || component == "Tests"
        || component.hasSuffix("Test.swift")
    }
  }

  /// The xcconfig files some configuration of some project uses (directly or via
  /// `#include`); every xcconfig when there is no project.
  public var attachedXCConfigs: Set<String> {
    if projects.isEmpty { return Set(xcconfigs.keys) }
    var attached = Set<String>()
    var queue: [String] = projects.flatMap { project in
      (project.configurations + project.targets.flatMap(\.configurations)).compactMap(
        \.baseConfigurationPath)
    }
    while let path = queue.popLast() {
      guard !attached.contains(path) else { continue }
      attached.insert(path)
      for case .include(let include, _, _) in xcconfigs[path]?.statements ?? [] {
        if let target = BuildSettingsResolver.includeTarget(include, from: path) {
          queue.append(target)
        }
      }
    }
    return attached
  }

  /// The Info.plist path a target uses in `settings`, if it sets `INFOPLIST_FILE`.
  public func infoPlistPath(
    project: XcodeProject, target: XcodeTarget, settings: ResolvedSettings
  ) -> String? {
    guard var raw = settings.values["INFOPLIST_FILE"]?.value, !raw.isEmpty else { return nil }
    for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] {
      raw = raw.replacingAll(prefix, with: "")
    }
    raw = raw.replacingAll("$(TARGET_NAME)", with: target.name).replacingAll(
      "${TARGET_NAME}", with: target.name)
    let expanded = settings.expand(raw).value
    return RelativePath.join(project.sourceRoot, expanded)
  }
}
