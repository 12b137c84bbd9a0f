import Testing

@testable import SubscriptionDoctor

struct GitIgnoreTests {
  @Test(
    "Patterns match like git's",
    arguments: [
      ("**/Secrets*.xcconfig", "App/Config/Secrets.debug.xcconfig", true),
      ("Secrets.swift", "App/Secrets.swift", true),
      ("/Secrets.swift", "App/Secrets.swift", false),
      ("Config/", "Config/Secrets.xcconfig", true),
      ("*.xcconfig\n!Secrets.xcconfig", "Secrets.xcconfig", false),
      ("# Secrets.swift", "Secrets.swift", false),
      ("App/*.xcconfig", "App/Secrets.xcconfig", true),
    ])
  func matches(_ pattern: String, _ path: String, _ expected: Bool) {
    let ignore = GitIgnore(files: [(".gitignore", pattern)])
    #expect(ignore.isIgnored(path) == expected)
  }

  @Test("A nested .gitignore applies to its own folder only")
  func nested() {
    let ignore = GitIgnore(files: [("App/.gitignore", "Secrets.swift")])
    #expect(ignore.isIgnored("App/Secrets.swift"))
    #expect(!ignore.isIgnored("Other/Secrets.swift"))
  }
}
