import Foundation
import StoreSimulator
import Testing

@Suite("Targeting rules and version conditions")
struct TargetingRuleTests {
  @Test("Version conditions compare numerically, part by part")
  func versions() throws {
    let atLeast = try #require(VersionRequirement(">=2.0"))
    #expect(atLeast.isSatisfied(by: "2"))
    #expect(atLeast.isSatisfied(by: "2.10"))
    #expect(!atLeast.isSatisfied(by: "1.9.9"))
    #expect(!atLeast.isSatisfied(by: "beta"))
    #expect(try #require(VersionRequirement("<1.5.1")).isSatisfied(by: "1.5"))
    #expect(try #require(VersionRequirement("3.1")).isSatisfied(by: "3.1.0"))
    #expect(try #require(VersionRequirement(">2.9")).isSatisfied(by: "2.10"))
    #expect(VersionRequirement(">=") == nil)
    #expect(VersionRequirement("2..1") == nil)
    #expect(atLeast.description == ">=2.0")
  }

  @Test("Every condition must hold: country, app version, attributes, new or returning")
  func conditions() throws {
    let rule = TargetingRule(
      id: "r", countries: ["DE", "AT"], appVersion: VersionRequirement(">=2.0"),
      attributes: ["occupation": "accountant"], customer: .returning, offeringID: "o")
    let facts = TargetingFacts(
      country: "de", appVersion: "2.1", attributes: ["occupation": "accountant"],
      isReturning: true)
    #expect(rule.matches(facts))
    var other = facts
    other.country = "FR"
    #expect(!rule.matches(other))
    other = facts
    other.appVersion = nil
    #expect(!rule.matches(other))
    other = facts
    other.attributes = [:]
    #expect(!rule.matches(other))
    other = facts
    other.isReturning = false
    #expect(!rule.matches(other))
    let rules = TargetingRules(
      revision: 2,
      rules: [rule, TargetingRule(id: "everyone", offeringID: "fallback")])
    #expect(rules.rule(for: facts)?.id == "r")
    #expect(rules.rule(for: other)?.id == "everyone")
  }

  @Test("In the simulator a returning customer with app version 2 gets the winback offering")
  func returningInSimulator() async throws {
    let example = Fixtures.repository.appendingPathComponent("Examples/InvoiceApp")
    let store = try StoreSimulator.open(
      storekit: example.appendingPathComponent("InvoiceApp.storekit"),
      project: example.appendingPathComponent("subscriptions-experiments.json"),
      clock: .stopped(at: Fixtures.start))
    try store.stopExperiment("prexp_annual_first")
    try await store.setAttributes(["$appVersion": "2.3"])
    #expect(try await store.offerings().current?.identifier == "default")  // new customer
    try store.purchase(productID: "pro_monthly")
    let offerings = try await store.offerings()
    #expect(offerings.current?.identifier == "lifetime_upgrade")
    #expect(offerings.targeting == .init(revision: 3, ruleID: "returning_customers"))
    // Placements still follow the project's rules under a targeting rule without its own.
    #expect(offerings.currentOffering(forPlacement: "onboarding")?.identifier == "onboarding")
    #expect(offerings.currentOffering(forPlacement: "settings") == nil)
  }
}
