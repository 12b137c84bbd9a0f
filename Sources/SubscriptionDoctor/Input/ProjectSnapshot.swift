/// Everything the doctor reads from disk, read once: the pure rules never touch the file system.
///
/// Build one with `ProjectLoader.load(directory:)`, or by hand in tests.
package struct ProjectSnapshot: Sendable {
  /// A file the doctor reads, with its bytes (`nil` when it could not be read).
  package struct File: Sendable, Hashable {
    /// The path relative to the audited directory, `/`-separated.
    package var path: String
    /// The contents, or `nil` when reading failed.
    package var bytes: [UInt8]?
    /// Why reading failed (`"permission denied"`, the size limit…), when it did.
    package var readError: String?

    /// Creates a file.
    package init(path: String, bytes: [UInt8]?, readError: String? = nil) {
      self.path = path
      self.bytes = bytes
      self.readError = readError
    }
  }

  /// The files the rules look at (Swift, xcconfig, plist, pbxproj, ignore files, project specs).
  package var files: [File]
  /// Every file path in the directory, read or not (for `#include` resolution).
  package var allPaths: Set<String>
  /// The audited directory's absolute path, split into components: a project
  /// path that climbs out and back in (`../Repo/App`) is resolved against it.
  package var rootComponents: [String]

  /// Folders the walk did not enter (dependencies, build products), for the audit summary.
  package var skippedFolders: [String]

  /// The ignore files of the folders around the audited one, when it is a
  /// folder inside a repository (an app's `ios/` beside its server): git
  /// applies them too. Paths are relative to `enclosingRoot`.
  package var enclosingIgnoreFiles: [(path: String, text: String)] = []
  /// The audited folder's path relative to the outermost folder whose
  /// ignore file is in `enclosingIgnoreFiles` (`ios`), or `""`.
  package var enclosingPrefix = ""

  /// Creates a snapshot.
  package init(
    files: [File], allPaths: Set<String>? = nil, rootComponents: [String] = [],
    skippedFolders: [String] = []
  ) {
    self.files = files
    self.allPaths = allPaths ?? Set(files.map(\.path))
    self.rootComponents = rootComponents
    self.skippedFolders = skippedFolders
  }
}
