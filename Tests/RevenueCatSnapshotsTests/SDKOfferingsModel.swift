import Foundation
import RevenueCatSnapshots
import SubscriptionKit
import SubscriptionWire

/// What the adapter copies from RevenueCat's SDK, produced here from a
/// RevenueCat offerings document by the SDK's own public rules (its
/// `Offerings.swift`, as docs/reference/revenuecat-sdk.md states them):
/// `currentOffering(forPlacement:)` answers the placement's own entry (an
/// explicit `null` answers nothing, without fallback), else the fallback
/// offering, and nothing when the document has no `placements`; `current` and
/// every placement answer carry the document's targeting context.
enum SDKOfferingsModel {
  static func snapshot(
    of document: OfferingsResponse, asking placements: Set<String>
  ) -> OfferingsSnapshot {
    let targeting = document.targeting.map {
      TargetingSnapshot(revision: $0.revision, ruleID: $0.ruleID)
    }
    func answer(_ placement: String) -> PlacementSnapshot {
      guard let rules = document.placements else { return PlacementSnapshot(offeringID: nil) }
      let offeringID: String?
      if let rule = rules.offeringIDsByPlacement?[placement] {
        offeringID = rule
      } else {
        offeringID = rules.fallbackOfferingID
      }
      return PlacementSnapshot(
        offeringID: offeringID, targeting: offeringID == nil ? nil : targeting)
    }
    var answers: [String: PlacementSnapshot] = [:]
    for placement in placements { answers[placement] = answer(placement) }
    return OfferingsSnapshot(
      all: document.offerings.map { offering in
        OfferingSnapshot(
          identifier: offering.identifier, serverDescription: offering.description,
          metadataJSON: offering.metadata.flatMap { try? JSONEncoder().encode($0) },
          packages: offering.packages.map {
            PackageSnapshot(
              identifier: $0.identifier, product: product($0.platformProductIdentifier))
          })
      },
      currentOfferingID: document.currentOfferingID,
      currentTargeting: document.currentOfferingID == nil ? nil : targeting,
      placements: answers, fallback: answer(OfferingsSnapshot.fallbackProbe))
  }

  /// A monthly subscription the store would return for `identifier`.
  static func product(_ identifier: String) -> ProductSnapshot {
    ProductSnapshot(
      productIdentifier: identifier, productTypeRawValue: 3, localizedTitle: identifier,
      localizedDescription: "", price: Decimal(string: "4.99") ?? 0, currencyCode: "USD",
      localeIdentifier: "en_US", subscriptionPeriod: PeriodSnapshot(value: 1, unitRawValue: 2),
      subscriptionGroupIdentifier: "group", introductoryDiscount: nil, discounts: [],
      isFamilyShareable: false)
  }

  /// The same document joined to the same products the direct way.
  static func direct(_ document: OfferingsResponse) throws -> Offerings {
    let products = Dictionary(
      document.productIdentifiers.map { ($0, StoreProduct(snapshot: product($0))) }
    ) { first, _ in first }
    return try Offerings(response: document, products: products)
  }

  static func fixture() throws -> OfferingsResponse {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent(
        "Fixtures/offerings_backend_snapshot_weekly_monthly_annual_lifetime_placements.json")
    return try JSONDecoder().decode(OfferingsResponse.self, from: Data(contentsOf: url))
  }
}
