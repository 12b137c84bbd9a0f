import Foundation
import Testing

/// `subkit … --help` of every command declared with `CommandLineSupport.Command`
/// against a golden file in `Golden/help/`, byte for byte, and the options
/// each help lists against what the parser accepts. Run with
/// `SUBKIT_UPDATE_GOLDEN=1` to rewrite the files after an intended change.
@Suite("subkit --help (golden files)", .timeLimit(.minutes(5)))
struct HelpGoldenTests {
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Golden/help")

  /// The declared commands; the others (demo, store …) still write their help by hand.
  static let commands = [
    ["doctor"], ["store", "simulate"], ["store", "notifications"], ["store", "apple-identity"],
  ]

  @Test("Each declared command's --help matches its golden file", arguments: commands)
  func golden(_ path: [String]) throws {
    let name = path.joined(separator: "-")
    let output = try Repository.subkit(path + ["--help"])
    #expect(output.status == 0)
    #expect(output.stderr.isEmpty)
    let file = Self.golden.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["SUBKIT_UPDATE_GOLDEN"] == "1" {
      try output.stdout.write(to: file, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(output.stdout == expected, "differs from \(file.lastPathComponent):\n\(output.stdout)")
  }

  @Test("The parser accepts every option each help lists and refuses others", arguments: commands)
  func acceptsWhatHelpLists(_ path: [String]) throws {
    let name = path.joined(separator: " ")
    let help = try Repository.subkit(path + ["--help"]).stdout
    let listed = help.split(separator: "\n").filter { $0.hasPrefix("  --") }.map { line in
      let words = line.dropFirst(2).split(separator: " ")
      let takesValue = words.count > 1 && words[1].first!.isUppercase
      return (name: String(words[0].dropFirst(2)), takesValue: takesValue)
    }
    #expect(!listed.isEmpty)
    for option in listed {
      let given = ["--\(option.name)"] + (option.takesValue ? ["x"] : [])
      let run = try Repository.subkit(path + given + ["--help"])
      #expect(run.status == 0, "\(name) \(given): \(run.stderr)")
    }
    for other in ["state", "database", "user", "not-an-option"]
    where !listed.contains(where: { $0.name == other }) {
      let run = try Repository.subkit(path + ["--\(other)", "x", "--help"])
      #expect(run.status == 2, "\(name) accepted --\(other), which its help does not list")
      #expect(run.stderr.hasPrefix("subkit \(name): unknown option '--\(other)'"))
    }
  }
}
