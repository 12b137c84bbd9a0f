/// A `.storekit` file an Xcode scheme names (`<StoreKitConfigurationFileReference
/// identifier = "../../App/Products.storekit">`, or since Xcode 26.2 an
/// attribute of the action, `storeKitConfigurationFileReference =
/// "container:App/Products.storekit"`), and the action that uses it.
struct SchemeStoreKitReference: Sendable, Hashable {
  /// The scheme file.
  var schemePath: String
  /// The scheme's name (the file name without `.xcscheme`).
  var schemeName: String
  /// The path as the scheme writes it.
  var identifier: String
  /// `LaunchAction` (Run) or `TestAction` (Test).
  var action: String
  /// The 1-based line of the reference.
  var line: Int

  /// The references in a scheme's XML; text that is not a scheme yields none.
  static func read(_ bytes: [UInt8], schemePath: String) -> [SchemeStoreKitReference] {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.contains("toreKitConfigurationFileReference") else { return [] }
    let name = String(RelativePath.fileName(of: schemePath).dropLast(".xcscheme".count))
    var references: [SchemeStoreKitReference] = []
    var action = ""
    var pending = false
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      for candidate in ["LaunchAction", "TestAction", "ProfileAction"]
      where line.contains("<\(candidate)") {
        action = candidate
      }
      if line.contains("<StoreKitConfigurationFileReference") { pending = true }
      // The action's own attribute (duski, berlin-realtime-map; hundred-and-tenth round).
      if let identifier = attribute(Self.actionAttribute, in: line) {
        references.append(
          SchemeStoreKitReference(
            schemePath: schemePath, schemeName: name, identifier: identifier, action: action,
            line: number + 1))
        continue
      }
      guard pending, let identifier = attribute("identifier", in: line) else { continue }
      pending = false
      references.append(
        SchemeStoreKitReference(
          schemePath: schemePath, schemeName: name, identifier: identifier, action: action,
          line: number + 1))
    }
    return references
  }

  /// The attribute an action names its StoreKit configuration by (Xcode 26.2 on).
  private static let actionAttribute = "storeKitConfigurationFileReference ="

  /// The value of `name = "…"` on `line`.
  private static func attribute(_ name: String, in line: Substring) -> String? {
    guard let range = line.range(of: name) else { return nil }
    let rest = line[range.upperBound...]
    guard let open = rest.firstIndex(of: "\"") else { return nil }
    let afterOpen = rest[rest.index(after: open)...]
    guard let close = afterOpen.firstIndex(of: "\"") else { return nil }
    return decodingEntities(afterOpen[..<close])
  }

  /// `value` with XML's character references replaced: Xcode writes a path's
  /// non-ASCII characters as `&#x1f9f0;` and `&` as `&amp;`.
  static func decodingEntities(_ value: Substring) -> String {
    guard value.contains("&") else { return String(value) }
    let named: [Substring: Character] = [
      "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
    ]
    var result = ""
    var rest = value
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      let afterAmpersand = rest[rest.index(after: ampersand)...]
      guard let semicolon = afterAmpersand.firstIndex(of: ";") else {
        rest = rest[ampersand...]
        break
      }
      let reference = afterAmpersand[..<semicolon]
      if let character = named[reference] ?? numericReference(reference) {
        result.append(character)
      } else {
        result += rest[ampersand...semicolon]
      }
      rest = afterAmpersand[afterAmpersand.index(after: semicolon)...]
    }
    return result + rest
  }

  /// The character `#x1f9f0` or `#129520` names, if any.
  private static func numericReference(_ reference: Substring) -> Character? {
    guard reference.first == "#" else { return nil }
    let digits = reference.dropFirst()
    let value: UInt32?
    if digits.first == "x" || digits.first == "X" {
      value = UInt32(digits.dropFirst(), radix: 16)
    } else {
      value = UInt32(digits, radix: 10)
    }
    return value.flatMap(Unicode.Scalar.init).map(Character.init)
  }

  /// The paths the identifier may mean inside the audited folder, in the
  /// order tried: Xcode resolves it against the workspace bundle (a lone
  /// project's `App.xcodeproj/project.xcworkspace`, or the `.xcworkspace`
  /// holding the scheme: `../../Products.storekit` is the repository's root,
  /// a bare name sits inside `project.xcworkspace`), and older schemes were
  /// written relative to the scheme's folder, the `xcshareddata` folder and
  /// the `.xcodeproj` itself (`../App/Products.storekit`); a `container:`
  /// prefix is relative to the project's folder. A configuration saved as a
  /// package (Xcode 26: `Products.storekit/` holding `Configuration.storekit`
  /// and the promotional images' `Assets/`) is the file inside the folder.
  var candidatePaths: [String] {
    pathsAsWritten.flatMap { path in
      path.hasSuffix(".storekit")
        ? [path, RelativePath.join(path, Self.packageConfiguration)] : [path]
    }
  }

  /// The file a `.storekit` package folder keeps its configuration in.
  static let packageConfiguration = "Configuration.storekit"

  private var pathsAsWritten: [String] {
    let schemeFolder = RelativePath.directory(of: schemePath)
    let sharedData = RelativePath.directory(of: schemeFolder)
    let projectBundle = RelativePath.directory(of: sharedData)
    let container = RelativePath.directory(of: projectBundle)
    if identifier.hasPrefix("container:") {
      return [RelativePath.join(container, String(identifier.dropFirst("container:".count)))]
    }
    var bases = [schemeFolder, sharedData, projectBundle, container]
    if projectBundle.hasSuffix(".xcodeproj") {
      bases.insert(RelativePath.join(projectBundle, "project.xcworkspace"), at: 0)
    } else if projectBundle.hasSuffix(".xcworkspace") {
      bases.insert(projectBundle, at: 0)
    }
    return bases.map { RelativePath.join($0, identifier) }
  }
}

