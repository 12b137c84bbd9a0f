import Foundation
import StoreSimulator
import SubscriptionKit

/// The store controls: what the App Store, the customer or a parent would do.
extension DemoSession {
  func advance(_ step: DemoAction.TimeStep) async throws {
    let target: Date
    switch step {
    case .by(let duration):
      guard let date = duration.advancing(now) else {
        throw StoreSimulatorError(
          .timeOutOfRange,
          "Cannot advance by \(duration): store time stays within the years 1970–"
            + "\(StoreTime.lastYear).")
      }
      target = date
    case .billingPeriod:
      let period = activeProduct.flatMap {
        simulator.configuration.storeProducts()[$0]?.subscriptionPeriod
      }
      target = (period ?? SubscriptionPeriod(value: 1, unit: .month)).advancing(now, in: calendar)
    }
    try simulator.advance(to: target)
    append("time → \(DemoScreen.format(target))")
  }

  /// The product of the customer's subscription (active or last), if any.
  var activeProduct: String? {
    let info = manager.customerInfo
    let active = info?.entitlements[InvoiceAppModel.entitlement]
    return active?.productIdentifier ?? info?.subscriptionsByProductIdentifier.keys.sorted().first
  }

  func storeControl(
    _ description: String, _ body: (StoreSimulator, String) throws -> Void
  ) throws {
    guard let product = activeProduct else {
      notice = Notice(kind: .info, title: "No subscription to change", message: "Buy a plan first.")
      return
    }
    try body(simulator, product)
    append("store: \(description) (\(product))")
  }

  func refund() throws {
    guard let product = activeProduct else {
      notice = Notice(kind: .info, title: "Nothing to refund", message: "Buy a plan first.")
      return
    }
    let transaction = try simulator.refund(productID: product)
    append(
      "store: refunded \(transaction.productIdentifier) (\(transaction.transactionIdentifier))")
  }

  func failNextPurchase(_ category: PurchaseError.Category?) {
    guard let category else {
      simulator.clearNextPurchaseFailure()
      notice = Notice(kind: .info, title: "Purchases will not fail (failures off)", message: nil)
      append("store: next purchase fails with nothing (off)")
      return
    }
    simulator.failNextPurchase(with: category)
    let name = DemoAction.failureNames.first { $0.1 == category }?.0 ?? category.rawValue
    notice = Notice(kind: .info, title: "The next purchase will fail: \(name)", message: nil)
    append("store: next purchase fails with \(name)")
  }
}
