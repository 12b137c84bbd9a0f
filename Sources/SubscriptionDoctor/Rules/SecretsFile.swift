/// Recognises the Secrets files the integration guides tell people to create
/// and git-ignore: `Secrets.swift`, `Secrets.debug.xcconfig`, `Secrets-Release.xcconfig`…
enum SecretsFile {
  /// Whether `path` names a Secrets*.swift or Secrets*.xcconfig file.
  @Sendable static func isSecretsFile(_ path: String) -> Bool {
    let name = RelativePath.fileName(of: path).lowercased()
    return name.hasPrefix("secrets") && (name.hasSuffix(".swift") || name.hasSuffix(".xcconfig"))
  }

  /// Whether `path` is a template or example meant to be copied, never built.
  static func isTemplate(_ path: String) -> Bool {
    let name = RelativePath.fileName(of: path).lowercased()
    return ["template", "example", "sample"].contains { name.contains($0) }
  }
}
