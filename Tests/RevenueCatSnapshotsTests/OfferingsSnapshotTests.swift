import Foundation
import RevenueCatSnapshots
import SubscriptionKit
import Testing

/// RevenueCat's own offerings (a real backend response re-encoded by the SDK,
/// with placements) through the snapshot the adapter copies, against the
/// SDK's rules and against SubscriptionKit's direct reading of the document.
@Suite("Offerings from the SDK's snapshot")
struct OfferingsSnapshotTests {
  @Test("A placement the dashboard does not list shows the fallback offering, with its context")
  func fallbackPlacement() throws {
    let document = try SDKOfferingsModel.fixture()
    let offerings = Offerings(
      snapshot: SDKOfferingsModel.snapshot(of: document, asking: ["onboarding"]))
    for placement in ["onboarding", "never_asked"] {
      let offering = try #require(offerings.currentOffering(forPlacement: placement))
      #expect(offering.identifier == "default")
      #expect(
        offering.availablePackages.allSatisfy {
          $0.presentedOfferingContext.placementIdentifier == placement
        })
    }
    #expect(offerings.current?.identifier == "default")
  }

  @Test("Explicit rules, an explicit null and targeting agree with the SDK and the direct path")
  func rulesAndTargeting() throws {
    var document = try SDKOfferingsModel.fixture()
    let rules: [String: String?] = ["paywall_upsell": "alternate_offering", "paywall_off": nil]
    document.placements = .init(fallbackOfferingID: "default", offeringIDsByPlacement: rules)
    document.targeting = .init(revision: 3, ruleID: "rule_7")
    let asked: Set<String> = ["paywall_upsell", "paywall_off", "settings"]
    let fromSnapshot = Offerings(snapshot: SDKOfferingsModel.snapshot(of: document, asking: asked))
    let direct = try SDKOfferingsModel.direct(document)

    let upsell = try #require(fromSnapshot.currentOffering(forPlacement: "paywall_upsell"))
    #expect(upsell.identifier == "alternate_offering")
    let context = try #require(upsell.availablePackages.first?.presentedOfferingContext)
    #expect(context.placementIdentifier == "paywall_upsell")
    #expect(context.targetingContext == .init(revision: 3, ruleId: "rule_7"))
    #expect(fromSnapshot.currentOffering(forPlacement: "paywall_off") == nil)
    #expect(
      fromSnapshot.current?.availablePackages.first?.presentedOfferingContext.targetingContext
        == .init(revision: 3, ruleId: "rule_7"))
    #expect(
      fromSnapshot.all["default"]?.availablePackages.first?.presentedOfferingContext
        .targetingContext == nil)
    for placement in asked.union(["unlisted"]) {
      #expect(
        fromSnapshot.currentOffering(forPlacement: placement)
          == direct.currentOffering(forPlacement: placement), "\(placement)")
    }
    #expect(fromSnapshot.current == direct.current)
  }

  @Test("Without placements in the document no placement shows anything")
  func noPlacements() throws {
    var document = try SDKOfferingsModel.fixture()
    document.placements = nil
    let offerings = Offerings(
      snapshot: SDKOfferingsModel.snapshot(of: document, asking: ["onboarding"]))
    #expect(offerings.placements == nil)
    #expect(offerings.currentOffering(forPlacement: "onboarding") == nil)
  }

  @Test("A package is bought where it was shown: placement, current with targeting, offering")
  func packageLocation() throws {
    var document = try SDKOfferingsModel.fixture()
    document.targeting = .init(revision: 1, ruleID: "r")
    let offerings = Offerings(
      snapshot: SDKOfferingsModel.snapshot(of: document, asking: ["onboarding"]))
    let placed = try #require(
      offerings.currentOffering(forPlacement: "onboarding")?.availablePackages.first)
    #expect(
      RevenueCatCalls.location(of: placed, currentOfferingID: "default")
        == .placement("onboarding", packageID: placed.identifier))
    let current = try #require(offerings.current?.availablePackages.first)
    #expect(
      RevenueCatCalls.location(of: current, currentOfferingID: "default")
        == .current(packageID: current.identifier))
    let plain = try #require(offerings.all["coins"]?.availablePackages.first)
    #expect(
      RevenueCatCalls.location(of: plain, currentOfferingID: "default")
        == .offering("coins", packageID: "10.coins"))
  }

  @Test("Discount types: introductory, promotional and win-back stay apart")
  func discountTypes() {
    let period = PeriodSnapshot(value: 1, unitRawValue: 2)
    func type(_ raw: Int) -> StoreProductDiscount.DiscountType {
      StoreProductDiscount(
        snapshot: DiscountSnapshot(
          offerIdentifier: "o", price: 1, currencyCode: nil, paymentModeRawValue: 0,
          subscriptionPeriod: period, numberOfPeriods: 1, typeRawValue: raw),
        currencyCode: "USD", locale: Locale(identifier: "en_US")
      ).type
    }
    #expect(type(0) == .introductory)
    #expect(type(1) == .promotional)
    #expect(type(2) == .winBack)
    #expect(type(9) == .promotional)
  }

  @Test("Fetch policies and attributes reach the SDK as it takes them")
  func calls() {
    // RevenueCat's CacheFetchPolicy order: fromCacheOnly, fetchCurrent,
    // notStaleCachedOrFetched, cachedOrFetched.
    #expect(RevenueCatCalls.fetchPolicyRawValue(.fromCacheOnly) == 0)
    #expect(RevenueCatCalls.fetchPolicyRawValue(.fetchCurrent) == 1)
    #expect(RevenueCatCalls.fetchPolicyRawValue(.notStaleCachedOrFetched) == 2)
    #expect(RevenueCatCalls.fetchPolicyRawValue(.cachedOrFetched) == 3)
    #expect(
      RevenueCatCalls.attributes(["$email": "a@example.com", "team": nil])
        == ["$email": "a@example.com", "team": ""])
  }

  @Test("A paywall impression reaches the SDK; a close, which it has no call for, does not")
  func paywallEvents() {
    #expect(
      RevenueCatCalls.forwardsPaywallEvent(
        PaywallDisplayEvent(.impression, offeringIdentifier: "default")))
    #expect(
      !RevenueCatCalls.forwardsPaywallEvent(
        PaywallDisplayEvent(.close, offeringIdentifier: "default")))
  }
}
