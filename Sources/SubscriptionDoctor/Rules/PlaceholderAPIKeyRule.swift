import SubscriptionKit

/// `placeholder-api-key`: a placeholder (`YOUR_API_KEY_HERE`, `YOUR_REVENUECAT_API_KEY`,
/// `<your key>`, `appl_XXXX`, `REPLACE_ME`, `test_YOUR_TEST_KEY_HERE`…) assigned
/// where the key belongs: to a key-named Swift constant, to any constant that
/// is passed to `Purchases.configure(withAPIKey:)` (or `Configuration.Builder`),
/// a `withAPIKey:` argument, a key-named build setting, or a key-named plist entry.
///
/// Comments are skipped, so commented-out templates never fire; template files
/// (`*.template`, `*example*`) and xcconfigs no configuration uses are skipped;
/// a placeholder inside a list (the guard `placeholders.contains(key)`) is not an assignment;
/// a build-settings file or plist a CI script writes before it builds (Xcode
/// Cloud's `ci_post_clone.sh` rewriting `Release.xcconfig`) ships the script's values.
struct PlaceholderAPIKeyRule: DoctorRule {
  var ids: [RuleID] { [.placeholderAPIKey] }

  func check(_ index: ProjectIndex) -> [Finding] {
    var findings: [Finding] = []
    func report(_ file: String, _ line: Int?, _ where: String) {
      findings.append(
        Finding(
          rule: .placeholderAPIKey, file: file, line: line,
          message: "\(`where`) is still a placeholder, not a real RevenueCat API key."))
    }
    var writtenBeforeBuild: [String: Bool] = [:]
    func isWrittenBeforeBuild(_ path: String) -> Bool {
      if let known = writtenBeforeBuild[path] { return known }
      let written = index.isWrittenBeforeBuild(path)
      writtenBeforeBuild[path] = written
      return written
    }
    // Each looked for only when a placeholder needs it (most projects hold none).
    lazy var passedNames: [String: Set<PassedName>] = namesPassedAsKey(
      index, labels: ["withAPIKey", "apiKey"])
    // `withAPIKey:` is RevenueCat's own label; `apiKey:` is any client's.
    lazy var sdkNames: [String: Set<PassedName>] = namesPassedAsKey(index, labels: ["withAPIKey"])
    // A placeholder in Swift is a RevenueCat key's only in an app that uses
    // RevenueCat, or under a name that says so (`revenueCatAPIKey`):
    // elsewhere `apiKey = "AmplitudeApiKey"` or `mailgunApiKey =
    // "blank-mailgun-api-key"` belongs to another service.
    // An app's own type named `Purchases` (an analytics event group) is not
    // RevenueCat's: then only an import of the SDK says the app uses it.
    lazy var declaresPurchases: Bool = index.swiftSources.contains { source in
      source.role == .app
        && source.types.contains { $0.name == "Purchases" && $0.kind != "extension" }
    }
    lazy var usesRevenueCat: Bool = index.swiftSources.contains {
      (!declaresPurchases && $0.words.contains(.purchasesSDK))
        || $0.imports.contains("RevenueCat") || $0.imports.contains("Purchases")
    }
    // RevenueCat handed a real key as a literal (`Purchases.configure(
    // withAPIKey: "appl_…")`): a placeholder under a name never handed to
    // the SDK is another service's (MotiQ's Text-to-Speech `APIKey =
    // "YOUR_KEY"`, ninety-sixth round).
    lazy var sdkGetsRealKey: Bool = index.swiftSources.contains { source in
      source.role == .app && source.words.contains(.apiKeyArgument)
        && source.stringOffsets.contains { offset in
          offset >= 2 && source.tokens[offset - 1].is(":")
            && source.tokens[offset - 2].is("withAPIKey") && !source.isExempt(offset)
            && !source.tokens[offset].isInterpolated
            && !APIKey.isPlaceholder(source.tokens[offset].text)
        }
    }
    var appTypesOnce: Set<String>?
    func appTypes() -> Set<String> {
      if let appTypesOnce { return appTypesOnce }
      let names = Set(index.swiftSources.flatMap { $0.types.map(\.name) })
      appTypesOnce = names
      return names
    }
    for source in index.swiftSources
    where source.holdsAssignedPlaceholder && !source.isTemplate
      && !isWrittenBeforeBuild(source.path)
    {
      let isSecrets = source.isSecretsFile
      for offset in source.stringOffsets where !source.isExempt(offset) {
        let token = source.tokens[offset]
        // A `CodingKey` case's raw value is the name a field is decoded by
        // (`case mailgunApiKey = "MAILGUN_API_KEY"`), never the key itself.
        if source.enclosingType(offset)?.isCodingKeys == true { continue }
        // So is a case's raw value naming the key (`enum InfoKey: String {
        // case apiKey = "REVENUECAT_API_KEY" }`): the Info.plist key it is read by.
        if offset >= 3, source.tokens[offset - 1].is("="), source.tokens[offset - 3].is("case"),
          APIKey.namesTheKey(token.text)
        {
          continue
        }
        // A key's name as the value (`"REVENUECAT_API_KEY"`) is a placeholder only
        // where the SDK gets it; in a key-named constant it is usually the
        // Info.plist or environment name the key is looked up by.
        if let name = assignedName(source, offset),
          usesRevenueCat || name.lowercased().contains("revenuecat"),
          !Self.isMessage(name: name, text: token.text), APIKey.isPlaceholder(token.text)
        {
          // `Keys.apiKey` is not the `EnvironmentInfo.apiKey` handed over, and
          // a bare `key` handed over is a name of its own file.
          let holder = source.enclosingType(offset)?.name
          func names(_ qualifier: PassedName) -> Bool {
            switch qualifier {
            case .bare(let file): file == source.path
            case .member(let type): type == holder || type == "Self" || type == "self"
            }
          }
          let isPassed = passedNames[name]?.contains(where: names) == true
          let isPassedToSDK = sdkNames[name]?.contains(where: names) == true
          let isArgument = source.tokens[offset - 1].is(":")
          // `PostHogConfig(apiKey: "phc_PLACEHOLDER…")`: another SDK's
          // initialiser (a type the app does not declare) takes its own key
          // (PepperHub, sixty-sixth round).
          if isArgument, name == "apiKey",
            let callee = Self.callee(of: offset - 2, in: source.tokens),
            callee.first?.isUppercase == true, !Self.revenueCatTypes.contains(callee),
            !appTypes().contains(callee)
          {
            continue
          }
          if name != "withAPIKey", !isPassedToSDK,
            sdkGetsRealKey || Self.isSentToWebService(name, in: source)
          {
            continue
          }
          guard isSecrets || KeyLiteral.isKeyName(name) || isPassed,
            !KeyLiteral.namesOtherService(name) || isPassedToSDK,
            !Self.isOnlyTheKeyName(token.text) || isPassed
              || isArgument && (name == "withAPIKey" || name == "apiKey")
          else { continue }
          // The fallback `if !Purchases.isConfigured { configure(withAPIKey: "…") }`
          // never hands its key over beside a launch call that configures first.
          if name == "withAPIKey", let call = configureCall(source, around: offset),
            ConfigureGuard.isGuarded(source, call), hasUnguardedConfigure(index)
          {
            continue
          }
          report(source.path, token.line, "The API key in \(name)")
        }
      }
    }
    // A project with a setting named for RevenueCat (`REVENUECAT_API_KEY`)
    // keeps RevenueCat's key there: a bare `API_KEY = your-dev-api-key` beside
    // it is another service's, and so is any in an app that never uses RevenueCat.
    let settings = index.settingAssignments()
    let namesRevenueCatSetting = settings.contains {
      $0.assignment.name.lowercased().contains("revenuecat")
    }
    func mayBeRevenueCats(_ name: String) -> Bool {
      let named = name.lowercased().contains("revenuecat")
      return named || usesRevenueCat && !namesRevenueCatSetting
    }
    for (file, assignment) in settings
    where !SecretsFile.isTemplate(file) && KeyLiteral.isKeyName(assignment.name)
      && !KeyLiteral.namesOtherService(assignment.name) && mayBeRevenueCats(assignment.name)
      && APIKey.isPlaceholder(assignment.value) && !isWrittenBeforeBuild(file)
      && !Self.isDefaultBeforeMissingInclude(file, assignment, index)
    {
      report(file, assignment.line, "Build setting \(assignment.name)")
    }
    // Firebase's configuration (`GoogleService-Info.plist`, its `API_KEY`
    // "will be filled from config") holds Google's keys, never RevenueCat's.
    for (path, plist) in index.plists.sorted(by: { $0.key < $1.key })
    where !SecretsFile.isTemplate(path) && !ProjectIndex.looksLikeTest(path)
      && !isWrittenBeforeBuild(path)
      && !RelativePath.fileName(of: path).hasPrefix("GoogleService-Info")
    {
      for entry in plist.entries ?? []
      where Self.isName(entry.key) && KeyLiteral.isKeyName(entry.key)
        && !KeyLiteral.namesOtherService(entry.key) && mayBeRevenueCats(entry.key)
        && APIKey.isPlaceholder(entry.value.string ?? "")
      {
        report(path, entry.line, "Info.plist key \(entry.key)")
      }
    }
    return findings
  }

