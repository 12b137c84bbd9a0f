/// A RevenueCat public API key, checked for the build it is used in.
///
/// Its `description` shows only the prefix (`appl_…`), so logging a key never
/// leaks it; read `rawValue` only to hand it to the SDK.
///
/// ```swift
/// let key = try APIKey.resolve(infoDictionary: Bundle.main.infoDictionary ?? [:])
/// logger.info("RevenueCat key \(key)")   // "appl_…"
/// ```
public struct APIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
  /// Which kind of key it is, read from the prefix.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `appl_`: App Store (iOS, tvOS, watchOS, visionOS).
    case apple
    /// `mac_`: Mac App Store.
    case mac
    /// `goog_`: Google Play.
    case google
    /// `amzn_`: Amazon Appstore.
    case amazon
    /// `rcb_`: RevenueCat Web Billing (`rcb_sb_` in its sandbox), for web purchases.
    case webBilling
    /// `strp_`: a Stripe app's public key (`strp_sb_` in its sandbox).
    case stripe
    /// `pdl_`: a Paddle app's public key.
    case paddle
    /// `test_`: RevenueCat's Test Store (debug builds only).
    case testStore
    /// `sk_`: a secret key, for servers only; refused in an app.
    case secret
    /// A key without a known prefix (legacy keys).
    case legacy

    /// The prefix the kind is recognised by.
    public var prefix: String {
      switch self {
      case .apple: "appl_"
      case .mac: "mac_"
      case .google: "goog_"
      case .amazon: "amzn_"
      case .webBilling: "rcb_"
      case .stripe: "strp_"
      case .paddle: "pdl_"
      case .testStore: "test_"
      case .secret: "sk_"
      case .legacy: ""
      }
    }
  }

  /// The key itself. Never log it; log the key (its `description`) instead.
  public let rawValue: String
  /// The kind, read from the prefix.
  public let kind: Kind

  /// The Info.plist key and environment variable the key is read from by default.
  public static let infoPlistKey = "RevenueCatAPIKey"
  /// The environment variable checked after the Info.plist.
  public static let environmentVariable = "REVENUECAT_API_KEY"

  /// Validates a key for `build`.
  ///
  /// - Throws: `APIKeyError` when the key is empty, a placeholder, an
  ///   unsubstituted `$(…)` build setting, a secret key, or a `test_` key in a
  ///   release build.
  public init(_ text: String, build: BuildConfiguration = .current) throws(APIKeyError) {
    let key = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !key.isEmpty else { throw .missing }
    if key.hasPrefix("$(") || key.hasPrefix("${") {
      throw .unsubstitutedBuildSetting(key)
    }
    if Self.isPlaceholder(key) { throw .placeholder(Self.redact(key)) }
    let kind = Kind.allCases.first { $0 != .legacy && key.hasPrefix($0.prefix) } ?? .legacy
    if kind == .secret { throw .secretKey }
    if kind == .testStore && build == .release { throw .testKeyInRelease }
    self.rawValue = key
    self.kind = kind
  }

  /// Finds and validates the key: the Info.plist value under `infoPlistKey`
  /// first, then the `REVENUECAT_API_KEY` environment variable.
  public static func resolve(
    infoDictionary: [String: Any], environment: [String: String] = [:],
    build: BuildConfiguration = .current
  ) throws(APIKeyError) -> APIKey {
    let fromPlist = (infoDictionary[infoPlistKey] as? String).flatMap { $0.isEmpty ? nil : $0 }
    guard let text = fromPlist ?? environment[environmentVariable] else { throw .missing }
    return try APIKey(text, build: build)
  }

  /// `appl_…`: the prefix only.
  public var description: String { Self.redact(rawValue) }
  /// The same as `description`: a key is never printed whole.
  public var debugDescription: String { description }

  /// A key reduced to its prefix (`"appl_…"`), for logs and messages.
  public static func redact(_ key: String) -> String {
    if let underscore = key.firstIndex(of: "_"),
      key.distance(from: key.startIndex, to: underscore) <= 5
    {
      return String(key[...underscore]) + "…"
    }
    return String(key.prefix(2)) + "…"
  }

  /// What placeholders are made of, lowercased: the one table the library
  /// (refusing a key at launch) and `subkit doctor` (`placeholder-api-key`) share.
  public static let placeholderMarkers = [
    "your", "placeholder", "replace", "insert", "paste", "changeme", "change_me", "todo", "fixme",
    "xxxx", "here", "dummy", "example", "sample", "enter_", "fill", "<",
  ]

  /// Whether `key` is one of the placeholders templates and guides leave
  /// behind: `YOUR_API_KEY`, `YOUR_REVENUECAT_API_KEY`, `<your key>`,
  /// `appl_XXXX`, `REPLACE_ME`, `test_YOUR_TEST_KEY_HERE`, a prefix with
  /// nothing after it. One rule, used by the library and by the doctor.
  ///
  /// A marker word only counts in a value that does not look generated: a
  /// real key's body is 20 or more random letters and digits, upper and lower
  /// case, so one that happens to contain "here" or "todo" is still a key.
  /// A build-setting reference (`$(REVENUECAT_API_KEY)`) is not a placeholder
  /// (the library reports it as unsubstituted; the doctor resolves it).
  public static func isPlaceholder(_ key: String) -> Bool {
    // Trimmed and searched without Foundation: the doctor asks this of every
    // literal assigned in a project.
    guard let first = key.firstIndex(where: { !$0.isWhitespace }),
      let last = key.lastIndex(where: { !$0.isWhitespace })
    else { return false }
    let trimmed = String(key[first...last])
    guard !trimmed.containsUTF8("$("), !trimmed.containsUTF8("${") else { return false }
    if trimmed.hasPrefix("<") && trimmed.hasSuffix(">") { return true }
    let lowered = trimmed.lowercased()
    let body =
      Kind.allCases.first { $0 != .legacy && lowered.hasPrefix($0.prefix) }
      .map { String(lowered.dropFirst($0.prefix.count)) } ?? lowered
    if body.allSatisfy({ $0 == "x" || $0 == "*" || $0 == "." || $0 == "0" }) { return true }
    if namesTheKey(trimmed) { return true }
    guard placeholderMarkers.contains(where: { lowered.containsUTF8($0) }) else { return false }
    return !looksGenerated(trimmed)
  }

  /// Whether `value` is the name of the key rather than the key: only letters
  /// and underscores, naming an API key (`REVENUECAT_API_KEY`, `RC_API_KEY`,
  /// `RevenueCatAPIKey`, `api_key`) — what a template leaves where the key goes.
  /// A real key always has digits in it.
  public static func namesTheKey(_ value: String) -> Bool {
    guard
      value.utf8.allSatisfy({
        ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
          || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || $0 == UInt8(ascii: "_")
      })
    else { return false }
    return value.lowercased().filter { $0 != "_" }.containsUTF8("apikey")
  }

  /// Whether the part after the prefix looks machine-made: 20 or more ASCII
  /// letters and digits with upper case, lower case and digits all present.
  static func looksGenerated(_ key: String) -> Bool {
    let body =
      Kind.allCases.first { $0 != .legacy && key.hasPrefix($0.prefix) }
      .map { key.dropFirst($0.prefix.count) } ?? Substring(key)
    guard body.utf8.count >= 20 else { return false }
    var upper = false
    var lower = false
    var digit = false
    for byte in body.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): upper = true
      case UInt8(ascii: "a")...UInt8(ascii: "z"): lower = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = true
      default: return false
      }
    }
    return upper && lower && digit
  }
}

