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
    // `sharedSecret: "…"`, or `password: "…"` in a call about receipts.
    guard tokens[offset - 1].is(":"), tokens[offset - 2].kind == .identifier else { return false }
    let label = tokens[offset - 2].text
    if namesSecret(label) { return true }
    guard label == "password" else { return false }
    var back = offset - 3
    var depth = 0
    while back >= 0, offset - back < 40 {
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
}