  /// Whether `assignment` is a default the same xcconfig overrides later
  /// from a file it includes optionally and the repository lacks
  /// (`REVENUECAT_API_KEY = appl_your_api_key` then `#include?
  /// "Secrets.xcconfig"`, the ignored file holding the real key): the build
  /// that ships takes the key from there (cooked-swift, eighty-fifth round).
  private static func isDefaultBeforeMissingInclude(
    _ file: String, _ assignment: XCConfigAssignment, _ index: ProjectIndex
  ) -> Bool {
    guard let statements = index.xcconfigs[file]?.statements else { return false }
    let folder = RelativePath.directory(of: file)
    return statements.contains { statement in
      guard case .include(let path, true, let line) = statement, line > assignment.line ?? 0 else {
        return false
      }
      let included = RelativePath.normalize(RelativePath.join(folder, path))
      return index.xcconfigs[included] == nil && !index.allPaths.contains(included)
    }
  }

  /// Whether a property list key is a name (`RevenueCatAPIKey`,
  /// `REVENUECAT_API_KEY`, `api-key`): one written with spaces or a colon
  /// (`apikey 4mjn…:7At…`, a credential written where its name goes, its
  /// name `NewsApiKey` as the value; WordRemSwiftUI, seventy-sixth round)
  /// is data, whatever it starts with.
  private static func isName(_ key: String) -> Bool {
    !key.isEmpty
      && key.unicodeScalars.allSatisfy { scalar in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "_-.".unicodeScalars.contains(scalar)
      }
  }

