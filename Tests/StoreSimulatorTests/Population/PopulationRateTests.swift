import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

/// Each rate of a `PopulationPlan` means what its documentation (and `subkit
/// store simulate --help`) says, measured over a seeded population within
/// binomial tolerance, for every plan length (issue 28).
@Suite("Population rates mean what they say", .timeLimit(.minutes(10)))
struct PopulationRateTests {
  static func seed(_ test: String) -> UInt64 {
    SeededRandomNumberGenerator.seed(from: "SUBKIT_TEST_SEED", test: "PopulationRateTests.\(test)")
  }

  /// The InvoiceApp store (monthly with a week's trial, annual, lifetime) or
  /// the tiered one (basic monthly, premium monthly and annual, no trials).
  static func store(for productID: String) throws -> StoreSimulator {
    productID.hasPrefix("pro_") ? try Fixtures.simulator() : try Fixtures.tieredSimulator()
  }

  @Test(
    "The refund rate is the share of paying customers refunded one charge, for every plan length",
    arguments: ["pro_monthly", "pro_annual", "pro_lifetime", "basic_monthly", "premium_annual"])
  func refundRate(productID: String) throws {
    let store = try Self.store(for: productID)
    var plan = PopulationPlan(customers: 1_000, months: 12, seed: Self.seed("refundRate"))
    plan.planMix = [productID: 1]
    plan.refundRate = 0.3
    try store.simulatePopulation(plan)
    let sample = try PopulationSample(store)
    let payers = Set(sample.charges.compactMap(\.appUserID))
    let refunded = sample.refunds.compactMap(\.appUserID)
    #expect(Set(refunded).count == refunded.count, "one refund per customer at most")
    #expect(Set(refunded).isSubset(of: payers))
    PopulationSample.expectRate(refunded.count, of: payers.count, near: 0.3, "\(productID) refunds")
    // Every refund takes back a charge: a paid price, negated.
    #expect(sample.refunds.allSatisfy { $0.price < 0 })
  }

  @Test("Trial conversion is the share of ended trials that convert to paid")
  func trialConversion() throws {
    let store = try Fixtures.simulator()
    var plan = PopulationPlan(customers: 1_000, months: 2, seed: Self.seed("trialConversion"))
    plan.planMix = ["pro_monthly": 1]
    plan.trialConversion = 0.35
    try store.simulatePopulation(plan)
    let sample = try PopulationSample(store)
    let ended = sample.of(.initialPurchase).filter {
      $0.periodType == "TRIAL" && ($0.expirationAtMs ?? .max) <= sample.endMs
    }
    let converted = Set(
      sample.of(.renewal).filter { $0.isTrialConversion == true }.compactMap(\.appUserID))
    let count = ended.filter { converted.contains($0.appUserID ?? "") }.count
    PopulationSample.expectRate(count, of: ended.count, near: 0.35, "trial conversion")
  }

  @Test(
    "Monthly churn is a monthly hazard: a period of n months is cancelled with 1 − (1 − c)ⁿ",
    arguments: [("pro_annual", 12.0), ("premium_annual", 12.0), ("basic_monthly", 1.0)])
  func monthlyChurn(productID: String, months: Double) throws {
    let store = try Self.store(for: productID)
    var plan = PopulationPlan(customers: 1_000, months: 36, seed: Self.seed("monthlyChurn"))
    plan.planMix = [productID: 1]
    (plan.monthlyChurn, plan.refundRate, plan.billingIssueRate) = (0.03, 0, 0)
    try store.simulatePopulation(plan)
    let sample = try PopulationSample(store)
    // The product's own periods (a crossgrade moves some subscribers to another length).
    let periods = sample.completedPaidPeriods.filter { $0.productID == productID }
    let cancelled = Set(
      sample.of(.cancellation).filter { $0.cancelReason == .unsubscribe }.compactMap(
        \.transactionID))
    let count = periods.filter { cancelled.contains($0.transactionID ?? "") }.count
    let expected = 1 - pow(1 - 0.03, months)
    PopulationSample.expectRate(count, of: periods.count, near: expected, "\(productID) churn")
  }

