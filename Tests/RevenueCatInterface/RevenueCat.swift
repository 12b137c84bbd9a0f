// The RevenueCat SDK's public interface, as far as SubscriptionKit uses it: a
// test-only module CI type-checks the adapter, the API testers and the
// example's non-SwiftUI files against on Linux (scripts/typecheck-apple). Never
// shipped, never linked into anything that runs.
//
// Written from the SDK's public declarations (RevenueCat/purchases-ios,
// Sources/): names, signatures, optionality, `Sendable` conformances and
// availability as the SDK declares them; no bodies of theirs (each body here
// only traps). Checked against purchases-ios 5.76.0 (the lowest version
// Package.swift accepts) and 5.85.0 (the newest release when written):
// every declaration below exists with this signature in both. How to refresh
// it: docs/revenuecat.md.
import Foundation

// MARK: Purchases (Sources/Purchasing/Purchases/Purchases.swift, PurchasesType.swift)

/// The SDK's entry point.
public final class Purchases: NSObject, @unchecked Sendable {
  /// Whether `configure` ran.
  public static var isConfigured: Bool { stub() }
  /// The configured instance.
  public static var shared: Purchases { stub() }
  /// Configures the shared instance.
  @discardableResult public static func configure(with configuration: Configuration) -> Purchases {
    stub()
  }
  /// The current app user ID.
  public var appUserID: String { stub() }
  /// Subscriber attributes.
  public let attribution: Attribution = stub()
  /// The last customer info on disk.
  public var cachedCustomerInfo: CustomerInfo? { stub() }
  /// Customer info whenever it changes.
  public var customerInfoStream: AsyncStream<CustomerInfo> { stub() }

  /// The offerings.
  public func offerings() async throws -> Offerings { stub() }
  /// The last offerings fetched, if any (synchronous).
  public var cachedOfferings: Offerings? { stub() }
  /// Customer info by a cache policy.
  public func customerInfo(fetchPolicy: CacheFetchPolicy) async throws -> CustomerInfo { stub() }
  /// Buys a package.
  public func purchase(package: Package) async throws -> PurchaseResultData { stub() }
  /// Restores purchases.
  public func restorePurchases() async throws -> CustomerInfo { stub() }
  /// Intro-offer eligibility.
  public func checkTrialOrIntroDiscountEligibility(productIdentifiers: [String]) async
    -> [String: IntroEligibility]
  { stub() }
  /// Logs in.
  public func logIn(_ appUserID: String) async throws -> (customerInfo: CustomerInfo, created: Bool)
  { stub() }
  /// Logs out.
  public func logOut() async throws -> CustomerInfo { stub() }
  /// Sends pending attributes and refetches offerings.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.2, *)
  public func syncAttributesAndOfferingsIfNeeded() async throws -> Offerings? { stub() }

  /// Reports that a custom (non-RevenueCat) paywall is on screen (5.76.0+ for
  /// `CustomPaywallImpressionParams(paywallId:offering:)`).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func trackCustomPaywallImpression(_ params: CustomPaywallImpressionParams) { trap() }

  /// Products by identifier, from StoreKit.
  public func products(_ productIdentifiers: [String]) async -> [StoreProduct] { stub() }
  /// Signs one of a product's promotional offers for the current customer.
  public func promotionalOffer(
    forProductDiscount discount: StoreProductDiscount, product: StoreProduct
  ) async throws -> PromotionalOffer { stub() }
  /// Buys a package with a signed promotional offer.
  public func purchase(package: Package, promotionalOffer: PromotionalOffer) async throws
    -> PurchaseResultData
  { stub() }
  /// Buys as `params` say (a win-back offer goes this way).
  public func purchase(_ params: PurchaseParams) async throws -> PurchaseResultData { stub() }

  // `os(iOS) || VISION_OS` in the SDK (VISION_OS: its define for visionOS);
  // SUBKIT_TYPECHECK_IOS: scripts/typecheck-apple's pass over the iOS-only code.
  #if os(iOS) || os(visionOS) || SUBKIT_TYPECHECK_IOS
    /// StoreKit's offer code redemption sheet (the customer types the code).
    @available(iOS 14.0, *)
    @available(watchOS, unavailable)
    @available(tvOS, unavailable)
    @available(macOS, unavailable)
    @available(macCatalyst, unavailable)
    public func presentCodeRedemptionSheet() { trap() }

