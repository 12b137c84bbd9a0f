import Foundation
import SQLiteSupport
import StoreSimulator
import SubscriptionKit

/// A population of customers driven through the store simulator's lifecycle
/// engine: purchases of every plan (trials included), cancellations and
/// resumptions, billing issues and recoveries, refunds, plan changes, and
/// time passing day by day. Its webhook bodies are what the analytics read;
/// its ledger is what the money really was.
struct SimulatedPopulation {
  /// The webhook bodies, in outbox order.
  var bodies: [Data]
  /// The ledger's revenue: every charge not refunded, summed as `Decimal`.
  var ledgerRevenue: Decimal
  /// When the simulation ended.
  var end: Date

  static let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 UTC
  static let storekit = Fixtures.repository.appendingPathComponent(
    "Examples/InvoiceApp/InvoiceApp.storekit")
  static let project = Fixtures.repository.appendingPathComponent(
    "Examples/InvoiceApp/subscriptions.json")

  /// Simulates `customers` customers for `days` days from 2026-01-01; with
  /// `refundPercent`, that share of each day's rolls also asks for a refund
  /// of the customer's latest charge (a high-refund population). With
  /// `separateAccounts`, each customer pays with an Apple ID of their own;
  /// otherwise all share the device's, so a purchase in a group another
  /// customer holds transfers that subscription (`TRANSFER`).
  static func make(
    seed: UInt64, customers: Int, days: Int, refundPercent: Int = 0,
    separateAccounts: Bool = false
  ) throws -> SimulatedPopulation {
    var random = SeededRandomNumberGenerator(seed: seed)
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ledger = folder.appendingPathComponent("ledger.sqlite")
    let store = try StoreSimulator.open(
      storekit: storekit, project: project, ledger: .file(ledger), clock: .stopped(at: start),
      options: StoreSimulatorOptions(isBillingGracePeriodEnabled: true, environment: .production))
    let products = ["pro_monthly", "pro_monthly", "pro_annual", "pro_lifetime"]
    var refunded: Set<String> = []
    for day in 0..<days {
      for index in 0..<customers {
        let user = "user-\(index)"
        let roll = Int.random(in: 0..<100, using: &random)
        let product = products[Int.random(in: 0..<products.count, using: &random)]
        if roll >= 100 - refundPercent {
          try? refundLatest(of: user, in: store)
          continue
        }
        let account = separateAccounts ? user : nil
        switch roll {
        case 0..<3: _ = try? store.purchase(productID: product, for: user, storeAccount: account)
        case 3: _ = try? store.cancel(productID: "pro_monthly", for: user)
        case 4: _ = try? store.resume(productID: "pro_monthly", for: user)
        case 5: try? store.billingIssue(productID: "pro_monthly", for: user)
        case 6: try? store.resolveBillingIssue(productID: "pro_monthly", for: user)
        case 7 where !refunded.contains(user) && day % 3 == 0:
          // Only a subscription's latest charge is refunded (RevenueCat sends
          // no event for an older renewal's refund), or a lifetime purchase.
          if product == "pro_lifetime" {
            if (try? store.refund(productID: product, for: user)) != nil { refunded.insert(user) }
          } else if let info = try? store.customerInfo(for: user),
            let latest = info.subscriptionsByProductIdentifier.values.max(by: {
              $0.purchaseDate < $1.purchaseDate
            }), latest.refundedAt == nil, let transaction = latest.storeTransactionID,
            (try? store.refund(transactionID: transaction)) != nil
          {
            refunded.insert(user)
          }
        case 8:
          _ = try? store.purchase(productID: "pro_annual", for: user, storeAccount: account)
        default: break
        }
      }
      try store.advance(by: .seconds(86_400))
    }
    let bodies = try store.webhookEvents(after: 0, limit: .max).map(\.body)
    return SimulatedPopulation(
      bodies: bodies, ledgerRevenue: try revenue(inLedgerAt: ledger), end: store.now)
  }

  /// Refunds `user`'s latest charge of a subscription, when it is not refunded yet.
  private static func refundLatest(of user: String, in store: StoreSimulator) throws {
    let info = try store.customerInfo(for: user)
    guard
      let latest = info.subscriptionsByProductIdentifier.values.max(by: {
        $0.purchaseDate < $1.purchaseDate
      }), latest.refundedAt == nil, let transaction = latest.storeTransactionID
    else { return }
    try store.refund(transactionID: transaction)
  }

  /// Σ price of the ledger's transactions that were not refunded.
  private static func revenue(inLedgerAt url: URL) throws -> Decimal {
    let database = try SQLiteDatabase(path: url.path)
    let statement = try database.prepare("SELECT price FROM transactions WHERE revoked_ms IS NULL")
    var total: Decimal = 0
    while try statement.step() {
      total += Decimal(string: statement.text(0), locale: Locale(identifier: "en_US_POSIX")) ?? .nan
    }
    return total
  }
}
