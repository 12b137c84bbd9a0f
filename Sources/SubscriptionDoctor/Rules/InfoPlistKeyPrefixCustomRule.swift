/// `infoplist-key-prefix-custom`: `INFOPLIST_KEY_<key>` for a key that is not
/// one of Apple's, which Xcode silently leaves out of the generated Info.plist.
struct InfoPlistKeyPrefixCustomRule: DoctorRule {
  var ids: [RuleID] { [.infoPlistKeyPrefixCustom] }

  private static let prefix = "INFOPLIST_KEY_"
  /// Prefixes of Apple's Info.plist keys (followed by an uppercase letter).
  private static let applePrefixes = [
    "CF", "NS", "UI", "LS", "GK", "GC", "ITS", "WK", "CLK", "MK", "NFC", "UN", "MTL", "CA", "AV",
  ]

  func check(_ index: ProjectIndex) -> [Finding] {
    index.settingAssignments().compactMap { file, assignment in
      guard assignment.name.hasPrefix(Self.prefix) else { return nil }
      let key = String(assignment.name.dropFirst(Self.prefix.count))
      guard !Self.isAppleKey(key) else { return nil }
      return Finding(
        rule: .infoPlistKeyPrefixCustom, file: file, line: assignment.line,
        message:
          "\(assignment.name) is ignored by Xcode: \(key) is not an Apple Info.plist key, so the app reads it as empty."
      )
    }
  }

  static func isAppleKey(_ key: String) -> Bool {
    applePrefixes.contains { prefix in
      guard key.hasPrefix(prefix), key.count > prefix.count else { return false }
      let next = key[key.index(key.startIndex, offsetBy: prefix.count)]
      return next.isUppercase || next == "_"
    }
  }
}
