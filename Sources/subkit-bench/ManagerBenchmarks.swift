import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire

/// Benchmarks of `SubscriptionManager` and `PaywallContent`.
///
/// - `manager.isPremium.read`: nanoseconds per read of `isPremium`, against
///   reading a stored `Bool` of a plain class in the same run. Lower is better;
///   the gap is the Observation registrar's access bookkeeping, which is what
///   makes a view update by itself. Held to well under a microsecond.
/// - `manager.paywall.build10`: microseconds to build `PaywallContent` for a
///   10-package offering (titles, price lines, per-month prices, savings,
///   badges, legal text), against formatting the 10 prices alone. Lower is
///   better; it runs on every render, so it must stay far below a frame.
/// - `manager.warmLaunch.backendCallsBeforePricedPaywall`: how many backend
///   calls happen between configuring a manager whose disk cache holds the
///   customer and the offerings, and its paywall being `.ready` with prices
///   and `isPremium` right. The cache is read synchronously in `configure`, so
///   this must be 0 (value 0, baseline 0, ratio 0); any other value is a
///   regression, and the run fails.
enum ManagerBenchmarks {
  static func run() throws -> [BenchmarkResult] {
    try MainActor.assumeIsolated {
      [try isPremiumRead(), try paywallBuild(), try warmLaunch()]
    }
  }

  private final class PlainState {
    var isPremium = false
  }

  private static let start = Date(timeIntervalSince1970: 1_767_225_600)

  @MainActor
  private static func isPremiumRead() throws -> BenchmarkResult {
    let reads = 2_000_000
    let manager = try warmManager().manager
    let plain = PlainState()
    plain.isPremium = manager.isPremium
    var trues = 0
    let managerSeconds = Stopwatch.bestSeconds {
      for _ in 0..<reads where manager.isPremium { trues += 1 }
    }
    let plainSeconds = Stopwatch.bestSeconds {
      for _ in 0..<reads where plain.isPremium { trues += 1 }
    }
    guard trues == 10 * reads else { throw BenchmarkFailure("isPremium read back wrong") }
    return BenchmarkResult(
      name: "manager.isPremium.read", value: managerSeconds / Double(reads) * 1e9, unit: "ns",
      baseline: plainSeconds / Double(reads) * 1e9)
  }

  @MainActor
  private static func paywallBuild() throws -> BenchmarkResult {
    let offering = tenPackageOffering()
    let products = offering.availablePackages.map(\.storeProduct)
    let eligibility = Dictionary(
      products.map { ($0.productIdentifier, IntroEligibilityStatus.eligible) }
    ) { first, _ in first }
    let configuration = SubscriptionConfiguration.fixture()
    let builds = 2_000
    var tiers = 0
    let buildSeconds = Stopwatch.bestSeconds {
      for _ in 0..<builds {
        tiers +=
          PaywallContent(
            offering: offering, introEligibility: eligibility, configuration: configuration
          ).tiers.count
      }
    }
    var characters = 0
    let formatSeconds = Stopwatch.bestSeconds {
      for _ in 0..<builds {
        for product in products { characters += product.localizedPriceString.count }
      }
    }
    guard tiers == 5 * builds * 10, characters > 0 else {
      throw BenchmarkFailure("PaywallContent lost tiers")
    }
    return BenchmarkResult(
      name: "manager.paywall.build10", value: buildSeconds / Double(builds) * 1e6, unit: "µs",
      baseline: formatSeconds / Double(builds) * 1e6)
  }

  @MainActor
  private static func warmLaunch() throws -> BenchmarkResult {
    let (manager, backend) = try warmManager()
    guard manager.isPremium, let content = manager.paywallState.content,
      content.tiers.allSatisfy({ !$0.priceLine.isEmpty })
    else { throw BenchmarkFailure("a warm launch did not show a priced paywall from the cache") }
    let calls = backend.calls.total
    guard calls == 0 else {
      throw BenchmarkFailure("a warm launch made \(calls) backend call(s) before the paywall")
    }
    return BenchmarkResult(
      name: "manager.warmLaunch.backendCallsBeforePricedPaywall", value: Double(calls),
      unit: "calls", baseline: 0)
  }

