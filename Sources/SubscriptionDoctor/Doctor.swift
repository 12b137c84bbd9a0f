/// `subkit doctor`: audits a directory holding an Xcode project for the
/// subscription-setup mistakes that break apps and get them rejected.
///
/// `run(directory:)` is the effectful edge (it reads the directory and asks
/// git); `diagnose(_:)` is pure and is what tests call with hand-made snapshots.
///
/// ```swift
/// let findings = try Doctor.run(directory: "MyApp")
/// print(TextRenderer(useColor: false).render(findings))
/// ```
public enum Doctor {
  /// Every rule, in the order their findings are gathered.
  public static let rules: [any DoctorRule] = [
    HardcodedAPIKeyRule(), SecretAPIKeyRule(), SecretsNotIgnoredRule(), PlaceholderAPIKeyRule(),
    InfoPlistKeyPrefixCustomRule(), UndefinedBuildSettingRule(), BrokenXCConfigIncludeRule(),
    TestKeyInReleaseRule(), CustomInfoPlistNotUsedRule(), InfoPlistInSyncedFolderRule(),
    PurchasesMultipleOwnersRule(), HardcodedPriceRule(), PlanTypeWithPriceRule(),
    EntitlementIDLiteralRule(), NotificationSubscriptionStateRule(), ConfigureCalledTwiceRule(),
    PaywallRules(),
  ]

  /// Reads `directory` and returns its findings, sorted by severity, file and line.
  /// - Throws: `DoctorError` when the directory does not exist or is not a directory.
  public static func run(directory: String) throws(DoctorError) -> [Finding] {
    diagnose(try ProjectLoader.load(directory: directory))
  }

  /// The findings for an already-read directory; honours `.subkit-doctor.json` in it.
  public static func diagnose(_ snapshot: ProjectSnapshot) -> [Finding] {
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
            message: "Could not read the doctor configuration: \(error.reason)."))
      }
    }
    let index = ProjectIndex(snapshot: snapshot, configuration: configuration)
    var findings = configurationFindings + index.unreadableFindings
    for rule in rules where !rule.ids.allSatisfy(configuration.disabledRules.contains) {
      findings += rule.check(index)
    }
    return Array(
      Set(
        findings.filter { !configuration.disabledRules.contains($0.rule) }.map { finding in
          var redacted = finding
          redacted.message = KeyRedactor.redactKeys(in: finding.message)
          return redacted
        })
    ).sorted()
  }

  /// The process exit status for `findings`: 1 when any is an error, else 0.
  public static func exitStatus(for findings: [Finding]) -> Int32 {
    findings.contains { $0.severity == .error } ? 1 : 0
  }
}
