import Foundation

/// The file-system edge of the doctor: walks a directory once and reads the
/// files the rules need into a `ProjectSnapshot`.
public enum ProjectLoader {
  /// Directories that are never part of an app's sources (build products,
  /// dependencies, version control).
  static let skippedDirectories: Set<String> = [
    ".git", ".build", ".swiftpm", "build", "DerivedData", "Pods", "Carthage", "node_modules",
    "xcuserdata", "SourcePackages", ".idea", "fastlane",
  ]

  /// Whether the doctor reads a file with this name (its rules look at nothing else).
  static func isRelevant(_ name: String, path: String) -> Bool {
    name.hasSuffix(".swift") || name.hasSuffix(".xcconfig") || name.hasSuffix(".plist")
      || name == "project.pbxproj" || name == ".gitignore" || name == DoctorConfiguration.fileName
  }

  /// Reads `directory` into a snapshot.
  /// - Throws: `DoctorError` when the directory does not exist or is not a directory.
  public static func load(directory: String) throws(DoctorError) -> ProjectSnapshot {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      throw DoctorError.directoryNotFound(directory)
    }
    guard isDirectory.boolValue else { throw DoctorError.notADirectory(directory) }
    let root = URL(fileURLWithPath: directory).standardizedFileURL
    var files: [ProjectSnapshot.File] = []
    var allPaths = Set<String>()
    walk(root, relative: "", files: &files, allPaths: &allPaths, depth: 0)
    files.sort { $0.path < $1.path }
    let ignored = GitIgnoreQuery.ignoredPaths(
      in: root.path, candidates: files.map(\.path).filter(SecretsFile.isSecretsFile))
    return ProjectSnapshot(files: files, allPaths: allPaths, gitIgnoredPaths: ignored)
  }

  private static func walk(
    _ directory: URL, relative: String, files: inout [ProjectSnapshot.File],
    allPaths: inout Set<String>, depth: Int
  ) {
    guard depth < 64 else { return }
    let insideProjectBundle = relative.hasSuffix(".xcodeproj")
    var toRead: [(path: String, url: URL)] = []
    for entry in DirectoryListing.entries(of: directory.path).sorted(by: { $0.name < $1.name }) {
      let name = entry.name
      let url = directory.appendingPathComponent(name)
      let path = relative.isEmpty ? name : relative + "/" + name
      switch entry.kind {
      case .symbolicLink:
        continue
      case .directory:
        if skippedDirectories.contains(name) || name.hasSuffix(".xcassets")
          || name.hasSuffix(".xcworkspace") || insideProjectBundle
        {
          continue
        }
        walk(url, relative: path, files: &files, allPaths: &allPaths, depth: depth + 1)
      case .file:
        allPaths.insert(path)
        if insideProjectBundle ? name == "project.pbxproj" : isRelevant(name, path: path) {
          toRead.append((path, url))
        }
      }
    }
    files += FileReader.read(toRead)
  }
}
