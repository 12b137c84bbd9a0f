import Foundation
import InvoiceAppSubscriptions
import StoreSimulator
import SubscriptionKit
import SubscriptionWire

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
    let active = info?.entitlements[AppSubscriptions.entitlement]
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

  /// Apple reverses the customer's latest refund: the product of their
  /// latest `CANCELLATION` for `CUSTOMER_SUPPORT`.
  func reverseRefund() throws {
    let user = simulator.currentAppUserID
    let refunded = try simulator.webhookEvents(limit: .max).last {
      $0.event.appUserID == user && $0.event.type == .cancellation
        && $0.event.cancelReason == .customerSupport
    }
    guard let product = refunded?.event.productID else {
      notice = Notice(kind: .info, title: "Nothing to reverse", message: "Nothing was refunded.")
      return
    }
    let transaction = try simulator.reverseRefund(productID: product)
    append(
      "store: refund reversed \(transaction.productIdentifier) "
        + "(\(transaction.transactionIdentifier))")
  }

  func failNextPurchase(_ failure: DemoAction.PlannedFailure?) {
    let name = DemoAction.failureNames.first { $0.1 == failure }?.0
    switch failure {
    case nil:
      simulator.clearNextPurchaseFailure()
      notice = Notice(kind: .info, title: "Purchases will not fail (failures off)", message: nil)
      append("store: next purchase fails with nothing (off)")
      return
    case .error(let category):
      simulator.failNextPurchase(with: category)
      notice = Notice(
        kind: .info, title: "The next purchase will fail: \(name ?? category.rawValue)",
        message: nil)
    case .askToBuy:
      simulator.askToBuyNextPurchase()
      notice = Notice(
        kind: .info, title: "The next purchase will wait for a parent (Ask to Buy)",
        message: "Approve it with [a] or 'subkit store approve', decline with [z].")
    }
    append("store: next purchase fails with \(name ?? "?")")
  }

  // MARK: Ask to Buy

  /// Requests of the current customer waiting for a parent, oldest first.
  var pendingRequests: [PendingPurchase] {
    simulator.pendingPurchases(for: simulator.currentAppUserID)
  }

  /// Ask to Buy for every purchase, as the `.storekit` setting does.
  func setAskToBuy(_ isOn: Bool) {
    simulator.setAskToBuyEnabled(isOn)
    append("store: Ask to Buy \(isOn ? "on: purchases wait for a parent" : "off")")
    notice = Notice(kind: .info, title: "Ask to Buy \(isOn ? "on" : "off")", message: nil)
  }

  /// After a purchase came back pending: says it waits for a parent.
  func notePendingApproval() {
    guard let request = pendingRequests.last else { return }
    append("store: \(request.id) for \(request.productID) waits for a parent")
    screen = .home
  }

  /// A parent answers the oldest request: approved, the purchase happens and
  /// the manager hears it through its update stream; declined, nothing is bought.
  func answerAskToBuy(approve: Bool) throws {
    guard let request = pendingRequests.first else {
      notice = Notice(kind: .info, title: "No purchase is waiting for a parent", message: nil)
      return
    }
    if approve {
      try simulator.approveAskToBuy(request.id)
      append("store: a parent approved \(request.id) (\(request.productID))")
      notice = Notice(
        kind: .success, title: "A parent approved the purchase",
        message: "The app unlocked as the store told it, without a refresh.")
    } else {
      try simulator.declineAskToBuy(request.id)
      append("store: a parent declined \(request.id) (\(request.productID))")
      notice = Notice(
        kind: .info, title: "A parent declined the purchase", message: "Nothing was bought.")
    }
  }
}
