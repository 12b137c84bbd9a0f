extension AuditSummary {
  /// Why a folder the walk did not enter was left out.
  static func reason(forSkippedFolder path: String) -> String {
    if path == "vendor/bundle" || path.hasSuffix("/vendor/bundle") {
      return "Ruby gems installed by Bundler, not the app's code"
    }
    if path.hasSuffix(".xcarchive") { return "build products (an archive)" }
    if path.hasSuffix(".app") || path.hasSuffix(".appex") {
      return "build products (a built app)"
    }
    if path.hasSuffix(".xctemplate") { return "an Xcode template, copied into new projects" }
    return switch RelativePath.fileName(of: path) {
    case "Pods", "Carthage", "SourcePackages", "node_modules": "dependencies, not the app's code"
    case "Pods.xcodeproj", "Target Support Files": "CocoaPods' generated files, not the app's code"
    case "build", "DerivedData", ".build": "build products"
    case "xcuserdata", ".swiftpm", ".idea": "per-user editor state"
    case "fastlane": "release tooling, not shipped"
    default: "not part of an app's sources"
    }
  }

  /// Source files in languages the rules do not audit.
  private static let otherLanguageExtensions: [StaticString] = [".m", ".mm", ".c", ".cc", ".cpp"]

  /// The summary of a run over `index`.
  init(
    index: ProjectIndex, snapshot: ProjectSnapshot, configuration: DoctorConfiguration,
    paywalls: [String]
  ) {
    self.init()
    var targets: [String] = []
    var configurations = Set<String>()
    for project in index.projects {
      for target in project.targets {
        targets.append(target.isTest ? "\(target.name) (tests)" : target.name)
      }
      for configuration in project.configurations { configurations.insert(configuration.name) }
    }
    self.targets = targets
    self.configurations = configurations.sorted()
    var files: [String: Int] = [:]
    func count(_ kind: String, _ number: Int) { if number > 0 { files[kind] = number } }
    count("swift", index.swiftSources.count)
    count("xcconfig", index.xcconfigs.count)
    count("plist", index.plists.count)
    count("project", index.projects.count)
    count("storekit", index.storeKitFiles.count)
    count("scheme", index.schemes.count)
    count("resource", index.resources.count)
    count("interface", index.interfaceFiles.count)
    self.files = files
    appSwiftFiles = index.swiftSources.count { $0.role == .app }
    self.paywalls = paywalls
    var usedBy: [String: [String]] = [:]
    for path in index.specStoreKitFiles { usedBy[path, default: []].append("from project.yml") }
    for (path, bytes) in index.schemes.sorted(by: { $0.key < $1.key }) {
      for reference in SchemeStoreKitReference.read(bytes, schemePath: path) {
        if let existing = index.storeKitCandidates(of: reference).first(
          where: index.allPaths.contains)
        {
          usedBy[existing, default: []].append(reference.schemeName)
        }
      }
    }
    storeKitFiles = index.storeKitFiles.keys.sorted().map { path in
      guard let schemes = usedBy[path] else { return "\(path) (no shared scheme uses it)" }
      return "\(path) (scheme \(schemes.joined(separator: ", ")))"
    }
    var skipped: [Skipped] = []
    for folder in snapshot.skippedFolders.prefix(20) {
      skipped.append(Skipped(path: folder + "/", reason: Self.reason(forSkippedFolder: folder)))
    }
    if snapshot.skippedFolders.count > 20 {
      skipped.append(
        Skipped(
          path: "…", reason: "\(snapshot.skippedFolders.count - 20) more such folders"))
    }
    for pattern in configuration.excludedPaths {
      let matched = snapshot.files.filter { configuration.isExcluded($0.path) }.count
      skipped.append(
        Skipped(path: pattern, reason: "excluded in .subkit-doctor.json (\(matched) file(s))"))
    }
    for rule in configuration.disabledRules.sorted(by: { $0.rawValue < $1.rawValue }) {
      skipped.append(
        Skipped(path: "rule \(rule.rawValue)", reason: "turned off in .subkit-doctor.json"))
    }
    for path in index.fixtureProjects {
      skipped.append(
        Skipped(
          path: path, reason: "a test fixture's stand-in project file, unreadable as a project"))
    }
    for finding in index.unreadableFindings {
      // "Could not read this Swift file: it is a Finder alias…" says why
      // after its colon; the path is already beside it.
      let message = finding.message
      var why = message
      if message.hasPrefix("Could not read"), let colon = message.firstIndex(of: ":") {
        why = String(message[message.index(after: colon)...].drop { $0 == " " })
      }
      skipped.append(Skipped(path: finding.file, reason: "could not be read: \(why)"))
    }
    for (role, what, reason) in [
      (FileRole.test, "in test targets", "never shipped, so not audited"),
      (.unbuilt, "no target builds", "not compiled into the app (manifests, unused folders)"),
    ] {
      let count = index.swiftSources.count { $0.role == role }
      if count > 0 {
        skipped.append(Skipped(path: "\(count) Swift file(s) \(what)", reason: reason))
      }
    }
    // Files a project builds from outside the audited folder (a sibling
    // folder's `../Shared/Model.swift`) were not read: say where they are.
    let outside = Set(index.projects.flatMap { $0.targets.flatMap(\.buildFiles) })
      .filter { $0.hasPrefix("../") && $0.hasSuffix(".swift") }.sorted()
    if let first = outside.first {
      skipped.append(
        Skipped(
          path: "\(outside.count) Swift file(s) the project builds from outside this folder",
          reason:
            "not audited: audit the folder holding them too (\(first)\(outside.count > 1 ? ", …" : ""))"
        ))
    }
    // An Objective-C or C++ app would otherwise look like a clean Swift one:
    // say that its code was not audited (pixels, Azoomee2, thirty-seventh round).
    let otherSources = snapshot.allPaths.count { path in
      Self.otherLanguageExtensions.contains { path.endsWithUTF8($0) }
        && !configuration.isExcluded(path)
    }
    if otherSources > 0 {
      skipped.append(
        Skipped(
          path: "\(otherSources) Objective-C or C/C++ file(s)",
          reason:
            "not audited: the rules read Swift code, build settings and resources (Objective-C only for the Swift classes it names)"
        ))
    }
    self.skipped = skipped.map {
      Skipped(
        path: KeyRedactor.redactKeys(in: $0.path), reason: KeyRedactor.redactKeys(in: $0.reason))
    }
    self.targets = self.targets.map(KeyRedactor.redactKeys(in:))
    self.storeKitFiles = storeKitFiles.map(KeyRedactor.redactKeys(in:))
  }
}
