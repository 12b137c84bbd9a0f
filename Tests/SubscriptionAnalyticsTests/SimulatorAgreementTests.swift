import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@testable import SubscriptionAnalytics

@Suite("Analytics over simulated populations")
struct SimulatorAgreementTests {
  /// The whole simulated span, by month, summed.
  static func totalRevenue(_ store: AnalyticsStore, end: Date) throws -> Decimal {
    let series = try store.metric(
      MetricQuery(.revenue, from: SimulatedPopulation.start, to: end, resolution: .month))
    return series.points.reduce(0) { $0 + $1.value }
  }

  @Test("Revenue from the analytics equals the ledger's revenue to the cent")
  func revenueAgrees() throws {
    let seed = SeededRandomNumberGenerator.seed(from: "SUBKIT_TEST_SEED", test: "revenueAgrees")
    let population = try SimulatedPopulation.make(seed: seed, customers: 40, days: 200)
    let store = try AnalyticsStore.open(.inMemory, now: { population.end })
    _ = try store.ingest(bodies: population.bodies)
    #expect(population.ledgerRevenue > 0)
    #expect(try Self.totalRevenue(store, end: population.end) == population.ledgerRevenue)
  }

  @Test("Any permutation of the events, with duplicates, gives the same state and metrics")
  func permutationsAgree() throws {
    let seed = SeededRandomNumberGenerator.seed(from: "SUBKIT_TEST_SEED", test: "permutationsAgree")
    var random = SeededRandomNumberGenerator(seed: seed)
    let population = try SimulatedPopulation.make(
      seed: random.next(), customers: 25, days: 150)
    let now = { @Sendable in population.end }
    let inOrder = try AnalyticsStore.open(.inMemory, now: now)
    _ = try inOrder.ingest(bodies: population.bodies)
    let expectedState = try inOrder.stateDump()
    let expectedMetrics = try MetricReport.all(
      inOrder, from: SimulatedPopulation.start, to: population.end)
    for round in 0..<3 {
      var shuffled = population.bodies
      for _ in 0..<(shuffled.count / 4) {
        shuffled.append(shuffled[Int.random(in: 0..<shuffled.count, using: &random)])
      }
      shuffled.shuffle(using: &random)
      let store = try AnalyticsStore.open(.inMemory, now: now)
      var remaining = shuffled[...]
      while !remaining.isEmpty {  // batches of random size, some of one event
        let size = Int.random(in: 1...50, using: &random)
        _ = try store.ingest(bodies: Array(remaining.prefix(size)))
        remaining = remaining.dropFirst(size)
      }
      #expect(try store.stateDump() == expectedState, "round \(round), seed \(seed)")
      let metrics = try MetricReport.all(store, from: SimulatedPopulation.start, to: population.end)
      #expect(metrics == expectedMetrics, "round \(round), seed \(seed)")
      try store.rebuild()
      #expect(try store.stateDump() == expectedState, "rebuilt, round \(round), seed \(seed)")
    }
  }
}

/// Every metric at every resolution, for comparing two stores.
enum MetricReport {
  static func all(_ store: AnalyticsStore, from: Date, to: Date) throws -> [MetricSeries] {
    var queries: [MetricQuery] = []
    for resolution in MetricResolution.allCases {
      for name in MetricName.allCases {
        queries.append(MetricQuery(name, from: from, to: to, resolution: resolution))
      }
    }
    queries.append(MetricQuery(.mrr, from: from, to: to, resolution: .month, product: "pro_annual"))
    queries.append(MetricQuery(.revenue, from: from, to: to, resolution: .week, currency: "USD"))
    return try store.metrics(queries)
  }
}
