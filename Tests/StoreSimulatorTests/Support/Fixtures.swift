import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import TestSupport

/// Paths to the fixtures beside these tests and to the bundled example app.
enum Fixtures {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
  static let repository = directory.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let storekitDirectory = directory.appendingPathComponent("storekit")
  static let webhooksDirectory = directory.appendingPathComponent("webhooks")
  static let exampleStoreKit = repository.appendingPathComponent(
    "Examples/InvoiceApp/InvoiceApp.storekit")
  static let exampleProject = repository.appendingPathComponent(
    "Examples/InvoiceApp/subscriptions.json")

  /// 2026-01-01 00:00:00 UTC.
  static let start = Date(timeIntervalSince1970: 1_767_225_600)

  static func storekitFiles() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(
      at: storekitDirectory, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "storekit" }.sorted { $0.path < $1.path }
  }

  /// The InvoiceApp simulator on a clock stopped at `start`, in memory.
  static func simulator(
    options: StoreSimulatorOptions = .init(), ledger: LedgerLocation = .inMemory,
    clock: SubscriptionClock = .stopped(at: start)
  ) throws -> StoreSimulator {
    try StoreSimulator.open(
      storekit: exampleStoreKit, project: exampleProject, ledger: ledger, clock: clock,
      options: options)
  }

  /// A group with two service levels: basic (level 2) and premium (level 1),
  /// premium monthly and annual; each grants its own entitlement.
  static func tieredSimulator(
    start: Date = start, storefront: String = "USA", exchangeRates: ExchangeRates = .init(),
    ledger: LedgerLocation = .inMemory
  ) throws -> StoreSimulator {
    func product(_ id: String, level: Int, period: String, price: Decimal) -> StoreKitProduct {
      StoreKitProduct(
        productID: id, referenceName: id, kind: .autoRenewableSubscription, price: price,
        subscription: .init(
          groupID: "G", level: level,
          period: SubscriptionPeriod(iso8601: period) ?? .init(value: 1, unit: .month)))
    }
    let configuration = StoreKitConfiguration(
      settings: StoreKitSettings(storefront: storefront),
      products: [
        product("basic_monthly", level: 2, period: "P1M", price: 4),
        product("premium_monthly", level: 1, period: "P1M", price: 10),
        product("premium_annual", level: 1, period: "P1Y", price: 100),
        product("premium_monthly_family", level: 1, period: "P1M", price: 15),
      ],
      subscriptionGroups: [
        .init(
          id: "G", name: "Tiers",
          productIDs: ["basic_monthly", "premium_monthly", "premium_annual"])
      ])
    let ids = ["basic_monthly", "premium_monthly", "premium_annual", "premium_monthly_family"]
    let project = SimulatorProject(
      offerings: OfferingsResponse(
        currentOfferingID: "default",
        offerings: [
          .init(
            identifier: "default", description: "",
            packages: ids.map { .init(identifier: $0, platformProductIdentifier: $0) })
        ]),
      entitlementMapping: .init(products: [
        "basic_monthly": .init(productIdentifier: "basic_monthly", entitlements: ["basic"]),
        "premium_monthly": .init(
          productIdentifier: "premium_monthly", entitlements: ["basic", "premium"]),
        "premium_annual": .init(
          productIdentifier: "premium_annual", entitlements: ["basic", "premium"]),
        "premium_monthly_family": .init(
          productIdentifier: "premium_monthly_family", entitlements: ["basic", "premium"]),
      ]), exchangeRates: exchangeRates)
    return try StoreSimulator(
      configuration: configuration, project: project, ledger: ledger, clock: .stopped(at: start))
  }

  /// A manager of the `pro` entitlement on `store`, on `clock`, with an in-memory cache.
  @MainActor
  static func manager(on store: StoreSimulator, clock: TestClock) -> SubscriptionManager {
    SubscriptionManager(
      backend: store,
      configuration: SubscriptionConfiguration(
        entitlementIdentifier: "pro", termsOfServiceURL: URL(fileURLWithPath: "/terms"),
        privacyPolicyURL: URL(fileURLWithPath: "/privacy")),
      clock: clock.subscriptionClock, cache: .inMemory())
  }

  /// A new empty folder, removed when the test process exits (`TemporaryFolders`).
  static func temporaryDirectory() throws -> URL {
    try TemporaryFolders.make("store-simulator-tests")
  }
}

extension StoreSimulator {
  /// The package selling `productID` in the current offering.
  func package(_ productID: String) async throws -> Package {
    let offering = try await offerings().current
    guard
      let package = offering?.availablePackages.first(where: {
        $0.storeProduct.productIdentifier == productID
      })
    else {
      throw StoreSimulatorError(.unknownProduct, "no package for \(productID)")
    }
    return package
  }

  /// Buys `productID` for the current customer.
  @discardableResult
  func buy(_ productID: String) async throws -> PurchaseResult {
    try await purchase(try await package(productID))
  }

  /// Every webhook event type so far, in order.
  func eventTypes() throws -> [String] {
    try webhookEvents().map(\.event.type.rawValue)
  }

  /// Whether the current customer has `pro` now.
  func isPro() async throws -> Bool {
    try await customerInfo().entitlements["pro"]?.isActive == true
  }
}

extension Duration {
  static func days(_ count: Int) -> Duration { .seconds(count * 86_400) }
}
