import Foundation
import SubscriptionKit
import Testing

@testable import subkit

/// `subkit … --help` of every command and subcommand, found by walking the
/// declared command tree, against a golden file in `Golden/help/`, byte for
/// byte, and the options each help lists against what the parser accepts.
/// Run with `SUBKIT_UPDATE_GOLDEN=1` to rewrite the files after an intended
/// change.
@Suite("subkit --help (golden files)", .timeLimit(.minutes(10)))
struct HelpGoldenTests {
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Golden/help")

  /// `subkit` itself and every command below it.
  static let commands = [[String]()] + SubkitCommands.root.descendantPaths

  static func fileName(_ path: [String]) -> String {
    path.isEmpty ? "subkit.txt" : path.joined(separator: "-") + ".txt"
  }

  @Test("Each command's --help matches its golden file", arguments: commands)
  func golden(_ path: [String]) throws {
    let output = try Repository.subkit(path + ["--help"])
    #expect(output.status == 0)
    #expect(output.stderr.isEmpty)
    let file = Self.golden.appendingPathComponent(Self.fileName(path))
    if ProcessInfo.processInfo.environment["SUBKIT_UPDATE_GOLDEN"] == "1" {
      try output.stdout.write(to: file, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(output.stdout == expected, "differs from \(file.lastPathComponent):\n\(output.stdout)")
  }

  @Test("Every golden help file belongs to a declared command")
  func noStaleGoldenFiles() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.golden.path)
    #expect(Set(files) == Set(Self.commands.map(Self.fileName)))
  }

  @Test("Every command that runs is listed in its parent's help")
  func listedByParent() throws {
    for path in Self.commands where !path.isEmpty {
      let parent = try Repository.subkit(Array(path.dropLast()) + ["--help"]).stdout
      #expect(
        parent.contains("\n  \(path[path.count - 1]) ")
          || parent.contains("\n  \(path[path.count - 1])\n"), "\(path)")
    }
  }

  @Test("--version prints SubscriptionKitVersion.current")
  func version() throws {
    for arguments in [["--version"], ["version"]] {
      let output = try Repository.subkit(arguments)
      #expect(output.status == 0)
      #expect(output.stdout == SubscriptionKitVersion.current + "\n")
    }
  }

  @Test(
    "The parser accepts every option each help lists and refuses others",
    arguments: commands.filter { !$0.isEmpty })
  func acceptsWhatHelpLists(_ path: [String]) throws {
    let name = path.joined(separator: " ")
    let help = try Repository.subkit(path + ["--help"]).stdout
    let listed = help.split(separator: "\n").filter { $0.hasPrefix("  --") }.map { line in
      let words = line.dropFirst(2).split(separator: " ")
      let takesValue = words.count > 1 && words[1].first!.isUppercase
      return (name: String(words[0].dropFirst(2)), takesValue: takesValue)
    }
    for option in listed {
      let given = ["--\(option.name)"] + (option.takesValue ? ["x"] : [])
      let run = try Repository.subkit(path + given + ["--help"])
      #expect(run.status == 0, "\(name) \(given): \(run.stderr)")
    }
    for other in ["state", "database", "user", "not-an-option"]
    where !listed.contains(where: { $0.name == other }) {
      let run = try Repository.subkit(path + ["--\(other)", "x", "--help"])
      #expect(run.status == 2, "\(name) accepted --\(other), which its help does not list")
      #expect(run.stderr.hasPrefix("subkit \(name): unknown option '--\(other)'"), "\(run.stderr)")
    }
  }
}
