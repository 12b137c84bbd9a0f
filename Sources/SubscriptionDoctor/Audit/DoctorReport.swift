/// The result of one doctor run: the findings and what was audited to reach them.
public struct DoctorReport: Sendable, Hashable {
  /// The findings, sorted by severity, file and line.
  public var findings: [Finding]
  /// What was read, found and skipped.
  public var summary: AuditSummary

  /// Creates a report.
  public init(findings: [Finding], summary: AuditSummary) {
    self.findings = findings
    self.summary = summary
  }
}
