import Foundation

/// What `.subkit-doctor.json` in the audited directory asks for: rules to turn
/// off and paths to leave out.
///
/// ```json
/// { "rules": { "hardcoded-price": "off", "entitlement-id-literal": false },
///   "exclude": ["Legacy/**", "Scripts/*.swift"] }
/// ```
package struct DoctorConfiguration: Sendable, Hashable {
  /// The configuration file's name.
  package static let fileName = ".subkit-doctor.json"

  /// Rules turned off.
  package var disabledRules: Set<RuleID>
  /// Path patterns (`*`, `**`) whose files are not audited.
  package var excludedPaths: [String]

  /// Creates a configuration; by default every rule is on and nothing is excluded.
  package init(disabledRules: Set<RuleID> = [], excludedPaths: [String] = []) {
    self.disabledRules = disabledRules
    self.excludedPaths = excludedPaths
  }

  /// Parses the JSON text of a configuration file.
  /// - Throws: `ReaderError` for invalid JSON, an unknown rule id or a bad value.
  package static func parse(_ bytes: [UInt8]) throws(ReaderError) -> DoctorConfiguration {
    let root = try JSONObjectReader.object(bytes)
    var configuration = DoctorConfiguration()
    if let rules = root["rules"] {
      guard let rules = rules as? [String: Any] else {
        throw ReaderError("\"rules\" must map rule ids to \"on\"/\"off\"")
      }
      for (id, value) in rules.sorted(by: { $0.key < $1.key }) {
        guard let rule = RuleID(rawValue: id) else {
          let hint = RuleID.suggestion(for: id).map { " (did you mean \"\($0.rawValue)\"?)" } ?? ""
          throw ReaderError("unknown rule id \"\(id)\"\(hint)")
        }
        switch value {
        case let isOn as Bool: if !isOn { configuration.disabledRules.insert(rule) }
        case let text as String where ["off", "disabled", "false"].contains(text.lowercased()):
          configuration.disabledRules.insert(rule)
        case let text as String where ["on", "enabled", "true"].contains(text.lowercased()):
          break
        default: throw ReaderError("rule \"\(id)\" must be \"on\" or \"off\"")
        }
      }
    }
    if let exclude = root["exclude"] {
      guard let patterns = exclude as? [String] else {
        throw ReaderError("\"exclude\" must be a list of path patterns")
      }
      configuration.excludedPaths = patterns
    }
    return configuration
  }

  /// The fix for a configuration file the doctor could not read: about this
  /// file, its keys and the rule ids, never Xcode or `plutil`.
  package static let fixText =
    "Edit .subkit-doctor.json: it is a JSON object with \"rules\" (rule id → \"on\"/\"off\") and \"exclude\" (a list of path patterns); rule ids are listed in docs/doctor-rules.md, one heading per rule."

  /// Whether `path` matches an `exclude` pattern.
  package func isExcluded(_ path: String) -> Bool {
    excludedPaths.contains { pattern in
      let glob = pattern.replacingAll("**", with: "*")
      return Glob.matches(glob, path) || RelativePath.isInside(path, pattern)
    }
  }
}
