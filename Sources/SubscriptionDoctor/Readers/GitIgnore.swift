/// Git's ignore rules, read from the files themselves (the doctor never runs git).
///
/// Follows gitignore(5): `.git/info/exclude` first, then every `.gitignore`
/// from the top down (a deeper file overrides a shallower one, and within a file
/// the last matching line wins); `#` comments and `\#`/`\!` escapes; `!` negation;
/// a trailing `/` for directories only; a pattern with a `/` before its end is
/// anchored to its file's folder, otherwise it matches a name at any depth;
/// `**` across folders; and a file inside an ignored folder stays ignored —
/// no negation can bring it back, as in git.
package struct GitIgnore: Sendable {
  private struct Pattern: Sendable {
    var base: String
    var components: [String]
    var isNegated: Bool
    var isAnchored: Bool
    var isDirectoryOnly: Bool
  }

  private var patterns: [Pattern] = []
  /// The audited folder's path inside the folder the patterns are relative
  /// to (`ios`, when a repository's own ignore files above it were read).
  private var prefix: [String] = []

  /// Whether any pattern was read.
  package var isEmpty: Bool { patterns.isEmpty }

  /// Reads ignore files (path relative to the audited directory → text). A file
  /// at `.git/info/exclude` applies to the whole tree with the lowest precedence.
  /// `enclosing` are the ignore files of the folders around the audited
  /// one, relative to the outermost of them, and `prefix` the audited
  /// folder's path from there (`ProjectSnapshot.enclosingIgnoreFiles`).
  package init(
    files: [(path: String, text: String)], enclosing: [(path: String, text: String)] = [],
    prefix: String = ""
  ) {
    self.prefix = prefix.split(separator: "/").map(String.init)
    let files =
      prefix.isEmpty
      ? files
      : enclosing
        + files.map { file in
          (
            path: file.path == ProjectLoader.gitExcludePath ? file.path : prefix + "/" + file.path,
            text: file.text
          )
        }
    let ordered = files.sorted { lhs, rhs in
      let left = Self.precedence(lhs.path)
      let right = Self.precedence(rhs.path)
      return left != right ? left < right : lhs.path < rhs.path
    }
    for file in ordered {
      let base =
        file.path == ProjectLoader.gitExcludePath ? "" : RelativePath.directory(of: file.path)
      for rawLine in file.text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
        if let pattern = Self.pattern(String(rawLine), base: base) { patterns.append(pattern) }
      }
    }
  }

  private static func precedence(_ path: String) -> Int {
    path == ProjectLoader.gitExcludePath ? -1 : path.split(separator: "/").count
  }

  private static func pattern(_ rawLine: String, base: String) -> Pattern? {
    var line = Substring(rawLine)
    // Trailing spaces are ignored unless escaped with a backslash.
    while line.last == " " || line.last == "\t" {
      if line.dropLast().last == "\\" { break }
      line = line.dropLast()
    }
    if line.isEmpty || line.hasPrefix("#") { return nil }
    var isNegated = false
    if line.hasPrefix("!") {
      isNegated = true
      line = line.dropFirst()
    } else if line.hasPrefix("\\!") || line.hasPrefix("\\#") {
      line = line.dropFirst()
    }
    var isDirectoryOnly = false
    if line.hasSuffix("/") {
      isDirectoryOnly = true
      line = line.dropLast()
    }
    guard !line.isEmpty else { return nil }
    let isAnchored = line.contains("/")
    if line.hasPrefix("/") { line = line.dropFirst() }
    let components = line.split(separator: "/", omittingEmptySubsequences: true).map {
      String($0).replacingAll("\\ ", with: " ")
    }
    guard !components.isEmpty else { return nil }
    return Pattern(
      base: base, components: components, isNegated: isNegated, isAnchored: isAnchored,
      isDirectoryOnly: isDirectoryOnly)
  }

  /// Whether `path` (a file, relative to the audited directory) is ignored.
  /// With `ignoringCase`, letter case does not count, as on a Mac, where git
  /// sets `core.ignorecase` on the case-insensitive volumes Xcode projects
  /// live on (`keys.*` ignores `Keys.swift`).
  package func isIgnored(_ path: String, ignoringCase: Bool = false) -> Bool {
    let components = (prefix + path.split(separator: "/").map(String.init)).map {
      ignoringCase ? $0.lowercased() : $0
    }
    guard components.count > prefix.count else { return false }
    // The audited folder and those around it are audited, never ignored.
    for end in (prefix.count + 1)..<components.count
    where state(of: Array(components[0..<end]), isDirectory: true, ignoringCase: ignoringCase) {
      return true
    }
    return state(of: components, isDirectory: false, ignoringCase: ignoringCase)
  }

  /// Whether the last pattern matching `components` ignores it (`components`
  /// already lower-cased when `ignoringCase`).
  private func state(of components: [String], isDirectory: Bool, ignoringCase: Bool) -> Bool {
    var ignored = false
    for pattern in patterns where isDirectory || !pattern.isDirectoryOnly {
      let base = ignoringCase ? pattern.base.lowercased() : pattern.base
      let pieces = ignoringCase ? pattern.components.map { $0.lowercased() } : pattern.components
      let baseComponents = base.isEmpty ? 0 : base.split(separator: "/").count
      guard baseComponents < components.count,
        base.isEmpty || components[0..<baseComponents].joined(separator: "/") == base
      else { continue }
      let relative = components[baseComponents...]
      let matched: Bool
      if pattern.isAnchored {
        matched = Self.matches(pieces[...], relative)
      } else {
        matched = Glob.matches(pieces[0], relative.last ?? "", slashIsSpecial: true)
      }
      if matched { ignored = !pattern.isNegated }
    }
    return ignored
  }

  /// Component-wise glob match where `**` stands for any number of folders;
  /// dynamic programming keeps it linear in pattern × path, whatever the pattern.
  private static func matches(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    let patternCount = pattern.count
    let pathCount = path.count
    // reachable[j]: the pattern prefix consumed so far can match path prefix of length j.
    var reachable = [Bool](repeating: false, count: pathCount + 1)
    reachable[0] = true
    for piece in pattern {
      var next = [Bool](repeating: false, count: pathCount + 1)
      if piece == "**" {
        var any = false
        for index in 0...pathCount {
          any = any || reachable[index]
          next[index] = any
        }
      } else {
        for index in 0..<pathCount where reachable[index] {
          if Glob.matches(piece, path[path.startIndex + index], slashIsSpecial: true) {
            next[index + 1] = true
          }
        }
      }
      reachable = next
    }
    _ = patternCount
    return reachable[pathCount]
  }
}
