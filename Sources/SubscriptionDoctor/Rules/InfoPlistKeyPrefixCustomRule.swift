/// `infoplist-key-prefix-custom`: `INFOPLIST_KEY_<key>` for a key that is not
/// one of Apple's, which Xcode silently leaves out of the generated Info.plist
/// — unless the target's own Info.plist carries the key (it is read from there).
struct InfoPlistKeyPrefixCustomRule: DoctorRule {
  var ids: [RuleID] { [.infoPlistKeyPrefixCustom] }

  private static let prefix = "INFOPLIST_KEY_"
  /// Prefixes of Apple's Info.plist keys (followed by an uppercase letter).
  /// Every `INFOPLIST_KEY_` setting Xcode's build system defines starts with
  /// one (swift-build's `CoreBuildSystem.xcspec`: `MetalCaptureEnabled`,
  /// `OSBundleUsageDescription` among them; Project-Color-New, forty-first round).
  private static let applePrefixes = [
    "CF", "NS", "UI", "LS", "GK", "GC", "ITS", "WK", "CLK", "MK", "NFC", "UN", "MTL", "CA", "AV",
    "Metal", "OS",
  ]

  func check(_ index: ProjectIndex) -> [Finding] {
    // A target whose own Info.plist carries the key reads it from there
    // (AdMob's `GADApplicationIdentifier` both in the file and, uselessly,
    // as a setting): only a key no Info.plist carries is read as empty.
    let usedKeys = Set(index.usedInfoPlists().flatMap { keys(of: $0, in: index) })
    var findings: [(key: String, finding: Finding)] = []
    for path in index.attachedXCConfigs.sorted() {
      for assignment in index.xcconfigs[path]?.assignments ?? [] {
        if let finding = finding(assignment, in: path, carried: usedKeys) {
          findings.append(finding)
        }
      }
    }
    for project in index.projects {
      for configuration in project.configurations {
        for assignment in configuration.settings {
          if let finding = finding(assignment, in: project.pbxprojPath, carried: usedKeys) {
            findings.append(finding)
          }
        }
      }
      for target in project.targets {
        for configuration in target.configurations {
          let settings = index.resolver.resolve(
            project: project, target: target, configuration: configuration)
          var carried = Set<String>()
          if let plist = index.infoPlistPath(project: project, target: target, settings: settings) {
            carried.formUnion(keys(of: plist, in: index))
          }
          // `"INFOPLIST_FILE[sdk=iphoneos*]" = Info-iOS.plist` beside the
          // macOS one: the file of each SDK carries that SDK's keys.
          for plist in index.conditionalInfoPlists(
            project: project, target: target, configuration: configuration, settings: settings)
          {
            carried.formUnion(keys(of: plist, in: index))
          }
          for assignment in configuration.settings {
            if let finding = finding(assignment, in: project.pbxprojPath, carried: carried) {
              findings.append(finding)
            }
          }
        }
      }
    }
    return Self.readingCode(findings, in: index)
  }

  /// `findings`, each for a key no app code names (no
  /// `Bundle.main.object(forInfoDictionaryKey: "IAP_PRODUCT_SKU")`, no
  /// `infoDictionary?["IAP_PRODUCT_SKU"]`) and no SDK is known to read, made
  /// a note: the key is dropped, but nothing reads it empty (convertik,
  /// eightieth round, picks its product id with `#if`).
  private static func readingCode(
    _ findings: [(key: String, finding: Finding)], in index: ProjectIndex
  ) -> [Finding] {
    let keys = Set(findings.map(\.key))
    guard !keys.isEmpty else { return [] }
    var named = Set<String>()
    // Any code but tests: a local package's reader is the app's (Spark).
    for source in index.swiftSources where source.role != .test {
      for offset in source.stringOffsets where keys.contains(source.tokens[offset].text) {
        named.insert(source.tokens[offset].text)
      }
    }
    return findings.map { key, finding in
      guard !named.contains(key), !sdkKeys.contains(key), !Self.namesCredential(key) else {
        return finding
      }
      return Finding(
        rule: finding.rule, severity: .note, file: finding.file, line: finding.line,
        message:
          "INFOPLIST_KEY_\(key) is ignored by Xcode: \(key) is not a key Xcode generates from a build setting. No code of the app reads it; an SDK that does would read it as empty.",
        fix:
          "Delete the setting, or put the key in a custom Info.plist (`<key>\(key)</key><string>$(\(key))</string>`) if an SDK reads it."
      )
    }
  }

  /// Whether a key's name says it holds a credential (`RevenueCatAPIKey`,
  /// `STRIPE_PUBLISHABLE_KEY`, `SENTRY_TOKEN`): something is meant to read
  /// it — configuration code through a name it builds, an SDK — so dropped,
  /// it is read as empty.
  private static func namesCredential(_ key: String) -> Bool {
    let words = IdentifierWords.of(key)
    return words.contains { ["key", "apikey", "secret", "token", "revenuecat"].contains($0) }
  }

  /// Info.plist keys SDKs read themselves, so no app code names them:
  /// dropped, the SDK fails at launch.
  private static let sdkKeys: Set<String> = [
    "GADApplicationIdentifier", "GADIsAdManagerApp", "FacebookAppID", "FacebookClientToken",
    "FacebookDisplayName", "FacebookAutoLogAppEventsEnabled",
    "FacebookAdvertiserIDCollectionEnabled", "AppLovinSdkKey", "FirebaseAppDelegateProxyEnabled",
    "FirebaseAutomaticScreenReportingEnabled", "FirebaseMessagingAutoInitEnabled",
    "GIDClientID", "GIDServerClientID", "AppIdentifierPrefix", "SKAdNetworkItems",
  ]

  /// The finding for `assignment` in `file`, when it sets a custom key that
  /// none of the `carried` Info.plist keys supplies.
  private func finding(
    _ assignment: XCConfigAssignment, in file: String, carried: Set<String>
  ) -> (key: String, finding: Finding)? {
    guard assignment.name.hasPrefix(Self.prefix) else { return nil }
    let key = String(assignment.name.dropFirst(Self.prefix.count))
    guard !Self.isAppleKey(key), !carried.contains(key) else { return nil }
    let finding = Finding(
      rule: .infoPlistKeyPrefixCustom, file: file, line: assignment.line,
      message:
        "\(assignment.name) is ignored by Xcode: \(key) is not a key Xcode generates from a build setting, so the app reads it as empty."
    )
    return (key, finding)
  }

  /// The top-level keys of the property list at `path`.
  private func keys(of path: String, in index: ProjectIndex) -> [String] {
    index.plists[path]?.entries?.map(\.key) ?? []
  }

  static func isAppleKey(_ key: String) -> Bool {
    applePrefixes.contains { prefix in
      guard key.hasPrefix(prefix), key.count > prefix.count else { return false }
      let next = key[key.index(key.startIndex, offsetBy: prefix.count)]
      return next.isUppercase || next == "_"
    }
  }
}
