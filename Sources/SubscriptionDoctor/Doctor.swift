/// `subkit doctor`: audits a directory holding an Xcode project for the
/// subscription-setup mistakes that break apps and get them rejected.
///
/// `run(directory:)` is the one entry point: it reads the directory (and never
/// runs anything the directory configures) and returns the findings. Render them
/// with `TextRenderer`, `JSONRenderer` or `SARIFRenderer`.
///
/// ```swift
/// let findings = try Doctor.run(directory: "MyApp")
/// print(TextRenderer(useColor: false).render(findings))
/// ```
public enum Doctor {
  /// Every rule, in the order their findings are gathered.
  package static let rules: [any DoctorRule] = [
    HardcodedAPIKeyRule(), SecretAPIKeyRule(), SecretsNotIgnoredRule(), PlaceholderAPIKeyRule(),
    InfoPlistKeyPrefixCustomRule(), UndefinedBuildSettingRule(), BrokenXCConfigIncludeRule(),
    TestKeyInReleaseRule(), CustomInfoPlistNotUsedRule(), InfoPlistInSyncedFolderRule(),
    PurchasesMultipleOwnersRule(), HardcodedPriceRule(), PlanTypeWithPriceRule(),
    EntitlementIDLiteralRule(), NotificationSubscriptionStateRule(), ConfigureCalledTwiceRule(),
    PaywallRules(), StoreKitDriftRule(), KnownStoreKitIssueRule(),
  ]

  /// Reads `directory` and returns its findings, sorted by severity, file and line.
  ///
  /// A directory without an Xcode project (or XcodeGen/Tuist spec or Swift
  /// package) and without any file the doctor reads is an error, never an empty
  /// list: "no problems found" must mean something was audited.
  /// - Throws: `DoctorError` when the directory does not exist, is not a
  ///   directory, or holds nothing to audit.
  public static func run(directory: String) throws(DoctorError) -> [Finding] {
    try audit(directory: directory).findings
  }

  /// Reads `directory` and returns its findings with a summary of what was
  /// audited: targets, configurations, files, paywalls, `.storekit` files, and
  /// what was skipped and why.
  ///
  /// With `memory: .leftToProcessExit` the files read and parsed are never
  /// freed: for a command that prints the report and exits, letting the
  /// operating system take the whole process back at once is faster than
  /// freeing ten thousand files' tokens piece by piece first (compilers do the
  /// same, e.g. clang's `-disable-free`). A long-lived process keeps the default.
  /// - Throws: `DoctorError`, as `run(directory:)`.
  public static func audit(directory: String, memory: AuditMemory = .freed) throws(DoctorError)
    -> DoctorReport
  {
    let snapshot = try ProjectLoader.load(directory: directory)
    guard !snapshot.files.isEmpty || ProjectIndex.hasProjectDescription(snapshot.allPaths) else {
      throw DoctorError.nothingToAudit(directory)
    }
    if memory == .leftToProcessExit { AuditMemory.keepUntilExit(snapshot) }
    return report(snapshot, memory: memory)
  }

  /// Whether a file is part of an Apple app (code, settings, property lists,
  /// schemes, interfaces, `.storekit` files), not a resource any project keeps.
  static func isAppFile(_ path: String) -> Bool {
    let name = RelativePath.fileName(of: path)
    return name.endsWithUTF8(".swift") || name.hasSuffix(".xcconfig") || name.hasSuffix(".plist")
      || name == "project.pbxproj" || name.hasSuffix(".storekit") || name.hasSuffix(".xcscheme")
      || ProjectIndex.isInterfaceFile(name) || ObjectiveCNames.isImplementation(name)
  }

  /// The findings for an already-read directory; honours `.subkit-doctor.json` in it.
  package static func diagnose(_ snapshot: ProjectSnapshot) -> [Finding] {
    report(snapshot).findings
  }

  /// The findings and audit summary for an already-read directory; without
  /// `usesFileFacts` rules walk every Swift file (`ProjectIndex.init`), which
  /// must change nothing.
  package static func report(
    _ snapshot: ProjectSnapshot, usesFileFacts: Bool = true, memory: AuditMemory = .freed
  ) -> DoctorReport {
    var configuration = DoctorConfiguration()
    var configurationFindings: [Finding] = []
    if let file = snapshot.files.first(where: { $0.path == DoctorConfiguration.fileName }),
      let bytes = file.bytes
    {
      do throws(ReaderError) {
        configuration = try DoctorConfiguration.parse(bytes)
      } catch {
        configurationFindings.append(
          Finding(
            rule: .unreadableFile, file: file.path, line: error.line,
            message: "Could not read the doctor configuration: \(error.reason).",
            fix: DoctorConfiguration.fixText))
      }
    }
    var index = ProjectIndex(
      snapshot: snapshot, configuration: configuration, usesFileFacts: usesFileFacts)
    var findings = configurationFindings + index.unreadableFindings + index.coverageNotes
    let active = rules.filter { !$0.ids.allSatisfy(configuration.disabledRules.contains) }
    let output = check(active, index)
    findings += output.findings
    let summary = AuditSummary(
      index: index, snapshot: snapshot, configuration: configuration, paywalls: output.paywalls)
    switch memory {
    case .freed: ConcurrentRelease.release(&index.swiftSources)
    case .leftToProcessExit: AuditMemory.keepUntilExit(index)
    }
    var redacted: [Finding] = []
    redacted.reserveCapacity(findings.count)
    for var finding in findings where !configuration.disabledRules.contains(finding.rule) {
      // Keys never leave the doctor whole, whether in a message or a path (a folder named after a key).
      finding.message = KeyRedactor.redactKeys(in: finding.message)
      finding.file = KeyRedactor.redactKeys(in: finding.file)
      redacted.append(finding)
    }
    return DoctorReport(findings: sortedWithoutDuplicates(redacted), summary: summary)
  }

  /// What one rule reports: its findings and, for the paywall rules, the paywalls read.
  private struct RuleOutput: Sendable {
    var findings: [Finding]
    var paywalls: [String] = []
  }

  /// Every finding of `rules`, which are pure and independent: they run side
  /// by side on the machine's cores.
  private static func check(_ rules: [any DoctorRule], _ index: ProjectIndex)
    -> (findings: [Finding], paywalls: [String])
  {
    let outputs = ConcurrentSlots.map(rules.count) { offset -> RuleOutput in
      if let paywallRules = rules[offset] as? PaywallRules {
        let result = paywallRules.audit(index)
        return RuleOutput(findings: result.findings, paywalls: result.paywalls)
      }
      return RuleOutput(findings: rules[offset].check(index))
    }
    return (
      outputs.flatMap { $0?.findings ?? [] },
      outputs.flatMap { $0?.paywalls ?? [] }.map { KeyRedactor.redactKeys(in: $0) }
    )
  }

  /// `findings` sorted, each distinct finding once. Equal findings sort next
  /// to each other (among those with the same sort key), so no set is needed.
  static func sortedWithoutDuplicates(_ findings: [Finding]) -> [Finding] {
    let sorted = findings.sorted()
    var result: [Finding] = []
    result.reserveCapacity(sorted.count)
    var runStart = 0
    for finding in sorted {
      if let last = result.last, last < finding { runStart = result.count }
      if !result[runStart...].contains(finding) { result.append(finding) }
    }
    return result
  }

  /// The process exit status for `findings`: 1 when any is an error, else 0.
  public static func exitStatus(for findings: [Finding]) -> Int32 {
    findings.contains { $0.severity == .error } ? 1 : 0
  }
}
