/// One purchasable choice on a paywall: a store product inside an offering.
///
/// Mirrors RevenueCat's `Package`. Buy it with `SubscriptionManager.purchase(_:)`.
public struct Package: Sendable, Hashable, Codable, Identifiable {
  /// The package identifier from the dashboard (`"$rc_monthly"` or a custom one).
  public let identifier: String
  /// The package's type, derived from `identifier`.
  public let packageType: PackageType
  /// The product the package sells.
  public let storeProduct: StoreProduct
  /// Where the package was shown: offering, placement, targeting rule, experiment variant.
  public let presentedOfferingContext: PresentedOfferingContext

  /// The offering the package was presented in.
  public var offeringIdentifier: String { presentedOfferingContext.offeringIdentifier }

  /// Creates a package; its type is derived from `identifier`.
  public init(identifier: String, storeProduct: StoreProduct, offeringIdentifier: String) {
    self.init(
      identifier: identifier, storeProduct: storeProduct,
      presentedOfferingContext: PresentedOfferingContext(offeringIdentifier: offeringIdentifier))
  }

  /// Creates a package shown in `presentedOfferingContext`.
  public init(
    identifier: String, storeProduct: StoreProduct,
    presentedOfferingContext: PresentedOfferingContext
  ) {
    self.identifier = identifier
    self.packageType = PackageType(packageIdentifier: identifier)
    self.storeProduct = storeProduct
    self.presentedOfferingContext = presentedOfferingContext
  }

  /// The same package shown in another context.
  public func with(_ context: PresentedOfferingContext) -> Package {
    Package(identifier: identifier, storeProduct: storeProduct, presentedOfferingContext: context)
  }

  /// `offeringIdentifier` and `identifier`, unique across offerings.
  public var id: String { offeringIdentifier + "/" + identifier }

  /// The product's formatted price.
  public var localizedPriceString: String { storeProduct.localizedPriceString }

  /// The introductory offer's formatted price, if the product has one.
  public var localizedIntroductoryPriceString: String? {
    storeProduct.localizedIntroductoryPriceString
  }

  enum CodingKeys: String, CodingKey {
    case identifier, packageType, storeProduct, offeringIdentifier, presentedOfferingContext
  }

  /// Decodes a package; its type is derived from the identifier again, so a
  /// custom package stays custom (RevenueCat writes `null` for its type).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let offeringIdentifier = try container.decode(String.self, forKey: .offeringIdentifier)
    self.init(
      identifier: try container.decode(String.self, forKey: .identifier),
      storeProduct: try container.decode(StoreProduct.self, forKey: .storeProduct),
      presentedOfferingContext: try container.decodeIfPresent(
        PresentedOfferingContext.self, forKey: .presentedOfferingContext)
        ?? PresentedOfferingContext(offeringIdentifier: offeringIdentifier))
  }

  /// Encodes the package, its type as RevenueCat writes it (`"$rc_monthly"`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(identifier, forKey: .identifier)
    try container.encode(packageType, forKey: .packageType)
    try container.encode(storeProduct, forKey: .storeProduct)
    try container.encode(offeringIdentifier, forKey: .offeringIdentifier)
    try container.encode(presentedOfferingContext, forKey: .presentedOfferingContext)
  }
}
