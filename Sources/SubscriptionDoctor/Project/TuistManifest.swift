/// What the doctor reads from a Tuist manifest (`Project.swift`, helpers under
/// `Tuist/`) without running it: string arguments written as literals.
enum TuistManifest {
  /// The `.storekit` files a manifest's schemes use
  /// (`.options(storeKitConfigurationPath: "App/Products.storekit")`), relative to
  /// the manifest's folder as Tuist resolves a plain path.
  static func storeKitConfigurations(in bytes: [UInt8], manifestPath: String) -> [String] {
    let label = "storeKitConfigurationPath:"
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.contains(label) else { return [] }
    let folder = RelativePath.directory(of: manifestPath)
    var paths: [String] = []
    var rest = text[...]
    while let range = rest.range(of: label) {
      rest = rest[range.upperBound...]
      // `"App/X.storekit"` or `.relativeToRoot("App/X.storekit")`, the
      // literal on the same line or the next (`.relativeToRoot(\n  "…"\n)`).
      guard let open = rest.firstIndex(of: "\"") else { break }
      let between = rest[..<open]
      guard between.allSatisfy({ $0.isWhitespace || $0.isLetter || $0 == "." || $0 == "(" })
      else { continue }
      let value = rest[rest.index(after: open)...].prefix { $0 != "\"" && $0 != "\n" }
      guard value.hasSuffix(".storekit") else { continue }
      let root = between.contains("relativeToRoot") ? "" : folder
      paths.append(RelativePath.join(root, String(value)))
    }
    return paths
  }
}
