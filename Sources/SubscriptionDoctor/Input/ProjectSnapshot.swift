/// Everything the doctor reads from disk, read once: the pure rules never touch the file system.
///
/// Build one with `ProjectLoader.load(directory:)`, or by hand in tests.
public struct ProjectSnapshot: Sendable {
  /// A file the doctor reads, with its bytes (`nil` when it could not be read).
  public struct File: Sendable, Hashable {
    /// The path relative to the audited directory, `/`-separated.
    public var path: String
    /// The contents, or `nil` when reading failed.
    public var bytes: [UInt8]?

    /// Creates a file.
    public init(path: String, bytes: [UInt8]?) {
      self.path = path
      self.bytes = bytes
    }
  }

  /// The files the rules look at (Swift, xcconfig, plist, pbxproj, .gitignore, config).
  public var files: [File]
  /// Every file path in the directory, read or not (for `#include` resolution).
  public var allPaths: Set<String>
  /// The paths git reports as ignored, when the directory is in a git work tree
  /// (`nil` otherwise: the doctor then reads `.gitignore` files itself).
  public var gitIgnoredPaths: Set<String>?

  /// Creates a snapshot.
  public init(files: [File], allPaths: Set<String>? = nil, gitIgnoredPaths: Set<String>? = nil) {
    self.files = files
    self.allPaths = allPaths ?? Set(files.map(\.path))
    self.gitIgnoredPaths = gitIgnoredPaths
  }
}
