import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@testable import StoreSimulator
@testable import SubscriptionWire

@Suite("Experiments, placements and targeting in the simulator")
struct ExperimentTests {
  /// The current customer's variant of `prexp_paywall` once offerings were served.
  static func variant(_ store: StoreSimulator) async throws -> String? {
    _ = try await store.offerings()
    return store.enrollments().first { $0.experimentID == "prexp_paywall" }?.variant
  }

  @Test("Serving offerings enrols once, shows the variant's offering as current, and says so")
  func enrolment() async throws {
    let store = try ExperimentFixtures.simulator()
    let offerings = try await store.offerings()
    let enrollment = try #require(store.enrollments().first)
    let expected = enrollment.variant == "a" ? "default" : "paywall_b"
    #expect(offerings.current?.identifier == expected)
    let context = try #require(offerings.current?.availablePackages.first?.presentedOfferingContext)
    #expect(context.offeringIdentifier == expected)
    #expect(
      context.experiment
        == ExperimentContext(
          experimentID: "prexp_paywall", variant: enrollment.variant, offeringID: expected,
          placementID: nil))
    _ = try await store.offerings()
    let types = try store.eventTypes()
    #expect(types == ["EXPERIMENT_ENROLLMENT"])
    let event = try #require(try store.webhookEvents().first?.event)
    #expect(event.experimentID == "prexp_paywall")
    #expect(event.experimentVariant == enrollment.variant)
    #expect(event.offeringID == expected)
    #expect(event.experimentEnrolledAtMs == ISO8601.milliseconds(Fixtures.start))
  }

  @Test("EXPERIMENT_ENROLLMENT has exactly the members of RevenueCat's sample")
  func enrolmentMatchesSample() async throws {
    let store = try ExperimentFixtures.simulator()
    _ = try await store.offerings()
    let delivery = try #require(try store.webhookEvents().first)
    let sample = try Data(
      contentsOf: Fixtures.webhooksDirectory.appendingPathComponent("experiment_enrollment.json"))
    func eventKeys(_ data: Data) throws -> Set<String> {
      let body = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let event = try #require(body["event"] as? [String: Any])
      return Set(event.keys)
    }
    #expect(try eventKeys(delivery.body) == eventKeys(sample))
    // The sample itself decodes to the same fields.
    let decoded = try WebhookBody.decode(sample)
    #expect(decoded.type == .experimentEnrollment)
    #expect(decoded.experimentID == "prexp1234abcd" || decoded.experimentID == "prexpca1234abcd")
    #expect(decoded.experimentVariant == "b")
    #expect(decoded.offeringID == "experiment_offering_b")
    // And the Codable encoder writes the same members as the simulator's writer.
    let encoded = try JSONEncoder().encode(WebhookBody(event: delivery.event))
    #expect(try eventKeys(encoded) == eventKeys(sample))
  }

  @Test("Later events carry experiments[] and presented_offering_id as RevenueCat's samples")
  func laterEvents() async throws {
    let store = try ExperimentFixtures.simulator()
    let offerings = try await store.offerings()
    let enrollment = try #require(store.enrollments().first)
    let package = try #require(offerings.current?.annual)
    _ = try await store.purchase(package)
    try store.cancel(productID: "pro_annual")
    let events = try store.webhookEvents().map(\.event)
    #expect(events.map(\.type) == [.experimentEnrollment, .initialPurchase, .cancellation])
    let sample = try WebhookBody.decode(
      Data(
        contentsOf: Fixtures.webhooksDirectory.appendingPathComponent("initial_purchase.json")))
    #expect(sample.experiments.count == 1)
    for event in events.dropFirst() {
      #expect(
        event.experiments == [
          WebhookExperiment(
            experimentID: "prexp_paywall", experimentVariant: enrollment.variant,
            enrolledAtMs: ISO8601.milliseconds(Fixtures.start))
        ])
      #expect(event.presentedOfferingID == package.offeringIdentifier)
    }
    // The JSON members match the sample's experiments[] entries exactly.
    let body = try #require(try store.webhookEvents().dropFirst().first?.body)
    let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    let event = try #require(object["event"] as? [String: Any])
    let entry = try #require((event["experiments"] as? [[String: Any]])?.first)
    #expect(Set(entry.keys) == ["experiment_id", "experiment_variant", "enrolled_at_ms"])
  }

  @Test(
    "Stopping an experiment returns everyone to the default offering; events keep the enrolment")
  func stopping() async throws {
    let store = try ExperimentFixtures.simulator()
    var variants: Set<String> = []
    for index in 0..<12 {
      try store.switchCustomer(to: "customer-\(index)")
      variants.insert(try await Self.variant(store) ?? "-")
    }
    #expect(variants.contains("b"))
    #expect(try store.stopExperiment("prexp_paywall"))
    #expect(try !store.stopExperiment("prexp_paywall"))
    for index in 0..<12 {
      try store.switchCustomer(to: "customer-\(index)")
      let offerings = try await store.offerings()
      #expect(offerings.current?.identifier == "default")
      #expect(
        offerings.current?.availablePackages.first?.presentedOfferingContext.experiment == nil)
    }
    try store.switchCustomer(to: "late")
    _ = try await store.offerings()
    #expect(store.enrollments(of: "late").isEmpty)
    #expect(store.experimentStops()["prexp_paywall"] == Fixtures.start)
    #expect(throws: StoreSimulatorError.self) { try store.stopExperiment("nope") }
  }

  @Test("The stop date in the project ends the experiment too")
  func stopDate() async throws {
    let store = try ExperimentFixtures.simulator(stop: "2026-01-10T00:00:00Z")
    for index in 0..<8 {
      try store.switchCustomer(to: "c\(index)")
      _ = try await store.offerings()
    }
    try store.advance(by: .days(10))
    for index in 0..<8 {
      try store.switchCustomer(to: "c\(index)")
      #expect(try await store.offerings().current?.identifier == "default")
    }
  }

  @Test("Enrolment respects the start date and the new-customer audience")
  func audience() async throws {
    let store = try ExperimentFixtures.simulator(start: "2026-01-05T00:00:00Z")
    try store.switchCustomer(to: "early")
    _ = try await store.offerings()
    #expect(store.enrollments(of: "early").isEmpty)
    try store.advance(by: .days(5))
    _ = try await store.offerings()
    #expect(store.enrollments(of: "early").isEmpty)  // first seen before the start
    try store.switchCustomer(to: "later")
    _ = try await store.offerings()
    #expect(store.enrollments(of: "later").count == 1)
  }

  @Test("0% enrolment shows everyone the default offering and sends no event")
  func zeroPercent() async throws {
    let store = try ExperimentFixtures.simulator(enrollment: 0)
    for index in 0..<10 {
      try store.switchCustomer(to: "c\(index)")
      #expect(try await store.offerings().current?.identifier == "default")
    }
    #expect(try store.eventTypes().isEmpty)
  }

  @Test("Assignments are sticky across launches (file ledger)")
  func stickyAcrossLaunches() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let ledger = LedgerLocation.file(directory.appendingPathComponent("ledger.sqlite"))
    var before: [String: String] = [:]
    do {
      let store = try ExperimentFixtures.simulator(ledger: ledger)
      for index in 0..<10 {
        try store.switchCustomer(to: "c\(index)")
        before["c\(index)"] = try await Self.variant(store)
      }
    }
    // A new launch with a different enrolment percentage: enrolled customers keep their variant.
    let store = try ExperimentFixtures.simulator(enrollment: 50, ledger: ledger)
    for index in 0..<10 {
      try store.switchCustomer(to: "c\(index)")
      #expect(try await Self.variant(store) == before["c\(index)"])
    }
    #expect(try store.eventTypes().count == 10)
  }

  @Test("An aliased customer (log in) keeps the anonymous customer's variant")
  func aliasing() async throws {
    for index in 0..<6 {
      let store = try ExperimentFixtures.simulator()
      let anonymous = await store.appUserID
      let variant = try await Self.variant(store)
      if index % 2 == 0 { try store.purchase(productID: "pro_monthly") }
      _ = try await store.logIn("named-\(index)")
      #expect(store.enrollments(of: "named-\(index)").map(\.variant) == [variant].compactMap { $0 })
      #expect(try await Self.variant(store) == variant)
      _ = anonymous
    }
  }

  @Test("Reinstall and restore: the restoring customer keeps the variant they had")
  func reinstallRestore() async throws {
    var checked = 0
    for index in 0..<8 {
      let store = try ExperimentFixtures.simulator()  // one device, one Apple ID
      try store.switchCustomer(to: "$RCAnonymousID:first\(index)")
      let variant = try #require(try await Self.variant(store))
      try store.purchase(productID: "pro_monthly")
      // Reinstall: a new anonymous ID; it may be enrolled afresh before restoring.
      try store.switchCustomer(to: "$RCAnonymousID:second\(index)")
      _ = try await store.offerings()
      _ = try await store.restorePurchases()
      #expect(store.enrollments().map(\.variant) == [variant])
      #expect(try await Self.variant(store) == variant)
      checked += 1
    }
    #expect(checked == 8)
  }

  @Test(
    "A placement experiment varies only its placement; other placements follow RevenueCat's rules")
  func placementExperiment() async throws {
    let store = try ExperimentFixtures.simulator(placement: "onboarding")
    var seen: Set<String> = []
    for index in 0..<16 {
      try store.switchCustomer(to: "p\(index)")
      let offerings = try await store.offerings()
      let variant = try #require(store.enrollments().first?.variant)
      #expect(offerings.current?.identifier == "default")
      let onboarding = try #require(offerings.currentOffering(forPlacement: "onboarding"))
      #expect(onboarding.identifier == (variant == "a" ? "default" : "paywall_b"))
      let context = try #require(onboarding.availablePackages.first?.presentedOfferingContext)
      #expect(context.placementIdentifier == "onboarding")
      #expect(context.experiment?.variant == variant)
      #expect(offerings.currentOffering(forPlacement: "settings") == nil)
      #expect(offerings.currentOffering(forPlacement: "paywall")?.identifier == "default")
      seen.insert(variant)
    }
    #expect(seen == ["a", "b"])
  }

  @Test("A targeting rule picks the offering and the packages carry its revision and rule")
  func targeting() async throws {
    let store = try ExperimentFixtures.simulator(enrollment: 0)
    #expect(try await store.offerings().current?.identifier == "default")
    try await store.setAttributes(["$country": "DE"])
    let offerings = try await store.offerings()
    #expect(offerings.current?.identifier == "germany")
    let context = offerings.current?.availablePackages.first?.presentedOfferingContext
    #expect(context?.targetingContext == .init(revision: 7, ruleId: "dach"))
    // Read from `all`, the same offering has no targeting context (RevenueCat's rule).
    #expect(
      offerings.all["germany"]?.availablePackages.first?.presentedOfferingContext.targetingContext
        == nil)
    #expect(
      offerings.currentOffering(forPlacement: "x")?.availablePackages.first?
        .presentedOfferingContext
        .targetingContext == .init(revision: 7, ruleId: "dach"))
    try await store.setAttributes(["$country": nil])
    #expect(try await store.offerings().current?.identifier == "default")
    #expect(throws: StoreSimulatorError.self) { try store.setAttributes(["": "x"], for: nil) }
  }

  @Test("Subscriber attributes reach the events")
  func attributesInEvents() async throws {
    let store = try ExperimentFixtures.simulator(enrollment: 0)
    try store.setAttributes(["$email": "a@example.com"], for: nil)
    try store.purchase(productID: "pro_monthly")
    let event = try #require(try store.webhookEvents().last?.event)
    #expect(event.subscriberAttributes["$email"]?.value == "a@example.com")
    #expect(store.attributes() == ["$email": "a@example.com"])
  }

  @Test("Validation names the broken reference")
  func validation() throws {
    let configuration = try StoreKitConfiguration(contentsOf: Fixtures.exampleStoreKit)
    func problem(_ json: String) -> String {
      do {
        let project = try SimulatorProject(data: Data(json.utf8))
        try project.validate(against: configuration)
        return "valid"
      } catch {
        return "\(error)"
      }
    }
    let good = ExperimentFixtures.projectJSON()
    #expect(problem(good) == "valid")
    #expect(
      problem(ExperimentFixtures.projectJSON(variants: ["default", "missing"])).contains(
        "$.experiments[0].variants[1].offering_id: names offering \"missing\""))
    #expect(
      problem(ExperimentFixtures.projectJSON(variants: ["default"])).contains(
        "$.experiments[0].variants: needs 2 to 4 variants"))
    #expect(
      problem(ExperimentFixtures.projectJSON(enrollment: 120)).contains(
        "$.experiments[0].enrollment_percentage"))
    #expect(
      problem(ExperimentFixtures.projectJSON(stop: "2025-01-01T00:00:00Z")).contains(
        "$.experiments[0].stop"))
    #expect(
      problem(
        good.replacingOccurrences(
          of: #""onboarding": "onboarding_offer""#, with: #""onboarding": "gone""#)
      )
      .contains("$.offerings.placements.offering_ids_by_placement.onboarding"))
    #expect(
      problem(
        good.replacingOccurrences(
          of: #""offering_id": "germany""#, with: #""offering_id": "nowhere""#)
      )
      .contains("$.targeting.rules[0].offering_id"))
    #expect(
      problem(
        good.replacingOccurrences(of: #""country": ["DE", "AT"]"#, with: #""country": ["Germany"]"#)
      )
      .contains("$.targeting.rules[0].conditions.country"))
  }
}

@Suite("Attributes through the manager on the simulator")
struct SimulatorManagerAttributesTests {
  @Test("manager.setAttributes reaches the store, and targeting shows its offering next")
  @MainActor
  func targetingThroughManager() async throws {
    let store = try ExperimentFixtures.simulator(enrollment: 0)
    let manager = SubscriptionManager(
      backend: store, configuration: .fixture(), clock: store.clock, cache: .inMemory())
    await manager.loadOfferings()
    #expect(manager.offering?.identifier == "default")
    try await manager.setAttributes(["$country": "DE"])
    #expect(store.attributes() == ["$country": "DE"])
    #expect(manager.offering?.identifier == "germany")
    #expect(
      manager.offering?.availablePackages.first?.presentedOfferingContext.targetingContext
        == .init(revision: 7, ruleId: "dach"))
  }
}
