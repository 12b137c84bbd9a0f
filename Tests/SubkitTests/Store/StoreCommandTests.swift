import Foundation
import SubscriptionKit
import Testing

/// `subkit store` driven the way a CI script would: one process per step.
@Suite("subkit store, end to end", .timeLimit(.minutes(10)))
struct StoreCommandTests {
  let state: URL

  init() throws {
    state = try Repository.temporaryDirectory()
  }

  func store(_ arguments: [String]) throws -> Repository.Output {
    try Repository.subkit(["store"] + arguments + ["--state", state.path])
  }

  func status(now: Date) throws -> CustomerInfo {
    let output = try store(["status"])
    #expect(output.status == 0, "\(output.stderr)")
    return try JSONDecoder().decode(CustomerInfo.self, from: Data(output.stdout.utf8))
      .evaluated(at: now)
  }

  @Test("A trial converts, is cancelled and expires; events come in order")
  func lifecycle() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let start = try #require(ISO8601DateFormatter().date(from: "2026-03-01T00:00:00Z"))
    let bought = try Repository.subkit(
      ["store", "buy", "pro_monthly", "--state", state.path, "--start", "2026-03-01T00:00:00Z"])
    #expect(bought.status == 0, "\(bought.stderr)")
    #expect(bought.stdout.hasPrefix("bought pro_monthly"))

    var info = try status(now: start)
    #expect(info.entitlements["pro"]?.isActive == true)
    #expect(info.entitlements["pro"]?.periodType == .trial)

    #expect(try store(["advance", "8d"]).status == 0)
    info = try status(now: start.addingTimeInterval(8 * 86_400))
    #expect(info.entitlements["pro"]?.periodType == .normal)
    #expect(info.entitlements["pro"]?.willRenew == true)

    #expect(try store(["cancel"]).status == 0)
    info = try status(now: start.addingTimeInterval(8 * 86_400))
    #expect(info.entitlements["pro"]?.isActive == true)
    #expect(info.entitlements["pro"]?.willRenew == false)

    #expect(try store(["advance", "31d"]).status == 0)
    info = try status(now: start.addingTimeInterval(39 * 86_400))
    #expect(info.entitlements["pro"]?.isActive == false)

    let events = try store(["events"])
    #expect(events.status == 0)
    let types = try events.stdout.split(separator: "\n").map { line -> String in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["api_version"] as? String == "1.0")
      return ((object?["event"] as? [String: Any])?["type"] as? String) ?? "?"
    }
    #expect(types == ["INITIAL_PURCHASE", "RENEWAL", "CANCELLATION", "EXPIRATION"])
    let later = try store(["events", "--after", "2"])
    #expect(later.stdout.split(separator: "\n").count == 2)
  }

  @Test("Refund revokes at once; billing issue and recovery keep access")
  func refundAndBilling() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    #expect(
      try Repository.subkit([
        "store", "buy", "pro_annual", "--state", state.path, "--start", "2026-03-01T00:00:00Z",
      ]).status == 0)
    let now = try #require(ISO8601DateFormatter().date(from: "2026-03-01T00:00:00Z"))
    #expect(try store(["billing-issue"]).status == 0)
    #expect(try store(["recover"]).status == 0)
    #expect(try status(now: now).entitlements["pro"]?.isActive == true)
    let refund = try store(["refund"])
    #expect(refund.status == 0)
    #expect(try status(now: now).entitlements["pro"]?.isActive == false)
  }

  @Test("Several customers, and errors that name what is wrong")
  func customersAndErrors() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    #expect(try store(["buy", "pro_lifetime", "--user", "alice"]).status == 0)
    #expect(try store(["buy", "pro_monthly", "--user", "bob"]).status == 0)
    let customers = try store(["customers"]).stdout.split(separator: "\n")
    #expect(customers.contains("alice") && customers.contains("bob"))
    let unknown = try store(["buy", "pro_weekly"])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.contains("pro_weekly"))
    let nothing = try store(["cancel", "--user", "carol"])
    #expect(nothing.status == 1)
    #expect(nothing.stderr.contains("carol has no subscription"))
  }
}
