import Foundation

/// The file-system edge of the doctor: walks a directory once and reads the
/// files the rules need into a `ProjectSnapshot`.
///
/// It only reads: it never runs a program, so nothing the audited folder
/// configures (`.git/config` hooks, `core.fsmonitor`, aliases, includes) can run.
/// Ignore rules come from the `.gitignore` files and `.git/info/exclude`, read as
/// text; which files git tracks, from `.git/index`, read as bytes.
package enum ProjectLoader {
  /// Directories that are never part of an app's sources (build products,
  /// dependencies, version control).
  static let skippedDirectories: Set<String> = [
    ".git", ".build", ".swiftpm", "build", "DerivedData", "Pods", "Carthage", "node_modules",
    "xcuserdata", "SourcePackages", ".idea", "fastlane",
  ]

  /// The path under which `.git/info/exclude` appears in a snapshot.
  static let gitExcludePath = ".git/info/exclude"
  /// The path under which git's index (the tracked files) appears in a snapshot.
  static let gitIndexPath = ".git/index"

  /// Whether the doctor reads a file with this name (its rules look at nothing else).
  static func isRelevant(_ name: String, path: String) -> Bool {
    name.endsWithUTF8(".swift") || name.hasSuffix(".xcconfig") || name.hasSuffix(".plist")
      || name == "project.pbxproj" || name == ".gitignore" || name == DoctorConfiguration.fileName
      || XcodeGenProject.mayBeIncluded(name) || name.hasSuffix(".storekit")
      || name.hasSuffix(".xcscheme") || ResourceFile.mayHoldSecrets(name)
  }

  /// Folders inside an `.xcodeproj` bundle that hold shared schemes (the
  /// `.storekit` file a Run action uses is named there).
  static let schemeFolders: Set<String> = ["xcshareddata", "xcschemes"]

  /// Reads `directory` into a snapshot.
  /// - Throws: `DoctorError` when the directory does not exist or is not a directory.
  package static func load(directory: String) throws(DoctorError) -> ProjectSnapshot {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      throw DoctorError.directoryNotFound(directory)
    }
    guard isDirectory.boolValue else { throw DoctorError.notADirectory(directory) }
    let root = URL(fileURLWithPath: directory).standardizedFileURL
    let rawRoot = Array(root.path.utf8)
    var requests: [FileReader.Request] = []
    // Gathered as a list, hashed once at the end into a set of the right size.
    var paths: [String] = []
    var skipped: [String] = []
    walk(
      rawRoot, relative: "", requests: &requests, allPaths: &paths, skipped: &skipped, depth: 0)
    var allPaths = Set<String>(minimumCapacity: paths.count)
    for path in paths { allPaths.insert(path) }
    for path in [gitExcludePath, gitIndexPath] {
      let raw = rawRoot + Array("/\(path)".utf8)
      if DirectoryListing.kind(of: raw, following: false) == .file {
        requests.append(FileReader.Request(path: path, rawPath: raw))
      }
    }
    var files = FileReader.readAll(requests)
    files.sort { $0.path < $1.path }
    return ProjectSnapshot(
      files: files, allPaths: allPaths,
      rootComponents: root.path.split(separator: "/").map(String.init), skippedFolders: skipped)
  }

  private static func walk(
    _ directory: [UInt8], relative: String, requests: inout [FileReader.Request],
    allPaths: inout [String], skipped: inout [String], depth: Int
  ) {
    guard depth < 64 else { return }
    let insideProjectBundle =
      relative.hasSuffix(".xcodeproj") || relative.hasSuffix(".xcodeproj/xcshareddata")
      || relative.hasSuffix("xcshareddata/xcschemes")
    let entries = DirectoryListing.entries(of: directory).sorted { $0.precedes($1) }
    let directoryPrefix = directory + [0x2F]
    for entry in entries {
      let name = entry.text
      let raw = directoryPrefix + entry.name
      let path = relative.isEmpty ? name : relative + "/" + name
      var kind = entry.kind
      if kind == .symbolicLink {
        // A link to a file counts as that file (an #include may go through it);
        // links to folders are not followed, so a link cycle cannot trap the walk.
        kind = DirectoryListing.kind(of: raw, following: true) == .file ? .file : .other
      }
      switch kind {
      case .directory:
        if skippedDirectories.contains(name) || name.hasSuffix(".xcassets")
          || name.hasSuffix(".xcworkspace")
          || (insideProjectBundle && !schemeFolders.contains(name))
        {
          if skippedDirectories.contains(name), name != ".git", !insideProjectBundle {
            skipped.append(path)
          }
          // An asset catalog is not walked (images only), but it is here: a
          // project that builds it does not build a missing file.
          if name.hasSuffix(".xcassets"), !insideProjectBundle { allPaths.append(path) }
          continue
        }
        walk(
          raw, relative: path, requests: &requests, allPaths: &allPaths, skipped: &skipped,
          depth: depth + 1)
      case .file:
        allPaths.append(path)
        if insideProjectBundle
          ? name == "project.pbxproj" || name.hasSuffix(".xcscheme") : isRelevant(name, path: path)
        {
          requests.append(FileReader.Request(path: path, rawPath: raw))
        }
      case .symbolicLink, .other:
        continue
      }
    }
  }
}
