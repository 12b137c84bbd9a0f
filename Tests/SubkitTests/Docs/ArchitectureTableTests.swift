import Foundation
import Testing

/// docs/architecture.md's module table against Package.swift: the table is
/// written by hand (its "owns" column is prose), so this test keeps its
/// "depends on" column and its list of modules true to the manifest.
@Suite("docs/architecture.md's module table")
struct ArchitectureTableTests {
  /// One module as the manifest declares it.
  struct ManifestTarget {
    var name: String
    var dependencies: Set<String>
    /// A `systemLibrary` target: named as a dependency, with no row of its own.
    var isSystemLibrary: Bool
  }

  @Test("Lists every module of the package, with exactly the package modules it depends on")
  func tableMatchesManifest() throws {
    let targets = try Self.manifestTargets()
    let names = Set(targets.map(\.name))
    let rows = try Self.tableRows()

    for target in targets where !target.isSystemLibrary {
      guard let row = rows[target.name] else {
        Issue.record("docs/architecture.md has no row for the module \(target.name)")
        continue
      }
      // A dependency is any name of the package's own targets in the cell;
      // prose ("Foundation", "(system library)") is not a target's name.
      let documented = Set(Self.words(in: row).filter(names.contains))
      #expect(
        documented == target.dependencies,
        """
        \(target.name): the table says \(documented.sorted()), \
        Package.swift says \(target.dependencies.sorted())
        """)
    }
    let extra = Set(rows.keys).subtracting(names).subtracting(Self.appleHostOnly)
    #expect(extra.isEmpty, "rows for modules Package.swift does not declare: \(extra.sorted())")
  }

  /// Modules the manifest declares only when evaluated on an Apple host
  /// (`#if canImport(Darwin)`): `swift package dump-package` on Linux omits them.
  static let appleHostOnly: Set<String> = ["SubscriptionKitRevenueCat"]

  /// The manifest's modules, without the ones that only serve the tests
  /// (those under `Tests/` and `Fuzz/`) and without test targets.
  static func manifestTargets() throws -> [ManifestTarget] {
    let scratch = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    // Its own scratch folder: the package's .build is locked by the running `swift test`.
    // SwiftPM's lock and temporary files go to TMPDIR: the scratch folder too.
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = scratch.path
    let output = try Repository.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "swift", "package", "dump-package",
        "--scratch-path", scratch.appendingPathComponent(".build").path,
      ],
      environment: environment, in: Repository.root)
    try #require(output.status == 0, "swift package dump-package: \(output.stderr)")

    struct Manifest: Decodable {
      struct Target: Decodable {
        var name: String
        var type: String
        var path: String?
        var dependencies: [[String: [JSONScalar?]]]
      }
      var targets: [Target]
    }
    let manifest = try JSONDecoder().decode(Manifest.self, from: Data(output.stdout.utf8))
    return manifest.targets.compactMap { target in
      let path = target.path ?? ""
      guard target.type != "test", !path.hasPrefix("Tests/"), !path.hasPrefix("Fuzz/")
      else { return nil }
      // Each dependency is {"byName"|"target"|"product": [name, …]}.
      let dependencies = target.dependencies.compactMap { $0.values.first?.first??.text }
      return ManifestTarget(
        name: target.name, dependencies: Set(dependencies),
        isSystemLibrary: target.type == "system")
    }
  }

  /// The module table's rows: the first cell's module name → the last cell.
  static func tableRows() throws -> [String: String] {
    let text = try String(
      contentsOf: Repository.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    var rows: [String: String] = [:]
    var inTable = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("| module |") {
        inTable = true
        continue
      }
      guard inTable else { continue }
      guard line.hasPrefix("|") else { break }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let first = cells.first, !first.hasPrefix("---"), let last = cells.last else {
        continue
      }
      rows[first.trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = last
    }
    try #require(!rows.isEmpty, "docs/architecture.md has no '| module |' table")
    return rows
  }

  /// The cell's words: names may contain letters, digits and dashes.
  static func words(in cell: String) -> [String] {
    cell.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init)
  }
}

/// A JSON string or any other scalar the manifest's dependency arrays hold
/// (a name, then `null` conditions).
struct JSONScalar: Decodable {
  var text: String?

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    text = try? container.decode(String.self)
  }
}
