/// Recognises the files that hold keys: the Secrets files the integration
/// guides tell people to create and git-ignore (`Secrets.swift`,
/// `Secrets.debug.xcconfig`…), and the other names real apps give them
/// (`Config.swift`, `APIKeys.swift`, `RevenueCatKey.plist`, `Keys.xcconfig`).
enum SecretsFile {
  /// Whether `path` names a Secrets*.swift or Secrets*.xcconfig file.
  @Sendable static func isSecretsFile(_ path: String) -> Bool {
    isSecretsFile(loweredName: loweredName(of: path))
  }

  /// `path`'s file name, lowercased: what every test here reads.
  static func loweredName(of path: String) -> String {
    RelativePath.fileName(of: path).lowercased()
  }

  /// `isSecretsFile` for a file whose lowercased name is `name`.
  static func isSecretsFile(loweredName name: String) -> Bool {
    name.hasPrefix("secrets") && (name.hasSuffix(".swift") || name.hasSuffix(".xcconfig"))
  }

  /// Whether `path` is a file people keep keys in, by any of the common names:
  /// Secrets files, and Swift, xcconfig or plist files whose name speaks of
  /// keys, secrets or configuration. (A key in such a file is judged by
  /// `secrets-not-ignored`, not `hardcoded-api-key`.)
  static func mayHoldSecrets(_ path: String) -> Bool {
    mayHoldSecrets(path, loweredName: loweredName(of: path))
  }

  /// `mayHoldSecrets` for the file at `path`, whose lowercased name is `name`.
  static func mayHoldSecrets(_ path: String, loweredName name: String) -> Bool {
    if isSecretsFile(loweredName: name) { return true }
    // CocoaPods writes `Pods-<Target>.debug.xcconfig` at `pod install`: its
    // name says the target's (a target named "My Secret"; MySecretOpen,
    // hundred-and-eighth round), and it holds build settings, never a key.
    if name.hasPrefix("pods-"), name.hasSuffix(".xcconfig") { return false }
    guard name.hasSuffix(".swift") || name.hasSuffix(".xcconfig") || name.hasSuffix(".plist"),
      name.contains("key") || name.contains("secret") || name.contains("config")
        || name.contains("credentials") || name.hasPrefix("env"),
      !ProjectIndex.looksLikeTest(path)
    else { return false }
    let stem = name.split(separator: ".").first.map(String.init) ?? name
    if name.hasSuffix(".plist") {
      return stem != "info" && !stem.hasSuffix("-info")
        && (stem.contains("key") || stem.contains("secret"))
    }
    return stem.hasPrefix("secret") || stem.hasSuffix("secret") || stem.hasSuffix("secrets")
      || stem.contains("apikey") || stem.contains("api_key")
      || stem.contains("api-key") || stem == "keys" || stem.hasSuffix("keys")
      || stem == "config" || stem == "appconfig" || stem == "configuration"
      || stem == "credentials" || stem == "env" || stem == "environment"
  }

  /// Whether `path` is a template or example meant to be copied, never built.
  static func isTemplate(_ path: String) -> Bool {
    isTemplate(loweredName: loweredName(of: path))
  }

  /// `isTemplate` for a file whose lowercased name is `name`.
  static func isTemplate(loweredName name: String) -> Bool {
    ["template", "example", "sample"].contains { name.contains($0) }
  }

  /// Whether the text of a file says it must not be committed ("do not commit",
  /// "don't check this in", "never commit"…), as key files often do in a comment.
  /// Called only for files that hold a key, so its cost does not matter.
  static func warnsAgainstCommitting(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self).lowercased().replacingAll(
      "\u{2019}", with: "'")
    return [
      "do not commit", "don't commit", "dont commit", "never commit", "not be committed",
      "do not check in", "don't check in", "do not check this in", "don't check this in",
      "not be checked in", "do not push", "don't push", "keep out of git", "keep this out of git",
      "do not add to git", "don't add to git",
    ].contains { text.contains($0) }
  }
}
