import Foundation
import SubscriptionKit
import SubscriptionWire

/// A `PurchasesBackend` with scripted answers, for tests and previews: a store
/// and a RevenueCat project that live in memory and run on an injected clock.
///
/// Give it products, offerings and which entitlements each product unlocks.
/// A purchase grants those entitlements until one billing period later on the
/// clock (or for the free trial, when the customer is eligible); one-time
/// products grant them for life. Every change reaches `customerInfoStream`.
/// Script the rest: `refund`, `expireNow`, `renew`, `failNextCall(with:)`,
/// `cancelNextPurchase()`, `isReachable = false`, `latency`. Count what the code
/// under test asked with `calls`.
///
/// ```swift
/// let clock = TestClock()
/// let backend = InMemoryBackend(
///   products: [.fixture(.monthly), .fixture(.annual)], entitlement: "pro",
///   clock: clock.subscriptionClock)
/// let manager = SubscriptionManager(backend: backend, configuration: .fixture(), …)
/// await manager.purchase(package)
/// #expect(backend.calls[.purchase] == 1)
/// ```
public final class InMemoryBackend: PurchasesBackend {
  struct State: Sendable {
    var products: [String: StoreProduct]
    var offeringsResponse: OfferingsResponse
    var entitlementsByProduct: [String: [String]]
    var appUserID: String
    var customers: [String: Customer]
    var transactions: [Transaction] = []
    var calls = CallCounts()
    var scriptedFailures: [(method: Method?, error: PurchaseError)] = []
    var cancelsNextPurchase = false
    var isReachable = true
    var latency: Duration = .zero
    var callsInFlight = 0
    var renewsAutomatically = false
    var nextTransactionNumber = 1_000_000_000_000_001
    var fetchPolicies: [CacheFetchPolicy] = []
    var paywallEvents: [PaywallDisplayEvent] = []
  }

  let state: Locked<State>
  let broadcaster = CustomerInfoBroadcaster()
  /// Dates purchases and expirations, and what `latency` waits on.
  let clock: SubscriptionClock
  let calendar: Calendar

  var now: @Sendable () -> Date { clock.dateProvider }

  /// A backend selling `products` through `offerings`.
  ///
  /// - Parameters:
  ///   - entitlementsByProduct: the entitlements each product unlocks
  ///     (RevenueCat's product→entitlement mapping).
  ///   - appUserID: the first customer (a new anonymous ID by default).
  ///   - clock: dates purchases and expirations; `latency` waits on it
  ///     (`TestClock.subscriptionClock`).
  ///   - calendar: how billing periods are added (Gregorian, UTC by default).
  public init(
    products: [StoreProduct], offerings: OfferingsResponse,
    entitlementsByProduct: [String: [String]], appUserID: String = AppUserID.generateAnonymous(),
    clock: SubscriptionClock, calendar: Calendar = InMemoryBackend.utcCalendar
  ) {
    let now = clock.dateProvider
    self.clock = clock
    self.calendar = calendar
    self.state = Locked(
      State(
        products: Dictionary(products.map { ($0.productIdentifier, $0) }) { _, last in last },
        offeringsResponse: offerings, entitlementsByProduct: entitlementsByProduct,
        appUserID: appUserID, customers: [appUserID: Customer(firstSeen: now())]))
  }

  /// A backend with one current offering, `"default"`, holding a package per
  /// product (typed by its period: `$rc_monthly`, `$rc_annual`, one-time
  /// products as `$rc_lifetime`), every product unlocking `entitlement`.
  public convenience init(
    products: [StoreProduct], entitlement: String,
    appUserID: String = AppUserID.generateAnonymous(), clock: SubscriptionClock
  ) {
    let packages = products.map {
      OfferingsResponse.Package(
        identifier: Self.packageIdentifier(for: $0), platformProductIdentifier: $0.productIdentifier
      )
    }
    self.init(
      products: products,
      offerings: OfferingsResponse(
        currentOfferingID: "default",
        offerings: [
          OfferingsResponse.Offering(
            identifier: "default", description: "The standard offering", packages: packages)
        ]),
      entitlementsByProduct: Dictionary(products.map { ($0.productIdentifier, [entitlement]) }) {
        first, _ in first
      },
      appUserID: appUserID, clock: clock)
  }