  /// A manager configured over a cache that already holds a premium customer
  /// and the offerings, as on the second launch of an app.
  @MainActor
  private static func warmManager() throws -> (
    manager: SubscriptionManager, backend: InMemoryBackend
  ) {
    let products = [
      StoreProduct.fixture(
        .monthly, price: 7.99, freeTrial: SubscriptionPeriod(value: 7, unit: .day)),
      StoreProduct.fixture(.annual, price: 49.99),
      StoreProduct.fixture(.lifetime, price: 99.99),
    ]
    // Time stands still at `start`: nothing in the benchmark waits on it.
    let clock = SubscriptionClock.stopped(at: start)
    let backend = InMemoryBackend(products: products, entitlement: "pro", clock: clock)
    let offerings = try offeringsOf(backend: backend, products: products)
    let id = backend.currentAppUserID
    let annual = products[1]
    let info = CustomerInfo(
      response: SubscriberResponse(
        requestDate: start,
        subscriber: SubscriberResponse.Subscriber(
          originalAppUserID: id, firstSeen: start,
          entitlements: [
            "pro": SubscriberResponse.Entitlement(
              expiresDate: start.addingTimeInterval(365 * 86_400),
              productIdentifier: annual.productIdentifier, purchaseDate: start)
          ],
          subscriptions: [
            annual.productIdentifier: SubscriberResponse.Subscription(
              purchaseDate: start, expiresDate: start.addingTimeInterval(365 * 86_400))
          ])), now: start)
    let cache = SubscriptionCache.inMemory()
    cache.saveLastAppUserID(id)
    cache.save(info, for: id, at: start)
    cache.save(
      CachedOfferings(
        offerings: offerings,
        introEligibility: [products[0].productIdentifier: .eligible]), for: id, at: start)
    let manager = SubscriptionManager(
      backend: backend, configuration: .fixture(), clock: clock, cache: cache)
    return (manager, backend)
  }

  private static func offeringsOf(backend: InMemoryBackend, products: [StoreProduct]) throws
    -> Offerings
  {
    let response = OfferingsResponse(
      currentOfferingID: "default",
      offerings: [
        OfferingsResponse.Offering(
          identifier: "default", description: "",
          packages: products.map {
            OfferingsResponse.Package(
              identifier: InMemoryBackend.packageIdentifier(for: $0),
              platformProductIdentifier: $0.productIdentifier)
          })
      ])
    return try Offerings(
      response: response,
      products: Dictionary(products.map { ($0.productIdentifier, $0) }) { first, _ in first })
  }

  private static func tenPackageOffering() -> Offering {
    let trial = SubscriptionPeriod(value: 7, unit: .day)
    let products: [(String, StoreProduct)] = [
      ("$rc_weekly", .fixture(.weekly, price: 2.99)),
      ("$rc_monthly", .fixture(.monthly, price: 7.99, freeTrial: trial)),
      ("$rc_two_month", .fixture(.twoMonth, price: 14.99)),
      ("$rc_three_month", .fixture(.threeMonth, price: 19.99)),
      ("$rc_six_month", .fixture(.sixMonth, price: 34.99)),
      ("$rc_annual", .fixture(.annual, price: 49.99, freeTrial: trial)),
      ("$rc_lifetime", .fixture(.lifetime, price: 99.99)),
      (
        "family_monthly", .fixture(.monthly, price: 12.99, identifier: "com.example.family.monthly")
      ),
      ("family_annual", .fixture(.annual, price: 89.99, identifier: "com.example.family.annual")),
      ("student_annual", .fixture(.annual, price: 24.99, identifier: "com.example.student.annual")),
    ]
    return Offering(
      identifier: "default", serverDescription: "Ten packages",
      availablePackages: products.map {
        Package(identifier: $0.0, storeProduct: $0.1, offeringIdentifier: "default")
      })
  }
}
