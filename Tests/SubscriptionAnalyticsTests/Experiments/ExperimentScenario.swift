import Foundation
import SubscriptionKit
import SubscriptionWire

/// A hand-computed experiment, `prexp_paywall`: control `a` (offering
/// `default`) against `b` (offering `paywall_b`), judged at D40. Days count
/// from 2026-01-01 (D0), as in `Scenario`.
///
/// - a1: enrolled D0, buys nothing (known only from the enrolment event).
/// - a2: enrolled D0; trial D1–D8 that converts, $9.99 D8–D39.
/// - a3: enrolled D0; $9.99 monthly D2–D33, refunded on D5.
/// - a4: enrolled D1, but bought $49.99 annual on D0, before enrolment: not attributed.
/// - b1: enrolled D0; trial D1–D8, cancelled D3, expired D8.
/// - b2: enrolled D0; $14.99 monthly D3–D34, renews D34–D62.
/// - b3: enrolled D0; lifetime $99.99 on D4.
/// - b4: enrolled D2, buys nothing.
/// - s1: sandbox, in `b`, buys $9.99 on D3: only in sandbox results.
///
/// Production, no stop: a has 4 customers, 2 converted (a2, a3), 1 trial
/// (converted), 2 paying, 2 paid charges, 1 refund, $9.99 revenue; b has 4
/// customers, 3 converted, 1 trial (abandoned), 2 paying, 3 paid charges, no
/// refund, $129.97 revenue. With a stop at D30, b2's renewal leaves b's
/// revenue ($114.98) but stays in its realized LTV.
enum ExperimentScenario {
  static let experiment = "prexp_paywall"
  static let now = EventFactory.date(40)

  /// The enrolment events, as RevenueCat's sample body (no `environment`).
  static func enrollmentBodies() -> [Data] {
    let enrolments: [(String, String, Int)] = [
      ("a1", "a", 0), ("a2", "a", 0), ("a3", "a", 0), ("a4", "a", 1), ("b1", "b", 0),
      ("b2", "b", 0), ("b3", "b", 0), ("b4", "b", 2),
    ]
    return enrolments.map { user, variant, day in
      let offering = variant == "a" ? "default" : "paywall_b"
      return Data(
        """
        {"event": {"event_timestamp_ms": \(EventFactory.ms(day)), "app_user_id": "\(user)",
          "aliases": ["\(user)"], "original_app_user_id": "\(user)",
          "experiment_id": "\(experiment)", "experiment_variant": "\(variant)",
          "offering_id": "\(offering)", "experiment_enrolled_at_ms": \(EventFactory.ms(day)),
          "type": "EXPERIMENT_ENROLLMENT", "id": "enrol-\(user)"},
         "api_version": "1.0"}
        """.utf8)
    }
  }

  /// The lifecycle events, each carrying the customer's enrolment.
  static func lifecycleEvents() -> [WebhookEvent] {
    var make = EventFactory()
    var events: [WebhookEvent] = []
    func add(_ event: WebhookEvent, variant: String, enrolled: Int) {
      var event = event
      event.experiments = [
        WebhookExperiment(
          experimentID: experiment, experimentVariant: variant,
          enrolledAtMs: EventFactory.ms(enrolled))
      ]
      event.presentedOfferingID = variant == "a" ? "default" : "paywall_b"
      events.append(event)
    }
    add(
      make.period(
        user: "a2", product: "pro_monthly", transaction: "a2-1", original: "a2-1", start: 1,
        end: 8, price: 0, periodType: "TRIAL"), variant: "a", enrolled: 0)
    var conversion = make.period(
      .renewal, user: "a2", product: "pro_monthly", transaction: "a2-2", original: "a2-1",
      start: 8, end: 39, price: .exactly("9.99"))
    conversion.isTrialConversion = true
    add(conversion, variant: "a", enrolled: 0)
    add(
      make.period(
        user: "a3", product: "pro_monthly", transaction: "a3-1", original: "a3-1", start: 2,
        end: 33, price: .exactly("9.99")), variant: "a", enrolled: 0)
    add(
      make.refund(
        user: "a3", product: "pro_monthly", transaction: "a3-1", original: "a3-1", at: 5,
        price: .exactly("9.99")), variant: "a", enrolled: 0)
    add(
      make.period(
        user: "a4", product: "pro_annual", transaction: "a4-1", original: "a4-1", start: 0,
        end: 365, price: .exactly("49.99")), variant: "a", enrolled: 1)
    add(
      make.period(
        user: "b1", product: "pro_monthly", transaction: "b1-1", original: "b1-1", start: 1,
        end: 8, price: 0, periodType: "TRIAL"), variant: "b", enrolled: 0)
    var cancel = make.event(
      .cancellation, user: "b1", product: "pro_monthly", transaction: "b1-1", original: "b1-1",
      at: 3, start: 1, end: 8)
    cancel.cancelReason = .unsubscribe
    add(cancel, variant: "b", enrolled: 0)
    var expiry = make.event(
      .expiration, user: "b1", product: "pro_monthly", transaction: "b1-1", original: "b1-1",
      at: 8, start: 1, end: 8)
    expiry.expirationReason = .unsubscribe
    add(expiry, variant: "b", enrolled: 0)
    add(
      make.period(
        user: "b2", product: "pro_monthly", transaction: "b2-1", original: "b2-1", start: 3,
        end: 34, price: .exactly("14.99")), variant: "b", enrolled: 0)
    add(
      make.period(
        .renewal, user: "b2", product: "pro_monthly", transaction: "b2-2", original: "b2-1",
        start: 34, end: 62, price: .exactly("14.99")), variant: "b", enrolled: 0)
    var lifetime = make.event(
      .nonRenewingPurchase, user: "b3", product: "pro_lifetime", transaction: "b3-1",
      original: "b3-1", at: 4, start: 4, price: .exactly("99.99"), entitlements: ["lifetime"])
    lifetime.expirationAtMs = nil
    add(lifetime, variant: "b", enrolled: 0)
    make.environment = "SANDBOX"
    add(
      make.period(
        user: "s1", product: "pro_monthly", transaction: "s1-1", original: "s1-1", start: 3,
        end: 34, price: .exactly("9.99")), variant: "b", enrolled: 3)
    return events
  }

  /// Every body: enrolments and lifecycle events.
  static func bodies() throws -> [Data] {
    try enrollmentBodies() + lifecycleEvents().map { try WebhookBody.encode($0) }
  }

  /// Writes every body to `folder/events.jsonl`, one per line, as
  /// `subkit store events` prints them (for `subkit-analytics import`).
  static func writeEventsFile(in folder: URL) throws {
    let lines = try bodies().map {
      String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\n", with: " ")
    }
    try (lines.joined(separator: "\n") + "\n").write(
      to: folder.appendingPathComponent("events.jsonl"), atomically: true, encoding: .utf8)
  }
}
