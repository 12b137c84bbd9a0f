import Foundation
import SubscriptionWire

/// Everything known about a customer's purchases: the single source of truth
/// for access.
///
/// Mirrors RevenueCat's `CustomerInfo`. It is `Codable` in RevenueCat's own
/// subscriber JSON: a plain `JSONDecoder()` decodes what
/// `GET /v1/subscribers/{id}` returns, and encoding writes that shape back.
///
/// Whether an entitlement is active is decided when the value is built, against
/// a clock (see `isDateActive(expirationDate:requestDate:now:)`; a plain decode
/// uses the device clock, by RevenueCat's three-day request-date rule); call
/// `evaluated(at:)` to decide again later, as the manager does when an
/// expiration date passes.
public struct CustomerInfo: Sendable, Codable {
  /// The document this value was built from; encoding writes it back.
  public let response: SubscriberResponse
  /// The device time at which `isActive` values were decided.
  public let evaluationDate: Date
  /// The customer's entitlements.
  public let entitlements: EntitlementInfos
  /// Subscriptions by product identifier (`"id:plan"` for Google base plans).
  public let subscriptionsByProductIdentifier: [String: SubscriptionInfo]
  /// One-time purchases, oldest first.
  public let nonSubscriptions: [NonSubscriptionTransaction]
  /// The store environment this build buys in, which
  /// `isActiveInCurrentEnvironment` and `activeInCurrentEnvironment` compare
  /// purchases with (`StoreEnvironment.current` unless told otherwise; the
  /// manager tells it `SubscriptionConfiguration.storeEnvironment`).
  public let environment: StoreEnvironment

  /// How long the server's request date is trusted over the device clock.
  public static let requestDateGracePeriod: TimeInterval = 3 * 86_400

  /// Builds customer info from RevenueCat's document, deciding activity at
  /// `now`, for a build that buys in `environment`.
  public init(
    response: SubscriberResponse, now: Date, environment: StoreEnvironment = .current
  ) {
    self.response = response
    self.evaluationDate = now
    self.environment = environment
    let subscriber = response.subscriber
    let requestDate = response.requestDate

    var subscriptions: [String: SubscriptionInfo] = [:]
    for (productID, entry) in subscriber.subscriptions {
      subscriptions[productID] = SubscriptionInfo(
        productIdentifier: productID, purchaseDate: entry.purchaseDate,
        originalPurchaseDate: entry.originalPurchaseDate, expiresDate: entry.expiresDate,
        store: entry.store, isSandbox: entry.isSandbox,
        unsubscribeDetectedAt: entry.unsubscribeDetectedAt,
        billingIssuesDetectedAt: entry.billingIssuesDetectedAt,
        gracePeriodExpiresDate: entry.gracePeriodExpiresDate, ownershipType: entry.ownershipType,
        periodType: entry.periodType, refundedAt: entry.refundedAt,
        storeTransactionID: entry.storeTransactionID,
        isActive: Self.isDateActive(
          expirationDate: entry.expiresDate, requestDate: requestDate, now: now),
        willRenew: EntitlementInfo.willRenew(entry), autoResumeDate: entry.autoResumeDate,
        displayName: entry.displayName, price: entry.price,
        managementURL: entry.managementURL.flatMap(Self.url(from:)),
        productPlanIdentifier: entry.productPlanIdentifier)
    }
    self.subscriptionsByProductIdentifier = subscriptions

    nonSubscriptions = subscriber.nonSubscriptions.flatMap { productID, purchases in
      purchases.map {
        NonSubscriptionTransaction(
          productIdentifier: productID, purchaseDate: $0.purchaseDate,
          transactionIdentifier: $0.id ?? "",
          storeTransactionIdentifier: $0.storeTransactionID ?? "",
          store: $0.store, isSandbox: $0.isSandbox, displayName: $0.displayName, price: $0.price)
      }
    }.sorted { $0.purchaseDate < $1.purchaseDate }

    // RevenueCat joins each entitlement to its product's subscription, or to the
    // latest one-time purchase of it; an entitlement with neither is dropped.
    var all: [String: EntitlementInfo] = [:]
    for (identifier, entry) in subscriber.entitlements {
      let subscription = subscriber.subscriptions[entry.productIdentifier]
      // Of several one-time purchases, the latest App Store one, else the latest
      // (RevenueCat's `allPurchasesByProductId`).
      let purchases = subscriber.nonSubscriptions[entry.productIdentifier] ?? []
      let oneTime = purchases.last { !$0.isSandbox } ?? purchases.last
      guard subscription != nil || oneTime != nil else { continue }
      all[identifier] = EntitlementInfo(
        identifier: identifier,
        isActive: Self.isDateActive(
          expirationDate: entry.expiresDate, requestDate: requestDate, now: now),
        willRenew: EntitlementInfo.willRenew(subscription),
        periodType: subscription?.periodType ?? .normal,
        latestPurchaseDate: entry.purchaseDate,
        originalPurchaseDate: subscription?.originalPurchaseDate ?? oneTime?.originalPurchaseDate
          ?? oneTime?.purchaseDate,
        expirationDate: subscription?.expiresDate,
        store: subscription?.store ?? oneTime?.store ?? .unknownStore,
        productIdentifier: entry.productIdentifier,
        productPlanIdentifier: subscription?.productPlanIdentifier,
        isSandbox: subscription?.isSandbox ?? oneTime?.isSandbox ?? false,
        unsubscribeDetectedAt: subscription?.unsubscribeDetectedAt,
        billingIssueDetectedAt: subscription?.billingIssuesDetectedAt,
        gracePeriodExpiresDate: entry.gracePeriodExpiresDate
          ?? subscription?.gracePeriodExpiresDate,
        ownershipType: subscription?.ownershipType ?? .purchased)
      // The entry's raw form as it is kept (read from its text only when asked for).
      all[identifier]?.raw = entry.raw
      all[identifier]?.currentEnvironment = environment
    }
    entitlements = EntitlementInfos(all: all)
  }

