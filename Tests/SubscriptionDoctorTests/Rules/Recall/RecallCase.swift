import Testing

@testable import SubscriptionDoctor

/// One mistake as real apps write it: a small project that must fire `rule`,
/// and its corrected twin that must not.
struct RecallCase: CustomTestStringConvertible, Sendable {
  var name: String
  var rule: RuleID
  var fires: [String: String]
  var correct: [String: String]
  /// The file the finding must name, when it matters (the mistake's own file).
  var file: String? = nil

  var testDescription: String { "\(rule.rawValue): \(name)" }
}