  /// Words ending a constant's name that make its value something shown or
  /// logged (`apiKeyNotConfiguredMessage`, `apiKeyErrorText`).
  private static let messageEndings: Set<String> = [
    "message", "error", "text", "title", "hint", "description", "label", "prompt", "alert",
    "warning",
  ]

  /// Whether a key-named constant holds a message about the key, not the
  /// key: named for one (`apiKeyNotConfiguredMessage`), or sentences (a
  /// line break, or six words and more with a full stop or a colon;
  /// `"YOUR REVENUECAT API KEY HERE"` is still a placeholder).
  static func isMessage(name: String, text: String) -> Bool {
    if let last = IdentifierWords.of(name).last, messageEndings.contains(last) { return true }
    return text.contains("\n")
      || text.split(separator: " ").count >= 6 && (text.contains(".") || text.contains(":"))
  }

  /// Whether `value` is a key's name and nothing more (`"API_KEY"`,
  /// `"REVENUECAT_API_KEY"`: the Info.plist or environment entry the key is
  /// read by), not a placeholder's wording (`"YOUR_API_KEY"`, `"API_KEY_HERE"`).
  /// So is an entry's name in capitals (`"REVENUECAT_CUSTOMER_CENTER_ID"`,
  /// the Info.plist entry a `revenueCatCustomerCenterKey` constant names;
  /// anicca.ai, eighty-sixth round).
  static func isOnlyTheKeyName(_ value: String) -> Bool {
    let isEntryName =
      value.contains("_")
      && value.utf8.allSatisfy {
        ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
          || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_")
      }
    guard APIKey.namesTheKey(value) || isEntryName else { return false }
    let lowered = value.lowercased()
    // An entry's words are whole (`CUSTOMER_CENTER` says no "enter").
    if isEntryName {
      let words = lowered.split(separator: "_").map(String.init)
      return !words.contains { word in
        placeholderWords.contains(word) || word == "my" || word.contains("xxx")
      }
    }
    return !placeholderWords.contains { lowered.contains($0) }
  }

