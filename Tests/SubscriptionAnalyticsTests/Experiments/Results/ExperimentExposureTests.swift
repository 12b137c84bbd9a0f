import Foundation
import SubscriptionKit
import Testing

@testable import SubscriptionAnalytics
@testable import SubscriptionWire

/// Exposures (issue 27 §8): enrolled customers who saw their variant's
/// offering on a paywall (`PAYWALL_IMPRESSION`) between enrolment and the
/// stop, and conversion per exposed customer beside per enrolled customer.
@Suite("Experiment exposures from paywall impressions")
struct ExperimentExposureTests {
  /// `user` saw `offering`'s paywall on day `day`.
  static func impression(
    _ make: inout EventFactory, _ user: String, _ offering: String, day: Int,
    type: WebhookEventType = .paywallImpression
  ) -> Data {
    var event = make.event(
      type, user: user, product: nil, transaction: nil, original: nil, at: day,
      entitlements: nil)
    event.offeringID = offering
    // Ids apart from the scenario's own (an event id is stored once).
    event.id = "paywall-\(type.rawValue)-\(user)-\(day)"
    return (try? WebhookBody.encode(event)) ?? Data()
  }

  /// On `ExperimentScenario`: a2 (converted) sees `default` on D1 and a1 (not
  /// converted) on D5: exposed. a3 sees `paywall_b`, not its variant's. b2
  /// (converted) sees `paywall_b` on D2: exposed; b4 saw it on D1, before its
  /// enrolment on D2; b1 closes it (a close is no impression); b3 sees it
  /// after now (D41).
  @Test("Exposed customers and conversion per exposed customer, hand-computed")
  func handComputed() throws {
    var make = EventFactory()
    let impressions = [
      Self.impression(&make, "a2", "default", day: 1),
      Self.impression(&make, "a1", "default", day: 5),
      Self.impression(&make, "a1", "default", day: 6),
      Self.impression(&make, "a3", "paywall_b", day: 3),
      Self.impression(&make, "b2", "paywall_b", day: 2),
      Self.impression(&make, "b4", "paywall_b", day: 1),
      Self.impression(&make, "b1", "paywall_b", day: 4, type: .paywallClose),
      Self.impression(&make, "b3", "paywall_b", day: 41),
    ]
    for order in [impressions, impressions.reversed()] {
      let store = try AnalyticsStore.open(.inMemory, now: { ExperimentScenario.now })
      _ = try store.ingest(bodies: try ExperimentScenario.bodies() + order)
      let results = try store.experimentResults(ExperimentQuery(ExperimentScenario.experiment))
      let a = try #require(results.variant("a"))
      let b = try #require(results.variant("b"))
      #expect(a.exposures == 2)
      #expect(a.exposedConversions == 1)
      #expect(a.conversionPerExposed == 50)
      #expect(a.conversionPerEnrolled == 50)  // 2 of 4
      #expect(b.exposures == 1)
      #expect(b.exposedConversions == 1)
      #expect(b.conversionPerExposed == 100)
      #expect(b.conversionPerEnrolled == 75)  // 3 of 4
      let json = String(decoding: try JSONEncoder().encode(results), as: UTF8.self)
      #expect(json.contains(#""conversion_per_exposed""#))
      // Paywall events are known types: nothing counts as unrecognized.
      #expect(try store.unrecognizedValues().isEmpty)
    }
  }

  @Test("Without paywall events, exposures are not recorded (nil), never 0")
  func notRecorded() throws {
    let store = try AnalyticsStore.open(.inMemory, now: { ExperimentScenario.now })
    _ = try store.ingest(bodies: try ExperimentScenario.bodies())
    let a = try #require(
      try store.experimentResults(ExperimentQuery(ExperimentScenario.experiment)).variant("a"))
    #expect(a.exposures == nil && a.exposedConversions == nil && a.conversionPerExposed == nil)
    #expect(a.conversionPerEnrolled == 50)
  }
}
