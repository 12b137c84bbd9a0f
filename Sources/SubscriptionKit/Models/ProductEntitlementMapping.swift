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
  public func entitlements(for productIdentifier: String) -> [String] {
    products[productIdentifier]?.entitlements ?? []
  }

  /// Every entitlement any product grants, sorted.
  public var allEntitlements: [String] {
    Array(Set(products.values.flatMap(\.entitlements))).sorted()
  }

  enum CodingKeys: String, CodingKey {
    case products = "product_entitlement_mapping"
  }
}
