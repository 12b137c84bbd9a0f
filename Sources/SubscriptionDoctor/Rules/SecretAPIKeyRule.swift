/// `secret-api-key`: a secret `sk_` key in the app's Swift code (including
/// `#if DEBUG` and previews: a secret there still ships in the repository and in
/// debug builds), xcconfig files, property lists, build settings (XcodeGen
/// specs included), or bundled resources; and a committed `.p12`/`.pfx` identity.
struct SecretAPIKeyRule: DoctorRule {
  var ids: [RuleID] { [.secretAPIKey] }

  func check(_ index: ProjectIndex) -> [Finding] {
    var findings: [Finding] = []
    func report(_ file: String, _ line: Int?, _ key: KeyLiteral, _ place: String) {
      findings.append(
        Finding(
          rule: .secretAPIKey, file: file, line: line,
          message: "Secret API key \"\(key.redacted)\" in \(place); it must never ship in an app."))
    }
    func reportServerSecrets(
      _ file: String, _ line: Int?, _ text: String, _ place: String, isLiteral: Bool = false
    ) {
      for secret in ServerSecret.find(in: text, requiresKeyBody: isLiteral) {
        findings.append(
          Finding(
            rule: .secretAPIKey, file: file, line: line,
            message:
              "\(secret.name) \"\(secret.redacted)\" in \(place); server credentials must never ship in an app.",
            fix:
              "Remove it from the app and the repository, revoke it with its issuer, and call the service from your server instead."
          ))
      }
    }
    func reportSharedSecret(_ file: String, _ line: Int?, _ secret: String, _ place: String) {
      findings.append(
        Finding(
          rule: .secretAPIKey, file: file, line: line,
          message:
            "\(AppStoreSharedSecret.name) \"\(secret.prefix(4))…\" in \(place); server credentials must never ship in an app.",
          fix:
            "Validate receipts on your server (or let RevenueCat do it), and regenerate the secret in App Store Connect."
        ))
    }
    var constants: [(name: String, file: String, line: Int, secret: String)] = []
    for source in index.swiftSources
    where source.role == .app && (source.holdsKeyLiteral || source.holdsLongString) {
      for offset in source.stringOffsets {
        let token = source.tokens[offset]
        for key in KeyLiteral.realKeys(in: token.text) where key.kind == .secret {
          report(source.path, token.line, key, "Swift source")
        }
        reportServerSecrets(source.path, token.line, token.text, "Swift source", isLiteral: true)
        if AppStoreSharedSecret.isSecret(source.tokens, offset) {
          reportSharedSecret(source.path, token.line, token.text, "Swift source")
        } else if let name = AppStoreSharedSecret.constantName(source.tokens, offset) {
          constants.append((name, source.path, token.line, token.text))
        }
      }
    }
    // A constant of the secret's shape whatever its name, once the code hands
    // it to a receipt validator (`sharedSecret: SubscriptionManager.IAPSecretKey`).
    if !constants.isEmpty {
      let handed = AppStoreSharedSecret.namesHanded(
        among: Set(constants.map(\.name)), in: index.swiftSources)
      for constant in constants where handed.contains(constant.name) {
        reportSharedSecret(constant.file, constant.line, constant.secret, "Swift source")
      }
    }
    for (path, file) in index.xcconfigs.sorted(by: { $0.key < $1.key }) {
      for assignment in file.assignments {
        for key in KeyLiteral.realKeys(in: assignment.value) where key.kind == .secret {
          report(path, assignment.line, key, "build setting \(assignment.name)")
        }
        reportServerSecrets(
          path, assignment.line, assignment.value, "build setting \(assignment.name)")
        if AppStoreSharedSecret.namesSecret(assignment.name),
          AppStoreSharedSecret.hasShape(assignment.value)
        {
          reportSharedSecret(
            path, assignment.line, assignment.value, "build setting \(assignment.name)")
        }
      }
    }
    for (path, plist) in index.plists.sorted(by: { $0.key < $1.key }) {
      for leaf in plist.stringLeaves() {
        for key in KeyLiteral.realKeys(in: leaf.value) where key.kind == .secret {
          report(path, leaf.line, key, "a property list")
        }
        reportServerSecrets(path, leaf.line, leaf.value, "a property list")
      }
    }
    for project in index.projects {
      for configuration in project.configurations + project.targets.flatMap(\.configurations) {
        for assignment in configuration.settings {
          for key in KeyLiteral.realKeys(in: assignment.value) where key.kind == .secret {
            report(project.pbxprojPath, assignment.line, key, "build setting \(assignment.name)")
          }
          reportServerSecrets(
            project.pbxprojPath, assignment.line, assignment.value,
            "build setting \(assignment.name)")
        }
      }
    }
    // An XcodeGen spec beside a committed .xcodeproj is not the project read
    // above, but it is in the repository and generates the next project.
    // (A decoded spec's settings, its includes' too, were read as build settings.)
    let decodedSpecs = index.projects.contains {
      $0.pbxprojPath.hasSuffix(".yml") || $0.pbxprojPath.hasSuffix(".yaml")
    }
    for (path, bytes) in index.yamlFiles.sorted(by: { $0.key < $1.key })
    where !decodedSpecs && XcodeGenProject.isSpecFile(RelativePath.fileName(of: path))
      && !SecretsFile.isTemplate(path)
    {
      for (line, lineText) in Self.linesWithSecrets(String(decoding: bytes, as: UTF8.self)) {
        for key in KeyLiteral.realKeys(in: lineText) where key.kind == .secret {
          report(path, line, key, "an XcodeGen spec")
        }
        reportServerSecrets(path, line, lineText, "an XcodeGen spec")
      }
    }
    for (path, text) in index.resources.sorted(by: { $0.key < $1.key })
    where !ProjectIndex.looksLikeTest(path) && !SecretsFile.isTemplate(path)
      && !RelativePath.isVendoredSample(path)
    {
      let lines = Self.linesWithSecrets(text)
      guard !lines.isEmpty else { continue }
      let place = Self.resourcePlace(path, index)
      for (line, lineText) in lines {
        for key in KeyLiteral.realKeys(in: lineText) where key.kind == .secret {
          report(path, line, key, place)
        }
        reportServerSecrets(path, line, lineText, place)
      }
    }
    findings += committedIdentities(index)
    return findings
  }

