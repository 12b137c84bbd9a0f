import Foundation
import SubscriptionWire

/// A webhook body read and checked, ready to store: what `AnalyticsStore`
/// derives from it and its text.
///
/// Reading a body is a large part of storing it and needs no database, so a
/// server reads each body on the thread that received it
/// (`AnalyticsStore.decode(webhook:)`) and commits many read bodies at once
/// (`AnalyticsStore.ingest(decoded:)`): the reading of the next ones goes on
/// while a commit waits for the disk.
public struct DecodedWebhook: Sendable {
  let facts: EventFacts
  let body: String

  /// The event's id.
  public var eventID: String { facts.id }
}

extension AnalyticsStore {
  /// Reads one RevenueCat webhook body.
  ///
  /// - Throws: `AnalyticsError` (`.malformedEvent`, one line, the HTTP 400
  ///   reason) for a body that is not RevenueCat's shape, or that breaks a
  ///   rule of what the store accepts (an empty id, a NUL in stored text, an
  ///   amount no store charges: see docs/security.md).
  public static func decode(webhook body: Data) throws -> DecodedWebhook {
    DecodedWebhook(facts: EventFacts(try accept(body)), body: String(decoding: body, as: UTF8.self))
  }

  /// Commits read bodies in one transaction, as `ingest(bodies:)` does.
  ///
  /// - Returns: each body's outcome, in order.
  /// - Throws: `AnalyticsError` (`.database`) when they cannot be written;
  ///   nothing is stored then.
  public func ingest(decoded webhooks: [DecodedWebhook]) throws -> [IngestOutcome] {
    try ingest(webhooks.map { ($0.facts, $0.body) })
  }
}
