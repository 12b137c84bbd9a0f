import SubscriptionWire

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
  /// The targeting rule that chose the current offering and placements, if one did.
  public let targeting: OfferingsResponse.Targeting?
  /// The experiment variants this customer is shown (ours; empty from RevenueCat).
  public let experiments: [ExperimentContext]

  /// Creates offerings from already-built values.
  public init(
    all: [String: Offering], currentOfferingID: String?,
    placements: OfferingsResponse.Placements? = nil,
    targeting: OfferingsResponse.Targeting? = nil, experiments: [ExperimentContext] = []
  ) {
    self.all = all
    self.currentOfferingID = currentOfferingID
    self.placements = placements
    self.targeting = targeting
    self.experiments = experiments
  }

  enum CodingKeys: String, CodingKey {
    case all, currentOfferingID, placements, targeting, experiments
  }

  /// Decodes offerings; documents cached before targeting and experiments lack them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      all: try container.decode([String: Offering].self, forKey: .all),
      currentOfferingID: try container.decodeIfPresent(String.self, forKey: .currentOfferingID),
      placements: try container.decodeIfPresent(
        OfferingsResponse.Placements.self, forKey: .placements),
      targeting: try container.decodeIfPresent(
        OfferingsResponse.Targeting.self, forKey: .targeting),
      experiments: try container.decodeIfPresent([ExperimentContext].self, forKey: .experiments)
        ?? [])
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
      all: all, currentOfferingID: response.currentOfferingID, placements: response.placements,
      targeting: response.targeting, experiments: response.experiments ?? [])
  }

  /// The offering shown by default, if it survived the join. As in
  /// RevenueCat's SDK its packages carry the targeting context (and, ours,
  /// the experiment variant); the same offering read from `all` does not.
  public var current: Offering? {
    currentOfferingID.flatMap { all[$0] }.map {
      $0.presented(
        placementIdentifier: nil, targetingContext: targetingContext,
        experiment: experiments.first {
          $0.placementID == nil && $0.offeringID == currentOfferingID
        })
    }
  }

  private var targetingContext: PresentedOfferingContext.TargetingContext? {
    targeting.map { .init(revision: $0.revision, ruleId: $0.ruleID) }
  }

  /// The offering with this identifier.
  public func offering(identifier: String) -> Offering? { all[identifier] }

  /// The offering with this identifier.
  public subscript(identifier: String) -> Offering? { all[identifier] }

  /// The offering a placement shows, by RevenueCat's rules: the placement's
  /// own entry when it has one (an explicit `null` shows nothing, without
  /// falling back), else the fallback offering; nil when the project has no
  /// placements. Its packages carry the placement, the targeting context and
  /// the experiment variant the placement shows, if any.
  public func currentOffering(forPlacement placement: String) -> Offering? {
    guard let placements else { return nil }
    let offering: Offering?
    if let rule = placements.offeringIDsByPlacement?[placement] {
      offering = rule.flatMap { all[$0] }
    } else {
      offering = placements.fallbackOfferingID.flatMap { all[$0] }
    }
    return offering.map { offering in
      offering.presented(
        placementIdentifier: placement, targetingContext: targetingContext,
        experiment: experiments.first {
          $0.placementID == placement && $0.offeringID == offering.identifier
        })
    }
  }
}
