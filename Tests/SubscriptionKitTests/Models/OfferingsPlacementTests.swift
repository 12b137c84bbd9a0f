import Foundation
import SubscriptionKit
import SubscriptionWire
import Testing

/// `currentOffering(forPlacement:)` and presented-offering contexts, case for
/// case as RevenueCat's SDK tests state them (`OfferingsTests`:
/// `testOfferingIdsByPlacementWithFallbackOffering`,
/// `testOfferingIdsByPlacementWithNullFallbackOffering`, `testTargeting`).
@Suite("Placements and presented-offering contexts, by RevenueCat's rules")
struct OfferingsPlacementTests {
  static let products = OfferingsTests.products([
    "com.myproduct.annual", "com.myproduct.monthly", "com.myproduct.custom",
  ])

  static func response(
    fallback: String?, placements: Bool = true, targeting: OfferingsResponse.Targeting?
  ) -> OfferingsResponse {
    OfferingsResponse(
      currentOfferingID: "offering_a",
      offerings: [
        .init(
          identifier: "offering_a", description: "This is the base offering",
          packages: [
            .init(identifier: "$rc_six_month", platformProductIdentifier: "com.myproduct.annual")
          ]),
        .init(
          identifier: "offering_b", description: "This is the base offering b",
          packages: [
            .init(identifier: "$rc_monthly", platformProductIdentifier: "com.myproduct.monthly"),
            .init(identifier: "custom_package", platformProductIdentifier: "com.myproduct.custom"),
          ]),
        .init(
          identifier: "offering_c", description: "This is the base offering b",
          packages: [
            .init(identifier: "$rc_monthly", platformProductIdentifier: "com.myproduct.monthly"),
            .init(identifier: "custom_package", platformProductIdentifier: "com.myproduct.custom"),
          ]),
      ],
      placements: placements
        ? .init(
          fallbackOfferingID: fallback,
          offeringIDsByPlacement: ["placement_name": "offering_b", "placement_name_with_nil": nil])
        : nil,
      targeting: targeting)
  }

  @Test("A placement's own offering, else the fallback; an explicit null is nil without fallback")
  func withFallback() throws {
    let offerings = try Offerings(
      response: Self.response(
        fallback: "offering_c", targeting: .init(revision: 1, ruleID: "abc123")),
      products: Self.products)
    #expect(offerings.current?.identifier == "offering_a")
    let placed = try #require(offerings.currentOffering(forPlacement: "placement_name"))
    let placedContext = try #require(placed.availablePackages.first?.presentedOfferingContext)
    #expect(placed.identifier == "offering_b")
    #expect(placedContext.offeringIdentifier == "offering_b")
    #expect(placedContext.placementIdentifier == "placement_name")
    #expect(placedContext.targetingContext == .init(revision: 1, ruleId: "abc123"))
    let fallback = try #require(
      offerings.currentOffering(forPlacement: "unexisting_placement_name"))
    let fallbackContext = try #require(fallback.availablePackages.first?.presentedOfferingContext)
    #expect(fallback.identifier == "offering_c")
    #expect(fallbackContext.offeringIdentifier == "offering_c")
    #expect(fallbackContext.placementIdentifier == "unexisting_placement_name")
    #expect(fallbackContext.targetingContext == .init(revision: 1, ruleId: "abc123"))
    #expect(offerings.currentOffering(forPlacement: "placement_name_with_nil") == nil)
  }

  @Test("With a null fallback an unknown placement is nil too")
  func nullFallback() throws {
    let offerings = try Offerings(
      response: Self.response(fallback: nil, targeting: nil), products: Self.products)
    #expect(offerings.current?.identifier == "offering_a")
    #expect(offerings.currentOffering(forPlacement: "placement_name")?.identifier == "offering_b")
    #expect(offerings.currentOffering(forPlacement: "placement_name_with_nil") == nil)
    #expect(offerings.currentOffering(forPlacement: "unexisting_placement_name") == nil)
  }

  @Test("Without placements every placement is nil")
  func noPlacements() throws {
    let offerings = try Offerings(
      response: Self.response(fallback: "offering_c", placements: false, targeting: nil),
      products: Self.products)
    #expect(offerings.currentOffering(forPlacement: "placement_name") == nil)
  }

  @Test(
    "The current offering carries the targeting context; the same offering read directly does not")
  func targeting() throws {
    let offerings = try Offerings(
      response: Self.response(fallback: nil, targeting: .init(revision: 1, ruleID: "abc123")),
      products: Self.products)
    #expect(
      offerings.current?.availablePackages.first?.presentedOfferingContext.targetingContext
        == .init(revision: 1, ruleId: "abc123"))
    #expect(
      offerings.all["offering_a"]?.availablePackages.first?.presentedOfferingContext
        .targetingContext == nil)
    #expect(offerings.current?.availablePackages.first?.offeringIdentifier == "offering_a")
  }

  @Test("The targeting and experiment context round-trip through the offerings JSON and the cache")
  func codable() throws {
    var response = Self.response(fallback: "offering_c", targeting: .init(revision: 3, ruleID: "r"))
    response.experiments = [
      ExperimentContext(
        experimentID: "prexp", variant: "b", offeringID: "offering_a", placementID: nil)
    ]
    let data = try JSONEncoder().encode(response)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""rule_id":"r""#))
    let decoded = try JSONDecoder().decode(OfferingsResponse.self, from: data)
    #expect(decoded == response)
    let offerings = try Offerings(response: decoded, products: Self.products)
    #expect(
      offerings.current?.availablePackages.first?.presentedOfferingContext.experiment?.variant
        == "b")
    let cached = try JSONDecoder().decode(Offerings.self, from: JSONEncoder().encode(offerings))
    #expect(cached == offerings)
  }
}
