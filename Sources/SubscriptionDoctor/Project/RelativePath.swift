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
    // Searched as bytes: "/" is ASCII, so the offset is also a character boundary.
    var path = path
    return path.withUTF8 { bytes in
      guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self)
    }
  }

  /// The last component of `path`.
  static func fileName(of path: String) -> String {
    var utf8 = path
    let name: String? = utf8.withUTF8 { bytes in
      guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
      return String(
        decoding: UnsafeBufferPointer(rebasing: bytes[(slash + 1)...]), as: UTF8.self)
    }
    return name ?? path
  }

  /// Whether `path` is `directory` itself or lies inside it.
  static func isInside(_ path: String, _ directory: String) -> Bool {
    if directory.isEmpty { return true }
    return path == directory || path.hasPrefix(directory + "/")
  }

  /// A normalised path that climbs out of the audited directory and back in
  /// (`../MyRepo/App` when the audited directory is `/src/MyRepo`), made relative
  /// again (`App`); `root` is the audited directory's absolute path in components.
  /// Any other path is returned unchanged.
  static func reenter(_ path: String, root: [String]) -> String {
    guard path.hasPrefix("../"), !root.isEmpty else { return path }
    var components = path.split(separator: "/").map(String.init)
    var climbed = 0
    while climbed < components.count, components[climbed] == ".." { climbed += 1 }
    guard climbed <= root.count else { return path }
    let absolute = Array(root.dropLast(climbed)) + components[climbed...]
    guard absolute.count >= root.count, Array(absolute.prefix(root.count)) == root else {
      return path
    }
    components = Array(absolute.dropFirst(root.count))
    return components.joined(separator: "/")
  }

  /// Folders holding other people's code, vendored into the app's repository.
  private static let vendorFolders: Set<String> = [
    "vendor", "vendors", "third_party", "third-party", "thirdparty", "3rd_party", "3rd-party",
    "3rdparty", "external",
    "externals", "deps", "libraries", "node_modules",
  ]
  /// Folders of a library's own samples and tests.
  private static let sampleFolders: Set<String> = [
    "example", "examples", "sample", "samples", "test", "tests", "testdata", "fixtures", "demo",
  ]

  /// Whether `path` is a sample or test file of a library vendored into the
  /// repository (`Vendors/asio/src/examples/cpp11/ssl/server.pem`, a demo
  /// project `Vendor/CocoaAsyncSocket/Examples/GCD/EchoServer.xcodeproj`):
  /// the library's own example, which no app target ships.
  static func isVendoredSample(_ path: String) -> Bool {
    let components = path.lowercased().split(separator: "/").dropLast()
    guard let vendor = components.firstIndex(where: { vendorFolders.contains(String($0)) }) else {
      return false
    }
    return components[(vendor + 1)...].contains { folder in
      // (`wycheproof_testvectors`, `test-keys`: a test's folder by its first word.)
      sampleFolders.contains(String(folder))
        || folder.split(whereSeparator: { $0 == "_" || $0 == "-" }).contains {
          $0.hasPrefix("test")
        }
    }
  }
}