  @Test(
    "The billing issue rate is the share of renewals due whose payment fails",
    arguments: ["pro_monthly", "premium_annual"])
  func billingIssueRate(productID: String) throws {
    let store = try Self.store(for: productID)
    var plan = PopulationPlan(customers: 1_000, months: 24, seed: Self.seed("billingIssueRate"))
    plan.planMix = [productID: 1]
    (plan.monthlyChurn, plan.refundRate, plan.trialConversion) = (0, 0, 1)
    (plan.billingIssueRate, plan.billingRecoveryRate) = (0.1, 0)
    try store.simulatePopulation(plan)
    let sample = try PopulationSample(store)
    let periods = sample.completedPaidPeriods.filter { $0.productID == productID }
    let failed = Set(sample.of(.billingIssue).compactMap(\.transactionID))
    let count = periods.filter { failed.contains($0.transactionID ?? "") }.count
    PopulationSample.expectRate(count, of: periods.count, near: 0.1, "\(productID) billing issues")
  }

  @Test("Billing recovery is the share of billing issues fixed (a renewal follows them)")
  func billingRecovery() throws {
    let store = try Fixtures.simulator()
    var plan = PopulationPlan(customers: 1_000, months: 12, seed: Self.seed("billingRecovery"))
    plan.planMix = ["pro_monthly": 1]
    (plan.monthlyChurn, plan.refundRate, plan.trialConversion) = (0, 0, 1)
    (plan.billingIssueRate, plan.billingRecoveryRate) = (0.1, 0.7)
    try store.simulatePopulation(plan)
    let sample = try PopulationSample(store)
    // Issues with ten days left in the run: each was fixed in time or never.
    let issues = sample.of(.billingIssue).filter {
      $0.eventTimestampMs <= sample.endMs - 10 * 86_400_000
    }
    let fixed = issues.filter { issue in
      sample.of(.renewal).contains {
        $0.originalTransactionID == issue.originalTransactionID
          && $0.eventTimestampMs > issue.eventTimestampMs
          && $0.eventTimestampMs <= issue.eventTimestampMs + 10 * 86_400_000
      }
    }
    PopulationSample.expectRate(fixed.count, of: issues.count, near: 0.7, "recoveries")
  }

  @Test("The purchase rate is the share of arriving customers who buy")
  func purchaseRate() throws {
    let store = try Fixtures.simulator()
    var plan = PopulationPlan(customers: 2_000, months: 1, seed: Self.seed("purchaseRate"))
    plan.purchaseRate = 0.25
    try store.simulatePopulation(plan)
    let sample = try PopulationSample(store)
    let buyers = Set(
      (sample.of(.initialPurchase) + sample.of(.nonRenewingPurchase)).compactMap(\.appUserID))
    PopulationSample.expectRate(buyers.count, of: store.knownAppUserIDs.count, near: 0.25, "buyers")
  }

  @Test("A variant conversion for a variant no experiment has is refused, naming what there is")
  func unknownVariant() throws {
    var plan = PopulationPlan(customers: 10, months: 1, seed: 1)
    plan.variantConversion = ["z": 2]
    let store = try ExperimentFixtures.simulator()
    let error = try #require(throws: StoreSimulatorError.self) {
      try store.simulatePopulation(plan)
    }
    #expect(error.code == .invalidPopulation)
    #expect(error.message.contains("variant z"), "\(error.message)")
    #expect(error.message.contains("(a, b)"), "\(error.message)")
    #expect(try store.webhookEvents().isEmpty)
    #expect(store.knownAppUserIDs.isEmpty)

    plan.variantConversion = ["b": 2]
    let plain = try Fixtures.simulator()
    let noExperiments = try #require(throws: StoreSimulatorError.self) {
      try plain.simulatePopulation(plan)
    }
    #expect(noExperiments.message.contains("has no experiments"), "\(noExperiments.message)")
    #expect(try plain.webhookEvents().isEmpty)
    #expect(plain.now == Fixtures.start)
  }
}