  /// Gregorian in UTC: the default calendar billing periods are added in.
  public static var utcCalendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar
  }

  /// The reserved package identifier for a product's period (`$rc_monthly`), or
  /// its product identifier when no reserved type fits.
  public static func packageIdentifier(for product: StoreProduct) -> String {
    guard let period = product.subscriptionPeriod else {
      return product.productType == .nonConsumable
        ? PackageType.lifetime.identifier ?? product.productIdentifier : product.productIdentifier
    }
    let type: PackageType? =
      switch (period.unit, period.value) {
      case (.week, 1): .weekly
      case (.month, 1): .monthly
      case (.month, 2): .twoMonth
      case (.month, 3): .threeMonth
      case (.month, 6): .sixMonth
      case (.year, 1): .annual
      default: nil
      }
    return type?.identifier ?? product.productIdentifier
  }

  // MARK: PurchasesBackend

  /// The current customer's app user ID.
  public var appUserID: String {
    get async { state.current.appUserID }
  }

  /// Customer info whenever it changes.
  public var customerInfoStream: AsyncStream<CustomerInfo> { broadcaster.stream() }

  /// The last value sent to `customerInfoStream`.
  public var lastSentCustomerInfo: CustomerInfo? { broadcaster.latest }

  /// The offerings joined to the products.
  public func offerings() async throws -> Offerings {
    try await begin(.offerings)
    let state = state.current
    return try Offerings(response: state.offeringsResponse, products: state.products)
  }

  /// The current customer's info at `now`.
  public func customerInfo() async throws -> CustomerInfo {
    try await begin(.customerInfo)
    return publish()
  }

  /// The current customer's info at `now` (no cache: every policy answers
  /// current); the policy is recorded in `fetchPolicies`.
  public func customerInfo(fetchPolicy: CacheFetchPolicy) async throws -> CustomerInfo {
    state.withLock { $0.fetchPolicies.append(fetchPolicy) }
    return try await customerInfo()
  }

  /// Stores the current customer's attributes (a nil value removes one).
  public func setAttributes(_ attributes: [String: String?]) async throws {
    try await begin(.setAttributes)
    state.withLock { state in
      for (name, value) in attributes {
        state.customers[state.appUserID, default: Customer(firstSeen: now())].attributes[name] =
          value
      }
    }
  }

  /// Buys the package's product for the current customer.
  public func purchase(_ package: Package) async throws -> PurchaseResult {
    try await begin(.purchase)
    let date = now()
    let outcome = try state.withLock { state -> (StoreTransaction?, Bool) in
      if state.cancelsNextPurchase {
        state.cancelsNextPurchase = false
        return (nil, true)
      }
      let productID = package.storeProduct.productIdentifier
      guard let product = state.products[productID] else {
        throw PurchaseError(
          .productNotAvailableForPurchaseError, detail: "The store has no product \(productID).")
      }
      let transaction = Self.newTransaction(for: product, in: &state, at: date, calendar: calendar)
      return (
        StoreTransaction(
          transactionIdentifier: transaction.identifier, productIdentifier: productID,
          purchaseDate: date), false
      )
    }
    return PurchaseResult(
      transaction: outcome.0, customerInfo: publish(), userCancelled: outcome.1)
  }

  /// Attaches every purchase of the store account to the current customer.
  public func restorePurchases() async throws -> CustomerInfo {
    try await begin(.restorePurchases)
    state.withLock { state in
      let all = state.transactions.map(\.identifier)
      for id in state.customers.keys { state.customers[id]?.transactionIDs = [] }
      state.customers[state.appUserID, default: Customer(firstSeen: now())].transactionIDs = all
    }
    return publish()
  }

  /// Eligibility by Apple's rule: one intro offer per subscription group.
  public func checkTrialOrIntroDiscountEligibility(productIdentifiers: [String]) async
    -> [String: IntroEligibilityStatus]
  {
    do {
      try await begin(.checkTrialOrIntroDiscountEligibility)
    } catch {
      return Dictionary(productIdentifiers.map { ($0, .unknown) }) { first, _ in first }
    }
    let state = state.current
    return Dictionary(
      productIdentifiers.map { id in
        (id, state.products[id].map { Self.eligibility(state, for: $0) } ?? .unknown)
      }
    ) { first, _ in first }
  }

  /// Switches to `appUserID`; an anonymous customer's purchases move to a new one.
  public func logIn(_ appUserID: String) async throws -> LogInResult {
    try await begin(.logIn)
    let id = try AppUserID.validated(appUserID)
    let date = now()
    let created = state.withLock { state -> Bool in
      guard id != state.appUserID else { return false }
      let created = state.customers[id] == nil
      var customer = state.customers[id] ?? Customer(firstSeen: date)
      if created, AppUserID.isAnonymous(state.appUserID),
        let anonymous = state.customers.removeValue(forKey: state.appUserID)
      {
        customer.transactionIDs = anonymous.transactionIDs
      }
      state.customers[id] = customer
      state.appUserID = id
      return created
    }
    broadcaster.reset()
    return LogInResult(customerInfo: publish(), created: created)
  }

  /// Switches to a new anonymous customer.
  public func logOut() async throws -> CustomerInfo {
    try await begin(.logOut)
    let date = now()
    try state.withLock { state in
      guard !AppUserID.isAnonymous(state.appUserID) else {
        throw PurchaseError(.logOutAnonymousUserError)
      }
      let id = AppUserID.generateAnonymous()
      state.customers[id] = Customer(firstSeen: date)
      state.appUserID = id
    }
    broadcaster.reset()
    return publish()
  }

  // MARK: Machinery

  /// Counts the call, waits `latency` on the clock, then fails it when the
  /// backend is unreachable or a failure was scripted.
  func begin(_ method: Method) async throws {
    let latency = state.withLock { state -> Duration in
      state.calls[method] += 1
      state.callsInFlight += 1
      return state.latency
    }
    defer { state.withLock { $0.callsInFlight -= 1 } }
    if latency > .zero {
      try await clock.sleep(for: latency)
    }
    try state.withLock { state in
      guard state.isReachable else {
        throw PurchaseError(.offlineConnectionError, detail: "The backend is unreachable.")
      }
      if let index = state.scriptedFailures.firstIndex(where: {
        $0.method == nil || $0.method == method
      }) {
        throw state.scriptedFailures.remove(at: index).error
      }
    }
  }

  /// Renews lapsed periods when renewal is automatic, builds the current
  /// customer's info and sends it to the stream.
  @discardableResult
  func publish() -> CustomerInfo {
    let date = now()
    let info = state.withLock { state -> CustomerInfo in
      if state.renewsAutomatically { Self.renewLapsedPeriods(in: &state, at: date, calendar) }
      return Self.customerInfo(state, at: date)
    }
    broadcaster.send(info)
    return info
  }

  static func newTransaction(
    for product: StoreProduct, in state: inout State, at date: Date, calendar: Calendar
  ) -> Transaction {
    let isSubscription = product.productType == .autoRenewableSubscription
    var periodType = PeriodType.normal
    var expires: Date?
    if isSubscription, let period = product.subscriptionPeriod {
      if let intro = product.introductoryDiscount, eligibility(state, for: product) == .eligible {
        periodType = intro.paymentMode == .freeTrial ? .trial : .intro
        expires = intro.totalPeriod.advancing(date, in: calendar)
      } else {
        expires = period.advancing(date, in: calendar)
      }
    }
    let original = state.transactions.last { $0.productIdentifier == product.productIdentifier }
    let transaction = Transaction(
      identifier: String(state.nextTransactionNumber), productIdentifier: product.productIdentifier,
      purchaseDate: date, originalPurchaseDate: original?.originalPurchaseDate ?? date,
      expiresDate: expires, periodType: periodType, isSubscription: isSubscription)
    state.nextTransactionNumber += 1
    state.transactions.append(transaction)
    state.customers[state.appUserID, default: Customer(firstSeen: date)].transactionIDs.append(
      transaction.identifier)
    return transaction
  }

  static func renewLapsedPeriods(in state: inout State, at date: Date, _ calendar: Calendar) {
    for index in state.transactions.indices {
      let transaction = state.transactions[index]
      guard transaction.isSubscription, transaction.refundedAt == nil,
        transaction.unsubscribedAt == nil,
        let period = state.products[transaction.productIdentifier]?.subscriptionPeriod,
        var expires = transaction.expiresDate,
        !state.transactions[(index + 1)...].contains(where: {
          $0.productIdentifier == transaction.productIdentifier
        })
      else { continue }
      var start = transaction.purchaseDate
      // Access ends at the expiration instant (EntitlementActivity), so a
      // renewing subscription renews at that instant, leaving no gap.
      while !EntitlementActivity.isActive(expiresDate: expires, at: date) {
        start = expires
        expires = period.advancing(expires, in: calendar)
      }
      state.transactions[index].purchaseDate = start
      state.transactions[index].expiresDate = expires
      if start != transaction.purchaseDate { state.transactions[index].periodType = .normal }
    }
  }
}
