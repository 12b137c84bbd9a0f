import SubscriptionDoctor

extension FuzzTarget {
  /// An XcodeGen `project.yml` → the YAML subset reader.
  static let xcodegenYAML = FuzzTarget(
    name: "xcodegen-yaml", summary: "XcodeGen project.yml → YAMLReader → PropertyListValue"
  ) { bytes in
    guard let (value, _) = try? YAMLReader.read(bytes: bytes) else { return false }
    _ = value.stringLeaves()
    return true
  }
}
