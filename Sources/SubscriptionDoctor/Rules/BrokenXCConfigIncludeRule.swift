/// `broken-xcconfig-include`: an `#include` whose file does not exist relative
/// to the including xcconfig, in any letter case (`#include?` is optional and
/// never fires).
struct BrokenXCConfigIncludeRule: DoctorRule {
  var ids: [RuleID] { [.brokenXCConfigInclude] }

  func check(_ index: ProjectIndex) -> [Finding] {
    var findings: [Finding] = []
    for path in index.attachedXCConfigs.sorted() {
      for case .include(let include, let isOptional, let line) in index.xcconfigs[path]?.statements
        ?? []
      where !isOptional {
        guard let target = index.resolver.resolvedInclude(include, from: path),
          !index.allPaths.contains(target)
        else { continue }
        if let tool = Self.generator(of: target, among: index.allPaths) {
          findings.append(
            Finding(
              rule: .brokenXCConfigInclude, severity: .note, file: path, line: line,
              message:
                "#include \"\(include)\" names \(target), which \(tool) creates (git-ignored, so absent from a fresh checkout): run it before building. The settings it holds were not read.",
              fix: "Run \(tool) before building; nothing to change in the xcconfig."))
          continue
        }
        let sameFolder = RelativePath.join(
          RelativePath.directory(of: path), RelativePath.fileName(of: target))
        // The per-developer copy goes where the include points; a path into a
        // folder the repository does not have is wrong, template or not. So is
        // one whose template's copy lands beside the including file, where the
        // include would resolve without its folder: it was written from the
        // wrong folder (`#include "Configuration/Secrets.xcconfig"` inside
        // `Configuration/`), the mistake this rule is about.
        let folder = RelativePath.directory(of: target)
        if folder.isEmpty || index.allPaths.contains(where: { $0.hasPrefix(folder + "/") }),
          let template = Self.template(of: target, among: index.allPaths),
          sameFolder == target
            || RelativePath.join(
              RelativePath.directory(of: template), RelativePath.fileName(of: target))
              != sameFolder
        {
          findings.append(
            Finding(
              rule: .brokenXCConfigInclude, severity: .note, file: path, line: line,
              message:
                "#include \"\(include)\" names \(target), which each developer copies from \(template) (absent from a fresh checkout by design). The settings it holds were not read.",
              fix:
                "Copy \(template) before building (in CI too); nothing to change in the xcconfig."))
          continue
        }
        // Kept out of the repository on purpose (`.gitignore` lists it: an
        // ads or secrets file each developer has), where the include points.
        if index.gitIgnore.isIgnored(target),
          folder.isEmpty || index.allPaths.contains(where: { $0.hasPrefix(folder + "/") }),
          sameFolder == target || !index.allPaths.contains(sameFolder)
        {
          findings.append(
            Finding(
              rule: .brokenXCConfigInclude, severity: .note, file: path, line: line,
              message:
                "#include \"\(include)\" names \(target), which .gitignore keeps out of the repository: absent from a fresh checkout by design, which does not build until someone creates it. The settings it holds were not read.",
              fix:
                "Use #include? so a fresh checkout builds, and commit a template (\(RelativePath.fileName(of: target)).template) saying what it holds."
            ))
          continue
        }
        var message = "#include \"\(include)\" does not resolve: \(target) does not exist."
        if sameFolder != target,
          index.allPaths.contains(sameFolder)
            || Self.template(of: sameFolder, among: index.allPaths) != nil
        {
          message +=
            " Paths are relative to the including file; did you mean \"\(RelativePath.fileName(of: include))\"?"
        }
        findings.append(
          Finding(rule: .brokenXCConfigInclude, file: path, line: line, message: message))
      }
    }
    return findings
  }

  /// The tool that writes `target` during a build or an install, when it is
  /// one and the repository uses it (`paths` hold its manifest): Flutter's
  /// `Generated.xcconfig` (`flutter pub get`, with a `pubspec.yaml`; macOS
  /// keeps it in `ephemeral/`), CocoaPods' `Pods/Target Support Files/…`
  /// (`pod install`, with a `Podfile`; a committed `Pods/` is never walked
  /// either). A Flutter shell whose Flutter project is gone (Did-It-Happen-,
  /// seventieth round) has nothing to create the file: a broken include.
  static func generator(of target: String, among paths: Set<String>) -> String? {
    let name = RelativePath.fileName(of: target)
    if name == "Generated.xcconfig" || name == "Flutter-Generated.xcconfig"
      || target.hasPrefix("ephemeral/") || target.contains("/ephemeral/")
    {
      return hasManifest("pubspec.yaml", among: paths) ? "Flutter (`flutter pub get`)" : nil
    }
    if target.hasPrefix("Pods/") || target.contains("/Pods/") {
      return hasManifest("Podfile", among: paths) ? "CocoaPods (`pod install`)" : nil
    }
    return nil
  }

  /// Whether a file named `name` is anywhere in `paths`.
  private static func hasManifest(_ name: String, among paths: Set<String>) -> Bool {
    paths.contains { $0 == name || $0.hasSuffix("/" + name) }
  }

  /// The committed template `target` is copied from, when the repository has
  /// one anywhere (`Secrets.xcconfig.template`, `Secrets.example.xcconfig`,
  /// `Secrets-Sample.xcconfig`, or the same name in a templates folder:
  /// `Local.templates/BuildId.xcconfig`): the file is per developer,
  /// git-ignored, so a fresh checkout lacks it by design.
  static func template(of target: String, among paths: some Collection<String>) -> String? {
    let name = RelativePath.fileName(of: target)
    guard name.hasSuffix(".xcconfig") else { return nil }
    let stem = String(name.dropLast(".xcconfig".count))
    var candidates: Set<String> = []
    for word in ["template", "sample", "example", "dist"] {
      candidates.insert("\(name).\(word)")
      for joined in ["\(stem).\(word)", "\(stem)-\(word)", "\(stem)_\(word)"] {
        candidates.insert("\(joined).xcconfig")
      }
    }
    candidates = Set(candidates.map { $0.lowercased() })
    let lowered = name.lowercased()
    return paths.filter { path in
      let file = RelativePath.fileName(of: path).lowercased()
      if candidates.contains(file) { return true }
      // The same name in a templates folder (`Local.templates/BuildId.xcconfig`
      // for `Local/BuildId.xcconfig`, copied there by a setup script).
      guard file == lowered, path != target else { return false }
      return RelativePath.directory(of: path).lowercased().split(separator: "/").contains {
        folder in ["template", "sample", "example"].contains { folder.contains($0) }
      }
    }.min()
  }
}
