import Foundation
import TestSupport
import Testing

/// `swift run subkit demo` needs only the toolchain and SQLite to build.
/// `subkit` signs Apple's payloads through AppleJWS, which reaches OpenSSL only
/// at run time (CLibCrypto: dlopen of libcrypto.so.3), so no system library
/// other than SQLite may be among its modules: not COpenSSL (libssl-dev's
/// headers), not libpq, not libmicrohttpd.
@Suite("subkit builds with the toolchain and SQLite alone")
struct DemoDependencyTests {
  @Test("No system library but CSQLite is among subkit's modules, directly or through another")
  func subkitStaysOffOpenSSL() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let scratch = try TestChains.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    // Its own scratch folder: the package's .build is locked by the running `swift test`.
    // SwiftPM's lock and temporary files go to TMPDIR: the scratch folder too.
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = scratch.path
    let output = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "swift", "package", "dump-package",
        "--scratch-path", scratch.appendingPathComponent(".build").path,
      ],
      environment: environment, in: root)
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
    #expect(reached.contains("CLibCrypto"), "the walk should reach Apple's signing")
    for library in ["COpenSSL", "CLibPQ", "CMicroHTTPD"] {
      #expect(!reached.contains(library), "subkit reaches \(library)")
    }
    // CLibCrypto and CLibCurl need no system library: only the shared
    // run-time loader, which needs nothing.
    #expect(dependencies["CLibCrypto"] == ["CRuntimeLibrary"])
    #expect(dependencies["CLibCurl"] == ["CRuntimeLibrary"])
    #expect(dependencies["CRuntimeLibrary"] == [])
  }
}
