import Foundation
import SubscriptionKit
import SubscriptionWire

extension SimulatorProject {
  /// Checks every cross-reference against the `.storekit` file: each package
  /// sells a product the file has, the current offering exists, identifiers are
  /// unique, mapping keys match their `product_identifier` and name known products.
  ///
  /// - Throws: `SimulatorProjectError` at the first problem, with its JSON path.
  public func validate(against configuration: StoreKitConfiguration, file: URL? = nil) throws {
    let known = Set(configuration.products.lazy.map(\.productID))
    func fail(_ path: String, _ problem: String) -> SimulatorProjectError {
      SimulatorProjectError(file: file, path: path, problem: problem)
    }
    var offeringIDs = Set<String>()
    for (index, offering) in offerings.offerings.enumerated() {
      let base = "$.offerings.offerings[\(index)]"
      guard offeringIDs.insert(offering.identifier).inserted else {
        throw fail(base + ".identifier", "offering \"\(offering.identifier)\" is defined twice")
      }
      var packageIDs = Set<String>()
      for (packageIndex, package) in offering.packages.enumerated() {
        let packagePath = base + ".packages[\(packageIndex)]"
        guard packageIDs.insert(package.identifier).inserted else {
          throw fail(
            packagePath + ".identifier",
            "package \"\(package.identifier)\" appears twice in offering \"\(offering.identifier)\""
          )
        }
        guard known.contains(package.platformProductIdentifier) else {
          throw fail(
            packagePath + ".platform_product_identifier",
            "product \"\(package.platformProductIdentifier)\" is not in the .storekit file "
              + "(it has: \(Self.sample(known)))")
        }
      }
    }
    if let current = offerings.currentOfferingID, !offeringIDs.contains(current) {
      throw fail(
        "$.offerings.current_offering_id",
        "names offering \"\(current)\", which is not defined (defined: "
          + "\(offeringIDs.sorted().joined(separator: ", ")))")
    }
    try validateTargetingAndExperiments(offeringIDs: offeringIDs, fail: fail)
    for (productID, entry) in entitlementMapping.products.sorted(by: { $0.key < $1.key }) {
      let path = "$.product_entitlement_mapping.\(productID)"
      guard entry.productIdentifier == productID else {
        throw fail(
          path + ".product_identifier",
          "is \"\(entry.productIdentifier)\" but the key is \"\(productID)\"; they must match")
      }
      guard known.contains(productID) else {
        throw fail(path, "product \"\(productID)\" is not in the .storekit file")
      }
    }
    let currency = configuration.storefront.currencyCode
    guard exchangeRates.knows(currency) else {
      throw fail(
        "$.usd_exchange_rates",
        "has no rate for the storefront's currency \(currency); add \"\(currency)\": "
          + "<US dollars per unit>")
    }
    for productID in nonRenewingDurations.keys.sorted() {
      guard configuration.product(id: productID)?.kind == .nonRenewingSubscription else {
        throw fail(
          "$.non_renewing_durations.\(productID)",
          "\"\(productID)\" is not a non-renewing subscription in the .storekit file")
      }
    }
  }

  /// The first few identifiers, sorted, and how many more: an error stays one
  /// readable line even for a catalog of 100,000 products.
  static func sample(_ identifiers: Set<String>, limit: Int = 8) -> String {
    let sorted = identifiers.sorted()
    let shown = sorted.prefix(limit).joined(separator: ", ")
    return sorted.count > limit ? shown + ", … and \(sorted.count - limit) more" : shown
  }
}

extension SimulatorProject {
  /// Placements, targeting rules and experiments name only defined offerings;
  /// experiment identifiers are unique.
  fileprivate func validateTargetingAndExperiments(
    offeringIDs: Set<String>, fail: (String, String) -> SimulatorProjectError
  ) throws {
    func check(_ id: String?, _ path: String) throws {
      guard let id, !offeringIDs.contains(id) else { return }
      throw fail(
        path,
        "names offering \"\(id)\", which is not defined (defined: "
          + "\(offeringIDs.sorted().joined(separator: ", ")))")
    }
    func check(_ placements: OfferingsResponse.Placements?, _ path: String) throws {
      guard let placements else { return }
      try check(placements.fallbackOfferingID, path + ".fallback_offering_id")
      for (placement, id) in (placements.offeringIDsByPlacement ?? [:]).sorted(by: {
        $0.key < $1.key
      }) {
        try check(id ?? nil, path + ".offering_ids_by_placement.\(placement)")
      }
    }
    try check(offerings.placements, "$.offerings.placements")
    for (index, rule) in targeting.rules.enumerated() {
      try check(rule.offeringID, "$.targeting.rules[\(index)].offering_id")
      try check(rule.placements, "$.targeting.rules[\(index)].placements")
    }
    var experimentIDs = Set<String>()
    for (index, experiment) in experiments.enumerated() {
      let path = "$.experiments[\(index)]"
      guard experimentIDs.insert(experiment.id).inserted else {
        throw fail(path + ".id", "experiment \"\(experiment.id)\" is defined twice")
      }
      for (variantIndex, variant) in experiment.variants.enumerated() {
        try check(variant.offeringID, path + ".variants[\(variantIndex)].offering_id")
      }
    }
  }
}
