import Foundation
import SubscriptionKit
import Testing

@testable import SubscriptionAnalytics
@testable import SubscriptionWire

/// `subkit-analytics import` names the file and body of a bad body from the
/// store's structured `AnalyticsError` (`batch`, `body`, `detail`), not by
/// reading its message back.
@Suite("subkit-analytics import: errors carry their file and body", .timeLimit(.minutes(10)))
struct ImportErrorContextTests {
  let folder: URL

  init() throws {
    folder = try Fixtures.temporaryFolder()
  }

  @Test("The store says which batch and body it refused, as numbers")
  func rejectionCarriesPlace() throws {
    let store = try AnalyticsStore.open(.inMemory)
    let good = try WebhookBody.encode(Scenario.events()[0])
    let error = #expect(throws: AnalyticsError.self) {
      try store.ingest(batches: [[good], [good, good, Data("{".utf8)]])
    }
    #expect(error?.batch == 2)
    #expect(error?.body == 3)
    #expect(error?.code == .malformedEvent)
    #expect(error.map { !$0.detail.contains("batch") } == true)
    #expect(try store.eventCount() == 0)
  }

  @Test("A bad body in the third of three files is named by that file, escaped")
  func thirdFileNamed() throws {
    let good = try WebhookBody.encode(Scenario.events()[0])
    let names = ["one.jsonl", "batch 1, two.jsonl", "three\u{1B}[2J.jsonl"]
    for (index, name) in names.enumerated() {
      let text = String(decoding: good, as: UTF8.self) + (index == 2 ? "\n{\"event\": 1}\n" : "\n")
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let result = try AnalyticsCommand.run(["import"] + names, in: folder)
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix("subkit-analytics import: three\\u{1B}[2J.jsonl: body 2: "),
      "\(result.stderr)")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
  }
}