    /// StoreKit's refund request sheet.
    @available(iOS 15.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @available(tvOS, unavailable)
    public func beginRefundRequest(forProduct productID: String) async throws
      -> RefundRequestStatus
    { stub() }
  #endif
}

// MARK: Offers (Purchases.swift's Win-Back Offers extension, Sources/Purchasing/StoreKitAbstractions/
// PromotionalOffer.swift and WinBackOffer.swift, Sources/Purchasing/Purchases/PurchaseParams.swift)

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Purchases {
  /// The win-back offers the customer may redeem on `product` (StoreKit 2).
  public func eligibleWinBackOffers(forProduct product: StoreProduct) async throws
    -> [WinBackOffer]
  { stub() }
}

/// A promotional offer signed for the current customer.
public final class PromotionalOffer: NSObject {
  /// The offer.
  public let discount: StoreProductDiscount = stub()
  /// Its signature.
  public let signedData: SignedData = stub()
}

extension PromotionalOffer: Sendable {}

extension PromotionalOffer {
  /// A promotional offer's signature (`SKPaymentDiscount`'s fields).
  public final class SignedData: NSObject {
    /// The offer identifier.
    public let identifier: String = stub()
    /// The In-App Purchase key's identifier.
    public let keyIdentifier: String = stub()
    /// The nonce signed.
    public let nonce: UUID = stub()
    /// The signature (base64).
    public let signature: String = stub()
    /// Milliseconds since 1970 when it was signed.
    public let timestamp: Int = stub()
  }
}

extension PromotionalOffer.SignedData: Sendable {}

/// A win-back offer.
public final class WinBackOffer: NSObject, Sendable {
  /// The offer.
  public let discount: StoreProductDiscount = stub()
}

/// What `purchase(_:)` buys, and how.
public final class PurchaseParams: NSObject, Sendable {
  /// Builds the parameters.
  public class Builder: NSObject {
    /// A purchase of `package`.
    public init(package: Package) { trap() }
    /// With a win-back offer.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public func with(winBackOffer: WinBackOffer) -> Self { stub() }
    /// The parameters.
    public func build() -> PurchaseParams { stub() }
  }
}

/// What `trackCustomPaywallImpression(_:)` reports
/// (Sources/Paywalls/Events/CustomPaywallImpressionParams.swift).
public final class CustomPaywallImpressionParams: NSObject, Sendable {
  /// The custom paywall's identifier, if the app names its paywalls.
  public let paywallId: String? = stub()
  /// A paywall showing `offering`, with its placement and targeting context.
  public convenience init(paywallId: String? = nil, offering: Offering) { trap() }
}

/// `purchase(package:)`'s answer.
public typealias PurchaseResultData = (
  transaction: StoreTransaction?, customerInfo: CustomerInfo, userCancelled: Bool
)

/// Subscriber attributes (Sources/Purchasing/Purchases/Attribution.swift).
public final class Attribution: NSObject, @unchecked Sendable {
  /// Sets attributes; an empty value removes one.
  public func setAttributes(_ attributes: [String: String]) { trap() }
}

// MARK: Configuration (Sources/Purchasing/Configuration.swift, Sources/Misc/StoreKitVersion.swift)

/// How the SDK is configured.
public final class Configuration: NSObject {
  /// Builds a configuration.
  public class Builder: NSObject {
    /// A builder for `apiKey`.
    public init(withAPIKey apiKey: String) { trap() }
    /// The app user ID (nil: anonymous).
    public func with(appUserID: String?) -> Builder { stub() }
    /// StoreKit 1 or 2.
    public func with(storeKitVersion: StoreKitVersion) -> Builder { stub() }
    /// The configuration.
    public func build() -> Configuration { stub() }
  }
}

/// Which StoreKit the SDK uses.
public enum StoreKitVersion: Int, Sendable {
  case storeKit1 = 1
  case storeKit2 = 2
}

/// How customer info may come from the cache (Sources/Networking/Caching/CacheFetchPolicy.swift).
public enum CacheFetchPolicy: Int, Sendable {
  case fromCacheOnly
  case fetchCurrent
  case notStaleCachedOrFetched
  case cachedOrFetched
  /// `.cachedOrFetched`.
  public static let `default`: Self = .cachedOrFetched
}

// MARK: Offerings (Sources/Purchasing/Offerings.swift, Offering.swift, Package.swift)

/// Every offering.
public final class Offerings: NSObject, Sendable {
  /// By identifier.
  public let all: [String: Offering] = stub()
  /// The current offering, with the targeting context.
  public var current: Offering? { stub() }
  /// An offering by identifier.
  public func offering(identifier: String?) -> Offering? { stub() }
  /// The offering a placement shows.
  public func currentOffering(forPlacement placementIdentifier: String) -> Offering? { stub() }
}

/// One offering.
public final class Offering: NSObject, Sendable {
  /// Its identifier.
  public let identifier: String = stub()
  /// Its description.
  public let serverDescription: String = stub()
  /// Its metadata.
  public var metadata: [String: Any] { stub() }
  /// Its packages.
  public let availablePackages: [Package] = stub()
  /// A package by identifier.
  public func package(identifier: String?) -> Package? { stub() }
}

/// One package.
public final class Package: NSObject, Sendable {
  /// Its identifier.
  public let identifier: String = stub()
  /// Its product.
  public let storeProduct: StoreProduct = stub()
  /// Where it was shown.
  public let presentedOfferingContext: PresentedOfferingContext = stub()
}

/// Where a package was shown.
public final class PresentedOfferingContext: NSObject, Sendable {
  /// The targeting rule that chose it.
  public final class TargetingContext: NSObject, Sendable {
    /// The revision.
    public let revision: Int = stub()
    /// The rule.
    public let ruleId: String = stub()
  }
  /// The offering.
  public let offeringIdentifier: String = stub()
  /// The placement.
  public let placementIdentifier: String? = stub()
  /// The targeting rule.
  public let targetingContext: TargetingContext? = stub()
}

// MARK: Products (Sources/Purchasing/StoreKitAbstractions/)

/// A store product.
public final class StoreProduct: NSObject, Sendable {
  /// The kind of product.
  public enum ProductType: Int, Sendable {
    case consumable
    case nonConsumable
    case nonRenewableSubscription
    case autoRenewableSubscription
  }
  /// Its kind.
  public var productType: ProductType { stub() }
  /// Its identifier.
  public var productIdentifier: String { stub() }
  /// Its title.
  public var localizedTitle: String { stub() }
  /// Its description.
  public var localizedDescription: String { stub() }
  /// Its price.
  public var price: Decimal { stub() }
  /// Its currency.
  public var currencyCode: String? { stub() }
  /// Its formatter.
  public var priceFormatter: NumberFormatter? { stub() }
  /// Its billing period.
  public var subscriptionPeriod: SubscriptionPeriod? { stub() }
  /// Its group.
  public var subscriptionGroupIdentifier: String? { stub() }
  /// Its introductory offer.
  public var introductoryDiscount: StoreProductDiscount? { stub() }
  /// Its other offers.
  public var discounts: [StoreProductDiscount] { stub() }
  /// Family Sharing.
  public var isFamilyShareable: Bool { stub() }
}

/// A discount.
public final class StoreProductDiscount: NSObject, Sendable {
  /// How the customer pays.
  public enum PaymentMode: Int, Sendable {
    case payAsYouGo = 0
    case payUpFront = 1
    case freeTrial = 2
  }
  /// Which kind of offer.
  public enum DiscountType: Int, Sendable {
    case introductory = 0
    case promotional = 1
    case winBack = 2
  }
  /// Its identifier.
  public var offerIdentifier: String? { stub() }
  /// Its currency.
  public var currencyCode: String? { stub() }
  /// Its price.
  public var price: Decimal { stub() }
  /// How the customer pays.
  public var paymentMode: PaymentMode { stub() }
  /// One period.
  public var subscriptionPeriod: SubscriptionPeriod { stub() }
  /// How many periods.
  public var numberOfPeriods: Int { stub() }
  /// Its kind.
  public var type: DiscountType { stub() }
}

/// A billing period.
public final class SubscriptionPeriod: NSObject, Sendable {
  /// Its unit.
  public enum Unit: Int, Sendable {
    case day = 0
    case week = 1
    case month = 2
    case year = 3
  }
  /// How many units.
  public let value: Int = stub()
  /// The unit.
  public let unit: Unit = stub()
}

/// A transaction.
public final class StoreTransaction: NSObject, Sendable {
  /// Its product.
  public var productIdentifier: String { stub() }
  /// When.
  public var purchaseDate: Date { stub() }
  /// Its identifier.
  public var transactionIdentifier: String { stub() }
  /// How many.
  public var quantity: Int { stub() }
}

// MARK: Customer info (Sources/Identity/CustomerInfo.swift, Sources/Purchasing/EntitlementInfos.swift)

/// What the customer has.
public final class CustomerInfo: NSObject, Sendable {
  /// Entitlements.
  public let entitlements: EntitlementInfos = stub()
  /// The server's time.
  public let requestDate: Date = stub()
  /// The document.
  public var rawData: [String: Any] { stub() }
}

/// Entitlements.
public final class EntitlementInfos: NSObject, Sendable {
  /// How they were verified.
  public var verification: VerificationResult { stub() }
}

/// How a response was verified.
public enum VerificationResult: Int, Sendable {
  case notRequested = 0
  case verified = 1
  case failed = 2
  case verifiedOnDevice = 3
}

/// Eligibility (Sources/Purchasing/IntroEligibility.swift).
public final class IntroEligibility: NSObject, Sendable {
  /// The status.
  public let status: IntroEligibilityStatus = stub()
}

/// Eligibility status.
public enum IntroEligibilityStatus: Int, Sendable {
  case unknown = 0
  case ineligible
  case eligible
  case noIntroOfferExists
}

/// A refund request's answer.
public enum RefundRequestStatus: Int, Sendable {
  case userCancelled = 0
  case success
  case error
}

// MARK: Errors (Sources/Generated/ErrorCode.swift)

/// The SDK's errors.
public enum ErrorCode: Int, Error, CustomNSError {
  case unknownError = 0
  case purchaseCancelledError = 1
  case storeProblemError = 2
  /// `"RevenueCat.ErrorCode"`.
  public static var errorDomain: String { stub() }
}

/// Every body: this module is type-checked, never run.
private func stub<T>() -> T { trap() }

private func trap() -> Never { fatalError("RevenueCat interface stub: type-checking only") }