  /// The same customer with activity decided again at `now`.
  public func evaluated(at now: Date) -> CustomerInfo {
    CustomerInfo(response: response, now: now, environment: environment)
  }

  /// The same customer, for a build that buys in `environment`.
  public func inEnvironment(_ environment: StoreEnvironment) -> CustomerInfo {
    environment == self.environment
      ? self : CustomerInfo(response: response, now: evaluationDate, environment: environment)
  }

  /// RevenueCat's rule for whether an expiration date still grants access,
  /// judged by `EntitlementActivity` (active while the expiration is strictly
  /// later than the reference date).
  ///
  /// No expiration means lifetime access. While the document is less than three
  /// days old by the device clock (or dated in the future), the expiration is
  /// compared with the server's `requestDate`, so a wrong device clock can
  /// neither extend nor cut access; after that, with the device's `now`, so an
  /// old cache cannot keep a subscription alive offline.
  public static func isDateActive(expirationDate: Date?, requestDate: Date, now: Date) -> Bool {
    EntitlementActivity.isActive(
      expiresDate: expirationDate, at: referenceDate(requestDate: requestDate, now: now))
  }

  /// The date expirations are compared with: the server's `requestDate` while
  /// it is trusted (until `requestDate + requestDateGracePeriod`, exclusive, by
  /// the same boundary rule), else the device's `now`.
  public static func referenceDate(requestDate: Date, now: Date) -> Date {
    EntitlementActivity.isActive(expiresDate: requestDateTrustEnd(requestDate), at: now)
      ? requestDate : now
  }

  /// The first instant the server's `requestDate` is no longer trusted over the
  /// device clock: `requestDate + requestDateGracePeriod`.
  public static func requestDateTrustEnd(_ requestDate: Date) -> Date {
    requestDate.addingTimeInterval(requestDateGracePeriod)
  }

  /// The server's time when it answered.
  public var requestDate: Date { response.requestDate }
  /// When RevenueCat first saw the customer.
  public var firstSeen: Date { response.subscriber.firstSeen }
  /// The first app user ID the customer had.
  public var originalAppUserId: String { response.subscriber.originalAppUserID }
  /// The app version of the first purchase.
  public var originalApplicationVersion: String? { response.subscriber.originalApplicationVersion }
  /// The date of the first purchase.
  public var originalPurchaseDate: Date? { response.subscriber.originalPurchaseDate }
  /// Where the customer manages subscriptions; nil when absent or not a valid URL.
  public var managementURL: URL? {
    response.subscriber.managementURL.flatMap(Self.url(from:))
  }

  /// The whole subscriber document as it was decoded, unknown keys included
  /// (RevenueCat's `rawData`); empty for a document built in code.
  public var rawData: [String: JSONValue] { response.rawData }

  /// A URL with a scheme, or nil.
  static func url(from text: String) -> URL? {
    URL(string: text).flatMap { $0.scheme == nil ? nil : $0 }
  }

  /// A subscription's key in the product-identifier sets and date maps:
  /// `"product:plan"` for a Google base plan, else the product, as RevenueCat keys them.
  static func key(_ productID: String, _ subscription: SubscriberResponse.Subscription) -> String {
    subscription.productPlanIdentifier.map { productID + ":" + $0 } ?? productID
  }

