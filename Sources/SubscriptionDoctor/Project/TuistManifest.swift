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
    return text.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: label) else { return nil }
      let rest = line[range.upperBound...].drop { $0 == " " }
      // `"App/X.storekit"` or `.relativeToRoot("App/X.storekit")`.
      guard let open = rest.firstIndex(of: "\"") else { return nil }
      let value = rest[rest.index(after: open)...].prefix { $0 != "\"" }
      guard value.hasSuffix(".storekit") else { return nil }
      let root = rest[..<open].contains("relativeToRoot") ? "" : folder
      return RelativePath.join(root, String(value))
    }
  }
}
