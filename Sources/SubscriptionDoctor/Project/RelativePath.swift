/// Paths relative to the audited directory, always with `/` separators and no
/// `.` or `..` components, so files found on disk and files named in a project
/// compare equal.
enum RelativePath {
  /// `base` joined with `path` and normalised; `path` starting with `/` stays absolute.
  static func join(_ base: String, _ path: String) -> String {
    if path.hasPrefix("/") { return normalize(path) }
    if base.isEmpty { return normalize(path) }
    return normalize(base + "/" + path)
  }

  /// `path` without empty, `.` and resolvable `..` components.
  static func normalize(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/") {
      if component == "." || component.isEmpty { continue }
      if component == "..", let last = components.last, last != ".." {
        components.removeLast()
      } else {
        components.append(component)
      }
    }
    let joined = components.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : joined
  }

  /// The directory of `path` ("" for a file at the top).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  /// The last component of `path`.
  static func fileName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// Whether `path` is `directory` itself or lies inside it.
  static func isInside(_ path: String, _ directory: String) -> Bool {
    if directory.isEmpty { return true }
    return path == directory || path.hasPrefix(directory + "/")
  }
}
