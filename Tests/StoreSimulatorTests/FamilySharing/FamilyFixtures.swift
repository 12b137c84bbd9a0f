import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire

/// A store with one group: `family_monthly` (level 2, family-shareable),
/// `solo_monthly` (level 2, not shareable) and `solo_premium` (level 1, not
/// shareable); each grants `pro`. Alice buys on her own Apple ID, so her
/// purchases never move to the family member on the device's.
enum FamilyFixtures {
  static let shareable = "family_monthly"
  static let solo = "solo_monthly"
  static let premium = "solo_premium"

  static func simulator(
    clock: SubscriptionClock = .stopped(at: Fixtures.start), gracePeriod: Bool = false,
    ledger: LedgerLocation = .inMemory
  ) throws -> StoreSimulator {
    func product(_ id: String, level: Int, price: Decimal, shareable: Bool) -> StoreKitProduct {
      StoreKitProduct(
        productID: id, referenceName: id, kind: .autoRenewableSubscription, price: price,
        isFamilyShareable: shareable,
        subscription: .init(
          groupID: "G", level: level, period: SubscriptionPeriod(value: 1, unit: .month)))
    }
    let configuration = StoreKitConfiguration(
      settings: StoreKitSettings(storefront: "USA"),
      products: [
        product(shareable, level: 2, price: 9.99, shareable: true),
        product(solo, level: 2, price: 4.99, shareable: false),
        product(premium, level: 1, price: 14.99, shareable: false),
      ],
      subscriptionGroups: [
        .init(id: "G", name: "Pro", productIDs: [shareable, solo, premium])
      ])
    let ids = [shareable, solo, premium]
    let project = SimulatorProject(
      offerings: OfferingsResponse(
        currentOfferingID: "default",
        offerings: [
          .init(
            identifier: "default", description: "",
            packages: ids.map { .init(identifier: $0, platformProductIdentifier: $0) })
        ]),
      entitlementMapping: .init(
        products: Dictionary(
          uniqueKeysWithValues: ids.map {
            ($0, ProductEntitlementMapping.Entry(productIdentifier: $0, entitlements: ["pro"]))
          })))
    var options = StoreSimulatorOptions()
    options.isBillingGracePeriodEnabled = gracePeriod
    return try StoreSimulator(
      configuration: configuration, project: project, ledger: ledger, clock: clock,
      options: options)
  }
}

extension StoreSimulator {
  /// Buys `productID` for `appUserID` on their own Apple ID.
  @discardableResult
  func buy(_ productID: String, for appUserID: String) throws -> StoreTransaction {
    try purchase(productID: productID, for: appUserID, storeAccount: "\(appUserID)-apple-id")
  }

  /// Whether `appUserID` has `pro` now.
  func hasPro(_ appUserID: String) throws -> Bool {
    try customerInfo(for: appUserID).entitlements["pro"]?.isActive == true
  }

  /// `pro` of `appUserID` now.
  func pro(_ appUserID: String) throws -> EntitlementInfo? {
    try customerInfo(for: appUserID).entitlements["pro"]
  }
}