  /// PKCS #12 files (`.p12`, `.pfx`): a signing identity or a push
  /// certificate exported from Keychain Access, a certificate with its
  /// private key. They are binary, so they are known by name; one an ignore
  /// rule covers is never committed unless git already tracks it.
  private func committedIdentities(_ index: ProjectIndex) -> [Finding] {
    index.allPaths.filter { path in
      let name = RelativePath.fileName(of: path).lowercased()
      return (name.hasSuffix(".p12") || name.hasSuffix(".pfx"))
        && !ProjectIndex.looksLikeTest(path) && !RelativePath.isVendoredSample(path)
        && (!index.gitIgnore.isIgnored(path) || index.trackedPaths?.contains(path) == true)
    }.sorted().map { path in
      Finding(
        rule: .secretAPIKey, file: path, line: nil,
        message:
          "\(RelativePath.fileName(of: path)) is a PKCS #12 identity (a certificate with its private key) in the repository; every clone holds the key.",
        fix:
          "Remove it from the repository and its history, revoke the certificate in the Apple Developer portal, and keep signing identities in your CI's secret store."
      )
    }
  }

  /// Where a resource holding a secret is, as a finding says it: bundled
  /// when a target's build phases copy it (or a folder holding it); a file
  /// only committed to the repository when every project is an Xcode project
  /// none of whose targets does (a `server/` folder beside the app: the key
  /// still leaks with the repository); otherwise just a resource file.
  private static func resourcePlace(_ path: String, _ index: ProjectIndex) -> String {
    let bundled = index.projects.contains { project in
      project.targets.contains { target in
        target.buildFiles.contains { !$0.isEmpty && RelativePath.isInside(path, $0) }
      } || !project.targets(building: path).isEmpty
    }
    if bundled { return "a bundled resource" }
    let allXcodeProjects =
      !index.projects.isEmpty && index.projects.allSatisfy { $0.pbxprojPath.hasSuffix(".pbxproj") }
    return allXcodeProjects
      ? "a file committed to the repository that no target bundles" : "a resource file"
  }

  /// The lines of `text` (1-based) that may hold a secret: cheap to skip the
  /// rest. A private key's armour comes with the lines up to its `-----END`
  /// line, so that its body is judged: armour around words (`...your key
  /// content here...` in an `.env` template; FetchNews, eighty-fifth round)
  /// holds no key.
  private static func linesWithSecrets(_ text: String) -> [(Int, String)] {
    guard text.contains("_") || text.contains("-----BEGIN") || text.contains("-") else { return [] }
    var lines: [(Int, String)] = []
    let all = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (offset, line) in all.enumerated() where line.contains("_") || line.contains("-") {
      var lineText = String(line)
      if line.contains("-----BEGIN"), !line.contains("-----END"),
        let end = all[(offset + 1)...].prefix(80).firstIndex(where: { $0.contains("-----END") })
      {
        lineText = all[offset...end].joined(separator: "\n")
      }
      lines.append((offset + 1, lineText))
    }
    return lines
  }
}
