import Foundation
import Testing

/// `subkit store family` (issue 28, Family Sharing): what it prints, and what it refuses.
@Suite("subkit store family", .timeLimit(.minutes(10)))
struct StoreFamilyCommandTests {
  let state: URL
  let storekit: URL

  /// The example app's `.storekit` with `pro_monthly` made family-shareable.
  init() throws {
    state = try Repository.temporaryDirectory()
    storekit = state.appendingPathComponent("Shareable.storekit")
    let example = try String(
      contentsOf: Repository.root.appendingPathComponent("Examples/InvoiceApp/InvoiceApp.storekit"),
      encoding: .utf8)
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(example.utf8)) as? [String: Any])
    var groups = try #require(object["subscriptionGroups"] as? [[String: Any]])
    var subscriptions = try #require(groups[0]["subscriptions"] as? [[String: Any]])
    for index in subscriptions.indices
    where subscriptions[index]["productID"] as? String == "pro_monthly" {
      subscriptions[index]["familyShareable"] = true
    }
    groups[0]["subscriptions"] = subscriptions
    object["subscriptionGroups"] = groups
    try JSONSerialization.data(withJSONObject: object).write(to: storekit)
  }

  func store(_ arguments: [String]) throws -> Repository.Output {
    try Repository.subkit(["store"] + arguments + ["--state", state.path])
  }

  @Test("share and stop say what they did and print the member's events, marked family")
  func shareAndStop() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let project = Repository.root.appendingPathComponent("Examples/InvoiceApp/subscriptions.json")
    let bought = try store([
      "buy", "pro_monthly", "--user", "alice", "--apple-id", "alice-id", "--storekit",
      storekit.path, "--project", project.path,
    ])
    #expect(bought.status == 0, "\(bought.stderr)")
    let shared = try store(["family", "share", "alice", "bob"])
    #expect(shared.status == 0, "\(shared.stderr)")
    let lines = shared.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(shared.stdout)")
    #expect(lines.first?.hasPrefix("shared pro_monthly of alice with bob (FAMILY_SHARED ") == true)
    #expect(lines.last == "INITIAL_PURCHASE bob pro_monthly (trial) (family)", "\(shared.stdout)")
    let status = try store(["status", "--user", "bob"])
    #expect(status.stdout.contains("\"ownership_type\" : \"FAMILY_SHARED\""), "\(status.stdout)")
    let listed = try store(["family", "--user", "bob"])
    #expect(listed.stdout.hasPrefix("alice pro_monthly bob "), "\(listed.stdout)")
    #expect(listed.stdout.hasSuffix(" shared\n"), "\(listed.stdout)")

    let stopped = try store(["family", "stop", "alice"])
    #expect(stopped.status == 0, "\(stopped.stderr)")
    #expect(
      stopped.stdout
        == "stopped sharing pro_monthly of alice with bob: access revoked (REVOKE)\n"
        + "CANCELLATION bob pro_monthly (CUSTOMER_SUPPORT) (family)\n")
    let notifications = try store(["notifications"]).stdout.split(separator: "\n")
    #expect(notifications.count == 3)
  }

  @Test("Not shareable, an unknown customer, oneself: one-line errors, nothing written")
  func refusals() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let project = Repository.root.appendingPathComponent("Examples/InvoiceApp/subscriptions.json")
    #expect(
      try store([
        "buy", "pro_annual", "--user", "carol", "--storekit", storekit.path, "--project",
        project.path,
      ]).status == 0)
    let before = try store(["events"]).stdout
    let refusals: [([String], String)] = [
      (["family", "share", "carol", "bob"], "is not family-shareable"),
      (["family", "share", "zed", "bob"], "No customer \"zed\""),
      (["family", "share", "carol", "carol"], "cannot share with themselves"),
      (["family", "stop", "carol"], "shares nothing"),
    ]
    for (arguments, message) in refusals {
      let output = try store(arguments)
      #expect(output.status == 1, "\(arguments) \(output.stderr)")
      #expect(output.stderr.contains(message), "\(arguments) \(output.stderr)")
      #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
      #expect(output.stdout.isEmpty, "\(output.stdout)")
    }
    #expect(try store(["events"]).stdout == before)
    #expect(try store(["notifications"]).stdout.split(separator: "\n").count == 1)
    #expect(try store(["family", "share", "carol"]).status == 2)
  }
}
