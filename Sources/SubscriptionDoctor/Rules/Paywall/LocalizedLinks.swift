/// Localized strings whose text holds Markdown links to the legal documents
/// (`"paywall.legal" = "By subscribing you agree to our [Terms](https://…)…";`):
/// a `Text("paywall.legal")` renders those links although the Swift code shows
/// only the key. Read from `.strings` and `.xcstrings` files.
///
/// Also the app's Swift constants holding a web address (`let
/// SubscribeInfoURLStr = "https://…/Privacy_Policy.html"` in a manager): a
/// control opening `Manager.default.SubscribeInfoURLStr` opens what that
/// address names.
struct LocalizedLinks {
  /// Keys whose text links the terms (`terms`) and/or the privacy policy (`privacy`).
  private(set) var byKey: [String: (terms: Bool, privacy: Bool)] = [:]
  /// Names of constants declared once with a web address, to the documents
  /// it names (neither: another known place).
  private(set) var byConstant: [String: (terms: Bool, privacy: Bool)] = [:]
  /// Constants of `byConstant` whose address names both documents after its
  /// host (`https://www.notion.so/APP-TERMS-AND-CONDITIONS-…-PRIVACY-POLICY-…`):
  /// one page holding both, whatever a control opening it is labelled
  /// (vocabularyAppFramework, seventy-fifth round). The host is left out:
  /// `termsfeed.com` names the service, not the document.
  private(set) var namingBoth: Set<String> = []
  /// Names of constants declared once with a label naming a document
  /// (`static let termsConditions = NSLocalizedString("Terms & Privacy
  /// Policy", comment: "")`; Neslis, seventy-second round): a control
  /// labelled with one names what its text names, as a literal label would.
  private(set) var byLabel: [String: (terms: Bool, privacy: Bool)] = [:]
  /// Names of constants declared once with a localized string whose text
  /// holds Markdown links to the documents (`static let markdownTerms =
  /// NSLocalizedString("OnboardingPageMarkdownTerms", comment: …)`, its
  /// catalog value "…agree to our [Terms of Service](https://…) and
  /// [Privacy Policy](https://…)"; Planzo, hundred-and-fifteenth round): a
  /// screen rendering one (`AttributedString(markdown: Texts.markdownTerms)`)
  /// shows those links.
  private(set) var markdownByConstant: [String: (terms: Bool, privacy: Bool)] = [:]

  init(resources: [String: String], sources: [SwiftSource] = []) {
    for (path, text) in resources where text.contains("](") {
      if path.hasSuffix(".strings") {
        readStrings(text)
      } else if path.hasSuffix(".xcstrings") {
        readCatalog(text)
      }
    }
    readConstants(sources)
  }

  /// The documents the constants among `names` name, when any is one.
  func documents(amongConstants names: Set<String>) -> (terms: Bool, privacy: Bool)? {
    let found = names.compactMap { byConstant[$0] }
    guard !found.isEmpty else { return nil }
    return (found.contains(where: \.terms), found.contains(where: \.privacy))
  }

  /// `let name = "https://…"` and `let name = URL(string: "https://…")` in
  /// app code; a name declared twice is left out.
  private mutating func readConstants(_ sources: [SwiftSource]) {
    var addresses: [String: String] = [:]
    var twice = Set<String>()
    var labelsSeen = Set<String>()
    var labelsTwice = Set<String>()
    for source in sources where source.role == .app {
      let tokens = source.tokens
      for offset in source.stringOffsets where !tokens[offset].isInterpolated {
        let text = tokens[offset].text
        if text.hasPrefix("http") {
          guard let name = Self.declaredName(tokens, offset) else { continue }
          // Declared again with another address: which one a use reads is unknown
          // (two screens each declaring the same page are one constant).
          if let known = addresses[name], known != text { twice.insert(name) }
          addresses[name] = text
          byConstant[name] = (LegalDocument.namesTerms(text), LegalDocument.namesPrivacy(text))
          let path = String(Self.pathAfterHost(text))
          if LegalDocument.namesTerms(path), LegalDocument.namesPrivacy(path) {
            namingBoth.insert(name)
          }
          continue
        }
        if let links = byKey[text], links.terms || links.privacy,
          let call = Self.localizedCall(tokens, around: offset),
          let name = Self.declaredName(tokens, call)
        {
          if !labelsSeen.insert(name).inserted { labelsTwice.insert(name) }
          markdownByConstant[name] = links
          continue
        }
        let terms = LegalDocument.namesTerms(text)
        let privacy = LegalDocument.namesPrivacy(text)
        guard terms || privacy, text.utf8.count <= 80,
          let name = Self.declaredName(tokens, Self.localizedCall(tokens, around: offset) ?? offset)
        else { continue }
        if !labelsSeen.insert(name).inserted { labelsTwice.insert(name) }
        byLabel[name] = (terms, privacy)
      }
    }
    for name in twice {
      byConstant[name] = nil
      namingBoth.remove(name)
    }
    for name in labelsTwice {
      byLabel[name] = nil
      markdownByConstant[name] = nil
    }
  }