extension ProjectIndex {
  /// The paths a scheme's StoreKit reference may mean, in the order tried.
  /// Xcode 26 names the file by the project's object id
  /// (`identifier = "5A51FD8B2F601417005E8BDB"`, fikr, fortieth round): the
  /// path of that file reference in the scheme's project (any project, for a
  /// workspace's scheme); older schemes write a path
  /// (`SchemeStoreKitReference.candidatePaths`).
  func storeKitCandidates(of reference: SchemeStoreKitReference) -> [String] {
    guard Self.isObjectID(reference.identifier) else {
      // A project opened through a workspace elsewhere in the repository
      // (`NowPlaying.xcworkspace` listing `App/Develop/Develop.xcodeproj`)
      // resolves the path against that workspace (nowplaying-ios,
      // forty-third round): tried after the project's own bases.
      let workspaces = allPaths.filter { $0.hasSuffix(".xcworkspace") }.sorted()
      let viaWorkspaces = workspaces.flatMap { workspace in
        let path = RelativePath.join(workspace, reference.identifier)
        return [path, RelativePath.join(path, SchemeStoreKitReference.packageConfiguration)]
      }
      return reference.candidatePaths + viaWorkspaces
    }
    let schemeFolder = RelativePath.directory(of: reference.schemePath)
    let bundle = RelativePath.directory(of: RelativePath.directory(of: schemeFolder))
    let own = projects.filter { RelativePath.directory(of: $0.pbxprojPath) == bundle }
    for project in own.isEmpty ? projects : own {
      if let path = project.storeKitFileIDs[reference.identifier] {
        return [path, RelativePath.join(path, SchemeStoreKitReference.packageConfiguration)]
      }
    }
    return reference.candidatePaths
  }

  /// Whether `text` is an Xcode project object id: 24 hexadecimal digits.
  private static func isObjectID(_ text: String) -> Bool {
    text.utf8.count == 24
      && text.utf8.allSatisfy { byte in
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
      }
  }
}