  /// Keys (`"product:plan"` for Google base plans) of the subscriptions whose period is current.
  public var activeSubscriptions: Set<String> {
    Set(
      subscriptionsByProductIdentifier.compactMap { productID, info in
        info.isActive
          ? response.subscriber.subscriptions[productID].map { Self.key(productID, $0) }
          : nil
      })
  }

  /// Every product the customer bought: subscriptions (`"product:plan"` for
  /// Google base plans) and one-time purchases.
  public var allPurchasedProductIdentifiers: Set<String> {
    Set(allExpirationDatesByKey.keys).union(nonSubscriptions.map(\.productIdentifier))
  }

  /// The latest expiration date of any subscription.
  public var latestExpirationDate: Date? {
    subscriptionsByProductIdentifier.values.compactMap(\.expiresDate).max()
  }

  /// The expiration date of every subscription that has one, keyed as
  /// `activeSubscriptions` is.
  public var allExpirationDates: [String: Date] {
    allExpirationDatesByKey.compactMapValues { $0 }
  }

  /// The latest purchase date of every product: subscriptions (keyed as
  /// `activeSubscriptions` is) and one-time purchases (their latest).
  public var allPurchaseDates: [String: Date] {
    var dates: [String: Date] = [:]
    for purchase in nonSubscriptions { dates[purchase.productIdentifier] = purchase.purchaseDate }
    for (productID, subscription) in response.subscriber.subscriptions {
      dates[Self.key(productID, subscription)] = subscription.purchaseDate
    }
    return dates
  }

  private var allExpirationDatesByKey: [String: Date?] {
    Dictionary(
      uniqueKeysWithValues: response.subscriber.subscriptions.map {
        (Self.key($0.key, $0.value), $0.value.expiresDate)
      })
  }

  /// When this product's subscription period ends (`"product:plan"` for a
  /// Google base plan).
  public func expirationDate(forProductIdentifier productID: String) -> Date? {
    allExpirationDates[productID]
  }

  /// When this product was last bought or renewed (`"product:plan"` for a
  /// Google base plan).
  public func purchaseDate(forProductIdentifier productID: String) -> Date? {
    allPurchaseDates[productID]
  }

  /// When this entitlement's product was last bought.
  public func purchaseDate(forEntitlement identifier: String) -> Date? {
    entitlements[identifier]?.latestPurchaseDate
  }

  /// When this entitlement ends.
  public func expirationDate(forEntitlement identifier: String) -> Date? {
    entitlements[identifier]?.expirationDate
  }

  // MARK: Codable

  /// Decodes RevenueCat's subscriber document and decides activity as
  /// RevenueCat's SDK does: against the document's `request_date` while it is
  /// less than three days old by the device clock, then against the device
  /// clock (`SubscriptionClock.live`, the sanctioned default), so a cached
  /// document decoded later never keeps an expired entitlement active. To
  /// decide at another instant (tests, the manager's injected clock), call
  /// `evaluated(at:)` on the result or build with `init(response:now:)`.
  ///
  /// - Throws: `PurchaseError` `.customerInfoError` (29), as RevenueCat's SDK,
  ///   when the JSON is not a valid subscriber document; its `detail` names the
  ///   field ("subscriber.first_seen: …"). Text that is not JSON at all fails in
  ///   the decoder first, as a `DecodingError` (`.unexpectedBackendResponseError`).
  public init(from decoder: any Decoder) throws {
    let response: SubscriberResponse
    do {
      response = try SubscriberResponse(from: decoder)
    } catch let error as DecodingError {
      throw PurchaseError(.customerInfoError, detail: error.readableDescription)
    }
    self.init(response: response, now: SubscriptionClock.live.now())
  }

  /// Encodes RevenueCat's subscriber document.
  public func encode(to encoder: any Encoder) throws {
    try response.encode(to: encoder)
  }
}

extension CustomerInfo: Hashable {
  /// Two values are equal when they describe the same purchases with the same
  /// access; as in RevenueCat's SDK, the request date alone does not count.
  public static func == (lhs: CustomerInfo, rhs: CustomerInfo) -> Bool {
    lhs.response.subscriber == rhs.response.subscriber
      && lhs.entitlements.active.keys.sorted() == rhs.entitlements.active.keys.sorted()
      && lhs.activeSubscriptions == rhs.activeSubscriptions
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(response.subscriber)
    hasher.combine(Set(entitlements.active.keys))
  }
}
