import Foundation
import SubscriptionKit
import SubscriptionWire

/// The RevenueCat documents in `Fixtures/`, copied from shared/reference.
enum Fixture {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name + ".json"))
  }

  /// Decodes a customer-info fixture with a plain decoder, judged at `now`.
  static func customerInfo(_ name: String, now: Date) throws -> CustomerInfo {
    try JSONDecoder().decode(CustomerInfo.self, from: data(name)).evaluated(at: now)
  }

  /// A date from an ISO-8601 literal used in a test.
  static func date(_ text: String) -> Date {
    guard let date = ISO8601.date(from: text) else {
      preconditionFailure("bad date literal in a test: \(text)")
    }
    return date
  }

  /// "Today" for fixtures: long after every 2019–2023 request date.
  static let today = date("2026-11-30T00:00:00Z")
}
