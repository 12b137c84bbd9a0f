import Foundation
import Testing

/// What each state-changing `subkit store` command prints: what it did, then
/// one line per webhook event it caused (`--quiet` leaves those out), as a
/// transcript against `Golden/storeTranscript.txt`. Run with
/// `SUBKIT_UPDATE_GOLDEN=1` to rewrite it after an intended change.
@Suite("subkit store says what it did (golden transcript)", .timeLimit(.minutes(10)))
struct StoreEventOutputTests {
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Golden/storeTranscript.txt")

  /// Each step: the arguments after `subkit store`.
  static let steps: [[String]] = [
    ["buy", "pro_monthly", "--user", "alice", "--start", "2026-03-01T00:00:00Z"],
    ["buy", "pro_monthly", "--user", "alice"],
    ["cancel", "--user", "alice"],
    ["cancel", "--user", "alice"],
    ["buy", "pro_monthly", "--user", "alice"],
    ["buy", "pro_monthly", "--user", "bob"],
    ["buy", "pro_annual", "--user", "bob"],
    ["advance", "1mo"],
    ["billing-issue", "--user", "bob"],
    ["advance", "1mo"],
    ["recover", "--user", "bob"],
    ["buy", "pro_lifetime", "--user", "carol", "--apple-id", "carol"],
    ["buy", "pro_lifetime", "--user", "carol", "--apple-id", "carol"],
    ["refund", "--user", "carol"],
    ["cancel", "--user", "bob", "--quiet"],
    ["resume", "--user", "bob"],
    ["transfer", "--from", "bob", "--to", "dave"],
    ["restore", "--user", "erin"],
    ["attributes", "$country=DE", "--user", "erin"],
    ["advance", "1m"],
    ["advance", "30min"],
    ["advance", "1y"],
  ]

  @Test("Every step's output matches the golden transcript")
  func transcript() throws {
    let state = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    var transcript = ""
    for step in Self.steps {
      let output = try Repository.subkit(["store"] + step + ["--state", state.path])
      transcript += "$ subkit store " + step.joined(separator: " ") + "\n" + output.stdout
      for line in output.stderr.split(separator: "\n") { transcript += "stderr: \(line)\n" }
      if output.status != 0 { transcript += "exit \(output.status)\n" }
    }
    if ProcessInfo.processInfo.environment["SUBKIT_UPDATE_GOLDEN"] == "1" {
      try transcript.write(to: Self.golden, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: Self.golden, encoding: .utf8)
    #expect(transcript == expected, "differs from storeTranscript.txt:\n\(transcript)")
  }

  @Test("The event lines are exactly the outbox's new events, in order")
  func linesMatchOutbox() throws {
    let state = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    func store(_ arguments: [String]) throws -> Repository.Output {
      try Repository.subkit(["store"] + arguments + ["--state", state.path])
    }
    #expect(try store(["buy", "pro_monthly", "--user", "ann"]).status == 0)
    let before = try store(["events"]).stdout.split(separator: "\n").count
    let advanced = try store(["advance", "3mo"])
    #expect(advanced.status == 0, "\(advanced.stderr)")
    let lines = advanced.stdout.split(separator: "\n").dropFirst()
    let events = try store(["events", "--after", String(before)]).stdout.split(separator: "\n")
    #expect(lines.count == events.count && !lines.isEmpty)
    for (line, event) in zip(lines, events) {
      let object = try JSONSerialization.jsonObject(with: Data(event.utf8)) as? [String: Any]
      let body = object?["event"] as? [String: Any]
      #expect(line.hasPrefix("\(body?["type"] as? String ?? "?") ann pro_monthly"), "\(line)")
    }
    let quiet = try store(["advance", "1mo", "--quiet"])
    #expect(quiet.stdout.split(separator: "\n").count == 1, "\(quiet.stdout)")
  }

  @Test(
    "Ambiguous and malformed durations are refused naming the accepted forms; nothing changes",
    arguments: ["1m", "30M", "5", "1 mon", "1.5d", "mo", "2 m"])
  func refusedDurations(text: String) throws {
    let state = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let made = try Repository.subkit([
      "store", "buy", "pro_monthly", "--user", "ann", "--state", state.path,
    ])
    #expect(made.status == 0)
    let before = try Repository.subkit(["store", "events", "--state", state.path]).stdout
    let output = try Repository.subkit(["store", "advance", text, "--state", state.path])
    #expect(output.status == 2)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
    #expect(output.stderr.contains("45s, 30min, 12h, 1d, 2w, 1mo, 1y"), "\(output.stderr)")
    if text.lowercased().hasSuffix("m") && text.first?.isNumber == true {
      #expect(output.stderr.contains("min") && output.stderr.contains("mo"))
    }
    #expect(try Repository.subkit(["store", "events", "--state", state.path]).stdout == before)
  }

  @Test("Retry delays take the same forms: a bare 'm' is refused")
  func refusedRetryDelay() throws {
    let output = try Repository.subkit([
      "store", "deliver", "--to", "http://127.0.0.1:1/", "--retry-delays", "5m,10m",
    ])
    #expect(output.status == 2)
    #expect(output.stderr.contains("5min,10min"), "\(output.stderr)")
  }
}
