/// Which legal document a label, a name or a URL names: the Terms of Use
/// (EULA) or the Privacy Policy. Matching is on words, case-insensitive, in
/// the languages apps most often localise paywalls into.
enum LegalDocument {
  /// Fragments that name the terms (`Terms of Use`, `termsURL`, Apple's `stdeula`).
  /// A user or license agreement (`userAgreement`, `用户协议`) is the terms too,
  /// and so is the singular a name may be written with (`termOfUseLabel`;
  /// arc-remote-app, ninety-sixth round).
  private static let termsFragments = [
    "terms", "eula", "agreement", "termofuse", "term of use", "term_of_use", "termofservice",
    "term of service", "términos", "termos", "termini", "conditions", "condiciones",
    "condições", "nutzungsbedingungen", "voorwaarden", "villkor", "условия", "соглашение",
    "利用規約", "条款", "條款", "协议", "協議", "약관", "/tos",
    // Turkish, Polish, Indonesian, Vietnamese, Arabic, Thai, Ukrainian.
    "koşul", "şartlar", "sözleşme", "regulamin", "warunki", "ketentuan", "syarat",
    "điều khoản", "الشروط", "ข้อกำหนด", "умови",
  ]
  /// Fragments that name the privacy policy.
  private static let privacyFragments = [
    "privacy", "privacidad", "privacidade", "datenschutz", "confidentialité", "riservatezza",
    "privacybeleid", "integritet", "конфиденциальн", "プライバシー", "隐私", "隱私", "개인정보",
    // Turkish (`gizlilik-politikası`; HealthcareOrganizationsApp, hundredth
    // round), Polish, Indonesian, Vietnamese, Arabic, Thai, Ukrainian.
    "gizlilik", "prywatnoś", "privasi", "quyền riêng tư", "الخصوصية", "ความเป็นส่วนตัว",
    "конфіденційн",
  ]

  /// Whether `text` names the terms of use; `tos` counts only as a whole
  /// word or name component (`tosURL`, `showTOS`), never inside `photos`;
  /// the singular `term` only beside words of a link or a control
  /// (`LINK_TERM`, `termURL`, `btnTerm`, `case .term:`; Charging,
  /// ninety-seventh round), never in `longTermGoal` or `searchTerm`.
  static func namesTerms(_ text: String) -> Bool {
    let lowered = percentDecoded(text).lowercased()
    if termsFragments.contains(where: lowered.contains) { return true }
    if hasComponent("tos", in: text) { return true }
    let parts = components(of: text)
    return parts.contains("term") && parts.allSatisfy { $0 == "term" || linkWords.contains($0) }
  }

  /// Name components that say a name is a link or a control, not what it is about.
  private static let linkWords: Set<String> = [
    "link", "url", "btn", "button", "label", "lbl", "page", "open", "show", "tap", "tapped",
    "action", "did", "on", "view", "vc", "string", "str", "address", "web",
  ]

  /// Whether the literal at `offset` is an address that opens none of the
  /// app's documents: one with no scheme given to `URL(string:)`, or one on
  /// a placeholder host.
  static func opensNothing(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset < tokens.count, tokens[offset].kind == .string else { return false }
    return isSchemelessURL(tokens, offset) || isPlaceholderAddress(tokens[offset].text)
  }

  /// Whether a literal address (whole, or the start of an interpolated one)
  /// opens another app rather than a page: a mail, a call, a message, the
  /// App Store (`"mailto:dev@site.com?subject=Feedback-\(build)"`;
  /// TicketCollection, hundred-and-twelfth round) — a known place, never a
  /// Terms or Privacy document.
  static func opensOtherApp(_ text: String) -> Bool {
    otherAppSchemes.contains { scheme in
      text.utf8.count > scheme.utf8.count
        && text.prefix(scheme.count).lowercased() == scheme
    }
  }

  private static let otherAppSchemes = [
    "mailto:", "tel:", "telprompt:", "sms:", "facetime:", "itms-apps:", "itms-appss:",
    "message:",
  ]

