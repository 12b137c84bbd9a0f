import Foundation
import Testing

/// `subkit store advance`: calendar months, and absurd durations refused with
/// one line and nothing changed (issue 10 item 5, issue 11 item 4).
@Suite("subkit store advance", .timeLimit(.minutes(10)))
struct StoreAdvanceCommandTests {
  @Test("advance 1mo from Jan 31 lands on Feb 28; absurd durations exit non-zero with one line")
  func advance() throws {
    let state = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    func store(_ arguments: [String]) throws -> Repository.Output {
      try Repository.subkit(
        ["store"] + arguments + ["--state", state.path, "--start", "2026-01-31T00:00:00Z"])
    }
    let month = try store(["advance", "1mo"])
    #expect(month.status == 0, "\(month.stderr)")
    #expect(month.stdout.contains("2026-02-28T00:00:00"))
    for absurd in ["1e9y", "infd", "99999999999999999999d", "9e15s", "8000y"] {
      let output = try store(["advance", absurd])
      // A usage error (2) or a refused advance (1); a crash would end by a signal,
      // whose number `status` then holds (4 or 5, never the shell's 132).
      #expect([1, 2].contains(output.status), "\(absurd): \(output.status) \(output.stderr)")
      let lines = output.stderr.split(separator: "\n")
      #expect(lines.count == 1, "\(absurd): \(output.stderr)")
      #expect(lines.first?.contains(absurd) == true || lines.first?.contains("store time") == true)
    }
    let after = try store(["advance", "0d"])
    #expect(after.stdout.contains("2026-02-28T00:00:00"), "\(after.stdout)")
  }
}
