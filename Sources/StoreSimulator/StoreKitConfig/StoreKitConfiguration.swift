import Foundation

/// An Xcode StoreKit configuration file (`.storekit`), read in full.
///
/// Every format version Xcode has written (1.0 to 5.0) reads; unknown keys are
/// ignored and every key is optional except what a product cannot do without
/// (`productID`, `type`, `displayPrice`, and a subscription's period and group).
///
/// ```swift
/// let config = try StoreKitConfiguration(contentsOf: url)
/// config.product(id: "pro_monthly")?.subscription?.introductoryOffer?.paymentMode  // .freeTrial
/// ```
public struct StoreKitConfiguration: Sendable, Hashable {
  /// A subscription group: products the customer holds one of at a time.
  public struct SubscriptionGroup: Sendable, Hashable, Identifiable {
    /// The group's `id`.
    public let id: String
    /// The group's reference name.
    public let name: String
    /// The product identifiers in the group, in file order.
    public let productIDs: [String]

    /// Creates a group.
    public init(id: String, name: String, productIDs: [String]) {
      self.id = id
      self.name = name
      self.productIDs = productIDs
    }
  }

  /// The file's 8-hex-digit `identifier`, when it has one.
  public let identifier: String?
  /// The format version (`"4.0"`); absent in the oldest files.
  public let version: String?
  /// The settings block.
  public let settings: StoreKitSettings
  /// Every product: one-time products, non-renewing and auto-renewable subscriptions.
  public let products: [StoreKitProduct]
  /// The subscription groups.
  public let subscriptionGroups: [SubscriptionGroup]

  /// Creates a configuration from values.
  public init(
    identifier: String? = nil, version: String? = nil, settings: StoreKitSettings = .init(),
    products: [StoreKitProduct], subscriptionGroups: [SubscriptionGroup]
  ) {
    self.identifier = identifier
    self.version = version
    self.settings = settings
    self.products = products
    self.subscriptionGroups = subscriptionGroups
  }

  /// The product with this identifier.
  public func product(id: String) -> StoreKitProduct? {
    products.first { $0.productID == id }
  }

  /// The group with this identifier.
  public func group(id: String) -> SubscriptionGroup? {
    subscriptionGroups.first { $0.id == id }
  }
}