  /// Whether the literal at `offset` is the address of `URL(string:)` and
  /// has no scheme (no `:`), so nothing can open it.
  private static func isSchemelessURL(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset >= 4, offset < tokens.count, !tokens[offset].isInterpolated,
      tokens[offset - 1].is(":"),
      tokens[offset - 2].is("string"), tokens[offset - 3].is("("), tokens[offset - 4].is("URL"),
      offset + 1 < tokens.count, tokens[offset + 1].is(")")
    else { return false }
    let text = tokens[offset].text
    return !text.isEmpty && !text.contains(":")
  }

  /// Template hosts a starter project or a code generator leaves where the
  /// app's own site goes.
  private static let templateHosts: Set<String> = [
    "yourwebsite", "yourdomain", "yoursite", "yourapp", "yourcompany", "yourappname",
    "your-website", "your-domain", "your-site", "your-app", "your-company", "your-app-name",
  ]

  /// Whether `text` is a web address on a placeholder host: a domain
  /// reserved for examples (`example.com`, `.org`, `.net`, `*.example`,
  /// `*.test`, `*.invalid`, `localhost`) or a template's (`yourwebsite.com`).
  /// A link there opens none of the app's documents (tinycounter, FIRECalc,
  /// seventy-fourth round).
  static func isPlaceholderAddress(_ text: String) -> Bool {
    let lowered = text.lowercased()
    guard let scheme = lowered.range(of: "://"),
      lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    else { return false }
    var host = lowered[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    if let port = host.firstIndex(of: ":") { host = host[..<port] }
    if host.hasPrefix("www.") { host = host.dropFirst(4) }
    if host == "localhost" { return true }
    for reserved in ["example.com", "example.org", "example.net"]
    where host == reserved || host.hasSuffix("." + reserved) {
      return true
    }
    if host.hasSuffix(".example") || host.hasSuffix(".test") || host.hasSuffix(".invalid") {
      return true
    }
    guard let dot = host.lastIndex(of: ".") else { return false }
    return templateHosts.contains(String(host[..<dot]))
  }

  /// What follows the host of a web address (`/live/ac37…` of
  /// `https://www.freeprivacypolicy.com/live/ac37…`): its path, query and
  /// fragment; empty for a bare host.
  static func pathAfterHost(_ text: String) -> Substring {
    guard let scheme = text.range(of: "://") else { return text[...] }
    let rest = text[scheme.upperBound...]
    guard let end = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) else {
      return rest[rest.endIndex...]
    }
    return rest[end...]
  }

  /// Whether `text` names the privacy policy.
  static func namesPrivacy(_ text: String) -> Bool {
    let lowered = percentDecoded(text).lowercased()
    return privacyFragments.contains(where: lowered.contains) || isPolicyPage(lowered)
  }

  /// Whether `lowered` is a web address whose page is named `policy` alone
  /// (`https://mapstodo.com/Policy.html`; MapsToDo, hundred-and-tenth
  /// round): beside a purchase, the privacy policy. A page named for
  /// another policy (`refund-policy`, `cookiePolicy`) is not.
  private static func isPolicyPage(_ lowered: String) -> Bool {
    guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else { return false }
    let path = pathAfterHost(lowered).prefix { $0 != "?" && $0 != "#" }
    guard let page = path.split(separator: "/").last else { return false }
    return (page.split(separator: ".").first ?? page) == "policy"
  }

  /// `text` with its percent escapes decoded as UTF-8, as a browser shows
  /// an address (`gizlilik-politikas%C4%B1` → `gizlilik-politikası`);
  /// unchanged when it holds none or they are not valid UTF-8.
  static func percentDecoded(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
    var bytes: [UInt8] = []
    var input = Array(text.utf8)[...]
    func hex(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      default: nil
      }
    }
    while let byte = input.popFirst() {
      if byte == UInt8(ascii: "%"), input.count >= 2,
        let high = hex(input[input.startIndex]), let low = hex(input[input.startIndex + 1])
      {
        bytes.append(high << 4 | low)
        input = input.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self) ?? text
  }