  private static let placeholderWords = [
    "your", "here", "replace", "insert", "enter", "put", "paste", "xxx", "todo", "fixme",
    "change", "my_", "dummy", "fake", "sample", "example",
  ]

  /// Whether `source` sends the key named `name` to a web service: as a
  /// header's value (`["X-Goog-Api-Key": self.APIKey]`,
  /// `setValue(apiKey, forHTTPHeaderField: "x-api-key")`) or a query item's
  /// (`URLQueryItem(name: "key", value: apiKey)`). RevenueCat's SDK takes its
  /// key in `configure`, never in a request the app makes.
  private static func isSentToWebService(_ name: String, in source: SwiftSource) -> Bool {
    let tokens = source.tokens
    for offset in tokens.indices
    where tokens[offset].kind == .identifier && tokens[offset].text == name && offset >= 2 {
      // `self.APIKey`, `Self.apiKey`: the member's reader.
      var start = offset
      if tokens[offset - 1].is("."), tokens[offset - 2].is("self") || tokens[offset - 2].is("Self")
      {
        start = offset - 2
      }
      guard start >= 2 else { continue }
      let before = tokens[start - 1]
      let label = tokens[start - 2]
      // `"X-Api-Key": apiKey` in a dictionary literal.
      if before.is(":"), label.kind == .string {
        let header = label.text.lowercased()
        if header.contains("key") || header.contains("authorization") || header.contains("token") {
          return true
        }
      }
      // `value: apiKey` in `URLQueryItem(name:value:)`.
      if before.is(":"), label.is("value"), Self.callee(of: start - 2, in: tokens) == "URLQueryItem"
      {
        return true
      }
      // `setValue(apiKey, forHTTPHeaderField: …)`, `addValue(…)`.
      if before.is("("), label.is("setValue") || label.is("addValue"),
        tokens[(offset + 1)..<min(tokens.count, offset + 4)].contains(where: {
          $0.is("forHTTPHeaderField")
        })
      {
        return true
      }
    }
    return false
  }

  /// RevenueCat's types that take a key: `Configuration.Builder(withAPIKey:)`.
  private static let revenueCatTypes: Set<String> = ["Purchases", "Configuration", "Builder"]

  /// The name called with the argument labelled at `label`
  /// (`PostHogConfig` in `PostHogConfig(host: h, apiKey: "…")`).
  private static func callee(of label: Int, in tokens: [SwiftToken]) -> String? {
    var depth = 0
    var index = label - 1
    while index > 0, label - index < 80 {
      let token = tokens[index]
      if token.is(")") || token.is("]") || token.is("}") {
        depth += 1
      } else if token.is("(") || token.is("[") || token.is("{") {
        if depth == 0 {
          guard token.is("("), tokens[index - 1].kind == .identifier else { return nil }
          return tokens[index - 1].text
        }
        depth -= 1
      }
      index -= 1
    }
    return nil
  }

