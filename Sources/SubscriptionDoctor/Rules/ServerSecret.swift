/// A server-side credential recognised by its shape: it has no business in an
/// app, whatever file it sits in (Stripe `sk_live_`/`sk_test_`/`rk_…`/`whsec_`,
/// RevenueCat OAuth `atk_` tokens, AI providers' API keys, cloud, chat and
/// code-hosting tokens, private keys).
///
/// Shapes are strict — a fixed prefix at a word boundary and a long generated
/// body — so prose (`"sk_live_ keys belong on the server"`) never matches.
/// Keys made to ship in apps are not here: Google's `AIza…` API keys (every
/// `GoogleService-Info.plist` holds one), Stripe's and Mapbox's publishable
/// `pk_…`/`pk.…` keys, RevenueCat's public SDK keys.
struct ServerSecret: Sendable, Hashable {
  /// What it is, e.g. "Stripe secret key".
  var name: String
  /// The prefix it is shown redacted to, e.g. `sk_live_`.
  var prefix: String

  /// The prefix redacted for output, e.g. `sk_live_…`.
  var redacted: String { prefix + "…" }

  private struct Shape {
    var prefix: String
    var name: String
    /// The fewest body characters a real one has.
    var minimumBody: Int
    /// Whether `-` may appear in the body (Slack, OpenAI).
    var allowsDash = false
  }

  private static let shapes: [Shape] = [
    Shape(prefix: "sk_live_", name: "Stripe secret key", minimumBody: 16),
    Shape(prefix: "sk_test_", name: "Stripe test-mode secret key", minimumBody: 16),
    Shape(prefix: "rk_live_", name: "Stripe restricted key", minimumBody: 16),
    Shape(prefix: "rk_test_", name: "Stripe test-mode restricted key", minimumBody: 16),
    Shape(prefix: "whsec_", name: "Stripe webhook signing secret", minimumBody: 24),
    Shape(prefix: "atk_", name: "RevenueCat OAuth access token", minimumBody: 20),
    // AI providers, whose keys chat apps embed to call the model directly
    // (seven apps of rounds 94–102, none flagged then). The specific `sk-…`
    // prefixes come before the bare `sk-` a shape matches first.
    Shape(prefix: "sk-ant-", name: "Anthropic API key", minimumBody: 24, allowsDash: true),
    Shape(prefix: "sk-proj-", name: "OpenAI API key", minimumBody: 24, allowsDash: true),
    Shape(prefix: "sk-svcacct-", name: "OpenAI API key", minimumBody: 24, allowsDash: true),
    Shape(prefix: "sk-admin-", name: "OpenAI admin key", minimumBody: 24, allowsDash: true),
    Shape(prefix: "sk-or-v1-", name: "OpenRouter API key", minimumBody: 32),
    // OpenAI's older keys (48 characters holding `T3BlbkFJ`) and the
    // providers that copied the shape (DeepSeek's 32 hexadecimal digits).
    Shape(prefix: "sk-", name: "OpenAI-style API key", minimumBody: 32),
    Shape(prefix: "gsk_", name: "Groq API key", minimumBody: 40),
    Shape(prefix: "xai-", name: "xAI API key", minimumBody: 40),
    Shape(prefix: "pplx-", name: "Perplexity API key", minimumBody: 40),
    Shape(prefix: "hf_", name: "Hugging Face token", minimumBody: 30),
    Shape(prefix: "r8_", name: "Replicate API token", minimumBody: 30),
    Shape(prefix: "ghp_", name: "GitHub token", minimumBody: 30),
    Shape(prefix: "gho_", name: "GitHub OAuth token", minimumBody: 30),
    Shape(prefix: "ghu_", name: "GitHub token", minimumBody: 30),
    Shape(prefix: "ghs_", name: "GitHub token", minimumBody: 30),
    Shape(prefix: "github_pat_", name: "GitHub token", minimumBody: 30),
    Shape(prefix: "glpat-", name: "GitLab token", minimumBody: 20, allowsDash: true),
    Shape(prefix: "xoxb-", name: "Slack bot token", minimumBody: 20, allowsDash: true),
    Shape(prefix: "xoxp-", name: "Slack user token", minimumBody: 20, allowsDash: true),
    Shape(prefix: "xapp-", name: "Slack app token", minimumBody: 20, allowsDash: true),
    Shape(prefix: "GOCSPX-", name: "Google OAuth client secret", minimumBody: 20, allowsDash: true),
    Shape(prefix: "sk.eyJ", name: "Mapbox secret token", minimumBody: 20),
    Shape(prefix: "shpat_", name: "Shopify access token", minimumBody: 30),
    Shape(prefix: "shpss_", name: "Shopify shared secret", minimumBody: 30),
    Shape(prefix: "AKIA", name: "AWS access key ID", minimumBody: 16),
  ]

