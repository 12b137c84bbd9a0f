/// Which entitlements each product grants, in RevenueCat's
/// `GET /v1/product_entitlement_mapping` shape:
/// `{"product_entitlement_mapping": {"<product>": {"product_identifier": …, "entitlements": […]}}}`.
///
/// The store simulator's project file states it this way too.
public struct ProductEntitlementMapping: Sendable, Hashable, Codable {
  /// One product's entry.
  public struct Entry: Sendable, Hashable, Codable {
    /// The product.
    public var productIdentifier: String
    /// A Google Play base plan, when there is one.
    public var basePlanID: String?
    /// The entitlements the product grants.
    public var entitlements: [String]

    /// Creates an entry.
    public init(productIdentifier: String, basePlanID: String? = nil, entitlements: [String]) {
      self.productIdentifier = productIdentifier
      self.basePlanID = basePlanID
      self.entitlements = entitlements
    }

    enum CodingKeys: String, CodingKey {
      case productIdentifier = "product_identifier"
      case basePlanID = "base_plan_id"
      case entitlements
    }
  }

  /// Entries by product identifier.
  public var products: [String: Entry]

  /// Creates a mapping.
  public init(products: [String: Entry]) {
    self.products = products
  }

  /// A mapping from product identifiers straight to entitlement identifiers.
  public init(_ entitlementsByProduct: [String: [String]]) {
    self.products = entitlementsByProduct.reduce(into: [:]) { result, pair in
      result[pair.key] = Entry(productIdentifier: pair.key, entitlements: pair.value)
    }
  }

  /// The entitlements a product grants (none for an unknown product).
  ///
  /// Google Play products are keyed by base plan, as RevenueCat keys them:
  /// `"product:base_plan"` finds the entry under that key, or the entry whose
  /// `product_identifier` and `base_plan_id` match, or else the product's
  /// entry without a base plan. A plain `"product"` finds its own entry, or
  /// the entitlements of all its base plans.
  public func entitlements(for productIdentifier: String) -> [String] {
    if let entry = products[productIdentifier] { return entry.entitlements }
    let parts = productIdentifier.split(separator: ":", maxSplits: 1).map(String.init)
    if parts.count == 2 {
      let (product, basePlan) = (parts[0], parts[1])
      if let entry = products.values.first(where: {
        $0.productIdentifier == product && $0.basePlanID == basePlan
      }) {
        return entry.entitlements
      }
      return products[product].map(\.entitlements)
        ?? products.values.first { $0.productIdentifier == product && $0.basePlanID == nil }?
        .entitlements ?? []
    }
    let plans = products.values.filter { $0.productIdentifier == productIdentifier }
    var seen = Set<String>()
    return plans.sorted { ($0.basePlanID ?? "") < ($1.basePlanID ?? "") }.flatMap(\.entitlements)
      .filter { seen.insert($0).inserted }
  }

  /// Every entitlement any product grants, sorted.
  public var allEntitlements: [String] {
    Array(Set(products.values.flatMap(\.entitlements))).sorted()
  }

  enum CodingKeys: String, CodingKey {
    case products = "product_entitlement_mapping"
  }
}
