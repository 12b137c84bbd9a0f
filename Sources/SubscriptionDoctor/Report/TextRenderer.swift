import CommandLineSupport

/// Renders findings for people: grouped by severity, each with file:line, rule,
/// message and fix, then a one-line summary. Colours are optional (the CLI turns
/// them off for `--no-color`, `NO_COLOR` and non-terminals).
public struct TextRenderer: Sendable {
  /// Whether to use ANSI colours.
  public var useColor: Bool

  /// Creates a renderer.
  public init(useColor: Bool) {
    self.useColor = useColor
  }

  /// The text for `findings`.
  public func render(_ findings: [Finding]) -> String {
    render(findings, audit: nil)
  }

  /// The text for a run: its findings, then what was audited and skipped.
  public func render(_ report: DoctorReport) -> String {
    render(report.findings, audit: report.summary)
  }

  private func render(_ findings: [Finding], audit: AuditSummary?) -> String {
    let auditText =
      audit.map { AuditText.lines($0).map { TerminalText.escape($0) + "\n" }.joined() } ?? ""
    guard !findings.isEmpty else { return auditText + "subkit doctor: no problems found.\n" }
    var output = ""
    let sorted = findings.sorted()
    for severity in Severity.allCases {
      let group = sorted.filter { $0.severity == severity }
      guard !group.isEmpty else { continue }
      output += paint(heading(severity, group.count), severity, bold: true) + "\n"
      for finding in group {
        let file = TerminalText.escape(finding.file)
        let location = finding.line.map { "\(file):\($0)" } ?? file
        output += "  " + paint(location, severity, bold: false) + "  [\(finding.rule.rawValue)]\n"
        output += "    " + TerminalText.escape(KeyRedactor.redactKeys(in: finding.message)) + "\n"
        output += "    fix: " + TerminalText.escape(finding.fix) + "\n"
      }
      output += "\n"
    }
    output += auditText + summary(findings) + "\n"
    return output
  }

  /// "2 errors, 1 warning".
  public func summary(_ findings: [Finding]) -> String {
    let parts = Severity.allCases.compactMap { severity -> String? in
      let count = findings.filter { $0.severity == severity }.count
      guard count > 0 else { return nil }
      return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
    }
    return "subkit doctor: " + parts.joined(separator: ", ") + "."
  }

  private func heading(_ severity: Severity, _ count: Int) -> String {
    switch severity {
    case .error: "Errors (\(count))"
    case .warning: "Warnings (\(count))"
    case .note: "Notes (\(count))"
    }
  }

  private func paint(_ text: String, _ severity: Severity, bold: Bool) -> String {
    guard useColor else { return text }
    let color =
      switch severity {
      case .error: "31"
      case .warning: "33"
      case .note: "36"
      }
    return "\u{1B}[\(bold ? "1;" : "")\(color)m\(text)\u{1B}[0m"
  }
}
