import Foundation
import StoreSimulator
import SubscriptionAnalytics
import SubscriptionKit

/// The demo's analytics screen: the business numbers of this store, computed
/// by `SubscriptionAnalytics` from the simulator's own webhook events, as a
/// receiver of RevenueCat's webhooks would see them.
///
/// Events are ingested into an in-memory store as they appear in the outbox;
/// the metrics are judged at store time, so advancing time moves them
/// (renewals, churn) even when no event arrives.
final class DemoAnalytics {
  /// The numbers the screen shows, as of `date`.
  struct Summary: Equatable {
    var date: Date
    /// The environment the store's events are in (a test store sells in sandbox).
    var environment: AnalyticsEnvironment
    var events: Int
    var mrr: Decimal
    var arr: Decimal
    var actives: Decimal
    var trials: Decimal
    /// This calendar month so far.
    var revenue: Decimal
    var proceeds: Decimal
    var newCustomers: Decimal
    var churn: Decimal
    var refundRate: Decimal
    var trialConversion: Decimal
    /// Realized LTV over every customer so far (revenue net of refunds ÷ customers).
    var ltvPerCustomer: Decimal
  }

  private let store: AnalyticsStore
  private var lastSequence: Int64 = 0
  private var ingested = 0
  /// Charts default to production; the demo reads whichever its store writes.
  private var environment = AnalyticsEnvironment.sandbox

  /// An empty in-memory store judged at `simulator`'s clock.
  init(simulator: StoreSimulator) throws {
    store = try AnalyticsStore.open(.inMemory, now: { simulator.now })
  }

  /// Ingests the events that reached the outbox since the last call, and
  /// computes the summary at store time.
  func refresh(from simulator: StoreSimulator) throws -> Summary {
    while true {
      let page = try simulator.webhookEvents(after: lastSequence, limit: 1_000)
      guard let last = page.last else { break }
      _ = try store.ingest(page.map(\.event))
      ingested += page.count
      environment = AnalyticsEnvironment(rawValue: last.event.environment.uppercased()) ?? .sandbox
      lastSequence = last.sequence
    }
    let now = simulator.now
    let calendar = MetricQueryParameters.utc
    let monthStart =
      calendar.date(from: calendar.dateComponents([.year, .month], from: now)) ?? now
    let names: [MetricName] = [
      .mrr, .arr, .actives, .trials, .revenue, .proceeds, .customersNew, .churn, .refundRate,
      .trialConversionRate,
    ]
    let month = try store.metrics(
      names.map {
        MetricQuery($0, from: monthStart, to: now, resolution: .month, environment: environment)
      })
    // Realized LTV over every customer so far: all revenue (net of refunds) ÷ all customers.
    let epoch = Date(timeIntervalSince1970: 0)
    let start = max(epoch, calendar.date(byAdding: .year, value: -50, to: now) ?? epoch)
    let lifetime = try store.metrics(
      [.revenue, .customersNew].map {
        MetricQuery($0, from: start, to: now, resolution: .month, environment: environment)
      })
    let revenue = lifetime[0].points.reduce(Decimal(0)) { $0 + $1.value }
    let customers = lifetime[1].points.reduce(Decimal(0)) { $0 + $1.value }
    func value(_ name: MetricName) -> Decimal {
      names.firstIndex(of: name).flatMap { month[$0].points.last?.value } ?? 0
    }
    return Summary(
      date: now, environment: environment, events: ingested, mrr: value(.mrr), arr: value(.arr),
      actives: value(.actives),
      trials: value(.trials), revenue: value(.revenue), proceeds: value(.proceeds),
      newCustomers: value(.customersNew), churn: value(.churn), refundRate: value(.refundRate),
      trialConversion: value(.trialConversionRate),
      ltvPerCustomer: customers == 0 ? 0 : revenue / customers)
  }
}
