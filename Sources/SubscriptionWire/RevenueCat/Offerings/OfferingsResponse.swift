/// RevenueCat's offerings document, as `GET /v1/subscribers/{id}/offerings`
/// returns it and as a StoreSimulator project file states it.
///
/// Decodes with a plain `JSONDecoder()`; unknown keys (`paywall`, `ui_config`, …)
/// are ignored.
public struct OfferingsResponse: Sendable, Hashable, Codable {
  /// One offering in the document.
  public struct Offering: Sendable, Hashable, Codable {
    /// The offering's identifier (`"default"`).
    public var identifier: String
    /// The offering's description from the dashboard.
    public var description: String
    /// Free-form metadata; `null` and missing both mean none.
    public var metadata: [String: JSONValue]?
    /// The packages, in dashboard order.
    public var packages: [Package]

    /// Creates an offering entry.
    public init(
      identifier: String, description: String, metadata: [String: JSONValue]? = nil,
      packages: [Package]
    ) {
      self.identifier = identifier
      self.description = description
      self.metadata = metadata
      self.packages = packages
    }
  }

  /// One package entry: a package identifier and the store product it sells.
  public struct Package: Sendable, Hashable, Codable {
    /// `"$rc_monthly"` or a custom identifier.
    public var identifier: String
    /// The store's product identifier.
    public var platformProductIdentifier: String
    /// The Google Play base plan the package sells, when there is one
    /// (`platform_product_plan_identifier`).
    public var platformProductPlanIdentifier: String?

    /// Creates a package entry.
    public init(
      identifier: String, platformProductIdentifier: String,
      platformProductPlanIdentifier: String? = nil
    ) {
      self.identifier = identifier
      self.platformProductIdentifier = platformProductIdentifier
      self.platformProductPlanIdentifier = platformProductPlanIdentifier
    }

    enum CodingKeys: String, CodingKey {
      case identifier
      case platformProductIdentifier = "platform_product_identifier"
      case platformProductPlanIdentifier = "platform_product_plan_identifier"
    }

    /// Decodes an entry; the plan identifier is optional.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      identifier = try container.decode(String.self, forKey: .identifier)
      platformProductIdentifier = try container.decode(
        String.self, forKey: .platformProductIdentifier)
      platformProductPlanIdentifier = try container.decodeIfPresent(
        String.self, forKey: .platformProductPlanIdentifier)
    }

    /// Encodes the entry; the plan identifier only when there is one.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(identifier, forKey: .identifier)
      try container.encode(platformProductIdentifier, forKey: .platformProductIdentifier)
      try container.encodeIfPresent(
        platformProductPlanIdentifier, forKey: .platformProductPlanIdentifier)
    }
  }

  /// Placement rules: which offering a placement shows.
  public struct Placements: Sendable, Hashable, Codable {
    /// The offering shown for placements without a rule of their own.
    public var fallbackOfferingID: String?
    /// Per-placement offering identifiers (`null` means "show nothing").
    public var offeringIDsByPlacement: [String: String?]?

    /// Creates placement rules.
    public init(fallbackOfferingID: String?, offeringIDsByPlacement: [String: String?]?) {
      self.fallbackOfferingID = fallbackOfferingID
      self.offeringIDsByPlacement = offeringIDsByPlacement
    }

    enum CodingKeys: String, CodingKey {
      case fallbackOfferingID = "fallback_offering_id"
      case offeringIDsByPlacement = "offering_ids_by_placement"
    }
  }

  /// The targeting rule that chose this customer's offerings (`targeting`).
  public struct Targeting: Sendable, Hashable, Codable {
    /// The targeting revision.
    public var revision: Int
    /// The rule that matched.
    public var ruleID: String

    /// Creates a targeting context.
    public init(revision: Int, ruleID: String) {
      self.revision = revision
      self.ruleID = ruleID
    }

    enum CodingKeys: String, CodingKey {
      case revision
      case ruleID = "rule_id"
    }
  }

  /// The offering shown by default.
  public var currentOfferingID: String?
  /// Every offering.
  public var offerings: [Offering]
  /// Placement rules, when the project has them.
  public var placements: Placements?
  /// The targeting rule that chose the current offering and placements, if one did.
  public var targeting: Targeting?
  /// Ours (RevenueCat's response has no such field): the experiments this
  /// customer is enrolled in whose variant the document shows.
  public var experiments: [ExperimentContext]?

  /// Creates an offerings document.
  public init(
    currentOfferingID: String?, offerings: [Offering], placements: Placements? = nil,
    targeting: Targeting? = nil, experiments: [ExperimentContext]? = nil
  ) {
    self.currentOfferingID = currentOfferingID
    self.offerings = offerings
    self.placements = placements
    self.targeting = targeting
    self.experiments = experiments
  }

  /// Every product identifier the document mentions, in order, without repeats.
  public var productIdentifiers: [String] {
    var seen = Set<String>()
    return offerings.flatMap(\.packages).map(\.platformProductIdentifier).filter {
      seen.insert($0).inserted
    }
  }

  enum CodingKeys: String, CodingKey {
    case currentOfferingID = "current_offering_id"
    case offerings
    case placements
    case targeting
    case experiments
  }
}
