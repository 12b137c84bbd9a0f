import Foundation
import TestSupport
import Testing

/// `swift run subkit demo` needs only the toolchain and SQLite: until issue 24
/// wires Apple's output in (and decides how), nothing `subkit` links may reach
/// OpenSSL.
@Suite("subkit does not link OpenSSL yet")
struct DemoDependencyTests {
  @Test("Neither AppleJWS nor COpenSSL is among subkit's modules, directly or through another")
  func subkitStaysOffOpenSSL() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("applejws-dump-" + UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: scratch) }
    // Its own scratch folder: the package's .build is locked by the running `swift test`.
    let output = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", "package", "dump-package", "--scratch-path", scratch.path], in: root)
    try #require(output.status == 0, "swift package dump-package: \(output.stderr)")

    struct Manifest: Decodable {
      struct Target: Decodable {
        var name: String
        var dependencies: [[String: [Name?]]]
      }
      var targets: [Target]
    }
    /// A dependency array's entry: a name, or a condition (not a string).
    struct Name: Decodable {
      var text: String?
      init(from decoder: any Decoder) throws {
        text = try? decoder.singleValueContainer().decode(String.self)
      }
    }
    let manifest = try JSONDecoder().decode(Manifest.self, from: Data(output.stdout.utf8))
    var dependencies: [String: [String]] = [:]
    for target in manifest.targets {
      dependencies[target.name] = target.dependencies.compactMap { $0.values.first?.first??.text }
    }
    var reached: Set<String> = []
    var pending = ["subkit"]
    while let next = pending.popLast() {
      guard reached.insert(next).inserted else { continue }
      pending += dependencies[next] ?? []
    }
    #expect(reached.contains("CSQLite"), "the walk should reach subkit's SQLite")
    #expect(!reached.contains("AppleJWS"))
    #expect(!reached.contains("COpenSSL"))
  }
}
