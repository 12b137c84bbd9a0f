/// `broken-xcconfig-include`: an `#include` whose file does not exist relative
/// to the including xcconfig (`#include?` is optional and never fires).
struct BrokenXCConfigIncludeRule: DoctorRule {
  var ids: [RuleID] { [.brokenXCConfigInclude] }

  func check(_ index: ProjectIndex) -> [Finding] {
    var findings: [Finding] = []
    for path in index.attachedXCConfigs.sorted() {
      for case .include(let include, let isOptional, let line) in index.xcconfigs[path]?.statements
        ?? []
      where !isOptional {
        guard let target = BuildSettingsResolver.includeTarget(include, from: path),
          !index.allPaths.contains(target)
        else { continue }
        var message = "#include \"\(include)\" does not resolve: \(target) does not exist."
        let sameFolder = RelativePath.join(
          RelativePath.directory(of: path), RelativePath.fileName(of: include))
        if sameFolder != target, index.allPaths.contains(sameFolder) {
          message +=
            " Paths are relative to the including file; did you mean \"\(RelativePath.fileName(of: include))\"?"
        }
        findings.append(
          Finding(rule: .brokenXCConfigInclude, file: path, line: line, message: message))
      }
    }
    return findings
  }
}
