import Foundation
import SubscriptionKit
import Testing

@testable import SubscriptionAnalytics

/// `AnalyticsError` in the package's one error shape (docs/architecture.md):
/// an open code struct, a one-line message, and the place as properties.
@Suite("AnalyticsError: an open code, a message, structured context")
struct AnalyticsErrorTests {
  @Test("Codes keep their numbers, and a code the library does not know is still a code")
  func codesAreOpen() {
    #expect(AnalyticsError.Code.malformedEvent.rawValue == 1301)
    #expect(AnalyticsError.Code.invalidDatabaseURL.rawValue == 1302)
    #expect(AnalyticsError.Code.database.rawValue == 1303)
    #expect(AnalyticsError.Code.invalidQuery.rawValue == 1304)
    #expect(AnalyticsError.Code.unreadableFile.rawValue == 1305)
    // A newer library's code: representable without a `switch` breaking.
    let newer = AnalyticsError.Code(rawValue: 1399)
    #expect(newer != .malformedEvent && newer.description == "1399")
    #expect(AnalyticsError.Code(rawValue: 1304) == .invalidQuery)
  }

  @Test("A refused body in a batch names its batch and body as properties, not only in text")
  func placeIsStructured() throws {
    let store = try AnalyticsStore.open(.inMemory)
    let good = try #require(Fixtures.sampleBodies().first { $0.name == "initial_purchase.json" })
    let error = try #require(throws: AnalyticsError.self) {
      try store.ingest(batches: [[good.body], [good.body, good.body, Data("{".utf8)]])
    }
    #expect(error.code == .malformedEvent)
    #expect(error.batch == 2 && error.body == 3)
    #expect(!error.detail.isEmpty && !error.detail.hasPrefix("batch"))
    #expect(error.message == "batch 2, body 3: \(error.detail)")
    #expect(try store.eventCount() == 0)

    let single = try #require(throws: AnalyticsError.self) {
      try store.ingest(bodies: [good.body, Data("[]".utf8)])
    }
    #expect(single.batch == nil && single.body == 2)
    #expect(single.message == "body 2: \(single.detail)")
  }

  @Test("An error about no one body has no place")
  func unplaced() throws {
    let error = try #require(throws: AnalyticsError.self) {
      try AnalyticsDatabaseURL("mysql://nowhere")
    }
    #expect(error.code == .invalidDatabaseURL)
    #expect(error.batch == nil && error.body == nil && error.detail == error.message)
  }
}
