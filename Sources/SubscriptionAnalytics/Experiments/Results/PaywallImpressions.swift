import Foundation
import SubscriptionWire

/// Who saw which offering's paywall, and when: read from the stored
/// `PAYWALL_IMPRESSION` events (RevenueCat's paywall events, delivered to
/// webhooks), so an experiment can count the customers exposed to their
/// variant beside those enrolled in it.
struct PaywallImpressions: Sendable {
  /// Each customer's impressions: the offering shown and when (ms).
  var byCustomer: [String: [(offering: String, at: Int64)]]
  /// Whether the environment has any impression at all (none: not recorded).
  var isRecorded: Bool { !byCustomer.isEmpty }

  /// The impressions stored for `environment`.
  static func load(environment: AnalyticsEnvironment, from database: any AnalyticsDatabase)
    throws -> PaywallImpressions
  {
    var byCustomer: [String: [(offering: String, at: Int64)]] = [:]
    try database.query(
      """
      SELECT environment, body FROM events
      WHERE type = 'PAYWALL_IMPRESSION' AND app_user_id IS NOT NULL
      """, []
    ) { row in
      guard row.text(0).uppercased() == environment.rawValue,
        let event = try? WebhookBody.decode(Data(row.text(1).utf8)),
        let user = event.appUserID, let offering = event.offeringID
      else { return }
      byCustomer[user, default: []].append((offering, event.eventTimestampMs))
    }
    return PaywallImpressions(byCustomer: byCustomer)
  }

  /// Whether `user` saw `offering`'s paywall from `start` to `end` (ms, both included).
  func saw(_ user: String, offering: String?, from start: Int64, to end: Int64) -> Bool {
    guard let offering else { return false }
    return byCustomer[user]?.contains { $0.offering == offering && $0.at >= start && $0.at <= end }
      ?? false
  }
}
