/// Replaces API keys in text with their prefix, so output never leaks a key.
///
/// `"appl_AbCdEf123"` becomes `"appl_…"`.
package enum KeyRedactor {
  /// The prefixes of RevenueCat keys, from SubscriptionKit's one table (`APIKey.Kind`).
  package static let prefixes =
    ServerSecret.redactedPrefixes.sorted { $0.count > $1.count } + KeyLiteral.prefixes.map(\.0)

  /// The key redacted to its prefix, e.g. `"sk_…"`.
  package static func redact(key: String) -> String {
    for prefix in prefixes where key.hasPrefix(prefix) {
      return prefix + "…"
    }
    return "…"
  }

  /// `text` with every key-looking run (a known prefix followed by letters,
  /// digits or underscores) replaced by its prefix and an ellipsis.
  /// Server secrets of every shape (`ServerSecret`) first, dashed ones too.
  package static func redactKeys(in text: String) -> String {
    let text = ServerSecret.redact(in: text)
    // Every prefix ends in "_": text without one has nothing more to redact.
    guard text.containsByte(UInt8(ascii: "_")) else { return text }
    let scalars = Array(text.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if index == 0 || !isKeyScalar(scalars[index - 1]),
        let prefix = prefixes.first(where: { matches($0, scalars, at: index) })
      {
        var end = index + prefix.unicodeScalars.count
        let bodyStart = end
        while end < scalars.count, isKeyScalar(scalars[end]) { end += 1 }
        if end > bodyStart, !isProductID(prefix, scalars[bodyStart..<end]) {
          output.append(contentsOf: prefix.unicodeScalars)
          output.append("…")
          index = end
          continue
        }
      }
      output.append(scalars[index])
      index += 1
    }
    return String(output)
  }

  /// Whether a `test_` run is a product id, not a RevenueCat Test Store key:
  /// words joined by underscores (`test_subscription_1`) or a short body
  /// (`test_monthly`). A key's body is one long run of letters and digits
  /// (storekit-testing-sample, eighty-fourth round: its drift warning said
  /// `"test_…"` for both of its products).
  private static func isProductID(_ prefix: String, _ body: ArraySlice<Unicode.Scalar>) -> Bool {
    prefix == "test_" && (body.count < 16 || body.contains("_"))
  }

  private static func matches(_ prefix: String, _ scalars: [Unicode.Scalar], at index: Int) -> Bool
  {
    var position = index
    for scalar in prefix.unicodeScalars {
      guard position < scalars.count, scalars[position] == scalar else { return false }
      position += 1
    }
    return true
  }

  private static func isKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || scalar == "_"
  }
}
