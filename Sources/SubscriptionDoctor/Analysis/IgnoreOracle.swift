/// Answers "does git ignore this file?" from git's own answer when there is one,
/// else from the `.gitignore` files the doctor read.
public struct IgnoreOracle: Sendable {
  /// Paths `git check-ignore` reported as ignored, when the directory is a work tree.
  public var gitIgnoredPaths: Set<String>?
  /// The `.gitignore` files read by the doctor, used otherwise.
  public var gitIgnore: GitIgnore?

  /// Whether `path` is ignored.
  public func isIgnored(_ path: String) -> Bool {
    if let gitIgnoredPaths { return gitIgnoredPaths.contains(path) }
    return gitIgnore?.isIgnored(path) ?? false
  }
}
