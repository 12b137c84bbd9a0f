import Foundation
import Testing

/// `subkit store refund --percent/--declined`, `price-increase`,
/// `price-consent` and `buy --billing-plan` (issue 28): what they print, and
/// that bad input is one line, a non-zero exit and nothing written.
@Suite("subkit store: price increases, prorated refunds, billing plans", .timeLimit(.minutes(10)))
struct StoreBillingCommandsTests {
  let run: StoreFolderRun

  init() throws {
    run = try StoreFolderRun()
  }

  @Test("refund --percent 50 says what share it refunded; --declined changes nothing")
  func refunds() throws {
    defer { run.remove() }
    #expect(try run.store(["buy", "pro_annual", "--user", "alice"]).status == 0)
    let declined = try run.store(["refund", "pro_annual", "--user", "alice", "--declined"])
    #expect(declined.status == 0, "\(declined.stderr)")
    #expect(declined.stdout.hasPrefix("refund of pro_annual "), "\(declined.stdout)")
    #expect(declined.stdout.contains("REFUND_DECLINED"))
    #expect(declined.stdout.split(separator: "\n").count == 1)
    let output = try run.store(["refund", "pro_annual", "--user", "alice", "--percent", "50"])
    #expect(output.status == 0, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("refunded 50 % of pro_annual ") == true, "\(output.stdout)")
    #expect(lines.last?.hasPrefix("CANCELLATION alice pro_annual") == true, "\(output.stdout)")
    let events = try run.store(["events"]).stdout
    #expect(events.contains("-25"), "\(events)")
  }

  @Test("Bad refund input is refused before anything is written")
  func refundRefusals() throws {
    defer { run.remove() }
    #expect(try run.store(["buy", "pro_annual"]).status == 0)
    for percent in ["0", "101", "half", "-5"] {
      try run.refused(
        ["refund", "pro_annual", "--percent", percent], status: 2, saying: "--percent")
    }
    try run.refused(
      ["refund", "pro_annual", "--percent", "50", "--declined"], status: 2, saying: "--percent")
    try run.refused(["refund", "nope", "--percent", "50"], status: 1, saying: "nope")
  }

  @Test(
    "price-increase asks consent above Apple's limits; price-consent decline expires at period end")
  func priceIncrease() throws {
    defer { run.remove() }
    #expect(try run.store(["buy", "pro_annual", "--user", "alice"]).status == 0)
    let raised = try run.store(["price-increase", "pro_annual", "--price", "99.99"])
    #expect(raised.status == 0, "\(raised.stderr)")
    #expect(
      raised.stdout.hasPrefix("price of pro_annual raised from 49.99 to 99.99: consent required"),
      "\(raised.stdout)")
    #expect(raised.stdout.contains("1 subscriber told (PRICE_INCREASE PENDING)"))
    let declined = try run.store(["price-consent", "pro_annual", "decline", "--user", "alice"])
    #expect(declined.status == 0, "\(declined.stderr)")
    let lines = declined.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "alice declined the price increase of pro_annual; it expires at the period's end")
    #expect(lines.last?.hasPrefix("CANCELLATION alice pro_annual") == true, "\(declined.stdout)")
    let advanced = try run.store(["advance", "1y"])
    #expect(advanced.stdout.contains("EXPIRATION alice pro_annual"), "\(advanced.stdout)")
    #expect(try run.store(["events"]).stdout.contains("\"PRICE_INCREASE\""))
  }

  @Test("Bad price-increase and price-consent input is refused before anything is written")
  func priceRefusals() throws {
    defer { run.remove() }
    #expect(try run.store(["buy", "pro_annual"]).status == 0)
    for price in ["abc", "-3", "0", "9.999", ""] {
      try run.refused(
        ["price-increase", "pro_annual", "--price", price], status: 2, saying: "--price")
    }
    try run.refused(["price-increase", "pro_annual"], status: 2, saying: "--price")
    try run.refused(
      ["price-increase", "pro_annual", "--price", "99.99", "--notify-only"], status: 1,
      saying: "needs consent")
    try run.refused(
      ["price-increase", "pro_annual", "--price", "59.99", "--notify-only", "--consent"],
      status: 2, saying: "not both")
    try run.refused(["price-increase", "nope", "--price", "9.99"], status: 1, saying: "nope")
    try run.refused(
      ["price-increase", "pro_annual", "--price", "9999999"], status: 1, saying: "highest")
    try run.refused(
      ["price-increase", "pro_annual", "--price", "19.99"], status: 1, saying: "not an increase")
    try run.refused(
      ["price-consent", "pro_annual", "accept"], status: 1, saying: "no price increase")
    try run.refused(
      ["price-consent", "pro_annual", "maybe"], status: 2, saying: "accept or decline")
  }

  @Test("buy --billing-plan monthly starts a commitment; a plan the file lacks is refused")
  func billingPlan() throws {
    defer { run.remove() }
    try run.refused(
      ["buy", "pro_monthly", "--billing-plan", "monthly"], status: 1,
      saying: "no MONTHLY billing plan")
    try run.refused(
      ["buy", "pro_annual", "--billing-plan", "weekly"], status: 2, saying: "--billing-plan")
    let bought = try run.store([
      "buy", "pro_annual", "--billing-plan", "monthly", "--user", "alice",
    ])
    #expect(bought.status == 0, "\(bought.stderr)")
    #expect(
      bought.stdout.hasPrefix(
        "bought pro_annual for alice on the monthly plan: charge 1 of 12 at 4.49, 53.88 committed until "
      ), "\(bought.stdout)")
    let cancelled = try run.store(["cancel", "pro_annual", "--user", "alice"])
    #expect(
      cancelled.stdout.hasPrefix(
        "the commitment of pro_annual for alice will not renew: 11 more monthly charges"),
      "\(cancelled.stdout)")
  }

  @Test("simulate refuses a usage error before making the --state folder")
  func simulateUsageErrorMakesNoFolder() throws {
    let folder = run.state.appendingPathComponent("never-made")
    defer { run.remove() }
    // Usage errors exit 2; a file that cannot be used, 1. None leaves a folder.
    for (arguments, status): ([String], Int32) in [
      (["--customers", "x"], 2),
      (["--months", "3", "--customers", "5", "--variant-conversion", "z=2"], 2),
      (["--months", "3", "--customers", "5", "--start", "yesterday"], 1),
      (["--months", "3", "--customers", "5", "--storekit", "/nonexistent.storekit"], 1),
    ] {
      let output = try Repository.subkit(
        ["store", "simulate", "--seed", "1"] + arguments + ["--state", folder.path])
      #expect(output.status == status, "\(arguments): \(output.stderr)")
      #expect(!FileManager.default.fileExists(atPath: folder.path), "\(arguments) made the folder")
    }
  }
}
