import Foundation
import Testing

@testable import FuzzTargets

/// Every seed and every crasher the fuzzers found, replayed through its reader
/// in the ordinary test run (no sanitizer needed): a reader that traps on one of
/// them fails this suite, so a fixed crash stays fixed.
struct FuzzCorpusTests {
  /// `Fuzz/` in the source tree.
  static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Crashers whose reader is not fixed yet (path under `Fuzz/` → why), skipped by
  /// `replay` so one open bug does not crash the whole test run. Each gets its own
  /// `@Test(.disabled("crash, see …"))` below that replays it; remove both with the fix.
  static let knownCrashes: [String: String] = [:]

  /// The regular files directly in `Fuzz/<kind>/<target>/`, sorted.
  static func files(_ kind: String, _ target: String) -> [URL] {
    let folder = fuzz.appendingPathComponent(kind).appendingPathComponent(target)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
  }

  @Test("Every seed and crasher replays through its reader", arguments: FuzzTarget.all.map(\.name))
  func replay(targetName: String) throws {
    let target = try #require(FuzzTarget.named(targetName))
    let inputs = (Self.files("Corpus", targetName) + Self.files("Crashers", targetName)).filter {
      Self.knownCrashes[String($0.path.dropFirst(Self.fuzz.path.count + 1))] == nil
    }
    for file in inputs {
      _ = target.run(Array(try Data(contentsOf: file)))
    }
    #expect(!inputs.isEmpty)
  }

  @Test(
    "Most seeds are accepted, so fuzzing starts inside each reader",
    arguments: FuzzTarget.all.map(\.name))
  func seedsAreAccepted(targetName: String) throws {
    let target = try #require(FuzzTarget.named(targetName))
    let seeds = Self.files("Corpus", targetName)
    let accepted = try seeds.filter { target.run(Array(try Data(contentsOf: $0))) }
    #expect(accepted.count * 2 >= seeds.count, "\(targetName): \(accepted.count)/\(seeds.count)")
  }

  @Test("Every target has seeds and a dictionary", arguments: FuzzTarget.all.map(\.name))
  func seedsAndDictionary(targetName: String) throws {
    #expect(Self.files("Corpus", targetName).count >= 3, "too few seeds for \(targetName)")
    let dictionary = Self.fuzz.appendingPathComponent("Dictionaries/\(targetName).dict")
    let text = try String(contentsOf: dictionary, encoding: .utf8)
    let entries = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
    #expect(entries.count >= 5, "too few dictionary entries for \(targetName)")
    for entry in entries {
      // libFuzzer's syntax: optional name, `=`, a double-quoted string.
      let quoted = entry.hasPrefix("\"") || entry.contains("=\"")
      #expect(quoted && entry.hasSuffix("\""), "bad line: \(entry)")
    }
  }

  @Test("Every corpus, crasher and dictionary belongs to a target")
  func noStrayFolders() throws {
    let names = Set(FuzzTarget.all.map(\.name))
    for kind in ["Corpus", "Crashers"] {
      let folder = Self.fuzz.appendingPathComponent(kind)
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for entry in entries where !entry.hasPrefix(".") {
        #expect(names.contains(entry), "Fuzz/\(kind)/\(entry) names no target")
      }
    }
    let dictionaries = try FileManager.default.contentsOfDirectory(
      atPath: Self.fuzz.appendingPathComponent("Dictionaries").path)
    for file in dictionaries {
      #expect(names.contains(String(file.dropLast(".dict".count))), "Fuzz/Dictionaries/\(file)")
    }
  }

  @Test("Target names are unique")
  func uniqueNames() {
    #expect(Set(FuzzTarget.all.map(\.name)).count == FuzzTarget.all.count)
  }

  @Test("The simulator-project target's .storekit reads")
  func bundledStoreKit() {
    #expect(FuzzStoreKit.configuration?.products.count == 3)
  }
}