  /// The prefixes output redaction must also cover (those ending in `_`).
  static let redactedPrefixes: [String] = shapes.map(\.prefix).filter { $0.hasSuffix("_") }

  private static let privateKeyMarkers = [
    "-----BEGIN PRIVATE KEY-----", "-----BEGIN EC PRIVATE KEY-----",
    "-----BEGIN RSA PRIVATE KEY-----", "-----BEGIN OPENSSH PRIVATE KEY-----",
  ]

  /// The fewest bytes a text holding a server secret has (every shape is longer).
  static let minimumLength = 20

  /// The server secrets in `text`. With `requiresKeyBody` (a whole Swift
  /// string literal) a private key's marker counts only with the key's body
  /// after it; text read line by line (a `.p8` file, an xcconfig) has the
  /// body on the next lines, so there the marker alone counts.
  static func find(in text: String, requiresKeyBody: Bool = false) -> [ServerSecret] {
    // Most literals are short words: nothing this long-bodied can hide in them.
    guard text.utf8.count >= minimumLength else { return [] }
    var found: [ServerSecret] = []
    if text.contains("-----BEGIN") {
      // BEGIN and END on one line (`KEY="-----BEGIN …-----\nYour key here\n-----END …"`
      // in an `.env`): the body is on that line too, and must be a key's.
      let bodyOnLine = requiresKeyBody || text.contains("-----END")
      for marker in privateKeyMarkers
      where bodyOnLine ? hasKeyBody(text, after: marker) : text.contains(marker) {
        found.append(
          ServerSecret(
            name: "private key (an App Store Connect .p8 key or similar)", prefix: "-----BEGIN "))
      }
    }
    if found.isEmpty, text.contains("MI"), hasBareKey(text) {
      found.append(
        ServerSecret(name: "private key (base64, without its PEM armour)", prefix: "MII"))
    }
    var text = text
    text.withUTF8 { utf8 in
      found += matches(in: utf8).map { match in
        // The shape's prefix, or a Telegram token's bot id (`7500780332:`).
        let shown = String(decoding: utf8[match.start..<match.body.lowerBound], as: UTF8.self)
        return ServerSecret(name: match.shape.name, prefix: shown)
      }
    }
    return found
  }

  /// `text` with each prefixed secret's body replaced by `…` (`sk-or-v1-…`),
  /// for output: a report must not repeat the credential it warns about.
  static func redact(in text: String) -> String {
    guard text.utf8.count >= minimumLength else { return text }
    var text = text
    return text.withUTF8 { utf8 in
      let found = matches(in: utf8)
      guard !found.isEmpty else { return String(decoding: utf8, as: UTF8.self) }
      var output: [UInt8] = []
      var start = 0
      for match in found {
        output += utf8[start..<match.body.lowerBound]
        output += "…".utf8
        start = match.body.upperBound
      }
      output += utf8[start...]
      return String(decoding: output, as: UTF8.self)
    }
  }

