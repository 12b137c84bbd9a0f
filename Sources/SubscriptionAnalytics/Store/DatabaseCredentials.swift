import Foundation

/// Hides the secrets a PostgreSQL connection string may carry, in every form
/// libpq accepts, before the string (or a message about it) is printed.
///
/// - the URL's userinfo: `postgres://user:secret@host` → `postgres://user:***@host`;
/// - URL query parameters `password` and `sslpassword`, in any position and
///   any case, their names percent-encoded or not: `?host=/tmp&password=s` →
///   `?host=/tmp&password=***`;
/// - `key=value` connection strings (`host=db password='s e'`), quoted or not.
///
/// `passfile` and `sslkey` name files, not secrets, and are shown.
///
/// ```swift
/// DatabaseCredentials.redacted("postgresql://u@/db?Password=x")  // "postgresql://u@/db?Password=***"
/// ```
package enum DatabaseCredentials {
  /// What replaces a secret.
  package static let mask = "***"

  /// The connection parameters whose values are secrets (compared in lower case).
  static let secretKeys: Set<String> = ["password", "sslpassword"]

  /// `text` with every password it carries replaced by `***`.
  package static func redacted(_ text: String) -> String {
    if let schemeEnd = text.range(of: "://") {
      return redactedURL(text, schemeEnd: schemeEnd)
    }
    return redactedKeywords(text)
  }

  /// The secret values in `text`, as written and percent-decoded: libpq may
  /// quote a value back in its own messages (a bad percent-encoding), so a
  /// message about `text` is cleaned of them with `scrubbing(_:of:)`.
  package static func secrets(in text: String) -> [String] {
    var found: [String] = []
    if let schemeEnd = text.range(of: "://") {
      let parts = urlParts(text, schemeEnd: schemeEnd)
      if let userinfo = parts.userinfo, let colon = userinfo.firstIndex(of: ":") {
        found.append(String(userinfo[userinfo.index(after: colon)...]))
      }
      for pair in parts.query?.split(separator: "&") ?? [] {
        guard let equals = pair.firstIndex(of: "=") else { continue }
        if isSecret(pair[..<equals]) { found.append(String(pair[pair.index(after: equals)...])) }
      }
    } else {
      for match in text.matches(of: keywordPattern) {
        let value = match.output.2
        found.append(String(value))
        if value.hasPrefix("'") { found.append(String(value.dropFirst().dropLast())) }
      }
    }
    let all = found + found.compactMap { $0.removingPercentEncoding }
    return Array(Set(all.filter { !$0.isEmpty })).sorted { $0.count > $1.count }
  }

  /// `message` with every secret of `connection` (as written or decoded)
  /// replaced by `***`, and any connection string in it redacted.
  package static func scrubbing(_ message: String, of connection: String) -> String {
    var text = message
    for secret in secrets(in: connection) {
      text = text.replacingOccurrences(of: secret, with: mask)
    }
    return redactedKeywords(text)
  }

  /// A URL cut where libpq cuts it: the userinfo ends at the first `@`
  /// before any `/`; the query starts at the first `?` after the userinfo.
  private static func urlParts(_ text: String, schemeEnd: Range<String.Index>) -> (
    userinfo: Substring?, hostStart: String.Index, query: Substring?
  ) {
    let start = schemeEnd.upperBound
    let userEnd = text[start...].firstIndex(of: "/") ?? text.endIndex
    var userinfo: Substring?
    var hostStart = start
    if let at = text[start..<userEnd].firstIndex(of: "@") {
      userinfo = text[start..<at]
      hostStart = at
    }
    let query = text[hostStart...].firstIndex(of: "?").map { text[text.index(after: $0)...] }
    return (userinfo, hostStart, query)
  }

  private static func redactedURL(_ text: String, schemeEnd: Range<String.Index>) -> String {
    let parts = urlParts(text, schemeEnd: schemeEnd)
    var result = String(text[..<schemeEnd.upperBound])
    if let userinfo = parts.userinfo {
      if let colon = userinfo.firstIndex(of: ":") {
        result += userinfo[...colon] + mask
      } else {
        result += userinfo
      }
    }
    guard let query = parts.query else { return result + text[parts.hostStart...] }
    result += text[parts.hostStart..<query.startIndex]
    let pairs = query.split(separator: "&", omittingEmptySubsequences: false)
    result += pairs.map { pair in
      guard let equals = pair.firstIndex(of: "="), isSecret(pair[..<equals]) else {
        return String(pair)
      }
      return pair[...equals] + mask
    }.joined(separator: "&")
    return result
  }

  /// Whether a URL query key (percent-encoded or not, any case) names a secret.
  private static func isSecret(_ key: Substring) -> Bool {
    let decoded = String(key).removingPercentEncoding ?? String(key)
    return secretKeys.contains(decoded.trimmingCharacters(in: .whitespaces).lowercased())
  }

  /// `password = 'quoted \' value'` or `sslpassword=bare` in a `key=value`
  /// connection string (libpq allows spaces around `=` and single quotes
  /// with backslash escapes).
  nonisolated(unsafe) private static let keywordPattern =
    /(?i)\b(ssl)?password\s*=\s*('(?:[^'\\]|\\.)*'?|[^\s&'"]*)/

  private static func redactedKeywords(_ text: String) -> String {
    text.replacing(keywordPattern) { match in
      (match.output.1 ?? "") + "password=" + mask
    }
  }
}
