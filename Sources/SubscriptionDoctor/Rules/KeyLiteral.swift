import SubscriptionKit

/// A RevenueCat (or secret) API key found in text, and the tests that tell a
/// real key from a placeholder.
struct KeyLiteral: Sendable, Hashable {
  /// Which kind of key a prefix announces.
  enum Kind: Sendable, Hashable {
    /// A public app-specific key (`appl_`, `mac_`, `goog_`, `amzn_`, `rcb_`, `strp_`, `pdl_`).
    case publicKey
    /// A Test Store key (`test_`).
    case test
    /// A secret key (`sk_`).
    case secret
  }

  /// The prefix, e.g. `appl_`.
  var prefix: String
  /// The kind the prefix announces.
  var kind: Kind

  /// The key redacted for output, e.g. `appl_…`.
  var redacted: String { prefix + "…" }

  /// The prefixes to look for, from SubscriptionKit's one key-prefix table
  /// (`APIKey.Kind`), so the doctor and the library recognise the same keys.
  static let prefixes: [(String, Kind)] = APIKey.Kind.allCases.compactMap { kind in
    switch kind {
    case .apple, .mac, .google, .amazon, .webBilling, .stripe, .paddle: (kind.prefix, .publicKey)
    case .testStore: (kind.prefix, .test)
    case .secret: (kind.prefix, .secret)
    case .legacy: nil
    }
  }

  /// The real (non-placeholder) keys in `text`: a known prefix at a word
  /// boundary followed by 20 or more letters and digits of mixed kinds.
  static func realKeys(in text: String) -> [KeyLiteral] {
    guard text.containsByte(UInt8(ascii: "_")) else { return [] }
    var keys: [KeyLiteral] = []
    let characters = Array(text.unicodeScalars)
    var index = 0
    while index < characters.count {
      if index > 0, isKeyCharacter(characters[index - 1]) {
        index += 1
        continue
      }
      var matched = false
      for (prefix, kind) in prefixes where hasPrefix(prefix, characters, at: index) {
        var end = index + prefix.unicodeScalars.count
        let start = end
        while end < characters.count, isKeyCharacter(characters[end]) { end += 1 }
        var body = String(String.UnicodeScalarView(characters[start..<end]))
        // Web Billing and Stripe sandbox keys: `rcb_sb_…`, `strp_sb_…`.
        if body.hasPrefix("sb_") { body.removeFirst(3) }
        if isRealKeyBody(body) || kind == .secret && isLongCapitalRun(body) {
          keys.append(KeyLiteral(prefix: prefix, kind: kind))
        }
        index = end
        matched = true
        break
      }
      if !matched { index += 1 }
    }
    return keys
  }

  /// Whether `body` (what follows the prefix) looks like a generated key.
  static func isRealKeyBody(_ body: String) -> Bool {
    guard body.count >= 20, !body.contains("_"), !APIKey.isPlaceholder(body) else { return false }
    let hasUpper = body.unicodeScalars.contains { ("A"..."Z").contains($0) }
    let hasLower = body.unicodeScalars.contains { ("a"..."z").contains($0) }
    let hasDigit = body.unicodeScalars.contains { ("0"..."9").contains($0) }
    return [hasUpper, hasLower, hasDigit].filter { $0 }.count >= 2 && !isCamelCaseName(body)
  }

  /// Whether `body` reads as a lowerCamelCase name of words
  /// (`test_screensWillChangeNotification`, a notification name): it starts
  /// lower case, has no digit, and every capital begins a word of two or more
  /// lower-case letters. A generated key has runs of capitals or a capital
  /// right before another (`CHawOtfsUm…`), so this is a name, not a key.
  static func isCamelCaseName(_ body: String) -> Bool {
    let scalars = Array(body.unicodeScalars)
    guard let first = scalars.first, ("a"..."z").contains(first) else { return false }
    for (index, scalar) in scalars.enumerated() {
      if ("0"..."9").contains(scalar) { return false }
      guard ("A"..."Z").contains(scalar) else { continue }
      guard index + 2 < scalars.count, ("a"..."z").contains(scalars[index + 1]),
        ("a"..."z").contains(scalars[index + 2])
      else { return false }
    }
    return true
  }

  /// Whether `body` is 24 or more capital letters and digits (`sk_QWERTYUIOPASDFGHJKLZXCVB`):
  /// a secret key some dashboards print in capitals, and no word is that long.
  static func isLongCapitalRun(_ body: String) -> Bool {
    body.unicodeScalars.count >= 24 && !APIKey.isPlaceholder(body)
      && body.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
  }

  private static func hasPrefix(_ prefix: String, _ characters: [Unicode.Scalar], at index: Int)
    -> Bool
  {
    var position = index
    for scalar in prefix.unicodeScalars {
      guard position < characters.count, characters[position] == scalar else { return false }
      position += 1
    }
    return true
  }

  private static func isKeyCharacter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || scalar == "_"
  }

  /// Words a RevenueCat key's name may start with besides `revenueCat`
  /// (`publicAPIKey`, `iosApiKey`, `prodRCKey`, `kAPIKey`).
  private static let keyNameQualifiers = [
    "revenuecat", "production", "development", "subscriptions", "subscription", "purchases",
    "sandbox", "staging", "release", "default", "paywall", "public", "shared", "static", "client",
    "mobile", "apple", "debug", "store", "appl", "prod", "live", "test", "your", "ios", "iap",
    "with", "sdk", "app", "dev", "rc", "my", "k",
  ]

  /// Whether a key-named setting, plist key or Swift name says it holds
  /// another service's key (`postHogAPIKey`, `MAPBOX_API_KEY`,
  /// `mailgunApiKey`): what comes before `apikey` is not made of words a
  /// RevenueCat key's name is qualified with.
  static func namesOtherService(_ name: String) -> Bool {
    let lowered = name.lowercased().replacingAll("_", with: "")
    guard let range = lowered.range(of: "apikey") ?? lowered.range(of: "key") else { return false }
    var rest = lowered[..<range.lowerBound]
    if rest.contains("revenuecat") { return false }
    while !rest.isEmpty {
      guard let word = keyNameQualifiers.first(where: { rest.hasPrefix($0) }) else { return true }
      rest = rest.dropFirst(word.count)
    }
    return false
  }

  /// Whether a setting, plist key or Swift name holds an API key by its name.
  static func isKeyName(_ name: String) -> Bool {
    let lowered = name.lowercased().replacingAll("_", with: "")
    return lowered.contains("apikey") || lowered.contains("revenuecat") && lowered.contains("key")
  }
}