  /// How a private key's DER encoding starts in base64, the same for every
  /// key of its kind, and how many characters come before the part that is
  /// (an RSA key's length sits in `MIIEvQ`, before `IBADAN…`).
  private static let bareKeyStarts: [(start: String, after: Int)] = [
    // PKCS #8 P-256, as App Store Connect's .p8 keys are.
    ("MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0w", 0),
    // SEC 1 P-256 (`BEGIN EC PRIVATE KEY`).
    ("MHcCAQEEI", 0),
    // PKCS #8 RSA (`BEGIN PRIVATE KEY`).
    ("IBADANBgkqhkiG9w0BAQEFAAS", 6),
    // PKCS #1 RSA, 2048 and 4096 bits (`BEGIN RSA PRIVATE KEY`).
    ("IBAAKCAQEA", 6), ("IBAAKCAgEA", 6),
  ]

  /// Whether `text` holds a private key's base64 body without its PEM lines
  /// (`hotfix.rsaSecret = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC…"` in an SDK's
  /// plist): a DER start as above, `MII` before an RSA key's, and a body after it.
  private static func hasBareKey(_ text: String) -> Bool {
    for (start, after) in bareKeyStarts {
      var searchFrom = text.startIndex
      while let range = text.range(of: start, range: searchFrom..<text.endIndex) {
        searchFrom = range.upperBound
        if after > 0 {
          guard
            let keyStart = text.index(
              range.lowerBound, offsetBy: -after, limitedBy: text.startIndex),
            text[keyStart...].hasPrefix("MII")
          else { continue }
        }
        if hasKeyBody(text, from: range.upperBound) { return true }
      }
    }
    return false
  }

  /// The fewest base64 characters a private key's body has (a P-256 `.p8` key has about 180).
  private static let minimumKeyBody = 40

  /// Whether `marker` in `text` is followed by a key's base64 body, not just
  /// the marker: code that strips the armor
  /// (`pem.replacingOccurrences(of: "-----BEGIN PRIVATE KEY-----", with: "")`)
  /// or checks for it holds no key.
  private static func hasKeyBody(_ text: String, after marker: String) -> Bool {
    guard let range = text.range(of: marker) else { return false }
    return hasKeyBody(text, from: range.upperBound)
  }

  /// Whether at least `minimumKeyBody` base64 characters (white space
  /// between them allowed, and escaped line breaks, `\n`) follow `start`.
  private static func hasKeyBody(_ text: String, from start: String.Index) -> Bool {
    var count = 0
    var escaped = false
    for scalar in text.unicodeScalars[start...] {
      if escaped {
        escaped = false
        if scalar == "n" || scalar == "r" || scalar == "t" { continue }
        return false
      }
      if scalar == "\\" {
        escaped = true
        continue
      }
      switch scalar {
      case "A"..."Z", "a"..."z", "0"..."9", "+", "/", "=":
        count += 1
        if count >= minimumKeyBody { return true }
      case " ", "\n", "\r", "\t":
        continue
      default:
        return false
      }
    }
    return false
  }

  /// For each byte, whether some shape's prefix starts with it (a table, not a set:
  /// it is asked once per byte of every long literal).
  private static let startsPrefix: [Bool] = {
    var table = [Bool](repeating: false, count: 256)
    for shape in shapes { if let first = shape.prefix.utf8.first { table[Int(first)] = true } }
    return table
  }()

  /// A secret found in text: its shape, where it starts and where its body
  /// (the part redacted) lies.
  private struct Match {
    var shape: Shape
    var start: Int
    var body: Range<Int>
  }

  private static let telegram = Shape(prefix: "", name: "Telegram bot token", minimumBody: 35)

  private static func matches(in utf8: UnsafeBufferPointer<UInt8>) -> [Match] {
    var found: [Match] = []
    var index = 0
    while index < utf8.count {
      if utf8[index] == UInt8(ascii: ":"), let (start, body) = telegramToken(utf8, colon: index) {
        found.append(Match(shape: telegram, start: start, body: body))
        index = body.upperBound
        continue
      }
      if !startsPrefix[Int(utf8[index])] || index > 0 && isBodyByte(utf8[index - 1], dash: false) {
        index += 1
        continue
      }
      var matched = false
      for shape in shapes where hasPrefix(shape.prefix, utf8, at: index) {
        let start = index + shape.prefix.utf8.count
        var end = start
        while end < utf8.count, isBodyByte(utf8[end], dash: shape.allowsDash) { end += 1 }
        let body = String(decoding: utf8[start..<end], as: UTF8.self)
        if isGenerated(body, shape),
          !(shape.prefix == "AKIA" && isPresignedURLParameter(utf8, index))
        {
          found.append(Match(shape: shape, start: index, body: start..<end))
        }
        index = max(end, index + 1)
        matched = true
        break
      }
      if !matched { index += 1 }
    }
    return found
  }

