import SubscriptionDoctor

extension FuzzTarget {
  /// `.gitignore` rules, asked about paths.
  ///
  /// The input is split at the first NUL byte: before it, the text of a
  /// top-level `.gitignore` (and, after a line `--- Sub`, of `Sub/.gitignore`);
  /// after it, paths to ask about, one per line, besides a fixed set.
  static let gitignore = FuzzTarget(
    name: "gitignore", summary: ".gitignore text → GitIgnore → isIgnored(path)"
  ) { bytes in
    let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
    let rules = FuzzInput.text(Array(bytes[..<split]))
    let asked = split < bytes.endIndex ? FuzzInput.text(Array(bytes[(split + 1)...])) : ""
    var files: [(path: String, text: String)] = []
    if let marker = rules.range(of: "\n--- Sub\n") {
      files.append((".gitignore", String(rules[..<marker.lowerBound])))
      files.append(("Sub/.gitignore", String(rules[marker.upperBound...])))
    } else {
      files.append((".gitignore", rules))
    }
    files.append((".git/info/exclude", "*.local\n"))
    let ignore = GitIgnore(files: files)
    let paths =
      [
        "Secrets.xcconfig", "Config/Secrets.xcconfig", "Sub/Deep/a.swift", "build/x", ".env",
        "App/Info.plist", "a/b/c/d/e/f", "x.local",
      ] + asked.split(separator: "\n").prefix(32).map(String.init)
    for path in paths {
      _ = ignore.isIgnored(path)
    }
    return true
  }
}
