import AppleJWS
import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire

/// Two simulated stores whose timelines between them take every lifecycle
/// step the engine knows, with their Apple notifications (signed) and
/// RevenueCat events, for the referee and agreement tests.
///
/// The example store (Sandbox, grace period on) runs a seeded population and
/// a few scripted customers (resubscribe, resume, a deferred crossgrade and
/// its withdrawal, a refund declined, a one-time purchase refunded, grace
/// and billing retry running out, a recovery, a renewal-date extension, a
/// test notification); a tiered store (Production, no grace period)
/// upgrades, downgrades, fails a renewal without grace and extends every
/// premium subscriber at once.
struct ApplePopulation {
  struct Store {
    var simulator: StoreSimulator
    var signer: AppleNotificationSigner
    var notifications: [AppleNotification]
    var events: [WebhookEvent]
  }

  static let start = Date(timeIntervalSince1970: 1_767_225_600)
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/InvoiceApp")

  let stores: [Store]

  /// Builds both stores (seeded; the same seed gives the same timelines).
  static func make(seed: UInt64 = 24, customers: Int = 80) throws -> ApplePopulation {
    let chain = try SigningChain.mint(
      validFrom: Date(timeIntervalSince1970: 0), validUntil: start + 20 * 365 * 86_400)
    return ApplePopulation(stores: [
      try exampleStore(seed: seed, customers: customers, chain: chain),
      try tieredStore(chain: chain),
    ])
  }

  private static func exampleStore(seed: UInt64, customers: Int, chain: SigningChain) throws
    -> Store
  {
    let store = try StoreSimulator.open(
      storekit: examples.appendingPathComponent("InvoiceApp.storekit"),
      project: examples.appendingPathComponent("subscriptions.json"),
      clock: .stopped(at: start), options: .init(isBillingGracePeriodEnabled: true))
    var plan = PopulationPlan(customers: customers, months: 6, seed: seed)
    plan.billingIssueRate = 0.1
    plan.refundRate = 0.05
    plan.monthlyChurn = 0.1
    _ = try store.simulatePopulation(plan)
    func buy(_ product: String, _ user: String) throws {
      _ = try store.purchase(productID: product, for: user, storeAccount: user)
    }
    func advance(days: Int) throws { try store.advance(by: StoreDuration(days, .day)) }
    // Resubscribe after expiry; auto-renew off and on again.
    try buy("pro_monthly", "s-resubscribe")
    _ = try store.cancel(productID: "pro_monthly", for: "s-resubscribe")
    try buy("pro_monthly", "s-resume")
    _ = try store.cancel(productID: "pro_monthly", for: "s-resume")
    _ = try store.resume(productID: "pro_monthly", for: "s-resume")
    // A crossgrade to another period (at renewal), then withdrawn.
    try buy("pro_monthly", "s-cross")
    try buy("pro_annual", "s-cross")
    try buy("pro_monthly", "s-cross")
    // Grace then billing retry running out; a billing issue recovered.
    try buy("pro_monthly", "s-grace")
    try store.billingIssue(productID: "pro_monthly", for: "s-grace")
    try buy("pro_monthly", "s-recover")
    try store.billingIssue(productID: "pro_monthly", for: "s-recover")
    // One-time purchases: one refunded, one refused a refund after 14 days.
    try buy("pro_lifetime", "s-lifetime")
    try buy("pro_lifetime", "s-declined")
    let extended = try store.purchase(
      productID: "pro_annual", for: "s-extend", storeAccount: "s-extend")
    try advance(days: 10)
    _ = try store.refund(productID: "pro_lifetime", for: "s-lifetime")
    // A renewal-date extension through the App Store Server API.
    _ = try store.extendAppleRenewalDate(
      originalTransactionID: extended.transactionIdentifier, days: 15, reason: 1,
      requestIdentifier: "goodwill")
    try advance(days: 10)
    _ = try store.requestRefund(productID: "pro_lifetime", for: "s-declined")
    try store.resolveBillingIssue(productID: "pro_monthly", for: "s-recover")
    try advance(days: 40)
    try buy("pro_monthly", "s-resubscribe")
    try advance(days: 80)
    try store.requestTestNotification()
    return try collect(store, chain: chain)
  }

