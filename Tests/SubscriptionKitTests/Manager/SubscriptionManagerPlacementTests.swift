import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

@MainActor
@Suite("SubscriptionManager placements")
struct SubscriptionManagerPlacementTests {
  static func backend(clock: TestClock) -> InMemoryBackend {
    let products = [ManagerHarness.monthly, ManagerHarness.annual, ManagerHarness.lifetime]
    func package(_ id: String, _ product: StoreProduct) -> OfferingsResponse.Package {
      .init(identifier: id, platformProductIdentifier: product.productIdentifier)
    }
    return InMemoryBackend(
      products: products,
      offerings: OfferingsResponse(
        currentOfferingID: "default",
        offerings: [
          .init(
            identifier: "default", description: "",
            packages: [
              package("$rc_monthly", ManagerHarness.monthly),
              package("$rc_annual", ManagerHarness.annual),
            ]),
          .init(
            identifier: "onboarding_offer", description: "",
            metadata: ["highlighted_package": .string("$rc_lifetime")],
            packages: [
              package("$rc_monthly", ManagerHarness.monthly),
              package("$rc_lifetime", ManagerHarness.lifetime),
            ]),
        ],
        placements: .init(
          fallbackOfferingID: "default",
          offeringIDsByPlacement: ["onboarding": "onboarding_offer", "settings": nil])),
      entitlementsByProduct: Dictionary(
        uniqueKeysWithValues: products.map { ($0.productIdentifier, ["pro"]) }),
      clock: clock.subscriptionClock)
  }

  @Test("offering(forPlacement:) follows RevenueCat's rules and its packages name the placement")
  func placements() async throws {
    let clock = TestClock()
    let harness = await ManagerHarness.make(clock: clock, backend: Self.backend(clock: clock))
    let manager = harness.manager
    await manager.loadOfferings()
    let onboarding = try #require(manager.offering(forPlacement: "onboarding"))
    #expect(onboarding.identifier == "onboarding_offer")
    #expect(
      onboarding.availablePackages.allSatisfy {
        $0.presentedOfferingContext.placementIdentifier == "onboarding"
      })
    #expect(manager.offering(forPlacement: "settings") == nil)
    #expect(manager.paywallState(forPlacement: "settings") == nil)
    #expect(manager.offering(forPlacement: "upgrade_prompt")?.identifier == "default")
    guard case .ready(let content)? = manager.paywallState(forPlacement: "onboarding") else {
      Issue.record("the onboarding paywall is not ready")
      return
    }
    #expect(content.selectedTierID == "$rc_lifetime")
    let package = try #require(onboarding.lifetime)
    guard case .purchased = await manager.purchase(package) else {
      Issue.record("the purchase did not go through")
      return
    }
  }
}
