import Foundation
import Testing

/// `subkit store buy --offer/--offer-code/--win-back`, `redeem`, `sign-offer`
/// and `win-back-offers` (issue 28): what they print, and what they refuse.
@Suite("subkit store offers", .timeLimit(.minutes(10)))
struct StoreOfferCommandTests {
  let state: URL
  static let fixtures = Repository.root.appendingPathComponent(
    "Tests/StoreSimulatorTests/Fixtures/offers")

  init() throws {
    state = try Repository.temporaryDirectory()
  }

  func store(_ arguments: [String]) throws -> Repository.Output {
    try Repository.subkit(["store"] + arguments + ["--state", state.path])
  }

  /// The first call names the offers fixture's files.
  func firstCall(_ arguments: [String]) throws -> Repository.Output {
    try store(
      arguments + [
        "--storekit", Self.fixtures.appendingPathComponent("Offers.storekit").path,
        "--project", Self.fixtures.appendingPathComponent("subscriptions.json").path,
        "--start", "2026-01-01T00:00:00Z",
      ])
  }

  @Test("sign-offer, then buy --offer --signature: the offer waits for the renewal")
  func promotionalOffer() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    #expect(try firstCall(["buy", "pro_monthly", "--user", "alice"]).status == 0)
    let signed = try store(["sign-offer", "pro_monthly", "half_off"])
    #expect(signed.status == 0, "\(signed.stderr)")
    let jws = signed.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(jws.split(separator: ".").count == 3)
    let output = try store([
      "buy", "pro_monthly", "--user", "alice", "--offer", "half_off", "--signature", jws,
    ])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stdout.hasPrefix(
        "promotional offer \"half_off\" for alice starts at the next renewal of pro_monthly on "),
      "\(output.stdout)")
    let renewed = try store(["advance", "7d"])
    #expect(renewed.stdout.contains("RENEWAL alice pro_monthly"), "\(renewed.stdout)")
    let events = try store(["events"]).stdout
    #expect(events.contains("\"offer_code\":\"half_off\""), "\(events)")
  }

  @Test(
    "Bad signatures, unknown offers and ineligible customers: one line, exit 1, nothing written")
  func refusals() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let signed = try firstCall(["sign-offer", "pro_monthly", "half_off"])
    #expect(signed.status == 0, "\(signed.stderr)")
    let jws = signed.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    func refused(_ cases: [([String], String)]) throws {
      let before = try store(["events"]).stdout
      for (arguments, message) in cases {
        let output = try store(arguments)
        #expect(output.status == 1, "\(arguments) \(output.stderr)")
        #expect(output.stderr.contains(message), "\(arguments) \(output.stderr)")
        #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
      }
      #expect(try store(["events"]).stdout == before)
    }
    try refused([
      (
        ["buy", "pro_monthly", "--user", "carol", "--offer", "half_off", "--signature", jws],
        "never subscribed"
      ),
      (
        ["buy", "pro_monthly", "--user", "carol", "--offer", "nope", "--signature", jws],
        "No promotional offer \"nope\""
      ),
      (["redeem", "COMEBACK", "--user", "carol"], "is for \"expired\" customers"),
      (["redeem", "NOPE"], "No product in the .storekit file has offer code \"NOPE\""),
      (["buy", "pro_monthly", "--user", "carol", "--win-back", "winback_3m"], "never subscribed"),
      (["sign-offer", "pro_monthly", "nope"], "No promotional offer \"nope\""),
    ])
    #expect(try store(["buy", "pro_annual", "--user", "bob"]).status == 0)
    try refused([
      (
        ["buy", "pro_monthly", "--user", "bob", "--offer", "half_off", "--signature", "x.y.z"],
        "refused"
      )
    ])
    let downgrade = try store([
      "buy", "pro_monthly", "--user", "bob", "--offer", "half_off", "--signature", jws,
    ])
    #expect(downgrade.status == 0, "\(downgrade.stderr)")
    #expect(
      downgrade.stdout.hasPrefix(
        "promotional offer \"half_off\" for bob starts at the next renewal of pro_monthly on 2027-01-01"
      ),
      "\(downgrade.stdout)")
    #expect(downgrade.stdout.contains("PRODUCT_CHANGE bob pro_annual"), "\(downgrade.stdout)")
    let before = try store(["events"]).stdout
    for usage in [
      ["buy", "pro_monthly", "--offer", "half_off"],
      ["buy", "pro_monthly", "--signature", jws],
      ["buy", "pro_monthly", "--offer-code", "SPRING", "--win-back", "w"],
      ["buy", "pro_monthly", "--offer", "half_off", "--signature", "legacy:k:not-a-uuid:1:x"],
      ["sign-offer", "pro_monthly"],
      ["redeem"],
    ] {
      #expect(try store(usage).status == 2, "\(usage)")
    }
    #expect(try store(["events"]).stdout == before)
  }

  @Test("redeem prints the purchase and the INITIAL_PURCHASE; win-back-offers lists the eligible")
  func redeemAndWinBack() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let output = try firstCall(["redeem", "spring", "--user", "dana"])
    #expect(output.status == 0, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix("bought pro_monthly for dana with offer code \"spring\": ") == true)
    #expect(lines.last?.hasPrefix("INITIAL_PURCHASE dana pro_monthly") == true, "\(output.stdout)")
    #expect(try store(["advance", "1mo"]).status == 0)
    #expect(try store(["advance", "1mo"]).status == 0)
    #expect(try store(["cancel", "--user", "dana"]).status == 0)
    #expect(try store(["advance", "1mo"]).status == 0)
    #expect(try store(["win-back-offers", "pro_monthly", "--user", "dana"]).stdout == "")
    #expect(try store(["advance", "1mo"]).status == 0)
    let offers = try store(["win-back-offers", "pro_monthly", "--user", "dana"])
    #expect(offers.stdout == "winback_3m: $2.99 pay as you go for 3 × P1M\n", "\(offers.stdout)")
    let bought = try store(["buy", "pro_monthly", "--user", "dana", "--win-back", "winback_3m"])
    #expect(bought.status == 0, "\(bought.stderr)")
    #expect(bought.stdout.contains("with win-back offer \"winback_3m\""), "\(bought.stdout)")
    #expect(bought.stdout.contains("RENEWAL dana pro_monthly"), "\(bought.stdout)")
  }

  @Test("The bundled example sells its promotional offer and its offer code")
  func example() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let redeemed = try store(["redeem", "invoicemonth", "--user", "erin"])
    #expect(redeemed.status == 0, "\(redeemed.stderr)")
    #expect(redeemed.stdout.contains("INITIAL_PURCHASE erin pro_monthly"), "\(redeemed.stdout)")
    let signature = try store(["sign-offer", "pro_monthly", "pro_monthly_half_off"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let bought = try store([
      "buy", "pro_monthly", "--user", "erin", "--offer", "pro_monthly_half_off",
      "--signature", signature,
    ])
    #expect(bought.status == 0, "\(bought.stderr)")
    let events = try store(["events"]).stdout
    #expect(events.contains("\"offer_code\":\"INVOICEMONTH\""), "\(events)")
    let renewed = try store(["advance", "1mo"])
    #expect(renewed.stdout.contains("RENEWAL erin pro_monthly"), "\(renewed.stdout)")
    #expect(try store(["events"]).stdout.contains("\"offer_code\":\"pro_monthly_half_off\""))
  }
}
