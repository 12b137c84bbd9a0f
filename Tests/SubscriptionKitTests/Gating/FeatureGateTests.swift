import Foundation
import Observation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

@MainActor
@Suite("FeatureGate")
struct FeatureGateTests {
  static let invoices = UsageMeterTests.invoices
  static let reports = Feature.premiumOnly(
    "reports",
    upgradePrompt: UpgradePrompt(
      title: "Financial Reports", message: "See where your money comes from.",
      benefits: ["Monthly summaries", "Export to CSV"]))

  @Test("Free customers get the quota with a near-limit signal, then the upgrade prompt")
  func freeQuota() async throws {
    let harness = await ManagerHarness.make(
      configuration: .fixture(features: [Self.invoices, Self.reports]))
    let meter = UsageMeter(
      store: .inMemory(), calendar: UsageMeterTests.newYork, now: harness.clock.dateProvider)
    let gate = FeatureGate(manager: harness.manager, meter: meter)
    #expect(gate.features.map(\.id) == ["invoices", "reports"])
    #expect(gate.feature(id: "invoices") == Self.invoices)

    var remaining: [Int?] = []
    var nearLimit: [Bool] = []
    while gate.canUse(Self.invoices) {
      gate.record(Self.invoices)
      remaining.append(gate.remaining(Self.invoices))
      nearLimit.append(gate.isNearLimit(Self.invoices))
    }
    #expect(remaining == [4, 3, 2, 1, 0])
    #expect(nearLimit == [false, false, true, true, false])
    #expect(gate.access(to: Self.invoices) == .blocked(Self.invoices.upgradePrompt))
    #expect(gate.record(Self.invoices) == .blocked(Self.invoices.upgradePrompt))
    #expect(meter.count(for: Self.invoices) == 5)

    #expect(!gate.canUse(Self.reports))
    #expect(gate.access(to: Self.reports).upgradePrompt?.title == "Financial Reports")
  }

  @Test(
    "A use recorded on the meter itself reaches views reading the gate",
    arguments: [false, true])
  func meterChangesReachViews(resetting: Bool) async throws {
    let harness = await ManagerHarness.make(configuration: .fixture(features: [Self.invoices]))
    let meter = UsageMeter(
      store: .inMemory(), calendar: UsageMeterTests.newYork, now: harness.clock.dateProvider)
    let gate = FeatureGate(manager: harness.manager, meter: meter)
    if resetting { meter.record(Self.invoices) }
    let changed = Locked(false)
    withObservationTracking {
      _ = gate.remaining(Self.invoices)
    } onChange: {
      changed.withLock { $0 = true }
    }
    if resetting { meter.resetAll() } else { meter.record(Self.invoices) }
    #expect(changed.current)
    #expect(gate.remaining(Self.invoices) == (resetting ? 5 : 4))
  }

  @Test("Premium is unlimited, read through the manager the moment it changes")
  func premiumThroughManager() async throws {
    let harness = await ManagerHarness.make()
    let meter = UsageMeter(store: .inMemory(), now: harness.clock.dateProvider)
    let gate = FeatureGate(manager: harness.manager, meter: meter)
    meter.record(Self.invoices, uses: 5)
    #expect(!gate.canUse(Self.invoices))

    await harness.manager.purchase(try #require(harness.package(ManagerHarness.lifetime)))
    #expect(gate.access(to: Self.invoices) == .unlimited)
    #expect(gate.remaining(Self.invoices) == nil)
    #expect(gate.canUse(Self.reports))
    gate.record(Self.invoices)
    #expect(meter.count(for: Self.invoices) == 5)

    harness.backend.refund(productIdentifier: ManagerHarness.lifetime.productIdentifier)
    await harness.manager.waitUntilSettled()
    #expect(!gate.canUse(Self.invoices))
  }

  @Test("The access decision is a pure function")
  func decide() {
    #expect(
      FeatureAccess.decide(feature: Self.invoices, isPremium: false, used: 0)
        == .available(remaining: 5))
    #expect(FeatureAccess.decide(feature: Self.invoices, isPremium: false, used: 9).remaining == 0)
    #expect(FeatureAccess.decide(feature: Self.reports, isPremium: true, used: 0) == .unlimited)
    let zero = Feature.quota("none", limit: 0, per: .day, upgradePrompt: Self.reports.upgradePrompt)
    #expect(!FeatureAccess.decide(feature: zero, isPremium: false, used: 0).isAllowed)
  }
}