  /// Where a Telegram bot token starts and its secret half: the bot's 8–10
  /// digit id, `:`, then 35 characters starting `AA`
  /// (`"7500780332:AAG…"`; whoever holds it controls the bot).
  private static func telegramToken(_ utf8: UnsafeBufferPointer<UInt8>, colon: Int)
    -> (start: Int, body: Range<Int>)?
  {
    var idStart = colon
    while idStart > 0, ASCII.isDigit(utf8[idStart - 1]) { idStart -= 1 }
    guard (8...10).contains(colon - idStart),
      idStart == 0 || !isBodyByte(utf8[idStart - 1], dash: true),
      colon + 2 < utf8.count, utf8[colon + 1] == UInt8(ascii: "A"),
      utf8[colon + 2] == UInt8(ascii: "A")
    else { return nil }
    var end = colon + 1
    while end < utf8.count, isBodyByte(utf8[end], dash: true) { end += 1 }
    let body = String(decoding: utf8[(colon + 1)..<end], as: UTF8.self)
    guard end - colon - 1 == telegram.minimumBody, isGenerated(body, telegram) else { return nil }
    return (idStart, (colon + 1)..<end)
  }

  /// Query parameters of a presigned S3 address that name the signing key's
  /// ID (`?X-Amz-Credential=AKIA…/20170508/us-east-1/s3/aws4_request`, or
  /// signature version 2's `AWSAccessKeyId=AKIA…`): an address handed out
  /// to be fetched, whose key ID is public by design and whose secret is not
  /// there (OKJux-iOS's mock responses, hundred-and-second round).
  private static let presignedParameters = ["X-Amz-Credential=", "AWSAccessKeyId="].map {
    Array($0.utf8)
  }

  /// Whether the key ID at `index` is the value of a presigned address's
  /// parameter (`presignedParameters`), its `=` written plainly or as `%3D`.
  private static func isPresignedURLParameter(_ utf8: UnsafeBufferPointer<UInt8>, _ index: Int)
    -> Bool
  {
    presignedParameters.contains { parameter in
      let name = parameter.dropLast()
      for separator in [[UInt8(ascii: "=")], Array("%3D".utf8)] {
        let expected = Array(name) + separator
        guard index >= expected.count else { continue }
        if utf8[(index - expected.count)..<index].elementsEqual(expected) { return true }
      }
      return false
    }
  }

  private static func isGenerated(_ body: String, _ shape: Shape) -> Bool {
    guard body.utf8.count >= shape.minimumBody else { return false }
    if shape.prefix == "AKIA" {
      return body.utf8.count == 16
        && body.utf8.allSatisfy { ASCII.isDigit($0) || ($0 >= 0x41 && $0 <= 0x5A) }
    }
    let letters = body.utf8.filter { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }
    let digits = body.utf8.filter { ASCII.isDigit($0) }
    // Generated: digits among letters, or a long run of letters that is no word.
    return !letters.isEmpty && (!digits.isEmpty || body.utf8.count >= 24)
      && !body.uppercased().contains("YOUR") && !body.uppercased().contains("XXXX")
  }

  private static func hasPrefix(
    _ prefix: String, _ bytes: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> Bool {
    var position = index
    for byte in prefix.utf8 {
      guard position < bytes.count, bytes[position] == byte else { return false }
      position += 1
    }
    return true
  }

  private static func isBodyByte(_ byte: UInt8, dash: Bool) -> Bool {
    ASCII.isDigit(byte) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || byte == UInt8(ascii: "_") || (dash && byte == UInt8(ascii: "-"))
  }
}
