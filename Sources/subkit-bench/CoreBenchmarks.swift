import Foundation
import SubscriptionKit
import SubscriptionWire

/// Benchmarks of the core models.
enum CoreBenchmarks {
  /// Decoding a large customer-info document (200 entitlements, 2,000
  /// subscriptions) into `CustomerInfo`, against `JSONSerialization` merely
  /// parsing the same bytes into dictionaries. Lower is better; target ratio ≤ 1
  /// (issue 22: the typed decode records `rawData` as it reads, in one pass).
  static func run() throws -> [BenchmarkResult] {
    let data = try largeCustomerInfoDocument(entitlements: 200, subscriptions: 2_000)
    let decoder = JSONDecoder()

    var decodedCount = 0
    let decode = try Stopwatch.bestSeconds(repetitions: 7) {
      decodedCount = try decoder.decode(CustomerInfo.self, from: data).entitlements.all.count
    }
    var parsedCount = 0
    let parse = try Stopwatch.bestSeconds(repetitions: 7) {
      parsedCount = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?.count ?? 0
    }
    guard decodedCount == 200, parsedCount == 3 else {
      throw BenchmarkFailure("customer info decoded \(decodedCount) entitlements, expected 200")
    }
    // SUBKIT_BENCH_DECODE_DETAIL=1: also the same bytes as `[String: JSONValue]`
    // alone (the separate `rawData` pass the decode made before issue 22).
    var detail: [BenchmarkResult] = []
    if ProcessInfo.processInfo.environment["SUBKIT_BENCH_DECODE_DETAIL"] != nil {
      var members = 0
      let raw = try Stopwatch.bestSeconds(repetitions: 7) {
        members = try decoder.decode([String: SubscriptionWire.JSONValue].self, from: data).count
      }
      guard members == 3 else { throw BenchmarkFailure("the document has \(members) members") }
      detail.append(
        BenchmarkResult(
          name: "core.customerInfo.rawJSONValue vs JSONSerialization.parse", value: raw * 1000,
          unit: "ms", baseline: parse * 1000))
    }
    return detail + [
      BenchmarkResult(
        name:
          "core.customerInfo.decode(200 entitlements, 2000 subscriptions) vs JSONSerialization.parse",
        value: decode * 1000, unit: "ms", baseline: parse * 1000)
    ]
  }

  /// A RevenueCat subscriber document of the given size, built as JSON text.
  static func largeCustomerInfoDocument(entitlements: Int, subscriptions: Int) throws -> Data {
    let start = Date(timeIntervalSince1970: 1_767_225_600)
    var subscriptionEntries: [String: SubscriberResponse.Subscription] = [:]
    for index in 0..<subscriptions {
      let purchase = start.addingTimeInterval(Double(index) * 3600)
      subscriptionEntries["product_\(index)"] = .init(
        purchaseDate: purchase, originalPurchaseDate: purchase,
        expiresDate: purchase.addingTimeInterval(30 * 86_400),
        periodType: index % 7 == 0 ? .trial : .normal,
        store: .appStore, isSandbox: index % 2 == 0, storeTransactionID: "\(100_000 + index)",
        price: .init(amount: 7.99, currency: "USD"))
    }
    var entitlementEntries: [String: SubscriberResponse.Entitlement] = [:]
    for index in 0..<entitlements {
      let purchase = start.addingTimeInterval(Double(index) * 3600)
      entitlementEntries["entitlement_\(index)"] = .init(
        expiresDate: purchase.addingTimeInterval(30 * 86_400),
        productIdentifier: "product_\(index)",
        purchaseDate: purchase)
    }
    let response = SubscriberResponse(
      requestDate: start,
      subscriber: .init(
        originalAppUserID: "bench", firstSeen: start, entitlements: entitlementEntries,
        subscriptions: subscriptionEntries))
    return try JSONEncoder().encode(response)
  }
}

/// A benchmark whose work did not give the expected answer.
struct BenchmarkFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
