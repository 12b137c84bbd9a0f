import Foundation

/// Renders findings as `{"findings": [{"rule", "severity", "file", "line", "message", "fix"}]}`,
/// `line` being `null` for whole-file findings.
public enum JSONRenderer {
  /// The JSON text for `findings`, pretty-printed with sorted keys.
  public static func render(_ findings: [Finding]) -> String {
    let objects: [[String: Any]] = findings.map { finding in
      [
        "rule": finding.rule.rawValue,
        "severity": finding.severity.rawValue,
        "file": finding.file,
        "line": finding.line.map { $0 as Any } ?? NSNull(),
        "message": KeyRedactor.redactKeys(in: finding.message),
        "fix": finding.fix,
      ]
    }
    return ReportJSONText.serialize(["findings": objects])
  }
}
