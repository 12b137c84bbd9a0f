import Foundation

/// Everything known about a customer's purchases: the single source of truth
/// for access.
///
/// Mirrors RevenueCat's `CustomerInfo`. It is `Codable` in RevenueCat's own
/// subscriber JSON: a plain `JSONDecoder()` decodes what
/// `GET /v1/subscribers/{id}` returns, and encoding writes that shape back.
///
/// Whether an entitlement is active is decided when the value is built, against
/// a clock (see `isDateActive(expirationDate:requestDate:now:)`); call
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

  /// How long the server's request date is trusted over the device clock.
  public static let requestDateGracePeriod: TimeInterval = 3 * 86_400

  /// Builds customer info from RevenueCat's document, deciding activity at `now`.
  public init(response: SubscriberResponse, now: Date = Date()) {
    self.response = response
    self.evaluationDate = now
    let subscriber = response.subscriber
    let requestDate = response.requestDate

    var subscriptions: [String: SubscriptionInfo] = [:]
    for (productID, entry) in subscriber.subscriptions {
      let key = entry.productPlanIdentifier.map { "\(productID):\($0)" } ?? productID
      subscriptions[key] = SubscriptionInfo(
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
        willRenew: EntitlementInfo.willRenew(entry))
    }
    self.subscriptionsByProductIdentifier = subscriptions

    nonSubscriptions = subscriber.nonSubscriptions.flatMap { productID, purchases in
      purchases.map {
        NonSubscriptionTransaction(
          productIdentifier: productID, purchaseDate: $0.purchaseDate,
          transactionIdentifier: $0.id ?? "",
          storeTransactionIdentifier: $0.storeTransactionID ?? "",
          store: $0.store, isSandbox: $0.isSandbox)
      }
    }.sorted { $0.purchaseDate < $1.purchaseDate }

    // RevenueCat joins each entitlement to its product's subscription, or to the
    // latest one-time purchase of it; an entitlement with neither is dropped.
    var all: [String: EntitlementInfo] = [:]
    for (identifier, entry) in subscriber.entitlements {
      let subscription = subscriber.subscriptions[entry.productIdentifier]
      let oneTime = subscriber.nonSubscriptions[entry.productIdentifier]?.last
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
    }
    entitlements = EntitlementInfos(all: all)
  }

  /// The same customer with activity decided again at `now`.
  public func evaluated(at now: Date) -> CustomerInfo {
    CustomerInfo(response: response, now: now)
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
    let trustedUntil = requestDate.addingTimeInterval(requestDateGracePeriod)
    return EntitlementActivity.isActive(expiresDate: trustedUntil, at: now) ? requestDate : now
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
    response.subscriber.managementURL.flatMap { URL(string: $0) }.flatMap {
      $0.scheme == nil ? nil : $0
    }
  }

  /// Product identifiers of the subscriptions whose period is current.
  public var activeSubscriptions: Set<String> {
    Set(subscriptionsByProductIdentifier.filter { $0.value.isActive }.keys)
  }

  /// Every product the customer bought: subscriptions and one-time purchases.
  public var allPurchasedProductIdentifiers: Set<String> {
    Set(subscriptionsByProductIdentifier.keys).union(nonSubscriptions.map(\.productIdentifier))
  }

  /// The latest expiration date of any subscription.
  public var latestExpirationDate: Date? {
    subscriptionsByProductIdentifier.values.compactMap(\.expiresDate).max()
  }

  /// When this subscription product's period ends.
  public func expirationDate(forProductIdentifier productID: String) -> Date? {
    subscriptionsByProductIdentifier[productID]?.expiresDate
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

  /// The key under which a decoder's `userInfo` may carry the clock
  /// (`@Sendable () -> Date`) that activity is decided against.
  public static let nowUserInfoKey: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "SubscriptionKit.CustomerInfo.now") else {
      preconditionFailure("a non-empty raw value always makes a key")
    }
    return key
  }()

  /// Decodes RevenueCat's subscriber document.
  ///
  /// - Throws: `PurchaseError` `.customerInfoError` (29), as RevenueCat's SDK,
  ///   when the JSON is not a valid subscriber document; its `detail` names the
  ///   field ("subscriber.first_seen: …"). Text that is not JSON at all fails in
  ///   the decoder first, as a `DecodingError` (`.unexpectedBackendResponseError`).
  public init(from decoder: any Decoder) throws {
    let now = (decoder.userInfo[Self.nowUserInfoKey] as? @Sendable () -> Date)?() ?? Date()
    let response: SubscriberResponse
    do {
      response = try SubscriberResponse(from: decoder)
    } catch let error as DecodingError {
      throw PurchaseError(.customerInfoError, detail: error.readableDescription)
    }
    self.init(response: response, now: now)
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
