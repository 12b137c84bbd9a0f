/// The folders a Swift package builds, read from its `Package.swift` without
/// running it: each `.target`, `.executableTarget`, `.macro` and `.plugin`
/// (built into products) and `.testTarget`, by its literal `name:`, `path:`,
/// `sources:` and `exclude:` arguments. A target with no `path:` is built from
/// the convention's folders (`Sources/<name>`, `Source/<name>`, `src/<name>`,
/// `srcs/<name>`; tests under `Tests/<name>`), or, as the only target of its
/// kind, from those folders themselves (`Sources/Repositories/…`).
///
/// A manifest that names its targets through code (a helper function, a
/// loop, a variable) is not understood: the whole package folder then counts
/// as built, as if every file were in a target.
struct PackageManifest: Sendable, Hashable {
  /// The folder holding `Package.swift` (`""` at the audited root).
  var root: String
  /// Folders and files of the targets built into products.
  private(set) var sourceFolders: [String] = []
  /// Folders and files of the test targets.
  private(set) var testFolders: [String] = []
  /// What the targets exclude (`exclude: ["Backup"]`).
  private(set) var excluded: [String] = []
  /// Whether every target was read from literals.
  private(set) var isComplete = false

  private static let productTargets: Set<String> = [
    "target", "executableTarget", "macro", "plugin",
  ]
  private static let conventionalFolders = ["Sources", "Source", "src", "srcs"]
  private static let conventionalTestFolders = ["Tests", "Sources", "Source", "src", "srcs"]

  /// Reads the manifest at `path` (not complete when it cannot be tokenized).
  init(path: String, bytes: [UInt8]) {
    root = RelativePath.directory(of: path)
    guard let tokens = try? SwiftTokenizer.tokenize(bytes: bytes) else { return }
    var complete = true
    var targets: [(name: String, isTest: Bool, strings: [String: [String]])] = []
    var offset = 1
    while offset + 1 < tokens.count {
      defer { offset += 1 }
      let token = tokens[offset]
      guard token.kind == .identifier, tokens[offset - 1].is("."), tokens[offset + 1].is("("),
        Self.productTargets.contains(token.text) || token.text == "testTarget",
        let close = tokens.closingBracket(of: offset + 1)
      else { continue }
      let arguments = Self.arguments(tokens, from: offset + 2, to: close)
      if let name = arguments.strings["name"]?.first,
        arguments.unread.isDisjoint(with: ["path", "sources", "exclude"])
      {
        targets.append((name, token.text == "testTarget", arguments.strings))
      } else {
        complete = false
      }
      offset = close
    }
    // A package with one target of a kind may keep its sources right in
    // `Sources` (or `Tests`), without the folder named for the target.
    let regularCount = targets.count { !$0.isTest }
    let testCount = targets.count { $0.isTest }
    for target in targets {
      var folders: [String]
      if let path = target.strings["path"]?.first {
        folders = [RelativePath.join(root, path)]
      } else {
        let single = target.isTest ? testCount == 1 : regularCount == 1
        folders = (target.isTest ? Self.conventionalTestFolders : Self.conventionalFolders).map {
          RelativePath.join(root, single ? $0 : "\($0)/\(target.name)")
        }
      }
      if let sources = target.strings["sources"] {
        folders = folders.flatMap { folder in sources.map { RelativePath.join(folder, $0) } }
      }
      for folder in folders {
        excluded += (target.strings["exclude"] ?? []).map { RelativePath.join(folder, $0) }
      }
      if target.isTest { testFolders += folders } else { sourceFolders += folders }
    }
    isComplete = complete && !targets.isEmpty
  }

  /// What the package builds `path` into: `.app` in a product's target,
  /// `.test` in a test target, `nil` in none (or when the manifest was not
  /// understood and the caller decides for the whole folder).
  func role(of path: String) -> FileRole? {
    guard isComplete, !excluded.contains(where: { RelativePath.isInside(path, $0) }) else {
      return nil
    }
    if sourceFolders.contains(where: { RelativePath.isInside(path, $0) }) { return .app }
    if testFolders.contains(where: { RelativePath.isInside(path, $0) }) { return .test }
    return nil
  }

  /// A target call's labelled string arguments (`name: "App"`, `exclude:
  /// ["a", "b"]`), and the labels whose value is not made of literals.
  private static func arguments(_ tokens: [SwiftToken], from start: Int, to end: Int) -> (
    strings: [String: [String]], unread: Set<String>
  ) {
    var strings: [String: [String]] = [:]
    var unread = Set<String>()
    var offset = start
    while offset + 2 < end {
      defer { offset += 1 }
      guard tokens[offset].kind == .identifier, tokens[offset + 1].is(":"),
        tokens[offset - 1].is("(") || tokens[offset - 1].is(",")
      else { continue }
      let label = tokens[offset].text
      let value = offset + 2
      if tokens[value].kind == .string, tokens[value + 1].is(",") || tokens[value + 1].is(")") {
        strings[label] = [tokens[value].text]
      } else if tokens[value].is("["),
        let close = tokens.closingBracket(of: value, within: end - value)
      {
        let inside = tokens[(value + 1)..<close]
        if inside.allSatisfy({ $0.kind == .string || $0.is(",") }) {
          strings[label] = inside.filter { $0.kind == .string }.map(\.text)
        } else {
          unread.insert(label)
        }
        offset = close
      } else {
        unread.insert(label)
      }
      // Skip the value: nested calls (`dependencies: [.product(name: …)]`)
      // hold labels of their own.
      if let open = (value..<end).first(where: { tokens[$0].is("(") || tokens[$0].is("[") }),
        !(value..<open).contains(where: { tokens[$0].is(",") }),
        let close = tokens.closingBracket(of: open, within: end - open), close > offset
      {
        offset = close
      }
    }
    return (strings, unread)
  }
}