  private static func tieredStore(chain: SigningChain) throws -> Store {
    func product(_ id: String, level: Int, price: Decimal) -> StoreKitProduct {
      StoreKitProduct(
        productID: id, referenceName: id, kind: .autoRenewableSubscription, price: price,
        subscription: .init(
          groupID: "G", level: level, period: SubscriptionPeriod(value: 1, unit: .month)))
    }
    let configuration = StoreKitConfiguration(
      settings: StoreKitSettings(storefront: "USA"),
      products: [product("basic", level: 2, price: 4), product("premium", level: 1, price: 10)],
      subscriptionGroups: [.init(id: "G", name: "Tiers", productIDs: ["basic", "premium"])])
    var project = SimulatorProject(
      offerings: OfferingsResponse(
        currentOfferingID: "default",
        offerings: [
          .init(
            identifier: "default", description: "",
            packages: ["basic", "premium"].map {
              .init(identifier: $0, platformProductIdentifier: $0)
            })
        ]),
      entitlementMapping: .init(products: [
        "basic": .init(productIdentifier: "basic", entitlements: ["basic"]),
        "premium": .init(productIdentifier: "premium", entitlements: ["premium"]),
      ]))
    project.appStoreApp.environment = .production
    let store = try StoreSimulator(
      configuration: configuration, project: project, clock: .stopped(at: start),
      options: .init(isBillingGracePeriodEnabled: false, environment: .production))
    _ = try store.purchase(productID: "basic", for: "t-up", storeAccount: "t-up")
    _ = try store.purchase(productID: "premium", for: "t-up", storeAccount: "t-up")
    _ = try store.purchase(productID: "premium", for: "t-down", storeAccount: "t-down")
    _ = try store.purchase(productID: "basic", for: "t-down", storeAccount: "t-down")
    _ = try store.purchase(productID: "basic", for: "t-fail", storeAccount: "t-fail")
    try store.billingIssue(productID: "basic", for: "t-fail")
    // Extended twice already: the mass extension cannot extend it again
    // (RENEWAL_EXTENSION / FAILURE).
    let maxed = try store.purchase(productID: "premium", for: "t-max", storeAccount: "t-max")
    try store.advance(by: StoreDuration(1, .hour))
    for request in ["first", "second"] {
      _ = try store.extendAppleRenewalDate(
        originalTransactionID: maxed.transactionIdentifier, days: 2, reason: 1,
        requestIdentifier: request)
    }
    // A day on, every premium subscriber extended at once (RENEWAL_EXTENSION / SUMMARY).
    try store.advance(by: StoreDuration(1, .day))
    _ = try store.massExtendAppleRenewalDate(
      productID: "premium", days: 5, reason: 3, requestIdentifier: "outage", storefronts: [])
    try store.advance(by: StoreDuration(99, .day))
    // Basic off sale: t-down, the one still subscribed to it, expires at its
    // period's end (EXPIRED / PRODUCT_NOT_FOR_SALE).
    try store.removeFromSale(productID: "basic")
    try store.advance(by: StoreDuration(40, .day))
    return try collect(store, chain: chain)
  }

  private static func collect(_ store: StoreSimulator, chain: SigningChain) throws -> Store {
    Store(
      simulator: store, signer: try AppleNotificationSigner(chain: chain),
      notifications: try store.appleNotifications(limit: .max),
      events: try store.webhookEvents(limit: .max).map(\.event))
  }

  /// Every notification of both stores.
  var notifications: [AppleNotification] { stores.flatMap(\.notifications) }
  /// Every RevenueCat event of both stores.
  var events: [WebhookEvent] { stores.flatMap(\.events) }
}
