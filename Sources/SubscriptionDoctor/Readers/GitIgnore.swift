/// `.gitignore` matching, for directories that are not git work trees.
///
/// Covers the pattern forms people write for secrets: `name`, `*.xcconfig`,
/// `**/Secrets.swift`, `dir/`, `/anchored`, `!negation` and `#` comments, each
/// relative to the directory of the `.gitignore` that holds it.
public struct GitIgnore: Sendable {
  private struct Pattern: Sendable {
    var base: String
    var glob: String
    var isNegated: Bool
    var isAnchored: Bool
    var isDirectoryOnly: Bool
  }

  private var patterns: [Pattern] = []

  /// Reads the given `.gitignore` files (path relative to the audited directory → text).
  public init(files: [(path: String, text: String)]) {
    for file in files.sorted(by: { $0.path.count < $1.path.count }) {
      let base = RelativePath.directory(of: file.path)
      for rawLine in file.text.split(separator: "\n") {
        var line = String(rawLine).trimmingWhitespace()
        if line.isEmpty || line.hasPrefix("#") { continue }
        let isNegated = line.hasPrefix("!")
        if isNegated { line.removeFirst() }
        let isDirectoryOnly = line.hasSuffix("/")
        if isDirectoryOnly { line.removeLast() }
        if line.hasPrefix("**/") { line.removeFirst(3) }
        let isAnchored = line.hasPrefix("/") || line.dropLast().contains("/")
        if line.hasPrefix("/") { line.removeFirst() }
        patterns.append(
          Pattern(
            base: base, glob: line, isNegated: isNegated, isAnchored: isAnchored,
            isDirectoryOnly: isDirectoryOnly))
      }
    }
  }

  /// Whether `path` (a file, relative to the audited directory) is ignored.
  public func isIgnored(_ path: String) -> Bool {
    var ignored = false
    for pattern in patterns where RelativePath.isInside(path, pattern.base) {
      let relative = pattern.base.isEmpty ? path : String(path.dropFirst(pattern.base.count + 1))
      if matches(pattern, relative) { ignored = !pattern.isNegated }
    }
    return ignored
  }

  private func matches(_ pattern: Pattern, _ relative: String) -> Bool {
    let components = relative.split(separator: "/").map(String.init)
    // Every directory prefix, and the file itself unless the pattern names directories only.
    var candidates: [String] = []
    for end in 1...components.count {
      if end == components.count && pattern.isDirectoryOnly { break }
      candidates.append(components[0..<end].joined(separator: "/"))
    }
    for candidate in candidates {
      if pattern.isAnchored {
        if globMatches(pattern.glob, candidate) { return true }
      } else if Glob.matches(
        pattern.glob, RelativePath.fileName(of: candidate), slashIsSpecial: true)
      {
        return true
      }
    }
    return false
  }

  private func globMatches(_ glob: String, _ path: String) -> Bool {
    if glob.contains("**") {
      return Glob.matches(glob.replacingAll("**/", with: "*").replacingAll("**", with: "*"), path)
    }
    return Glob.matches(glob, path, slashIsSpecial: true)
  }
}
