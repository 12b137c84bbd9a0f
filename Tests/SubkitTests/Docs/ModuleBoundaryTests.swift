import Foundation
import Testing

/// What docs/architecture.md promises about names and access, checked on the
/// sources: each type name means one thing, modules that are not products
/// have no public API, and no product links the test-only HTTP client.
@Suite("Module boundaries")
struct ModuleBoundaryTests {
  /// The modules under `Sources/` that are not products: what the package's
  /// other modules use is `package`, never `public`.
  static let notProducts = [
    "HTTPCore", "StoreServer", "StoreFolder", "AnalyticsServer", "HTTPTestSupport",
    "SQLiteSupport", "CommandLineSupport",
  ]

  /// Names declared in more than one module on purpose: each executable's
  /// `typealias Console = CommandLineSupport.Console<Program>` and
  /// `typealias ExitCode = CommandLineSupport.ExitCode` name the one shared
  /// type (a console that knows which program it prints for).
  static let knownDuplicates: Set<String> = ["Console", "ExitCode"]

  @Test("Modules that are not products declare nothing public")
  func notProductsArePackage() throws {
    let declaration = try Regex(
      #"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:final|static|nonisolated|override|required|convenience|mutating|indirect)\s+)*public\b"#
    )
    for module in Self.notProducts {
      let files = Repository.swiftFiles(under: "Sources/\(module)")
      #expect(!files.isEmpty, "no sources under Sources/\(module)")
      for file in files {
        let lines = try String(contentsOf: file, encoding: .utf8).split(
          separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.contains(declaration) {
          Issue.record(
            "\(module)/\(file.lastPathComponent):\(index + 1) is public in a module that is not a product; make it package"
          )
        }
      }
    }
  }

  @Test("No two modules declare a top-level type of the same name")
  func typeNamesAreUnique() throws {
    let declarers = try Self.topLevelTypes()
    for (name, modules) in declarers.sorted(by: { $0.key < $1.key })
    where modules.count > 1 && !Self.knownDuplicates.contains(name) {
      Issue.record(
        "\(name) is declared in \(modules.sorted().joined(separator: " and ")): rename one")
    }
  }

  @Test("The loopback HTTP client lives in HTTPTestSupport, which no product links")
  func loopbackClientIsTestSupport() throws {
    #expect(try Self.topLevelTypes()["LoopbackHTTPClient"] == ["HTTPTestSupport"])
    let manifest = try String(
      contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let products = manifest.split(separator: "\n").filter { $0.contains(".library(") }
    #expect(!products.isEmpty)
    #expect(!products.contains { $0.contains("HTTPTestSupport") })
  }

  /// Each top-level type, protocol or type alias under `Sources/` and the
  /// modules that declare it; a deprecated alias kept for source
  /// compatibility (the line after `@available(*, deprecated…`) does not count,
  /// nor does an alias that names the same type of another module by its own
  /// name (`public typealias Store = SubscriptionWire.Store`: one type, one meaning).
  static func topLevelTypes() throws -> [String: Set<String>] {
    let declaration = try Regex(
      #"^(?:(?:public|package|internal|fileprivate|private|final)\s+)*(?:struct|enum|class|actor|protocol|typealias)\s+(\w+)"#
    )
    let sameTypeAlias = try Regex(#"^(?:public\s+)?typealias\s+(\w+)\s*=\s*\w+\.(\w+)\s*$"#)
    var declarers: [String: Set<String>] = [:]
    for file in Repository.swiftFiles(under: "Sources") {
      let parts = file.path.dropFirst(Repository.root.path.count).split(separator: "/")
      guard parts.count > 2 else { continue }
      let module = String(parts[1])
      var previous = ""
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let sameType = line.wholeMatch(of: sameTypeAlias).map {
          $0.output[1].substring == $0.output[2].substring
        }
        if !previous.hasPrefix("@available(*, deprecated"), sameType != true,
          let match = line.prefixMatch(of: declaration),
          let name = match.output[1].substring
        {
          declarers[String(name), default: []].insert(module)
        }
        previous = String(line)
      }
    }
    return declarers
  }
}
