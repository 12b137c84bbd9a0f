import Foundation
import TestSupport
import Testing

/// Runs the real `subkit` binary (built by `swift test`, since the SubkitTests
/// target depends on it) and checks stdout, stderr and the exit status.
@Suite("subkit doctor, end to end", .timeLimit(.minutes(10)))
struct EndToEndTests {
  /// `subkit` beside the running test bundle.
  static var binary: URL { BuiltProducts.executable("subkit") }

  private func subkit(_ arguments: [String], environment: [String: String] = [:]) throws
    -> ProcessOutput
  {
    try ProcessRunner.run(
      Self.binary, arguments,
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
  }

  @Test("The subkit binary is built beside the tests")
  func binaryExists() {
    #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "\(Self.binary.path)")
  }

  @Test("Errors found: text output, exit 1, keys redacted")
  func errorsExitOne() throws {
    let directory = try Fixtures.copy("Rules/test-key-in-release/fires")
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let run = try subkit(["doctor", directory.path, "--no-color"])
    #expect(run.status == 1)
    #expect(run.stdout.contains("Release.xcconfig:1  [test-key-in-release]"))
    #expect(run.stdout.contains("test_…"))
    #expect(!run.stdout.contains("Qw3rTy"))
    #expect(!run.stdout.contains("\u{1B}["))
  }

  @Test("Correct project: exit 0")
  func correctExitZero() throws {
    let directory = try Fixtures.copy("CorrectXcode16")
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let run = try subkit(["doctor", directory.path], environment: ["NO_COLOR": "1"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.last == "subkit doctor: no problems found.")
    // What the clean result rests on: the targets, files and paywall read.
    #expect(lines.first?.hasPrefix("Audited: targets MyApp") == true, "\(run.stdout)")
    #expect(run.stdout.contains("paywalls "))
  }

  @Test("Warnings only: exit 0, JSON on stdout")
  func jsonOutput() throws {
    let directory = try Fixtures.copy("Rules/hardcoded-price/fires")
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let run = try subkit(["doctor", directory.path, "--format", "json"])
    #expect(run.status == 0)
    let root = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let findings = (root?["findings"] as? [[String: Any]])?.filter {
      $0["severity"] as? String != "note"
    }
    #expect(findings?.count == 7)
    #expect(findings?.first?["rule"] as? String == "hardcoded-price")
  }

  @Test("SARIF output is valid JSON with version 2.1.0")
  func sarifOutput() throws {
    let directory = try Fixtures.copy("Rules/paywall-missing-restore/fires")
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let run = try subkit(["doctor", directory.path, "--format=sarif"])
    #expect(run.status == 1)
    let root = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(root?["version"] as? String == "2.1.0")
  }

  @Test(
    "Usage errors exit 2 with one line on stderr",
    arguments: [
      ["doctor", "/no/such/directory"], ["doctor", "--format", "xml"], ["doctor", "--bogus"],
      ["doctor", "a", "b"],
    ])
  func usageErrors(_ arguments: [String]) throws {
    let run = try subkit(arguments)
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("subkit doctor: "))
    #expect(run.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test("--help prints usage and exits 0")
  func help() throws {
    let run = try subkit(["doctor", "--help"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Usage: subkit doctor"))
  }

  /// Whether the kernel gives transparent huge pages to memory a process
  /// asks for them (Linux), the one case `subkit doctor` starts again for.
  static var hugePagesAvailable: Bool {
    guard
      let mode = try? String(
        contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)
    else { return false }
    return mode.contains("[madvise]") || mode.contains("[always]")
  }

  /// How many times the dynamic loader started the program, as
  /// `LD_DEBUG=files` reports it on stderr.
  private static func starts(_ stderr: String) -> Int {
    stderr.components(separatedBy: "\n").filter { $0.contains("transferring control:") }.count
  }

  @Test(
    "subkit doctor starts once more with huge pages: arguments, output and the user's tunables kept",
    .enabled(if: hugePagesAvailable))
  func restartsWithHugePages() throws {
    let copied = try Fixtures.copy("Rules/test-key-in-release/fires")
    let parent = copied.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: parent) }
    // A folder name a shell would split or mangle.
    let directory = parent.appendingPathComponent("Mein Projekt ü")
    try FileManager.default.moveItem(at: copied, to: directory)
    let arguments = ["doctor", directory.path, "--format", "json"]
    let restarted = try subkit(
      arguments, environment: ["LD_DEBUG": "files", "GLIBC_TUNABLES": "glibc.malloc.perturb=0"])
    #expect(Self.starts(restarted.stderr) == 2, "\(restarted.stderr.prefix(2_000))")
    // Set already (by the user, or by the first start): one start, same report.
    let once = try subkit(
      arguments,
      environment: [
        "LD_DEBUG": "files", "GLIBC_TUNABLES": "glibc.malloc.perturb=0:glibc.malloc.hugetlb=1",
      ])
    #expect(Self.starts(once.stderr) == 1)
    #expect(restarted.status == 1 && once.status == 1)
    #expect(restarted.stdout == once.stdout)
    #expect(restarted.stdout.contains("test-key-in-release"))
    // Other commands start once.
    let help = try subkit(["--help"], environment: ["LD_DEBUG": "files"])
    #expect(Self.starts(help.stderr) == 1)
  }
}