  /// Whether `word` is a component of `text`, split at non-letters and at
  /// lower-to-upper case changes (`tosURL` → `tos`, `URL`).
  private static func hasComponent(_ word: String, in text: String) -> Bool {
    components(of: text).contains(word)
  }

  /// The lowercased name components of `text`: runs of letters, split at
  /// other characters and where a capital follows a lowercase letter
  /// (`LINK_TERM` → `link`, `term`; `showTOS` → `show`, `tos`).
  private static func components(of text: String) -> [String] {
    var components: [String] = []
    var component = ""
    var previousIsLower = false
    for character in text + " " {
      let isLetter = character.isLetter
      let startsComponent = !isLetter || (character.isUppercase && previousIsLower)
      if startsComponent {
        if !component.isEmpty { components.append(component.lowercased()) }
        component = ""
      }
      if isLetter { component.append(character) }
      previousIsLower = character.isLowercase
    }
    return components
  }

  /// The documents the links of a Markdown string name (`[Terms](https://…)`):
  /// a SwiftUI `Text` renders them as tappable links.
  static func markdownLinks(in text: String) -> (terms: Bool, privacy: Bool) {
    if text.contains("<a "), text.contains("href") { return htmlLinks(in: text) }
    guard text.contains("](") else { return (false, false) }
    var terms = false
    var privacy = false
    for piece in text.split(separator: "[", omittingEmptySubsequences: true) {
      guard let close = piece.range(of: "]("),
        let end = piece[close.upperBound...].firstIndex(of: ")")
      else { continue }
      let link = String(piece[piece.startIndex..<end])
      if namesTerms(link) { terms = true }
      if namesPrivacy(link) { privacy = true }
    }
    return (terms, privacy)
  }

  /// The documents HTML anchors in `text` link to, by their address or
  /// their text (`<a href='https://windscribe.com/terms'>Terms</a>`, rendered
  /// by a text view as attributed HTML; Windscribe, forty-ninth round).
  static func htmlLinks(in text: String) -> (terms: Bool, privacy: Bool) {
    var terms = false
    var privacy = false
    for piece in text.components(separatedBy: "<a ").dropFirst() {
      guard let end = piece.range(of: "</a>") else { continue }
      let anchor = String(piece[..<end.lowerBound])
      if namesTerms(anchor) { terms = true }
      if namesPrivacy(anchor) { privacy = true }
    }
    return (terms, privacy)
  }

  /// The documents plain web addresses in `text` lead to, as a text view
  /// detecting links shows them (`"Terms of use: http://emodji.website/tos.html
  /// \nPrivacy policy: http://…"`): each address names the document its path
  /// names, or the one the words before it on its line name (Emojis,
  /// LifeHacks, hundred-and-fourth round; InsidePro, hundred-and-first).
  static func detectedLinks(in text: String) -> (terms: Bool, privacy: Bool) {
    var terms = false
    var privacy = false
    for line in text.split(whereSeparator: \.isNewline) {
      var before = line[...]
      while let scheme = before.range(of: "http") {
        let address = before[scheme.lowerBound...].prefix { !$0.isWhitespace }
        let path = String(pathAfterHost(String(address)))
        // The words just before it (`Privacy policy:`), not a sentence's
        // others (`…agree to our Terms and Privacy Policy. Visit http://…`).
        let words = before[..<scheme.lowerBound].split(whereSeparator: \.isWhitespace)
          .suffix(4).joined(separator: " ")
        if address.hasPrefix("http://") || address.hasPrefix("https://"),
          !isPlaceholderAddress(String(address))
        {
          terms = terms || namesTerms(path) || namesTerms(words)
          privacy = privacy || namesPrivacy(path) || namesPrivacy(words)
        }
        before = before[address.endIndex...]
      }
    }
    return (terms, privacy)
  }
}
