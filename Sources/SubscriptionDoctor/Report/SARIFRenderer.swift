import Foundation

/// Renders findings as SARIF 2.1.0, the format GitHub code scanning accepts.
///
/// One run whose driver lists every rule (id, name, descriptions, help, default
/// level); each result has `ruleId`, `ruleIndex`, `level`, `message.text` and a
/// physical location with a relative, percent-encoded `uri` and `region.startLine`.
public enum SARIFRenderer {
  /// The SARIF schema the output declares.
  public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// The SARIF text for `findings`.
  public static func render(_ findings: [Finding], toolVersion: String = "0.1.0") -> String {
    render(findings, audit: nil, toolVersion: toolVersion)
  }

  /// The SARIF text for a run; the audit summary goes in the run's `properties.audit`
  /// and each skipped item is a tool execution notification.
  public static func render(_ report: DoctorReport, toolVersion: String = "0.1.0") -> String {
    render(report.findings, audit: report.summary, toolVersion: toolVersion)
  }

  private static func render(_ findings: [Finding], audit: AuditSummary?, toolVersion: String)
    -> String
  {
    let allRules = RuleID.allCases
    let rules: [[String: Any]] = allRules.map { rule in
      let entry = RuleCatalog.entry(for: rule)
      return [
        "id": rule.rawValue,
        "name": entry.title,
        "shortDescription": ["text": entry.title],
        "fullDescription": ["text": entry.why],
        "help": ["text": entry.fix],
        "defaultConfiguration": ["level": level(entry.severity)],
      ]
    }
    let results: [[String: Any]] = findings.map { finding in
      var physical: [String: Any] = [
        "artifactLocation": ["uri": encode(finding.file), "uriBaseId": "%SRCROOT%"]
      ]
      if let line = finding.line, line > 0 { physical["region"] = ["startLine": line] }
      return [
        "ruleId": finding.rule.rawValue,
        "ruleIndex": allRules.firstIndex(of: finding.rule) ?? 0,
        "level": level(finding.severity),
        "message": ["text": KeyRedactor.redactKeys(in: finding.message) + " Fix: " + finding.fix],
        "locations": [["physicalLocation": physical]],
      ]
    }
    var run: [String: Any] = [
      "tool": [
        "driver": [
          "name": "subkit doctor",
          "version": toolVersion,
          "rules": rules,
        ]
      ],
      "results": results,
    ]
    if let audit {
      run["properties"] = ["audit": JSONRenderer.auditObject(audit)]
      run["invocations"] = [
        [
          "executionSuccessful": true,
          "toolExecutionNotifications": audit.skipped.map { skipped -> [String: Any] in
            [
              "level": "note",
              "message": [
                "text": KeyRedactor.redactKeys(in: "Skipped \(skipped.path): \(skipped.reason).")
              ],
            ]
          },
        ]
      ]
    }
    let log: [String: Any] = [
      "$schema": schema,
      "version": "2.1.0",
      "runs": [run],
    ]
    return ReportJSONText.serialize(log)
  }

  private static func level(_ severity: Severity) -> String {
    severity.rawValue
  }

  private static func encode(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }
}
