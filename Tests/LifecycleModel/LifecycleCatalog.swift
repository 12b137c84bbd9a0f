import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire

/// The model test's store: one group with every kind of plan change
/// (basic < pro levels; two pro monthlies for crossgrades; an annual pro for
/// a crossgrade that waits), trials on two products, a lifetime purchase.
package enum LifecycleCatalog {
  package static let purchasable = [
    "basic_monthly", "pro_monthly", "pro_monthly_family", "pro_annual", "lifetime",
  ]

  package static func configuration(askToBuy: Bool, grace: Bool) -> StoreKitConfiguration {
    func period(_ text: String) -> SubscriptionPeriod {
      SubscriptionPeriod(iso8601: text) ?? SubscriptionPeriod(value: 1, unit: .month)
    }
    let trial = StoreKitOffer(offerID: nil, paymentMode: .freeTrial, period: period("P1W"))
    func product(_ id: String, level: Int, period text: String, price: Decimal, intro: Bool)
      -> StoreKitProduct
    {
      StoreKitProduct(
        productID: id, referenceName: id, kind: .autoRenewableSubscription, price: price,
        subscription: .init(
          groupID: "G", level: level, period: period(text), introductoryOffer: intro ? trial : nil)
      )
    }
    return StoreKitConfiguration(
      settings: StoreKitSettings(
        isAskToBuyEnabled: askToBuy, isBillingGracePeriodEnabled: grace),
      products: [
        product("basic_monthly", level: 2, period: "P1M", price: 4.99, intro: true),
        product("pro_monthly", level: 1, period: "P1M", price: 9.99, intro: true),
        product("pro_monthly_family", level: 1, period: "P1M", price: 14.99, intro: false),
        product("pro_annual", level: 1, period: "P1Y", price: 99.99, intro: false),
        StoreKitProduct(
          productID: "lifetime", referenceName: "lifetime", kind: .nonConsumable, price: 199.99),
      ],
      subscriptionGroups: [
        .init(
          id: "G", name: "Plans",
          productIDs: ["basic_monthly", "pro_monthly", "pro_monthly_family", "pro_annual"])
      ])
  }

  package static let project = SimulatorProject(
    offerings: OfferingsResponse(
      currentOfferingID: "default",
      offerings: [
        .init(
          identifier: "default", description: "",
          packages: purchasable.map { .init(identifier: $0, platformProductIdentifier: $0) })
      ]),
    entitlementMapping: .init(
      products: Dictionary(
        uniqueKeysWithValues: purchasable.map {
          ($0, ProductEntitlementMapping.Entry(productIdentifier: $0, entitlements: ["pro"]))
        })))
}
