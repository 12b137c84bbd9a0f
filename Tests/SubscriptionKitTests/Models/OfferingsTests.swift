import Foundation
import SubscriptionKit
import SubscriptionWire
import Testing

@Suite("Offerings from RevenueCat's offerings JSON and the store's products")
struct OfferingsTests {
  static func products(_ ids: [String]) -> [String: StoreProduct] {
    Dictionary(
      uniqueKeysWithValues: ids.map {
        (
          $0,
          StoreProduct(
            productIdentifier: $0, productType: .nonConsumable, localizedTitle: $0, price: 1,
            currencyCode: "USD")
        )
      })
  }

  @Test("The default/alternate fixture decodes as its source says")
  func defaultAlternateFixture() throws {
    let response = try JSONDecoder().decode(
      OfferingsResponse.self, from: Fixture.data("offerings_default_alternate_metadata_paywall"))
    #expect(response.currentOfferingID == "default")
    #expect(response.offerings.count == 8)
    let first = response.offerings[0]
    #expect(first.identifier == "default")
    #expect(first.description == "standard set of packages")
    #expect((first.metadata ?? [:]).isEmpty)
    #expect(first.packages.map(\.identifier) == ["$rc_monthly", "$rc_annual"])
    #expect(
      first.packages.map(\.platformProductIdentifier)
        == ["com.revenuecat.monthly_4.99.1_week_intro", "com.revenuecat.yearly_10.99.2_week_intro"])
    #expect(response.offerings[1].packages.map(\.identifier) == ["$rc_lifetime", "custom_package"])
    let metadata = try #require(response.offerings[3].metadata)
    #expect(metadata["int"] == .number(5))
    #expect(metadata["double"] == .number(5.5))
    #expect(metadata["boolean"] == .bool(true))
    #expect(metadata["string"] == .string("five"))
    #expect(metadata["array"] == .array([.string("five")]))
    #expect(metadata["dictionary"]?["string"] == .string("five"))
    #expect(response.offerings[4].metadata == nil)

    let offerings = try Offerings(
      response: response, products: Self.products(response.productIdentifiers))
    let current = try #require(offerings.current)
    #expect(current.identifier == "default")
    #expect(current.monthly?.packageType == .monthly)
    #expect(
      current.annual?.storeProduct.productIdentifier == "com.revenuecat.yearly_10.99.2_week_intro")
    #expect(offerings["alternate"]?["custom_package"]?.packageType == .custom)
    #expect(offerings["alternate"]?.lifetime != nil)
    #expect(offerings["nullmetadata"]?.metadata.isEmpty == true)

    let encoded = try JSONEncoder().encode(response)
    #expect(try JSONDecoder().decode(OfferingsResponse.self, from: encoded) == response)
  }

  @Test("The backend snapshot: weekly to lifetime, placements with a fallback")
  func backendSnapshot() throws {
    let response = try JSONDecoder().decode(
      OfferingsResponse.self,
      from: Fixture.data("offerings_backend_snapshot_weekly_monthly_annual_lifetime_placements"))
    let offerings = try Offerings(
      response: response, products: Self.products(response.productIdentifiers))
    let current = try #require(offerings.current)
    #expect(current.metadata["meta"] == .string("data"))
    #expect(current.weekly != nil && current.monthly != nil && current.annual != nil)
    #expect(current.lifetime?.storeProduct.productIdentifier == "lifetime")
    #expect(current["non_renewing"]?.packageType == .custom)
    #expect(offerings["coins"] != nil)
    #expect(offerings.currentOffering(forPlacement: "anything")?.identifier == "default")
  }

  @Test("A package with a plan identifier still reads its product")
  func planIdentifier() throws {
    let response = try JSONDecoder().decode(
      OfferingsResponse.self, from: Fixture.data("offerings_with_product_plan_identifier"))
    let package = try #require(response.offerings.first?.packages.first)
    #expect(package.identifier == "$rc_monthly")
    #expect(package.platformProductIdentifier == "com.revenuecat.monthly")
  }

  @Test("Packages the store lacks are dropped, then empty offerings")
  func dropsMissing() throws {
    let response = OfferingsResponse(
      currentOfferingID: "a",
      offerings: [
        .init(
          identifier: "a", description: "",
          packages: [
            .init(identifier: "$rc_monthly", platformProductIdentifier: "m"),
            .init(identifier: "$rc_annual", platformProductIdentifier: "missing"),
          ]),
        .init(
          identifier: "b", description: "",
          packages: [.init(identifier: "x", platformProductIdentifier: "gone")]),
      ])
    let offerings = try Offerings(response: response, products: Self.products(["m"]))
    #expect(offerings.current?.availablePackages.map(\.identifier) == ["$rc_monthly"])
    #expect(offerings["b"] == nil)
  }

  @Test("No products at all is a configuration error that names them")
  func noProducts() {
    let response = OfferingsResponse(
      currentOfferingID: "a",
      offerings: [
        .init(
          identifier: "a", description: "",
          packages: [.init(identifier: "$rc_monthly", platformProductIdentifier: "m")])
      ])
    #expect {
      try Offerings(response: response, products: [:])
    } throws: { error in
      let error = PurchaseError(error)
      return error.code == .configurationError && (error.detail ?? "").contains("m")
    }
    #expect(throws: PurchaseError.self) {
      try Offerings(
        response: OfferingsResponse(currentOfferingID: nil, offerings: []), products: [:])
    }
  }

  @Test(
    "Package types come from identifiers",
    arguments: [
      ("$rc_weekly", PackageType.weekly), ("$rc_monthly", .monthly), ("$rc_two_month", .twoMonth),
      ("$rc_three_month", .threeMonth), ("$rc_six_month", .sixMonth), ("$rc_annual", .annual),
      ("$rc_lifetime", .lifetime), ("$rc_something", .unknown), ("pro_bundle", .custom),
    ])
  func packageTypes(identifier: String, type: PackageType) {
    #expect(PackageType(packageIdentifier: identifier) == type)
  }

  @Test("Entitlement mapping and intro eligibility fixtures")
  func mappingAndEligibility() throws {
    let mapping = try JSONDecoder().decode(
      ProductEntitlementMapping.self, from: Fixture.data("product_entitlement_mapping"))
    #expect(mapping.products.count == 3)
    #expect(mapping.entitlements(for: "com.revenuecat.foo_1") == ["pro_1"])
    #expect(mapping.entitlements(for: "com.revenuecat.foo_2") == ["pro_1", "pro_2"])
    #expect(mapping.entitlements(for: "com.revenuecat.foo_3") == ["pro_2"])
    let eligibility = try JSONDecoder().decode(
      IntroEligibilityResponse.self, from: Fixture.data("intro_eligibility"))
    #expect(
      eligibility.eligibilityByProductIdentifier
        == [
          "producta": .eligible, "productb": .ineligible, "product_c": .unknown,
          "productD": .eligible,
        ])
  }
}
