import Foundation
import SQLiteSupport
import StoreSimulator
import SubscriptionKit
import Testing

@testable import StoreSimulator

@Suite("Population simulation")
struct PopulationTests {
  /// What an event says, without the ledger's random identifier prefix.
  struct Fingerprint: Hashable {
    var type: String
    var user: String?
    var timestamp: Int64
    var product: String?
    var transaction: String?
    var price: Decimal?
  }

  static func fingerprints(_ store: StoreSimulator) throws -> [Fingerprint] {
    try store.webhookEvents(after: 0, limit: .max).map {
      Fingerprint(
        type: $0.event.type.rawValue, user: $0.event.appUserID,
        timestamp: $0.event.eventTimestampMs, product: $0.event.productID,
        transaction: $0.event.transactionID, price: $0.event.price)
    }
  }

  @Test("The same seed gives the same population, committed in bulk or step by step")
  func deterministic() throws {
    var plan = PopulationPlan(customers: 300, months: 6, seed: 11)
    let first = try Fixtures.simulator()
    let summary = try first.simulatePopulation(plan)
    plan.stepsPerCommit = 1
    let second = try Fixtures.simulator()
    let stepwise = try second.simulatePopulation(plan)
    #expect(try Self.fingerprints(first) == Self.fingerprints(second))
    #expect(summary.events == stepwise.events)
    #expect(summary.commits < stepwise.commits)
    #expect(stepwise.commits == stepwise.steps)
    #expect(first.now == Fixtures.start.addingTimeInterval(181 * 86_400))  // Jan–Jun 2026

    let other = try Fixtures.simulator()
    try other.simulatePopulation(PopulationPlan(customers: 300, months: 6, seed: 12))
    #expect(try Self.fingerprints(other) != Self.fingerprints(first))
  }

  @Test("A bulk run reopens from the ledger as it was, and the ledger is sound")
  func durable() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("ledger.sqlite")
    var plan = PopulationPlan(customers: 400, months: 4, seed: 3)
    plan.stepsPerCommit = 97
    let store = try Fixtures.simulator(ledger: .file(url))
    let summary = try store.simulatePopulation(plan)
    let reopened = try Fixtures.simulator(ledger: .file(url))
    #expect(reopened.now == store.now)
    #expect(reopened.knownAppUserIDs == store.knownAppUserIDs)
    #expect(reopened.knownAppUserIDs.count == 400)
    for user in store.knownAppUserIDs.prefix(40) {
      #expect(try reopened.customerInfoJSON(for: user) == store.customerInfoJSON(for: user))
    }
    let audit = try LedgerAudit(ledgerAt: url)
    #expect(audit.problems.isEmpty, "\(audit.problems)")
    #expect(audit.eventCount == summary.events)
  }

  @Test("Rates steer behaviour: nobody converts, or everybody stays")
  func rates() throws {
    var abandon = PopulationPlan(customers: 100, months: 3, seed: 5)
    abandon.planMix = ["pro_monthly": 1]
    abandon.trialConversion = 0
    let store = try Fixtures.simulator()
    try store.simulatePopulation(abandon)
    let types = try Self.fingerprints(store).map(\.type)
    #expect(types.filter { $0 == "INITIAL_PURCHASE" }.count == 100)
    #expect(!types.contains("RENEWAL"))
    // Every trial is cancelled; those that began in the last week are still running.
    let expirations = types.filter { $0 == "EXPIRATION" }.count
    #expect(expirations > 85)
    #expect(types.filter { $0 == "CANCELLATION" }.count >= expirations)

    var loyal = PopulationPlan(customers: 100, months: 3, seed: 5)
    loyal.planMix = ["pro_monthly": 1]
    (loyal.trialConversion, loyal.monthlyChurn, loyal.refundRate, loyal.billingIssueRate) =
      (1, 0, 0, 0)
    let kept = try Fixtures.simulator()
    try kept.simulatePopulation(loyal)
    let active = try kept.knownAppUserIDs.filter {
      try kept.customerInfo(for: $0).entitlements["pro"]?.isActive == true
    }
    #expect(active.count == 100)
    #expect(try !Self.fingerprints(kept).contains { $0.type == "CANCELLATION" })
  }

  @Test("A batch that fails to write, mid-run, rolls the whole run back, on disk and in memory")
  func failedBatch() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("ledger.sqlite")
    var plan = PopulationPlan(customers: 300, months: 6, seed: 11)
    plan.stepsPerCommit = 50  // many batches: the failure comes while later ones are being made
    let store = try Fixtures.simulator(ledger: .file(url))
    try store.simulatePopulation(PopulationPlan(customers: 5, months: 1, seed: 2))
    let eventsBefore = try store.webhookEvents(after: 0, limit: .max).count
    let usersBefore = store.knownAppUserIDs
    let nowBefore = store.now
    do {
      // Another connection refuses one outbox row, several batches into the run.
      let database = try SQLiteDatabase(path: url.path)
      try database.execute(
        """
        CREATE TRIGGER refuse_event BEFORE INSERT ON outbox
        WHEN new.sequence = \(eventsBefore + 400)
        BEGIN SELECT RAISE(ABORT, 'refused'); END
        """)
    }
    let error = try #require(throws: StoreSimulatorError.self) {
      try store.simulatePopulation(plan)
    }
    #expect(error.code == .ledger)
    #expect("\(error)".contains("refused"))
    #expect(try store.webhookEvents(after: 0, limit: .max).count == eventsBefore)
    #expect(store.knownAppUserIDs == usersBefore)
    #expect(store.now == nowBefore)
    #expect(try LedgerAudit(ledgerAt: url).problems.isEmpty)

    // Without the trigger the same run writes what a fresh ledger gets.
    try SQLiteDatabase(path: url.path).execute("DROP TRIGGER refuse_event")
    let summary = try store.simulatePopulation(plan)
    let fresh = try Fixtures.simulator()
    try fresh.simulatePopulation(PopulationPlan(customers: 5, months: 1, seed: 2))
    #expect(try fresh.simulatePopulation(plan).events == summary.events)
    #expect(try Self.fingerprints(store) == Self.fingerprints(fresh))
  }

  @Test("A bad plan is refused before anything is written")
  func invalid() throws {
    let store = try Fixtures.simulator()
    var plans = [
      PopulationPlan(customers: 0, months: 3, seed: 1),
      PopulationPlan(customers: 10, months: 0, seed: 1),
      // Past the limit, refused before the tables are reserved (10,000,000 reserved 5 GB).
      PopulationPlan(customers: PopulationPlan.maximumCustomers + 1, months: 1, seed: 1),
      PopulationPlan(customers: 10_000_000, months: 1, seed: 1),
    ]
    var churn = PopulationPlan(customers: 10, months: 1, seed: 1)
    churn.monthlyChurn = 1.5
    var mix = PopulationPlan(customers: 10, months: 1, seed: 1)
    mix.planMix = ["no_such_product": 1]
    plans += [churn, mix]
    for plan in plans {
      #expect(throws: StoreSimulatorError.self) { try store.simulatePopulation(plan) }
    }
    #expect(try store.webhookEvents(after: 0, limit: 10).isEmpty)
    #expect(store.now == Fixtures.start)
  }
}