/// Why an API key was refused, with what to do about it.
public enum APIKeyError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No key in the Info.plist or the environment.
  case missing
  /// A template's placeholder (shown redacted).
  case placeholder(String)
  /// `$(REVENUECAT_API_KEY)` reached the app unsubstituted.
  case unsubstitutedBuildSetting(String)
  /// A secret `sk_` key, which must never ship in an app.
  case secretKey
  /// A Test Store key in a release build.
  case testKeyInRelease

  /// What went wrong and how to fix it.
  public var description: String {
    switch self {
    case .missing:
      "No RevenueCat API key: set \(APIKey.infoPlistKey) in Info.plist to $(REVENUECAT_API_KEY) "
        + "and define REVENUECAT_API_KEY in your Secrets xcconfig."
    case .placeholder(let redacted):
      "The RevenueCat API key is a placeholder (\(redacted)): paste your public app key "
        + "(appl_…) from the RevenueCat dashboard into your Secrets xcconfig."
    case .unsubstitutedBuildSetting(let setting):
      "The Info.plist value \(setting) was not substituted: define that build setting in an "
        + "xcconfig attached to this configuration, and set INFOPLIST_FILE to your Info.plist."
    case .secretKey:
      "A secret RevenueCat key (sk_…) must never ship in an app: use the public app key (appl_…)."
    case .testKeyInRelease:
      "A Test Store key (test_…) cannot be used in a release build: use the App Store key (appl_…) "
        + "in the Release configuration."
    }
  }
}
