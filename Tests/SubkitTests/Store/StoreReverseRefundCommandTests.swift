import Foundation
import Testing

/// `subkit store reverse-refund` (issue 28): what it prints, and what it refuses.
@Suite("subkit store reverse-refund", .timeLimit(.minutes(10)))
struct StoreReverseRefundCommandTests {
  let state: URL

  init() throws {
    state = try Repository.temporaryDirectory()
  }

  func store(_ arguments: [String]) throws -> Repository.Output {
    try Repository.subkit(["store"] + arguments + ["--state", state.path])
  }

  @Test("It says what it reversed and prints the REFUND_REVERSED event; the purchase is back")
  func reverses() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    #expect(try store(["buy", "pro_lifetime", "--user", "alice"]).status == 0)
    #expect(try store(["refund", "pro_lifetime", "--user", "alice"]).status == 0)
    let output = try store(["reverse-refund", "pro_lifetime", "--user", "alice"])
    #expect(output.status == 0, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(output.stdout)")
    #expect(lines.first?.hasPrefix("refund reversed pro_lifetime ") == true, "\(output.stdout)")
    #expect(lines.last?.hasPrefix("REFUND_REVERSED alice pro_lifetime") == true, "\(output.stdout)")
    let status = try store(["status", "--user", "alice"])
    #expect(status.stdout.contains("\"pro_lifetime\""), "\(status.stdout)")
  }

  @Test("A purchase never refunded is a one-line error, and nothing is written")
  func neverRefunded() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    #expect(try store(["buy", "pro_annual"]).status == 0)
    let before = try store(["events"]).stdout
    let output = try store(["reverse-refund", "pro_annual"])
    #expect(output.status == 1, "\(output.stderr)")
    #expect(output.stderr.contains("no refunded purchase"), "\(output.stderr)")
    #expect(output.stderr.split(separator: "\n").count == 1)
    #expect(try store(["events"]).stdout == before)
    #expect(try store(["reverse-refund"]).status == 2)
  }
}
