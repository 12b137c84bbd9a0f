import Foundation
import SubscriptionKit
import Testing

/// Every `subkit-analytics … --help` against a golden file in
/// `Golden/help/`, byte for byte, and the options each help lists against
/// what the parser accepts. Run with `SUBKIT_UPDATE_GOLDEN=1` to rewrite the
/// files after an intended change.
@Suite("subkit-analytics --help (golden files)", .timeLimit(.minutes(10)))
struct HelpGoldenTests {
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Golden/help")

  /// Each command, and the golden file its help is kept in.
  static let commands: [(path: [String], file: String)] = [
    ([], "subkit-analytics"), (["import"], "import"), (["report"], "report"),
    (["rebuild"], "rebuild"), (["serve"], "serve"),
  ]

  static func help(_ path: [String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory
    let output = try AnalyticsCommand.run(path + ["--help"], in: folder)
    #expect(output.status == 0, "\(path): \(output.stderr)")
    #expect(output.stderr.isEmpty)
    return output.stdout
  }

  @Test("Each command's --help matches its golden file", arguments: commands.map(\.file))
  func golden(_ name: String) throws {
    let path = Self.commands.first { $0.file == name }!.path
    let help = try Self.help(path)
    let file = Self.golden.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["SUBKIT_UPDATE_GOLDEN"] == "1" {
      try help.write(to: file, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(help == expected, "differs from \(file.lastPathComponent):\n\(help)")
  }

  @Test("--version prints SubscriptionKitVersion.current")
  func version() throws {
    let output = try AnalyticsCommand.run(["--version"], in: FileManager.default.temporaryDirectory)
    #expect(output.status == 0)
    #expect(output.stdout == SubscriptionKitVersion.current + "\n")
  }

  /// The options a help lists in its option tables: `--name` or `--name VALUE`
  /// at the start of a line indented by two spaces.
  static func listedOptions(_ help: String) -> [(name: String, takesValue: Bool)] {
    help.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("  --") else { return nil }
      let words = line.dropFirst(2).split(separator: " ", omittingEmptySubsequences: false)
      let name = String(words[0].dropFirst(2))
      let takesValue = words.count > 1 && !words[1].isEmpty && words[1].first!.isUppercase
      return (name, takesValue)
    }
  }

  @Test(
    "The parser accepts every option each help lists, and refuses one it does not list",
    arguments: commands.filter { !$0.path.isEmpty }.map(\.file))
  func acceptsWhatHelpLists(_ name: String) throws {
    let path = [name]
    let listed = Self.listedOptions(try Self.help(path))
    #expect(!listed.isEmpty)
    let folder = FileManager.default.temporaryDirectory
    for option in listed {
      let given = ["--\(option.name)"] + (option.takesValue ? ["x"] : [])
      let run = try AnalyticsCommand.run(path + given + ["--help"], in: folder)
      #expect(run.status == 0, "\(name) \(given): \(run.stderr)")
      if option.takesValue {
        let bare = try AnalyticsCommand.run(path + ["--\(option.name)"], in: folder)
        #expect(bare.status == 2, "\(name) --\(option.name) without a value")
        #expect(bare.stderr.contains("'--\(option.name)' needs a value"))
      }
    }
    // Options other commands take are refused here unless this help lists them.
    let everywhere = Set(
      try Self.commands.filter { !$0.path.isEmpty }.flatMap {
        Self.listedOptions(try Self.help($0.path)).map(\.name)
      }
    ).union(["not-an-option", "version", "state"])
    for other in everywhere.subtracting(listed.map(\.name)).sorted() {
      let run = try AnalyticsCommand.run(path + ["--\(other)", "x", "--help"], in: folder)
      #expect(run.status == 2, "\(name) accepted --\(other), which its help does not list")
      #expect(
        run.stderr == "subkit-analytics \(name): unknown option '--\(other)' "
          + "(see 'subkit-analytics \(name) --help')\n")
    }
  }
}
