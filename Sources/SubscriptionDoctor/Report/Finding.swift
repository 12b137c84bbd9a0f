/// One problem the doctor found: which rule, where, what and how to fix it.
///
/// Findings are plain data; `TextRenderer`, `JSONRenderer` and `SARIFRenderer`
/// turn them into output. Messages never carry a full API key, only its prefix.
///
/// ```swift
/// let finding = Finding(rule: .hardcodedPrice, file: "App/Paywall.swift", line: 12,
///                       message: "Price literal \"$9.99\" in Swift source.")
/// ```
public struct Finding: Sendable, Hashable, Codable {
  /// The rule that produced this finding.
  public var rule: RuleID
  /// How much it matters; defaults to the rule's severity.
  public var severity: Severity
  /// The file, relative to the audited directory, with `/` separators.
  public var file: String
  /// The 1-based line, or `nil` when the finding is about the whole file.
  public var line: Int?
  /// What is wrong, in one sentence.
  public var message: String
  /// How to fix it; defaults to the rule's fix.
  public var fix: String

  /// Creates a finding; severity and fix default to the rule's catalog entry.
  public init(
    rule: RuleID, severity: Severity? = nil, file: String, line: Int?, message: String,
    fix: String? = nil
  ) {
    self.rule = rule
    self.severity = severity ?? RuleCatalog.entry(for: rule).severity
    self.file = file
    self.line = line
    self.message = message
    self.fix = fix ?? RuleCatalog.entry(for: rule).fix
  }
}

extension Finding: Comparable {
  /// Orders by severity, then file, then line, then rule.
  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    if (lhs.line ?? 0) != (rhs.line ?? 0) { return (lhs.line ?? 0) < (rhs.line ?? 0) }
    if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
    return lhs.message < rhs.message
  }
}
