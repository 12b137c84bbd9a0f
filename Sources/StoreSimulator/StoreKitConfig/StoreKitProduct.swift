import Foundation
import SubscriptionKit

/// One product in a `.storekit` file: consumable, non-consumable,
/// non-renewing or auto-renewable subscription.
public struct StoreKitProduct: Sendable, Hashable, Identifiable {
  /// The product's kind, from the file's `type`.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case consumable = "Consumable"
    case nonConsumable = "NonConsumable"
    case nonRenewingSubscription = "NonRenewingSubscription"
    case autoRenewableSubscription = "RecurringSubscription"
  }

  /// A display name and description in one locale.
  public struct Localization: Sendable, Hashable {
    /// `"en_US"`, `"ar"`.
    public let locale: String
    /// The product's name.
    public let displayName: String
    /// The product's description.
    public let description: String

    /// Creates a localization.
    public init(locale: String, displayName: String, description: String) {
      self.locale = locale
      self.displayName = displayName
      self.description = description
    }
  }

  /// What an auto-renewable subscription adds to a product.
  public struct Subscription: Sendable, Hashable {
    /// The subscription group's `id`.
    public let groupID: String
    /// The service level in the group: 1 is the highest.
    public let level: Int
    /// The billing period.
    public let period: SubscriptionPeriod
    /// The introductory offer, if any.
    public let introductoryOffer: StoreKitOffer?
    /// Promotional offers.
    public let promotionalOffers: [StoreKitOffer]
    /// Billing plans (`.storekit` v5 `billingPlans`); empty: billed up front only.
    public var billingPlans: [StoreKitBillingPlan] = []
    /// Offer codes (`codeOffers`).
    public let codeOffers: [StoreKitCodeOffer]
    /// Win-back offers (`winbackOffers`).
    public let winBackOffers: [StoreKitWinBackOffer]

    /// Creates subscription terms.
    public init(
      groupID: String, level: Int, period: SubscriptionPeriod,
      introductoryOffer: StoreKitOffer? = nil, promotionalOffers: [StoreKitOffer] = [],
      codeOffers: [StoreKitCodeOffer] = [], winBackOffers: [StoreKitWinBackOffer] = []
    ) {
      self.groupID = groupID
      self.level = level
      self.period = period
      self.introductoryOffer = introductoryOffer
      self.promotionalOffers = promotionalOffers
      self.codeOffers = codeOffers
      self.winBackOffers = winBackOffers
    }

    /// The enabled plan of `type`, if the file has one.
    public func billingPlan(_ type: BillingPlanType) -> StoreKitBillingPlan? {
      billingPlans.first { $0.type == type && $0.isEnabled }
    }
  }

  /// The store's product identifier.
  public let productID: String
  /// The name used in App Store Connect.
  public let referenceName: String
  /// What kind of product it is.
  public let kind: Kind
  /// The price, in the storefront's currency.
  public let price: Decimal
  /// Whether Family Sharing applies.
  public let isFamilyShareable: Bool
  /// Names and descriptions by locale.
  public let localizations: [Localization]
  /// Subscription terms, for auto-renewable subscriptions.
  public let subscription: Subscription?

  /// Creates a product.
  public init(
    productID: String, referenceName: String, kind: Kind, price: Decimal,
    isFamilyShareable: Bool = false, localizations: [Localization] = [],
    subscription: Subscription? = nil
  ) {
    self.productID = productID
    self.referenceName = referenceName
    self.kind = kind
    self.price = price
    self.isFamilyShareable = isFamilyShareable
    self.localizations = localizations
    self.subscription = subscription
  }

  /// The product identifier.
  public var id: String { productID }

  /// The localization for `locale`: an exact match, then the same language,
  /// then the first one.
  public func localization(for locale: String) -> Localization? {
    let language = locale.split(separator: "_").first.map(String.init) ?? locale
    return localizations.first { $0.locale == locale }
      ?? localizations.first { $0.locale.split(separator: "_").first.map(String.init) == language }
      ?? localizations.first
  }
}
