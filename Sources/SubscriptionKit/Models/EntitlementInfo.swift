import Foundation
import SubscriptionWire

/// What a customer has paid for ("pro"), and its state.
///
/// Mirrors RevenueCat's `EntitlementInfo`. Check access with
/// `customerInfo.entitlements["pro"]?.isActive == true`.
public struct EntitlementInfo: Sendable, Hashable, Codable, Identifiable {
  /// The entitlement's identifier from the dashboard.
  public let identifier: String
  /// Whether the entitlement unlocks access now (see `CustomerInfo.isDateActive`).
  public let isActive: Bool
  /// Whether the subscription will renew: false once auto-renew is off, a
  /// billing issue is detected, or for lifetime, promotional and prepaid access.
  public let willRenew: Bool
  /// Trial, intro, normal or prepaid.
  public let periodType: PeriodType
  /// The latest purchase or renewal of the product granting it.
  public let latestPurchaseDate: Date?
  /// The first purchase of that product.
  public let originalPurchaseDate: Date?
  /// When the product's current period ends; nil for lifetime access.
  public let expirationDate: Date?
  /// The store the product was bought in.
  public let store: Store
  /// The product granting the entitlement.
  public let productIdentifier: String
  /// A Google Play base plan, when there is one.
  public let productPlanIdentifier: String?
  /// Whether it was bought in the sandbox.
  public let isSandbox: Bool
  /// When the customer turned auto-renew off.
  public let unsubscribeDetectedAt: Date?
  /// When a billing issue was detected.
  public let billingIssueDetectedAt: Date?
  /// The end of the store's billing grace period, while one runs.
  public let gracePeriodExpiresDate: Date?
  /// Purchased or family shared.
  public let ownershipType: PurchaseOwnershipType
  /// The entitlement's entry in the subscriber document as it was decoded,
  /// unknown keys included (`grace_period_expires_date`, …). Not part of equality.
  public var rawData: [String: JSONValue] { raw.members }
  var raw = RawJSONObject()
  /// The environment this build buys in, as the customer info was told
  /// (`CustomerInfo.environment`).
  public internal(set) var currentEnvironment: StoreEnvironment = .current

  /// Whether the entitlement is active, in whichever environment it was bought (`isActive`).
  public var isActiveInAnyEnvironment: Bool { isActive }

  /// Whether the entitlement is active and was bought in this build's
  /// environment: a sandbox purchase is not active in a production build, nor
  /// an App Store purchase in a sandbox build.
  public var isActiveInCurrentEnvironment: Bool { isActive(in: currentEnvironment) }

  /// Whether the entitlement is active and was bought in `environment`.
  public func isActive(in environment: StoreEnvironment) -> Bool {
    isActive && environment.contains(isSandbox: isSandbox)
  }

  /// Whether the entitlement unlocks access in a build that buys in
  /// `environment`: active, and not a sandbox purchase in a production build
  /// (`StoreEnvironment.accepts(isSandbox:)`). The manager's `isPremium` is this.
  public func grantsAccess(in environment: StoreEnvironment) -> Bool {
    isActive && environment.accepts(isSandbox: isSandbox)
  }

  /// Creates an entitlement; tests build them directly.
  public init(
    identifier: String, isActive: Bool, willRenew: Bool, periodType: PeriodType = .normal,
    latestPurchaseDate: Date? = nil, originalPurchaseDate: Date? = nil, expirationDate: Date? = nil,
    store: Store = .appStore, productIdentifier: String, productPlanIdentifier: String? = nil,
    isSandbox: Bool = false, unsubscribeDetectedAt: Date? = nil,
    billingIssueDetectedAt: Date? = nil,
    gracePeriodExpiresDate: Date? = nil, ownershipType: PurchaseOwnershipType = .purchased,
    rawData: [String: JSONValue] = [:]
  ) {
    self.identifier = identifier
    self.isActive = isActive
    self.willRenew = willRenew
    self.periodType = periodType
    self.latestPurchaseDate = latestPurchaseDate
    self.originalPurchaseDate = originalPurchaseDate
    self.expirationDate = expirationDate
    self.store = store
    self.productIdentifier = productIdentifier
    self.productPlanIdentifier = productPlanIdentifier
    self.isSandbox = isSandbox
    self.unsubscribeDetectedAt = unsubscribeDetectedAt
    self.billingIssueDetectedAt = billingIssueDetectedAt
    self.gracePeriodExpiresDate = gracePeriodExpiresDate
    self.ownershipType = ownershipType
    self.raw = RawJSONObject(rawData)
  }

  /// The identifier.
  public var id: String { identifier }

  /// RevenueCat's rule: a subscription renews unless it is promotional, has no
  /// expiration, was unsubscribed, has a billing issue or is prepaid.
  static func willRenew(_ subscription: SubscriberResponse.Subscription?) -> Bool {
    guard let subscription else { return false }
    return
      !(subscription.store == .promotional || subscription.expiresDate == nil
      || subscription.unsubscribeDetectedAt != nil || subscription.billingIssuesDetectedAt != nil
      || subscription.periodType == .prepaid)
  }

  enum CodingKeys: String, CodingKey {
    case identifier, isActive, willRenew, periodType, latestPurchaseDate, originalPurchaseDate
    case expirationDate, store, productIdentifier, productPlanIdentifier, isSandbox
    case unsubscribeDetectedAt, billingIssueDetectedAt, gracePeriodExpiresDate, ownershipType
  }
}
