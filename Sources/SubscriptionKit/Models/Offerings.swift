/// Every offering of the project, and which one is current.
///
/// Built from RevenueCat's offerings document plus the products the store
/// returned, with RevenueCat's rules: a package whose product the store does not
/// sell is dropped, an offering left without packages is dropped.
public struct Offerings: Sendable, Hashable, Codable {
  /// Every offering, by identifier.
  public let all: [String: Offering]
  /// The identifier of the offering shown by default.
  public let currentOfferingID: String?
  /// Placement rules, when the project has them.
  public let placements: OfferingsResponse.Placements?

  /// Creates offerings from already-built values.
  public init(
    all: [String: Offering], currentOfferingID: String?,
    placements: OfferingsResponse.Placements? = nil
  ) {
    self.all = all
    self.currentOfferingID = currentOfferingID
    self.placements = placements
  }

  /// Joins an offerings document to the store's products.
  ///
  /// - Throws: `PurchaseError` `.configurationError` when the document names no
  ///   product or the store returned none of them, `.unexpectedBackendResponse`
  ///   when no offering is left with a package.
  public init(response: OfferingsResponse, products: [String: StoreProduct]) throws {
    guard !response.productIdentifiers.isEmpty else {
      throw PurchaseError(.configurationError, detail: "The offerings name no products.")
    }
    guard response.productIdentifiers.contains(where: { products[$0] != nil }) else {
      throw PurchaseError(
        .configurationError,
        detail: "None of the offered products were found in the store: "
          + response.productIdentifiers.joined(separator: ", ") + ".")
    }
    var all: [String: Offering] = [:]
    for entry in response.offerings {
      let packages = entry.packages.compactMap { package -> Package? in
        // A Google base plan may be sold as "product:plan"; else the product itself.
        let planKey = package.platformProductPlanIdentifier.map {
          package.platformProductIdentifier + ":" + $0
        }
        return (planKey.flatMap { products[$0] } ?? products[package.platformProductIdentifier]).map
        {
          Package(
            identifier: package.identifier, storeProduct: $0, offeringIdentifier: entry.identifier)
        }
      }
      guard !packages.isEmpty else { continue }
      all[entry.identifier] = Offering(
        identifier: entry.identifier, serverDescription: entry.description,
        metadata: entry.metadata ?? [:], availablePackages: packages)
    }
    guard !all.isEmpty else {
      throw PurchaseError(
        .unexpectedBackendResponseError, detail: "No offering has a package the store sells.")
    }
    self.init(
      all: all, currentOfferingID: response.currentOfferingID, placements: response.placements)
  }

  /// The offering shown by default, if it survived the join.
  public var current: Offering? { currentOfferingID.flatMap { all[$0] } }

  /// The offering with this identifier.
  public func offering(identifier: String) -> Offering? { all[identifier] }

  /// The offering with this identifier.
  public subscript(identifier: String) -> Offering? { all[identifier] }

  /// The offering a placement shows: its own rule (an explicit `null` shows
  /// nothing), else the fallback offering; nil when the project has no placements.
  public func currentOffering(forPlacement placement: String) -> Offering? {
    guard let placements else { return nil }
    if let rule = placements.offeringIDsByPlacement?[placement] {
      return rule.flatMap { all[$0] }
    }
    return placements.fallbackOfferingID.flatMap { all[$0] }
  }
}
