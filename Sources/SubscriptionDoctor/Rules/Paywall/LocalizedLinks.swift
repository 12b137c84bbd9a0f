/// Localized strings whose text holds Markdown links to the legal documents
/// (`"paywall.legal" = "By subscribing you agree to our [Terms](https://…)…";`):
/// a `Text("paywall.legal")` renders those links although the Swift code shows
/// only the key. Read from `.strings` and `.xcstrings` files.
struct LocalizedLinks {
  /// Keys whose text links the terms (`terms`) and/or the privacy policy (`privacy`).
  private(set) var byKey: [String: (terms: Bool, privacy: Bool)] = [:]

  init(resources: [String: String]) {
    for (path, text) in resources where text.contains("](") {
      if path.hasSuffix(".strings") {
        readStrings(text)
      } else if path.hasSuffix(".xcstrings") {
        readCatalog(text)
      }
    }
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