  /// What follows the host of the web address `text` (`/terms?x=1` of
  /// `https://site.com/terms?x=1`), or nothing.
  private static func pathAfterHost(_ text: String) -> Substring {
    guard let scheme = text.range(of: "://") else { return "" }
    let rest = text[scheme.upperBound...]
    guard let slash = rest.firstIndex(of: "/") else { return "" }
    return rest[slash...]
  }

  /// The offset of the call's name when the literal at `offset` is the
  /// first argument of `NSLocalizedString(` or `String(localized:`, so the
  /// constant it is assigned to can be found before it.
  private static func localizedCall(_ tokens: [SwiftToken], around offset: Int) -> Int? {
    if offset >= 2, tokens[offset - 1].is("("), tokens[offset - 2].is("NSLocalizedString") {
      return offset - 2
    }
    if offset >= 4, tokens[offset - 1].is(":"), tokens[offset - 2].is("localized"),
      tokens[offset - 3].is("("), tokens[offset - 4].is("String")
    {
      return offset - 4
    }
    return nil
  }

  /// The name a `let` or `var` gives the literal at `offset`: `let name =`,
  /// `let name: String =`, `let name = URL(string:`.
  private static func declaredName(_ tokens: [SwiftToken], _ offset: Int) -> String? {
    var equals = offset - 1
    if equals >= 4, tokens[equals].is(":"), tokens[equals - 1].is("string"),
      tokens[equals - 2].is("("), tokens[equals - 3].is("URL")
    {
      equals -= 4
    }
    // A computed property returning it (`static var policyURL: URL {
    // URL(string: "https://…/privacy")! }`; swift-PDFScannerAI,
    // hundred-and-fourth round).
    if equals >= 1, tokens[equals].is("return") { equals -= 1 }
    if equals >= 4, tokens[equals].is("{"),
      tokens[equals - 1].is("URL") || tokens[equals - 1].is("String"),
      tokens[equals - 2].is(":"), tokens[equals - 3].kind == .identifier,
      tokens[equals - 4].is("var")
    {
      return tokens[equals - 3].text
    }
    guard equals >= 2, tokens[equals].is("=") else { return nil }
    var name = equals - 1
    if name >= 2, tokens[name].is("String"), tokens[name - 1].is(":") { name -= 2 }
    guard tokens[name].kind == .identifier, name >= 1,
      tokens[name - 1].is("let") || tokens[name - 1].is("var")
    else { return nil }
    return tokens[name].text
  }

  /// `"key" = "value";` lines.
  private mutating func readStrings(_ text: String) {
    for line in text.split(separator: "\n") where line.contains("](") {
      let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
      // "key" = "value"; splits into ["", key, " = ", value, ";"].
      guard parts.count >= 4 else { continue }
      note(key: String(parts[1]), value: String(parts[3]))
    }
  }

  /// A string catalog: `strings.<key>.localizations.<language>.stringUnit.value`.
  private mutating func readCatalog(_ text: String) {
    guard let root = try? JSONObjectReader.object(Array(text.utf8)),
      let strings = root["strings"] as? [String: Any]
    else { return }
    for (key, entry) in strings {
      let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
      for (_, localization) in localizations {
        let unit = (localization as? [String: Any])?["stringUnit"] as? [String: Any]
        if let value = unit?["value"] as? String { note(key: key, value: value) }
      }
    }
  }

  private mutating func note(key: String, value: String) {
    let links = LegalDocument.markdownLinks(in: value)
    guard links.terms || links.privacy else { return }
    let known = byKey[key] ?? (false, false)
    byKey[key] = (known.terms || links.terms, known.privacy || links.privacy)
  }
}
