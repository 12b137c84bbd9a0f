/// An App Store app-specific shared secret: the password `verifyReceipt`
/// takes, 32 lower-case hexadecimal digits. Its shape alone is any hash, so
/// it counts only where the code says what it is: held by a name that says
/// shared secret (`let sharedSecret = "…"`, `APP_SHARED_SECRET = …`) or
/// handed to a receipt validator (`SwiftyStoreKit.verifyReceipt(using:
/// AppleReceiptValidator(service: .production, sharedSecret: "…"))`,
/// `password: "…"` in a call about receipts; Trendine, SoundTrack, sixty-ninth round).
enum AppStoreSharedSecret {
  /// What a finding calls it.
  static let name = "App Store shared secret"

  /// Whether `text` has the secret's shape.
  static func hasShape(_ text: String) -> Bool {
    text.utf8.count == 32
      && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
      // A real secret mixes digits and letters.
      && text.utf8.contains { $0 >= 97 } && text.utf8.contains { $0 <= 57 }
  }

  /// Whether a setting or key `name` says it holds a shared secret.
  static func namesSecret(_ name: String) -> Bool {
    let letters = name.lowercased().filter(\.isLetter)
    return letters.contains("sharedsecret")
      || letters.contains("appsecret")
        && letters.contains("store")
  }

  /// The constant a literal of the secret's shape initialises (`private
  /// static let IAPSecretKey = "…"`), whatever its name: a secret once the
  /// code hands it over as one (`namesHanded`).
  static func constantName(_ tokens: [SwiftToken], _ offset: Int) -> String? {
    guard offset >= 3, hasShape(tokens[offset].text), tokens[offset - 1].is("=") else {
      return nil
    }
    // `let name = "…"` or `let name: String = "…"`.
    let name = tokens[offset - 2].kind == .identifier ? offset - 2 : offset - 4
    guard name >= 1, tokens[name].kind == .identifier,
      tokens[name - 1].is("let") || tokens[name - 1].is("var")
    else { return nil }
    return tokens[name].text
  }

  /// Those of `names` app code hands to a receipt validator: the last name
  /// of the argument given `sharedSecret:` (`sharedSecret:
  /// SubscriptionManager.IAPSecretKey`), or `password:` in a call about receipts.
  static func namesHanded(among names: Set<String>, in sources: [SwiftSource]) -> Set<String> {
    var handed = Set<String>()
    for source in sources where source.role == .app {
      let tokens = source.tokens
      for offset in tokens.indices.dropFirst(2)
      where tokens[offset].kind == .identifier && names.contains(tokens[offset].text) {
        // Back over the receiver chain (`SubscriptionManager.`, `Self.`) to the label.
        var start = offset
        while start >= 2, tokens[start - 1].is("."), tokens[start - 2].kind == .identifier {
          start -= 2
        }
        guard start >= 2, tokens[start - 1].is(":"), offset + 1 < tokens.count,
          tokens[offset + 1].is(")") || tokens[offset + 1].is(",") || tokens[offset + 1].is("]")
        else { continue }
        if isPasswordOfReceiptPayload(tokens, key: start - 2) {
          handed.insert(tokens[offset].text)
          continue
        }
        guard tokens[start - 2].kind == .identifier, !tokens[offset + 1].is("]") else { continue }
        let label = tokens[start - 2].text
        if namesSecret(label) || label == "password" && isInReceiptCall(tokens, start - 2) {
          handed.insert(tokens[offset].text)
        }
      }
    }
    return handed
  }

  /// Whether the string at `key` is `"password"`, a key of a dictionary
  /// literal that also holds `"receipt-data"`: the body an app posts to
  /// `verifyReceipt` itself (`["receipt-data": receipt, "password": "…"]`;
  /// quick-qr, eightieth round).
  private static func isPasswordOfReceiptPayload(_ tokens: [SwiftToken], key: Int) -> Bool {
    guard key >= 0, tokens[key].kind == .string, tokens[key].text == "password" else {
      return false
    }
    var open = key - 1
    var depth = 0
    while open >= 0, key - open < 80 {
      if tokens[open].is("]") || tokens[open].is(")") { depth += 1 }
      if tokens[open].is("[") || tokens[open].is("(") {
        if depth == 0 { break }
        depth -= 1
      }
      open -= 1
    }
    guard open >= 0, tokens[open].is("["), let close = tokens.closingBracket(of: open, within: 160)
    else { return false }
    return (open + 1..<close).contains {
      tokens[$0].kind == .string && tokens[$0].text == "receipt-data"
    }
  }

  /// Whether the argument label at `label` is inside a call whose name
  /// speaks of receipts (`verifyReceipt(password:)`).
  private static func isInReceiptCall(_ tokens: [SwiftToken], _ label: Int) -> Bool {
    var back = label - 1
    var depth = 0
    while back >= 0, label - back < 40 {
      let token = tokens[back]
      if token.is(")") {
        depth += 1
      } else if token.is("(") {
        if depth == 0 {
          return back > 0 && tokens[back - 1].text.lowercased().contains("receipt")
        }
        depth -= 1
      }
      back -= 1
    }
    return false
  }

  /// Whether the string literal at `offset` in `tokens` is a shared secret.
  static func isSecret(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard hasShape(tokens[offset].text), offset >= 2 else { return false }
    // `let sharedSecret = "…"`, `var sharedSecret: String = "…"`.
    if tokens[offset - 1].is("=") {
      var back = offset - 2
      while back >= 0, offset - back < 6 {
        let token = tokens[back]
        if token.is("let") || token.is("var") {
          return back + 1 < offset && namesSecret(tokens[back + 1].text)
        }
        back -= 1
      }
      return false
    }
    // `"password": "…"` in the JSON body of a `verifyReceipt` request.
    if tokens[offset - 1].is(":"), isPasswordOfReceiptPayload(tokens, key: offset - 2) {
      return true
    }
    // `sharedSecret: "…"`, or `password: "…"` in a call about receipts.
    guard tokens[offset - 1].is(":"), tokens[offset - 2].kind == .identifier else { return false }
    let label = tokens[offset - 2].text
    if namesSecret(label) { return true }
    return label == "password" && isInReceiptCall(tokens, offset - 2)
  }
}
