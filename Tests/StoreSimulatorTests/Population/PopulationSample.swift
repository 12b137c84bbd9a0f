import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire
import Testing

/// A population's webhook events, read once, and the checks the rate tests
/// share: a measured share against the rate the plan asked for, within
/// binomial tolerance.
struct PopulationSample {
  let events: [WebhookEvent]
  /// The run's end (store time after it).
  let endMs: Int64

  init(_ store: StoreSimulator) throws {
    events = try store.webhookEvents(after: 0, limit: .max).map(\.event)
    endMs = ISO8601.milliseconds(store.now)
  }

  /// The events of `type`.
  func of(_ type: WebhookEventType) -> [WebhookEvent] { events.filter { $0.type == type } }

  /// Paid charges: purchases and renewals with a price.
  var charges: [WebhookEvent] {
    events.filter {
      [.initialPurchase, .renewal, .nonRenewingPurchase].contains($0.type) && $0.price > 0
    }
  }

  /// Refunds: `CANCELLATION` with reason `CUSTOMER_SUPPORT`.
  var refunds: [WebhookEvent] {
    of(.cancellation).filter { $0.cancelReason == .customerSupport }
  }

  /// Paid periods that ended before the run did (their whole life was drawn in it).
  var completedPaidPeriods: [WebhookEvent] {
    charges.filter { $0.periodType == "NORMAL" && ($0.expirationAtMs ?? .max) <= endMs }
  }

  /// Expects `successes` of `trials` to be within four standard errors of `rate`.
  static func expectRate(
    _ successes: Int, of trials: Int, near rate: Double, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(trials >= 200, "\(what): only \(trials) trials", sourceLocation: sourceLocation)
    let measured = Double(successes) / Double(max(trials, 1))
    let tolerance = 4 * (rate * (1 - rate) / Double(max(trials, 1))).squareRoot() + 0.002
    #expect(
      abs(measured - rate) <= tolerance,
      "\(what): \(successes)/\(trials) = \(measured), expected \(rate) ± \(tolerance)",
      sourceLocation: sourceLocation)
  }
}
