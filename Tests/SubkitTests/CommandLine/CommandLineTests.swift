import Foundation
import Testing

/// `subkit`'s conventions: --help everywhere, --version, exit codes, and one
/// clear line on stderr for every mistake.
@Suite("subkit command-line conventions", .timeLimit(.minutes(10)))
struct CommandLineTests {
  @Test(
    "Every bad argument is a usage error: exit 2, one line on stderr",
    arguments: [
      [], ["frob"], ["demo", "--bogus"], ["demo", "extra"], ["demo", "--state"], ["store"],
      ["store", "frob"],
      ["store", "advance"], ["store", "advance", "soon"], ["store", "advance", "-3d"],
      ["store", "buy"],
      ["store", "buy", "a", "b"], ["store", "status", "extra"],
      ["store", "events", "--after", "x"],
      ["store", "--colour"], ["doctor", "--format", "xml"], ["store", "advance", "1m"],
      ["store", "advance", "5"], ["store", "advance", "1 mon"], ["store", "transfer"],
      ["store", "experiments", "stop"], ["store", "experiments", "frob"],
      ["store", "approve", "a", "b"], ["store", "cancel", "--apple-id", "x"],
    ])
  func usageErrors(arguments: [String]) throws {
    let output = try Repository.subkit(arguments)
    #expect(output.status == 2, "\(arguments): \(output.stdout)")
    let lines = output.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(arguments): \(output.stderr)")
    #expect(output.stderr.hasPrefix("subkit"))
    #expect(output.stdout.isEmpty)
  }

  @Test(
    "--help on every command",
    arguments: [
      ["--help"], ["demo", "--help"], ["store", "--help"], ["doctor", "--help"], ["store", "-h"],
    ])
  func help(arguments: [String]) throws {
    let output = try Repository.subkit(arguments)
    #expect(output.status == 0)
    #expect(output.stdout.contains("Usage: subkit"))
    #expect(output.stderr.isEmpty)
  }

  @Test("--version prints the version")
  func version() throws {
    let output = try Repository.subkit(["--version"])
    #expect(output.status == 0)
    #expect(output.stdout.split(separator: ".").count == 3)
  }

  @Test("Files that do not exist are a failure with one line naming them")
  func missingFiles() throws {
    let output = try Repository.subkit([
      "demo", "--storekit", "/nope.storekit", "--project", "/nope.json",
    ])
    #expect(output.status == 1)
    #expect(output.stderr.contains("/nope.storekit"))
    #expect(output.stderr.split(separator: "\n").count == 1)
    let half = try Repository.subkit(["demo", "--storekit", "/nope.storekit"])
    #expect(half.status == 1)
    #expect(half.stderr.contains("--storekit and --project go together"))
  }

  @Test("A malformed .storekit file is one clear error, not a crash")
  func malformedStoreKit() throws {
    let folder = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let storekit = folder.appendingPathComponent("Broken.storekit")
    try Data(#"{"subscriptionGroups": [{"subscriptions": [{"productID": 7}]}]}"#.utf8).write(
      to: storekit)
    let project = Repository.root.appendingPathComponent("Examples/InvoiceApp/subscriptions.json")
    let output = try Repository.subkit([
      "demo", "--storekit", storekit.path, "--project", project.path,
    ])
    #expect(output.status == 1)
    #expect(output.stderr.contains("Broken.storekit"))
    #expect(output.stderr.split(separator: "\n").count == 1)
  }

  @Test("Input echoed in errors and results cannot drive the terminal")
  func echoedInputIsEscaped() throws {
    let hostile = "x\u{1B}]52;c;aGk=\u{7}\u{9B}2J\ny"
    let folder = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for arguments in [
      [hostile], ["store", hostile],
      ["demo", "--storekit", "/nope\(hostile).storekit", "--project", "/nope.json"],
      ["store", "--state", folder.path, "buy", "pro_monthly", "--user", hostile],
    ] {
      let output = try Repository.subkit(arguments)
      let text = output.stdout + output.stderr
      #expect(
        !text.unicodeScalars.contains {
          ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        }, "\(arguments): \(text.debugDescription)")
      #expect(text.contains("x\\u{1B}]52;c;aGk=\\u{7}\\u{9B}2J\\u{A}y"), "\(arguments): \(text)")
    }
  }
}
