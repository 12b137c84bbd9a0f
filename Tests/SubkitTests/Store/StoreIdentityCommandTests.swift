import Foundation
import SubscriptionKit
import Testing

/// `subkit store restore|transfer|approve|decline`, one process per step.
@Suite("subkit store restore and transfer, end to end", .timeLimit(.minutes(10)))
struct StoreIdentityCommandTests {
  let state: URL

  init() throws {
    state = try Repository.temporaryDirectory()
  }

  func store(_ arguments: [String]) throws -> Repository.Output {
    try Repository.subkit(["store"] + arguments + ["--state", state.path])
  }

  func eventTypes() throws -> [(type: String, from: [String], to: [String])] {
    try store(["events"]).stdout.split(separator: "\n").map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      let event = object?["event"] as? [String: Any]
      return (
        event?["type"] as? String ?? "?", event?["transferred_from"] as? [String] ?? [],
        event?["transferred_to"] as? [String] ?? []
      )
    }
  }

  @Test("Reinstall and restore: the purchase moves to the new customer with a TRANSFER event")
  func restoreMovesPurchases() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let bought = try Repository.subkit([
      "store", "buy", "pro_annual", "--user", "alice", "--state", state.path, "--start",
      "2026-03-01T00:00:00Z",
    ])
    #expect(bought.status == 0, "\(bought.stderr)")
    let restored = try store(["restore", "--user", "alice-new-phone"])
    #expect(restored.status == 0, "\(restored.stderr)")
    #expect(restored.stdout.contains("restored for alice-new-phone: purchases moved from alice"))
    #expect(restored.stdout.contains("active: pro"))
    let transfer = try eventTypes().last
    #expect(transfer?.type == "TRANSFER")
    #expect(transfer?.from == ["alice"])
    #expect(transfer?.to == ["alice-new-phone"])
    let customers = try store(["customers"])
    #expect(customers.stdout.contains("alice-new-phone"))

    // Restoring again moves nothing and writes no event.
    let again = try store(["restore"])
    #expect(again.status == 0)
    #expect(again.stdout.contains("nothing to move"))
    #expect(try eventTypes().filter { $0.type == "TRANSFER" }.count == 1)
  }

  @Test("transfer --from A --to B moves A's purchases; bad input changes nothing")
  func transferAndErrors() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    #expect(try store(["buy", "pro_monthly", "--user", "alice"]).status == 0)
    let before = try store(["events"]).stdout

    let missing = try store(["transfer", "--from", "alice"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("--to ID is required"))
    let same = try store(["transfer", "--from", "alice", "--to", "alice"])
    #expect(same.status == 2)
    let nobody = try store(["transfer", "--from", "zed", "--to", "bob"])
    #expect(nobody.status == 1)
    #expect(nobody.stderr.contains("unknown customer 'zed'"))
    let stray = try store(["restore", "--from", "alice"])
    #expect(stray.status == 2)
    let nothingPending = try store(["approve"])
    #expect(nothingPending.status == 1)
    #expect(nothingPending.stderr.contains("no Ask to Buy request"))
    #expect(try store(["events"]).stdout == before)

    let moved = try store(["transfer", "--from", "alice", "--to", "bob"])
    #expect(moved.status == 0, "\(moved.stderr)")
    #expect(moved.stdout.contains("transferred to bob from alice"))
    #expect(try eventTypes().last?.type == "TRANSFER")
    let empty = try store(["transfer", "--from", "alice", "--to", "carol"])
    #expect(empty.status == 1)
    #expect(empty.stderr.contains("alice has no purchases"))
  }
}
