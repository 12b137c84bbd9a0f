import Foundation
import Testing

/// `subkit store remove-from-sale PRODUCT` (issue 24): what it prints, that
/// purchases are then refused, and that bad input is one line, a non-zero
/// exit and nothing written.
@Suite("subkit store remove-from-sale", .timeLimit(.minutes(10)))
struct StoreRemoveFromSaleCommandTests {
  let run: StoreFolderRun

  init() throws {
    run = try StoreFolderRun()
  }

  @Test("Removed: new purchases refused; the subscriber expires at the period's end")
  func removeFromSale() throws {
    defer { run.remove() }
    #expect(try run.store(["buy", "pro_annual", "--user", "alice"]).status == 0)
    try run.refused(["remove-from-sale", "nope"], status: 1, saying: "nope")
    try run.refused(["remove-from-sale"], status: 2, saying: "PRODUCT")
    let removed = try run.store(["remove-from-sale", "pro_annual"])
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(removed.stdout == "removed from sale pro_annual\n")
    try run.refused(["remove-from-sale", "pro_annual"], status: 1, saying: "removed from sale")
    try run.refused(["buy", "pro_annual", "--user", "bob"], status: 1, saying: "removed from sale")
    let advanced = try run.store(["advance", "1y"])
    #expect(advanced.status == 0, "\(advanced.stderr)")
    #expect(advanced.stdout.contains("EXPIRATION"), "\(advanced.stdout)")
    #expect(!advanced.stdout.contains("RENEWAL"), "\(advanced.stdout)")
  }
}
