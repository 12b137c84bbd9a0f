/// An Xcode 16 folder synchronised with the file system
/// (`PBXFileSystemSynchronizedRootGroup`): every file inside it belongs to the
/// targets that list the group, except the files its exception sets name.
package struct SynchronizedGroup: Sendable, Hashable {
  /// The object id in the project file.
  package var id: String
  /// The folder, relative to the audited directory.
  package var path: String
  /// Per target id: paths (relative to the folder) whose membership is flipped
  /// for that target (`membershipExceptions`).
  package var membershipExceptions: [String: [String]]
  /// The line of the group's definition in the project file.
  package var line: Int?
  /// Whether this is an XcodeGen `sources` folder rather than an Xcode 16
  /// synchronized folder: XcodeGen never copies a file named `Info.plist` as a
  /// resource, and a target that sets no `INFOPLIST_FILE` gets the one it holds.
  package var isXcodeGenSources: Bool
  /// An XcodeGen source's `excludes`: glob patterns, relative to the folder,
  /// of files and folders the target leaves out (`Info-*.plist`, `macOS/**`).
  package var excludes: [String]

  /// Creates a synchronized group.
  package init(
    id: String, path: String, membershipExceptions: [String: [String]], line: Int?,
    isXcodeGenSources: Bool = false, excludes: [String] = []
  ) {
    self.id = id
    self.path = path
    self.membershipExceptions = membershipExceptions
    self.line = line
    self.isXcodeGenSources = isXcodeGenSources
    self.excludes = excludes
  }

  /// Whether `file` (relative to the audited directory) lies in this folder
  /// and is not one of its `excludes`.
  package func contains(_ file: String) -> Bool {
    guard RelativePath.isInside(file, path), file != path else { return false }
    return excludes.isEmpty
      || !isExcluded(path.isEmpty ? file : String(file.dropFirst(path.count + 1)))
  }

  /// Whether `relative` or a folder holding it matches an exclude pattern;
  /// `**/` also matches no folder at all (`**/*.md` excludes `README.md`).
  private func isExcluded(_ relative: String) -> Bool {
    var candidates = [relative]
    var folder = relative[...]
    while let slash = folder.lastIndex(of: "/") {
      folder = folder[..<slash]
      candidates.append(String(folder))
    }
    return excludes.contains { pattern in
      let patterns =
        pattern.hasPrefix("**/") ? [pattern, String(pattern.dropFirst(3))] : [pattern]
      return patterns.contains { pattern in candidates.contains { Glob.matches(pattern, $0) } }
    }
  }

  /// Whether `file` is named in the exceptions for `targetID`.
  package func isException(_ file: String, forTarget targetID: String) -> Bool {
    guard contains(file), let exceptions = membershipExceptions[targetID] else { return false }
    // A folder at the project's root (`path = .`) has the empty path: the
    // exceptions are then written from the root (`Config/App-Info.plist`).
    let relative = path.isEmpty ? file : String(file.dropFirst(path.count + 1))
    return exceptions.contains { relative == $0 || RelativePath.isInside(relative, $0) }
  }
}
