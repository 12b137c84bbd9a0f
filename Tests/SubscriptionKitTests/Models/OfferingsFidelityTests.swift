import Foundation
import SubscriptionKit
import SubscriptionWire
import Testing

@Suite("Offerings, package types and the entitlement mapping as RevenueCat writes them")
struct OfferingsFidelityTests {
  @Test("PackageType encodes as RevenueCat's identifier, custom and unknown as null")
  func packageTypeEncoding() throws {
    let encoded = try JSONEncoder().encode([PackageType.monthly, .annual, .custom, .unknown])
    #expect(String(decoding: encoded, as: UTF8.self) == #"["$rc_monthly","$rc_annual",null,null]"#)
    let decoded = try JSONDecoder().decode(
      [PackageType].self, from: Data(#"["$rc_weekly","my_pack","$rc_new",null,5,true]"#.utf8))
    #expect(decoded == [.weekly, .custom, .unknown, .unknown, .monthly, .unknown])
  }

  @Test("A package survives encoding with its type, a custom one stays custom")
  func packageRoundTrip() throws {
    let product = StoreProduct(
      productIdentifier: "pro", productType: .nonConsumable, localizedTitle: "Pro", price: 1,
      currencyCode: "USD")
    let packages = [
      Package(identifier: "$rc_lifetime", storeProduct: product, offeringIdentifier: "default"),
      Package(identifier: "my_pack", storeProduct: product, offeringIdentifier: "default"),
    ]
    let data = try JSONEncoder().encode(packages)
    let object = try JSONDecoder().decode([[String: SubscriptionWire.JSONValue]].self, from: data)
    #expect(object[0]["packageType"] == .string("$rc_lifetime"))
    let decoded = try JSONDecoder().decode([Package].self, from: data)
    #expect(decoded == packages)
    #expect(decoded.map(\.packageType) == [.lifetime, .custom])
  }

  @Test("Offerings keep platform_product_plan_identifier, and write it back")
  func planIdentifierKept() throws {
    let data = try Fixture.data("offerings_with_product_plan_identifier")
    let response = try JSONDecoder().decode(OfferingsResponse.self, from: data)
    let package = try #require(response.offerings.first?.packages.first)
    #expect(package.platformProductPlanIdentifier == "monthly")
    let again = try JSONDecoder().decode(
      OfferingsResponse.self, from: JSONEncoder().encode(response))
    #expect(again == response)
    #expect(again.offerings[0].packages[0].platformProductPlanIdentifier == "monthly")
  }

  @Test("A package with a plan sells the store's \"product:plan\" when there is one")
  func planProductJoin() throws {
    let response = try JSONDecoder().decode(
      OfferingsResponse.self, from: Fixture.data("offerings_with_product_plan_identifier"))
    func product(_ id: String) -> StoreProduct {
      StoreProduct(
        productIdentifier: id, productType: .autoRenewableSubscription, localizedTitle: id,
        price: 1, currencyCode: "USD")
    }
    let both = try Offerings(
      response: response,
      products: [
        "com.revenuecat.monthly": product("com.revenuecat.monthly"),
        "com.revenuecat.monthly:monthly": product("com.revenuecat.monthly:monthly"),
      ])
    #expect(
      both.current?.monthly?.storeProduct.productIdentifier == "com.revenuecat.monthly:monthly")
    let plain = try Offerings(
      response: response, products: ["com.revenuecat.monthly": product("com.revenuecat.monthly")])
    #expect(plain.current?.monthly?.storeProduct.productIdentifier == "com.revenuecat.monthly")
  }

  @Test("The product→entitlement mapping accepts base-plan keys")
  func basePlanKeys() throws {
    let json = """
      {"product_entitlement_mapping": {
        "sub:monthly": {"product_identifier": "sub", "base_plan_id": "monthly", "entitlements": ["pro"]},
        "sub:annual": {"product_identifier": "sub", "base_plan_id": "annual", "entitlements": ["pro", "extra"]},
        "lifetime": {"product_identifier": "lifetime", "entitlements": ["forever"]}
      }}
      """
    let mapping = try JSONDecoder().decode(ProductEntitlementMapping.self, from: Data(json.utf8))
    #expect(mapping.entitlements(for: "sub:monthly") == ["pro"])
    #expect(mapping.entitlements(for: "sub:annual") == ["pro", "extra"])
    #expect(mapping.entitlements(for: "sub") == ["pro", "extra"])
    #expect(mapping.entitlements(for: "lifetime") == ["forever"])
    #expect(mapping.entitlements(for: "lifetime:none") == ["forever"])
    #expect(mapping.entitlements(for: "sub:weekly") == [])
    #expect(mapping.entitlements(for: "other") == [])

    // Keyed by product, with the base plan only in the entry.
    let byProduct = ProductEntitlementMapping(products: [
      "sub2": .init(productIdentifier: "sub2", basePlanID: "p1", entitlements: ["pro"])
    ])
    #expect(byProduct.entitlements(for: "sub2:p1") == ["pro"])
  }
}
