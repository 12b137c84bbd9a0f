import Foundation
import Testing

/// What `subkit store` and `subkit demo` do with their state folder and what
/// they print: bad input changes nothing, read-only commands write nothing,
/// and every line tells the truth.
@Suite("subkit store and demo: state and output", .timeLimit(.minutes(10)))
struct StoreStateTests {
  let state: URL
  let scratch: URL

  init() throws {
    scratch = try Repository.temporaryDirectory()
    state = scratch.appendingPathComponent("state")
  }

  func store(_ arguments: [String]) throws -> Repository.Output {
    try Repository.subkit(["store"] + arguments + ["--state", state.path])
  }

  /// Bytes, inode and modification date: whether a file was written at all.
  func fingerprint(_ name: String) throws -> String {
    let url = state.appendingPathComponent(name)
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    let bytes = try Data(contentsOf: url)
    return "\(bytes.count):\(bytes.hashValue):\(attributes[.systemFileNumber] ?? 0):"
      + "\(attributes[.modificationDate] ?? 0)"
  }

  func newStore() throws {
    let first = try store([
      "buy", "pro_monthly", "--user", "ann", "--start", "2026-03-01T00:00:00Z",
    ])
    #expect(first.status == 0, "\(first.stderr)")
  }

  @Test("A broken --storekit is refused before anything is written; the store goes on")
  func brokenStoreKitChangesNothing() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    try newStore()
    let before = try fingerprint("setup.json")
    let broken = scratch.appendingPathComponent("broken.storekit")
    try Data("{ not a storekit".utf8).write(to: broken)
    let project = Repository.root.appendingPathComponent("Examples/InvoiceApp/subscriptions.json")
    let refused = try store(["status", "--storekit", broken.path, "--project", project.path])
    #expect(refused.status == 1)
    #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
    #expect(try fingerprint("setup.json") == before)
    let demo = try Repository.subkit(
      ["demo", "--state", state.path, "--storekit", broken.path, "--project", project.path],
      input: "quit\n")
    #expect(demo.status == 1)
    #expect(try fingerprint("setup.json") == before)
    #expect(try store(["status"]).status == 0, "later commands still work")
  }

  @Test("demo --state with a broken --storekit is refused on its own; setup.json is untouched")
  func brokenStoreKitDemoChangesNothing() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    try newStore()
    let before = try fingerprint("setup.json")
    let broken = scratch.appendingPathComponent("broken.storekit")
    try Data("{ not a storekit".utf8).write(to: broken)
    let project = Repository.root.appendingPathComponent("Examples/InvoiceApp/subscriptions.json")
    let demo = try Repository.subkit(
      ["demo", "--state", state.path, "--storekit", broken.path, "--project", project.path],
      input: "quit\n")
    #expect(demo.status == 1)
    #expect(demo.stderr.split(separator: "\n").count == 1, "\(demo.stderr)")
    #expect(try fingerprint("setup.json") == before)
    #expect(try store(["status"]).status == 0, "later commands still work")
  }

  @Test("A broken --storekit for a new folder creates nothing")
  func brokenStoreKitNewFolder() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let broken = scratch.appendingPathComponent("broken.storekit")
    try Data("[]".utf8).write(to: broken)
    let project = Repository.root.appendingPathComponent("Examples/InvoiceApp/subscriptions.json")
    let refused = try store([
      "buy", "pro_monthly", "--storekit", broken.path, "--project", project.path,
    ])
    #expect(refused.status == 1)
    #expect(!FileManager.default.fileExists(atPath: state.path))
  }

  @Test("A damaged setup.json is an error naming it; nothing is reset or written")
  func damagedSetup() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    try newStore()
    let setup = state.appendingPathComponent("setup.json")
    try Data("{\"storekit\": 3".utf8).write(to: setup)
    let ledgerBefore = try fingerprint("store.sqlite")
    for command in [
      ["status"], ["events"], ["buy", "pro_annual", "--user", "bo"], ["advance", "1d"],
    ] {
      let output = try store(command)
      #expect(output.status == 1, "\(command)")
      #expect(output.stderr.contains(setup.path), "\(output.stderr)")
      #expect(output.stderr.split(separator: "\n").count == 1)
    }
    let demo = try Repository.subkit(["demo", "--state", state.path], input: "quit\n")
    #expect(demo.status == 1)
    #expect(demo.stderr.contains("setup.json"))
    #expect(try Data(contentsOf: setup) == Data("{\"storekit\": 3".utf8))
    #expect(try fingerprint("store.sqlite") == ledgerBefore)
  }

  @Test(
    "A changed setup.json is replaced whole (a new file renamed over it), never rewritten in place")
  func setupReplacedAtomically() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    try newStore()
    let setup = state.appendingPathComponent("setup.json")
    func inode() throws -> Int {
      try (FileManager.default.attributesOfItem(atPath: setup.path)[.systemFileNumber] as? Int)
        ?? -1
    }
    let before = try inode()
    let example = Repository.root.appendingPathComponent("Examples/InvoiceApp")
    let copy = scratch.appendingPathComponent("copy.storekit")
    try FileManager.default.copyItem(
      at: example.appendingPathComponent("InvoiceApp.storekit"), to: copy)
    let project = example.appendingPathComponent("subscriptions.json")
    let changed = try store(["status", "--storekit", copy.path, "--project", project.path])
    #expect(changed.status == 0, "\(changed.stderr)")
    #expect(try String(contentsOf: setup, encoding: .utf8).contains("copy.storekit"))
    #expect(try inode() != before, "written in place: a crash mid-write would leave half a file")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: state.path)
      .filter { $0.hasSuffix(".tmp") }
    #expect(leftovers.isEmpty, "\(leftovers)")
  }

  @Test("status, events and customers write nothing: not setup.json, not the ledger")
  func readOnlyCommandsWriteNothing() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    try newStore()
    let setup = try fingerprint("setup.json")
    let ledger = try fingerprint("store.sqlite")
    for command in [["status"], ["events"], ["events", "--after", "1"], ["customers"]] {
      #expect(try store(command).status == 0)
    }
    #expect(try fingerprint("setup.json") == setup)
    #expect(try fingerprint("store.sqlite") == ledger)
  }

  @Test("--state that is a file, or inside one, is one plain sentence")
  func stateNotAFolder() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("plain-file")
    try Data("x".utf8).write(to: file)
    for path in [file.path, file.appendingPathComponent("inside").path] {
      for command in [["store", "status"], ["demo"]] {
        let output = try Repository.subkit(command + ["--state", path], input: "quit\n")
        #expect(output.status == 1)
        #expect(output.stderr.contains("not a folder"), "\(output.stderr)")
        #expect(!output.stderr.contains("Error Domain"), "\(output.stderr)")
        #expect(output.stderr.split(separator: "\n").count == 1)
      }
    }
  }

  @Test("events prints each event's sequence, and --after N starts after it")
  func eventSequence() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    try newStore()
    #expect(try store(["advance", "8d"]).status == 0)
    #expect(try store(["cancel", "--user", "ann"]).status == 0)
    func sequences(_ output: Repository.Output) throws -> [Int] {
      try output.stdout.split(separator: "\n").map { line in
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        #expect(object?["event"] is [String: Any], "still a webhook body")
        return object?["sequence"] as? Int ?? -1
      }
    }
    #expect(try sequences(store(["events"])) == [1, 2, 3])
    #expect(try sequences(store(["events", "--after", "2"])) == [3])
  }

  @Test("buy pro_annual during a monthly trial says the change waits for the renewal")
  func crossgradeTellsTheTruth() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    try newStore()
    let output = try store(["buy", "pro_annual", "--user", "ann"])
    #expect(output.status == 0)
    #expect(!output.stdout.hasPrefix("bought pro_monthly"), "\(output.stdout)")
    #expect(output.stdout.contains("pro_annual"))
    #expect(output.stdout.contains("next renewal on 2026-03-08"), "\(output.stdout)")
    #expect(output.stdout.contains("pro_monthly continues"))
  }

  @Test("refund with no product refunds a lifetime-only customer's purchase, as help says")
  func refundLifetime() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    try newStore()
    #expect(try store(["buy", "pro_lifetime", "--user", "lia"]).status == 0)
    let refund = try store(["refund", "--user", "lia"])
    #expect(refund.status == 0, "\(refund.stderr)")
    #expect(refund.stdout.hasPrefix("refunded pro_lifetime"))
    let help = try Repository.subkit(["store", "refund", "--help"]).stdout
    #expect(help.contains("subscription or one-time"))
    let nothing = try store(["refund", "--user", "nobody"])
    #expect(nothing.status == 1)
    #expect(
      nothing.stderr.contains("nobody has no purchase to refund"))
  }

  @Test("Control characters from users and files never reach the terminal raw")
  func controlCharactersEscaped() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    try newStore()
    let clipboard = "\u{1B}]52;c;SGVsbG8=\u{07}"
    let forged = "x\u{1B}[2K\rno problems found"
    let bought = try store(["buy", "pro_monthly", "--user", forged])
    #expect(bought.status == 0)
    #expect(!bought.stdout.contains("\u{1B}") && !bought.stdout.contains("\r"))
    #expect(bought.stdout.contains("\\u{1B}[2K\\u{D}no problems found"))
    let unknown = try store(["buy", clipboard])
    #expect(unknown.status == 1)
    #expect(!unknown.stderr.contains("\u{1B}") && !unknown.stderr.contains("\u{07}"))
    let customers = try store(["customers"])
    #expect(!customers.stdout.contains("\u{1B}"))
    let demo = try Repository.subkit(
      ["demo", "--state", state.path], input: "login \(clipboard)\ndebug\nfrob\(forged)\nquit\n")
    #expect(!demo.stdout.contains("\u{1B}") && !demo.stdout.contains("\u{07}"), "\(demo.stdout)")
    #expect(!demo.stdout.contains("\r"))
    #expect(!demo.stderr.contains("\u{1B}"))
    let status = try store(["status", "--user", forged])
    #expect(status.status == 0)
    #expect(
      (try? JSONSerialization.jsonObject(with: Data(status.stdout.utf8))) != nil,
      "JSON output stays JSON")
  }

  @Test("The scripted demo: '?' lists keys, 'help' lists words, unknown lines fail the run")
  func demoTruthfulness() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let keys = try Repository.subkit(["demo"], input: "?\n")
    #expect(keys.status == 0)
    #expect(keys.stdout.contains("Keys"))
    #expect(keys.stdout.contains("? h"))
    let words = try Repository.subkit(["demo"], input: "help\n")
    #expect(words.stdout.contains("advance day|week|month|year|45s|30min"))
    #expect(!words.stdout.contains("? h          this list"))
    let mistyped = try Repository.subkit(["demo"], input: "new\nfrobnicate\nnew\n")
    #expect(mistyped.status == 1)
    #expect(mistyped.stderr.contains("1 command was not understood"))
    #expect(mistyped.stdout.contains("Invoice #2"), "the demo goes on after the mistake")
  }
}
