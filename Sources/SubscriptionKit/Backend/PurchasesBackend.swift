/// Where purchases happen: the store plus RevenueCat, real or simulated.
///
/// Conformances: `StoreSimulator` (a local App Store and RevenueCat project),
/// `InMemoryBackend` in `SubscriptionKitTesting` (scripted answers for tests),
/// and `RevenueCatBackend` in `Integrations/RevenueCat` (the real SDK).
///
/// Only `SubscriptionManager` calls a backend; apps talk to the manager.
/// Methods throw `PurchaseError`. Cancelling a purchase does not throw: it
/// returns `PurchaseResult.userCancelled == true`.
public protocol PurchasesBackend: Sendable {
  /// The current app user ID (anonymous until `logIn`).
  var appUserID: String { get async }

  /// The project's offerings joined to the store's products.
  func offerings() async throws -> Offerings

  /// The current customer's info, fresh from the backend.
  func customerInfo() async throws -> CustomerInfo

  /// The current customer's info, from the backend's cache where `fetchPolicy`
  /// allows it. The default asks `customerInfo()`: a backend without a cache
  /// of its own always answers current.
  func customerInfo(fetchPolicy: CacheFetchPolicy) async throws -> CustomerInfo

  /// Buys a package.
  func purchase(_ package: Package) async throws -> PurchaseResult

  /// Restores everything the store account owns to the current customer.
  func restorePurchases() async throws -> CustomerInfo

  /// Customer info whenever it changes (purchases elsewhere, renewals,
  /// expirations, refunds), starting with the latest known value.
  var customerInfoStream: AsyncStream<CustomerInfo> { get }

  /// The last value sent to `customerInfoStream`, or nil when none was or
  /// the backend does not keep it (the default).
  ///
  /// `SubscriptionManager.waitUntilSettled()` waits until its listener has
  /// taken this value, so "settled" includes every update already sent.
  var lastSentCustomerInfo: CustomerInfo? { get }

  /// Intro-offer eligibility of each product for the current customer.
  func checkTrialOrIntroDiscountEligibility(productIdentifiers: [String]) async
    -> [String: IntroEligibilityStatus]

  /// Sets subscriber attributes of the current customer, RevenueCat's
  /// reserved `$` ones (`SubscriberAttribute.email`, …) included; a nil or
  /// empty value removes one. They reach targeting at the next offerings
  /// fetch. The default throws `unsupportedError`.
  func setAttributes(_ attributes: [String: String?]) async throws

  /// Switches to a known customer. `created` is true when the ID was new.
  func logIn(_ appUserID: String) async throws -> LogInResult

  /// Switches to a new anonymous customer; throws `logOutAnonymousUserError`
  /// when the current one is already anonymous.
  func logOut() async throws -> CustomerInfo

  /// Asks the store to refund the customer's latest purchase of
  /// `productIdentifier` (StoreKit's refund request sheet). The store decides
  /// later; a granted refund arrives through `customerInfoStream`. The default
  /// implementation throws `unsupportedError`.
  func beginRefundRequest(forProduct productIdentifier: String) async throws
    -> RefundRequestStatus

  /// Records a paywall event (RevenueCat: paywall events, delivered to
  /// webhooks as `PAYWALL_IMPRESSION` and `PAYWALL_CLOSE`). Best effort:
  /// nothing is thrown. The default records nothing.
  func track(_ event: PaywallDisplayEvent) async

  /// Signs one of `product`'s promotional offers for the current customer
  /// (RevenueCat signs with the app's In-App Purchase key). The default
  /// throws `unsupportedError` (PurchasesBackend+Offers.swift, docs/offers.md).
  func promotionalOffer(forProductDiscount discount: StoreProductDiscount, product: StoreProduct)
    async throws -> PromotionalOffer

  /// Buys a package with a signed promotional offer.
  func purchase(_ package: Package, promotionalOffer: PromotionalOffer) async throws
    -> PurchaseResult

  /// The win-back offers the current customer may redeem on `product`, best first.
  func eligibleWinBackOffers(forProduct product: StoreProduct) async throws -> [WinBackOffer]

  /// Buys a package with a win-back offer.
  func purchase(_ package: Package, winBackOffer: WinBackOffer) async throws -> PurchaseResult

  /// Redeems an offer code for the current customer.
  func redeemOfferCode(_ code: String) async throws -> PurchaseResult
}

extension PurchasesBackend {
  /// Paywall events are not recorded.
  public func track(_ event: PaywallDisplayEvent) async {}

  /// Unknown: settling then does not wait on the update stream.
  public var lastSentCustomerInfo: CustomerInfo? { nil }

  /// No cache of its own: every answer is current.
  public func customerInfo(fetchPolicy: CacheFetchPolicy) async throws -> CustomerInfo {
    try await customerInfo()
  }

  /// Attributes are not supported.
  public func setAttributes(_ attributes: [String: String?]) async throws {
    throw PurchaseError(
      .unsupportedError, detail: "\(type(of: self)) does not store subscriber attributes.")
  }
}
