import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@testable import SubscriptionAnalytics
@testable import SubscriptionWire

/// Experiment results from stored events: the hand-computed scenario, the
/// window, environments, order independence, rebuild and upgrade.
@Suite("Experiment results from webhook events")
struct ExperimentResultsTests {
  static func store(_ url: AnalyticsDatabaseURL = .inMemory) throws -> AnalyticsStore {
    let store = try AnalyticsStore.open(url, now: { ExperimentScenario.now })
    _ = try store.ingest(bodies: ExperimentScenario.bodies())
    return store
  }

  @Test("Every count of the hand-computed scenario, per variant")
  func counts() throws {
    let results = try Self.store().experimentResults(ExperimentQuery(ExperimentScenario.experiment))
    #expect(results.control == "a")
    #expect(results.variants.map(\.variant) == ["a", "b"])
    #expect(results.from == "2026-01-01")
    #expect(results.to == "2026-02-10")
    let a = try #require(results.variant("a"))
    #expect(a.offering == "default")
    #expect(a.isControl)
    #expect(a.customers == 4)
    #expect(a.exposures == nil)
    #expect(a.initialConversions == 2)
    #expect(a.trialStarts == 1)
    #expect(a.trialsConverted == 1)
    #expect(a.trialsAbandoned == 0)
    #expect(a.payingCustomers == 2)
    #expect(a.paidTransactions == 2)
    #expect(a.refunds == 1)
    #expect(a.revenue == .exactly("9.99"))
    #expect(a.realizedLTV == .exactly("9.99"))
    #expect(a.realizedLTVPerPayingCustomer == .exactly("5"))  // 4.995, half away from zero
    let b = try #require(results.variant("b"))
    #expect(b.offering == "paywall_b")
    #expect(b.customers == 4)
    #expect(b.initialConversions == 3)
    #expect(b.trialStarts == 1)
    #expect(b.trialsConverted == 0)
    #expect(b.trialsAbandoned == 1)
    #expect(b.payingCustomers == 2)
    #expect(b.paidTransactions == 3)
    #expect(b.refunds == 0)
    #expect(b.revenue == .exactly("129.97"))
    #expect(b.realizedLTV == .exactly("129.97"))
  }

