import Foundation
import Testing

/// `subkit store remove-from-sale PRODUCT` (issue 24): what it prints, that
/// purchases are then refused, and that bad input is one line, a non-zero
/// exit and nothing written.
@Suite("subkit store remove-from-sale", .timeLimit(.minutes(10)))
struct StoreRemoveFromSaleCommandTests {
  let state: URL

  init() throws {
    state = try Repository.temporaryDirectory()
  }

  func store(_ arguments: [String]) throws -> Repository.Output {
    try Repository.subkit(["store"] + arguments + ["--state", state.path])
  }

  /// A refusal: `status`, one line on stderr saying `text`, nothing on stdout,
  /// and the events unchanged.
  func refused(_ arguments: [String], status: Int32, saying text: String) throws {
    let before = try store(["events"]).stdout
    let output = try store(arguments)
    #expect(output.status == status, "\(arguments): \(output.stderr)")
    #expect(output.stderr.contains(text), "\(arguments): \(output.stderr)")
    #expect(
      output.stderr.split(separator: "\n").filter {
        !$0.hasPrefix("usage") && !$0.hasPrefix("Usage")
      }
      .count == 1, "\(arguments): \(output.stderr)")
    #expect(output.stdout.isEmpty, "\(arguments): \(output.stdout)")
    #expect(try store(["events"]).stdout == before, "\(arguments) wrote something")
  }

  @Test("Removed: new purchases refused; the subscriber expires at the period's end")
  func removeFromSale() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    #expect(try store(["buy", "pro_annual", "--user", "alice"]).status == 0)
    try refused(["remove-from-sale", "nope"], status: 1, saying: "nope")
    try refused(["remove-from-sale"], status: 2, saying: "PRODUCT")
    let removed = try store(["remove-from-sale", "pro_annual"])
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(removed.stdout == "removed from sale pro_annual\n")
    try refused(["remove-from-sale", "pro_annual"], status: 1, saying: "removed from sale")
    try refused(["buy", "pro_annual", "--user", "bob"], status: 1, saying: "removed from sale")
    let advanced = try store(["advance", "1y"])
    #expect(advanced.status == 0, "\(advanced.stderr)")
    #expect(advanced.stdout.contains("EXPIRATION"), "\(advanced.stdout)")
    #expect(!advanced.stdout.contains("RENEWAL"), "\(advanced.stdout)")
  }
}