  /// The `Purchases` token of the `Purchases.configure(withAPIKey:` call whose
  /// argument is the literal at `offset`.
  private func configureCall(_ source: SwiftSource, around offset: Int) -> Int? {
    guard offset >= 6, source.matches(["Purchases", ".", "configure", "("], at: offset - 6)
    else { return nil }
    return offset - 6
  }

  /// Whether some app code calls `Purchases.configure` with no `isConfigured` guard.
  private func hasUnguardedConfigure(_ index: ProjectIndex) -> Bool {
    index.swiftSources.contains { source in
      source.role == .app && source.words.contains(.purchasesSDK)
        && source.tokens.indices.contains {
          source.matches(["Purchases", ".", "configure"], at: $0)
            && !source.contexts[$0].isPreview && !ConfigureGuard.isGuarded(source, $0)
        }
    }
  }

  /// How a name handed over as the key is written: bare (`withAPIKey: key`,
  /// a name of the calling file) or as a member of a type (`Config.key`).
  private enum PassedName: Hashable {
    case bare(file: String)
    case member(of: String)
  }

  /// Names whose value is handed to the SDK as the key, each with how it is
  /// written: `withAPIKey: name`, `withAPIKey: Config.name`,
  /// `Builder(withAPIKey: name)`. A declaration with the label's name
  /// (`static let apiKey: String = …`, a parameter `apiKey: String`) hands
  /// nothing over.
  private func namesPassedAsKey(_ index: ProjectIndex, labels: Set<String>) -> [String: Set<
    PassedName
  >] {
    var names: [String: Set<PassedName>] = [:]
    for source in index.swiftSources
    where source.role == .app && source.words.contains(.apiKeyArgument) {
      let tokens = source.tokens
      for offset in tokens.indices.dropLast(2)
      where tokens[offset].kind == .identifier && labels.contains(tokens[offset].text) {
        guard tokens[offset + 1].is(":"),
          offset == 0 || !(tokens[offset - 1].is("let") || tokens[offset - 1].is("var"))
        else { continue }
        var end = offset + 2
        while end + 2 < tokens.count, tokens[end + 1].is("."), tokens[end + 2].kind == .identifier {
          end += 2
        }
        guard tokens[end].kind == .identifier, !Self.keyTypes.contains(tokens[end].text) else {
          continue
        }
        let written: PassedName =
          end > offset + 2 ? .member(of: tokens[end - 2].text) : .bare(file: source.path)
        names[tokens[end].text, default: []].insert(written)
      }
    }
    return names
  }

  /// The types a key is declared with (`apiKey: String`): no name handed over.
  private static let keyTypes: Set<String> = ["String", "Substring", "StaticString"]

  /// The name a literal is assigned or passed to: `let apiKey = "…"`,
  /// `let apiKey: String = "…"`, `withAPIKey: "…"`; `nil` inside lists and calls.
  private func assignedName(_ source: SwiftSource, _ offset: Int) -> String? {
    guard offset >= 2 else { return nil }
    let tokens = source.tokens
    let previous = tokens[offset - 1]
    if previous.is(":"), tokens[offset - 2].kind == .identifier {
      return tokens[offset - 2].text
    }
    guard previous.is("=") else { return nil }
    var back = offset - 2
    while back >= 0, offset - back < 8, tokens[back].line == previous.line {
      if tokens[back].kind == .identifier, back > 0,
        tokens[back - 1].is("let") || tokens[back - 1].is("var") || tokens[back - 1].is(".")
          || tokens[back - 1].is("self")
      {
        return tokens[back].text
      }
      back -= 1
    }
    if tokens[offset - 2].kind == .identifier { return tokens[offset - 2].text }
    return nil
  }
}