  @Test("Rates and money carry their intervals, differences and P(beat control)")
  func estimates() throws {
    let results = try Self.store().experimentResults(ExperimentQuery(ExperimentScenario.experiment))
    let a = try #require(results.variant("a"))
    let b = try #require(results.variant("b"))
    let control = try #require(a.estimate(.initialConversion))
    #expect(control.value == 50)
    #expect(control.successes == 2 && control.trials == 4)
    #expect(control.verdict == .control)
    #expect(control.probabilityToBeatControl == nil)
    // Beta(3, 3): SciPy's beta.ppf([0.025, 0.975], 3, 3) = 0.14663, 0.85337.
    #expect(control.lower == .exactly("14.66"))
    #expect(control.upper == .exactly("85.34"))
    let variant = try #require(b.estimate(.initialConversion))
    #expect(variant.value == 75)
    #expect(variant.difference == 25)
    let exact = BetaDifference(
      a: .posterior(successes: 2, trials: 4), b: .posterior(successes: 3, trials: 4))
    #expect(
      variant.probabilityToBeatControl
        == ExperimentRounding.decimal(exact.probabilityBGreater, places: 4))
    #expect(variant.verdict == .inconclusive)  // eight customers prove nothing
    // Refund rate: lower is better, so b (0 of 3) is more likely to beat a (1 of 2).
    let refunds = try #require(b.estimate(.refundRate))
    #expect(refunds.value == 0)
    #expect((refunds.probabilityToBeatControl ?? 0) > 0.5)
    let money = try #require(b.estimate(.revenuePerCustomer))
    #expect(money.value == .exactly("32.49"))  // 129.97 / 4
    #expect(money.difference == 30)  // 32.4925 − 2.4975 = 29.995, half away from zero
    #expect(money.lower != nil && money.differenceLower != nil)
    #expect(results.winner == nil)
    #expect(results.threshold == .exactly("0.975"))
  }

  @Test("A stop leaves later charges out of revenue but in realized LTV")
  func stop() throws {
    let query = ExperimentQuery(ExperimentScenario.experiment, stop: EventFactory.date(30))
    let results = try Self.store().experimentResults(query)
    let b = try #require(results.variant("b"))
    #expect(b.revenue == .exactly("114.98"))
    #expect(b.realizedLTV == .exactly("129.97"))
    #expect(results.to == "2026-01-31")
    // A stop on D1 keeps only the D0 enrolments and purchases on D0–D1.
    let early = try Self.store().experimentResults(
      ExperimentQuery(ExperimentScenario.experiment, stop: EventFactory.date(1)))
    #expect(early.variant("a")?.customers == 4)
    #expect(early.variant("b")?.customers == 3)
    #expect(early.variant("a")?.initialConversions == 1)  // a2's trial on D1
  }

  @Test("Sandbox customers stay out of production, and in sandbox results")
  func environments() throws {
    let store = try Self.store()
    let sandbox = try store.experimentResults(
      ExperimentQuery(ExperimentScenario.experiment, environment: .sandbox))
    #expect(sandbox.variant("b")?.customers == 1)
    #expect(sandbox.variant("b")?.revenue == .exactly("9.99"))
    #expect(sandbox.variant("a")?.customers == 0)
    #expect(sandbox.variant("a")?.estimate(.initialConversion)?.verdict == .noData)
  }

  @Test("A sandbox-only experiment (a simulator's) keeps its never-buying customers in sandbox")
  func sandboxOnly() throws {
    let store = try AnalyticsStore.open(.inMemory, now: { ExperimentScenario.now })
    let sandbox = ExperimentScenario.lifecycleEvents().map { event in
      var event = event
      event.environment = "SANDBOX"
      return event
    }
    _ = try store.ingest(bodies: ExperimentScenario.enrollmentBodies())
    _ = try store.ingest(sandbox)
    let results = try store.experimentResults(
      ExperimentQuery(ExperimentScenario.experiment, environment: .sandbox))
    #expect(results.variant("a")?.customers == 4)
    #expect(results.variant("b")?.customers == 5)  // s1 too
    #expect(results.variant("b")?.initialConversions == 4)
    let error = try #require(throws: AnalyticsError.self) {
      try store.experimentResults(ExperimentQuery(ExperimentScenario.experiment))
    }
    #expect(
      error.message
        == "experiment 'prexp_paywall' has no customers in production; it has 9 in sandbox"
        + " (ask for environment sandbox)")
  }

  @Test("Any order, with duplicates, gives the same tables and results; rebuild too")
  func orderIndependence() throws {
    let seed = SeededRandomNumberGenerator.seed(from: "SUBKIT_TEST_SEED", test: "experimentOrder")
    var random = SeededRandomNumberGenerator(seed: seed)
    let reference = try Self.store()
    let expected = try reference.experimentResults(ExperimentQuery(ExperimentScenario.experiment))
    let bodies = try ExperimentScenario.bodies()
    for _ in 0..<5 {
      var shuffled = bodies + bodies.prefix(Int.random(in: 0...bodies.count, using: &random))
      shuffled.shuffle(using: &random)
      let store = try AnalyticsStore.open(.inMemory, now: { ExperimentScenario.now })
      for chunk in stride(from: 0, to: shuffled.count, by: 4) {
        _ = try store.ingest(bodies: Array(shuffled[chunk..<min(chunk + 4, shuffled.count)]))
      }
      #expect(try store.experimentStateDump() == reference.experimentStateDump(), "seed \(seed)")
      #expect(
        try store.experimentResults(ExperimentQuery(ExperimentScenario.experiment)) == expected,
        "seed \(seed)")
    }
    try reference.rebuild()
    #expect(
      try reference.experimentResults(ExperimentQuery(ExperimentScenario.experiment)) == expected)
  }

  @Test("A database stored before the experiment tables existed is filled when opened")
  func upgrade() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try AnalyticsDatabaseURL("sqlite:\(folder.path)/analytics.sqlite")
    let expected = try Self.store(url).experimentResults(
      ExperimentQuery(ExperimentScenario.experiment))
    do {  // Make it look like an older database.
      let database = try SQLiteAnalyticsDatabase(path: folder.path + "/analytics.sqlite")
      try database.execute("DROP TABLE experiment_enrollments")
      try database.execute("DROP TABLE experiment_variants")
      try database.execute("DELETE FROM schema_info WHERE name = 'experiments'")
    }
    let reopened = try AnalyticsStore.open(url, now: { ExperimentScenario.now })
    #expect(
      try reopened.experimentResults(ExperimentQuery(ExperimentScenario.experiment)) == expected)
  }

  @Test("RevenueCat's samples name their experiments; an unknown id is one line listing them")
  func samplesAndUnknown() throws {
    let store = try AnalyticsStore.open(.inMemory)
    _ = try store.ingest(bodies: Fixtures.sampleBodies().map(\.body))
    #expect(try store.experimentIDs().contains("prexpca1234abcd"))
    let enrolled = try store.experimentResults(ExperimentQuery("prexpca1234abcd"))
    #expect(enrolled.variant("b")?.customers == 1)
    #expect(enrolled.variant("b")?.offering == "experiment_offering_b")
    let error = try #require(throws: AnalyticsError.self) {
      try store.experimentResults(ExperimentQuery("nope"))
    }
    #expect(error.code == .invalidQuery)
    #expect(error.message.hasPrefix("unknown experiment 'nope' (known: "))
    #expect(error.message.contains("prexpca1234abcd"))
    #expect(!error.message.contains("\n"))
    #expect(throws: AnalyticsError.self) {
      try store.experimentResults(ExperimentQuery("prexpca1234abcd", level: 1.5))
    }
  }

  @Test("Three variants: the clearly better one wins, a clearly worse one is called worse")
  func threeVariants() throws {
    var make = EventFactory()
    var events: [WebhookEvent] = []
    // 200 customers per variant; a converts 20, b 60, c 5.
    for (variant, buyers) in [("a", 20), ("b", 60), ("c", 5)] {
      for index in 0..<200 {
        let user = "\(variant)-\(index)"
        var enrolment = make.event(
          .experimentEnrollment, user: user, product: nil, transaction: nil, original: nil, at: 0)
        enrolment.experimentID = "three"
        enrolment.experimentVariant = variant
        enrolment.experimentEnrolledAtMs = EventFactory.ms(0)
        events.append(enrolment)
        guard index < buyers else { continue }
        var purchase = make.period(
          user: user, product: "pro_monthly", transaction: "t-\(user)", original: "t-\(user)",
          start: 1, end: 32, price: .exactly("9.99"))
        purchase.experiments = [
          WebhookExperiment(
            experimentID: "three", experimentVariant: variant, enrolledAtMs: EventFactory.ms(0))
        ]
        events.append(purchase)
      }
    }
    let bodies = try events.map { try WebhookBody.encode($0) }
    let store = try AnalyticsStore.open(.inMemory, now: { ExperimentScenario.now })
    _ = try store.ingest(bodies: bodies)
    // Fixed-horizon verdicts (one look): c's 2.5% against a's 10% is worse.
    let results = try store.experimentResults(ExperimentQuery("three", looks: .one))
    #expect(results.variants.map(\.variant) == ["a", "b", "c"])
    #expect(results.variants.map(\.customers) == [200, 200, 200])
    #expect(results.winner == "b")
    #expect(results.variant("b")?.estimate(.initialConversion)?.verdict == .better)
    #expect(results.variant("c")?.estimate(.initialConversion)?.verdict == .worse)
    #expect(results.variant("b")?.estimate(.revenuePerCustomer)?.verdict == .better)
    // Always-valid verdicts (the default) are more careful: b still wins, but
    // 200 customers a side do not yet prove c worse at any number of looks.
    let anyLooks = try store.experimentResults(ExperimentQuery("three"))
    #expect(anyLooks.winner == "b")
    #expect(anyLooks.variant("c")?.estimate(.initialConversion)?.verdict == .inconclusive)
    let switched = try store.experimentResults(
      ExperimentQuery("three", control: "b", looks: .one))
    #expect(switched.variants.first?.variant == "b")
    #expect(switched.winner == nil)
    #expect(switched.variant("a")?.estimate(.initialConversion)?.verdict == .worse)
  }

  @Test("The JSON document has snake-case keys and exact numbers")
  func json() throws {
    let results = try Self.store().experimentResults(ExperimentQuery(ExperimentScenario.experiment))
    let text = results.jsonText
    #expect(text.contains(#""experiment":"prexp_paywall""#))
    #expect(text.contains(#""realized_ltv":129.97"#))
    #expect(text.contains(#""probability_to_beat_control":"#))
    #expect(text.contains(#""metric":"initial_conversion""#))
    #expect(try JSONDecoder().decode(ExperimentResults.self, from: Data(text.utf8)) == results)
  }
}
