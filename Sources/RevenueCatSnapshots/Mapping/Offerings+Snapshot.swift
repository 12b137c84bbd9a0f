import Foundation
import SubscriptionKit
import SubscriptionWire

extension Offerings {
  /// The SDK's offerings as SubscriptionKit's, with the placement rules and
  /// targeting rebuilt from the SDK's answers, so `currentOffering(forPlacement:)`,
  /// `current` and the packages' `presentedOfferingContext` agree with the
  /// SDK's for every placement the adapter asked about.
  ///
  /// A placement the SDK answered with nothing is an explicit `null` rule (it
  /// shows nothing, as on RevenueCat); any other placement shows the fallback
  /// offering. With no answer at all, there are no placement rules.
  package init(snapshot: OfferingsSnapshot) {
    var all: [String: Offering] = [:]
    for offering in snapshot.all where all[offering.identifier] == nil {
      all[offering.identifier] = Offering(snapshot: offering)
    }
    let answers = snapshot.placements.filter { $0.key != OfferingsSnapshot.fallbackProbe }
    let hasRules =
      snapshot.fallback.offeringID != nil || answers.values.contains { $0.offeringID != nil }
    let placements =
      hasRules
      ? OfferingsResponse.Placements(
        fallbackOfferingID: snapshot.fallback.offeringID,
        offeringIDsByPlacement: answers.mapValues(\.offeringID))
      : nil
    // One targeting rule chose everything the customer is shown: read it from
    // whichever answer carries it.
    let targeting =
      ([snapshot.currentTargeting, snapshot.fallback.targeting]
      + answers.keys.sorted().map { answers[$0]?.targeting })
      .compactMap { $0 }.first
    self.init(
      all: all, currentOfferingID: snapshot.currentOfferingID, placements: placements,
      targeting: targeting.map { .init(revision: $0.revision, ruleID: $0.ruleID) })
  }
}

extension Offering {
  /// The SDK's offering; metadata that is not a JSON object reads as none.
  package init(snapshot: OfferingSnapshot) {
    let metadata = snapshot.metadataJSON.flatMap {
      try? JSONDecoder().decode([String: SubscriptionWire.JSONValue].self, from: $0)
    }
    self.init(
      identifier: snapshot.identifier, serverDescription: snapshot.serverDescription,
      metadata: metadata ?? [:],
      availablePackages: snapshot.packages.map { package in
        Package(
          identifier: package.identifier, storeProduct: StoreProduct(snapshot: package.product),
          offeringIdentifier: snapshot.identifier)
      })
  }
}
