import Foundation

/// Renders findings as `{"findings": [{"rule", "severity", "file", "line", "message", "fix"}]}`,
/// `line` being `null` for whole-file findings.
public enum JSONRenderer {
  /// The JSON text for `findings`, pretty-printed with sorted keys.
  public static func render(_ findings: [Finding]) -> String {
    ReportJSONText.serialize(["findings": objects(findings)])
  }

  /// The JSON text for a run: `findings` and `audit` (targets, configurations,
  /// files, paywalls, StoreKit files, skipped).
  public static func render(_ report: DoctorReport) -> String {
    ReportJSONText.serialize([
      "findings": objects(report.findings), "audit": auditObject(report.summary),
    ])
  }

  /// The audit summary as a JSON object (SARIF carries the same in run properties).
  static func auditObject(_ summary: AuditSummary) -> [String: Any] {
    [
      "targets": summary.targets,
      "configurations": summary.configurations,
      "files": summary.files,
      "filesRead": summary.filesRead,
      "appSwiftFiles": summary.appSwiftFiles,
      "paywalls": summary.paywalls,
      "storeKitFiles": summary.storeKitFiles,
      "skipped": summary.skipped.map { ["path": $0.path, "reason": $0.reason] },
    ]
  }

  private static func objects(_ findings: [Finding]) -> [[String: Any]] {
    findings.map { finding in
      [
        "rule": finding.rule.rawValue,
        "severity": finding.severity.rawValue,
        "file": finding.file,
        "line": finding.line.map { $0 as Any } ?? NSNull(),
        "message": KeyRedactor.redactKeys(in: finding.message),
        "fix": finding.fix,
      ]
    }
  }
}
