import Foundation
import InvoiceAppSubscriptions
import StoreSimulator
import SubscriptionKit

/// Manage subscription: what Apple's subscription sheet and RevenueCat's
/// customer center offer — change plan and request a refund go through the
/// manager to the store; cancel and resume are the store's own controls
/// (the App Store sheet), which the manager hears on its update stream.
extension DemoSession {
  func openManage() async {
    screen = .manage
    await manager.loadOfferings()
  }

  /// The tiers manage subscription offers to change to (the paywall's tiers).
  var planChoices: [PaywallTier] { content?.tiers ?? [] }

  /// How changing from the customer's product to `productID` goes, in the
  /// App Store's words: "upgrade · starts now", "downgrade · at next renewal".
  func planChangeDescription(to productID: String) -> String? {
    guard let current = activeProduct, current != productID else { return nil }
    let products = Dictionary(
      simulator.configuration.products.map { ($0.productID, $0) }, uniquingKeysWith: { a, _ in a })
    guard let from = products[current]?.subscription else { return nil }
    guard let to = products[productID]?.subscription else { return "one-time purchase" }
    guard from.groupID == to.groupID else { return "another subscription" }
    let change = PlanChange(from: from, to: to)
    let timing = change.isImmediate ? "starts now" : "at next renewal"
    switch change {
    case .upgrade: return "upgrade · " + timing
    case .downgrade: return "downgrade · " + timing
    case .crossgrade: return "crossgrade · " + timing
    }
  }

  func changePlan(toNumber number: Int) async {
    guard planChoices.indices.contains(number - 1) else {
      notice = Notice(kind: .error, title: "No plan \(number)", message: nil)
      return
    }
    await changePlan(to: planChoices[number - 1].package)
  }

  func changePlan(toType type: PackageType) async {
    guard let tier = planChoices.first(where: { $0.package.packageType == type }) else {
      notice = Notice(kind: .error, title: "This store has no \(type) plan", message: nil)
      return
    }
    await changePlan(to: tier.package)
  }

  /// Buys `package` through the manager; the store applies Apple's timing.
  func changePlan(to package: Package) async {
    let productID = package.storeProduct.productIdentifier
    guard let current = activeProduct,
      manager.customerInfo?.entitlements[
        AppSubscriptions.entitlement]?.isActive == true
    else {
      notice = Notice(
        kind: .info, title: "No subscription to change",
        message: "Buy a plan first: [u] opens the paywall.")
      return
    }
    guard current != productID else {
      notice = Notice(kind: .info, title: "That is your plan already", message: nil)
      return
    }
    let how = planChangeDescription(to: productID) ?? "change"
    append("change plan \(current) → \(productID) (\(how))")
    switch await manager.purchase(package) {
    case .purchased(let info):
      let title = package.storeProduct.localizedTitle
      if info.entitlements[AppSubscriptions.entitlement]?.productIdentifier == productID {
        notice = Notice(kind: .success, title: "Your plan is now \(title)", message: how)
      } else {
        let date = info.entitlements[AppSubscriptions.entitlement]?.expirationDate
        notice = Notice(
          kind: .success,
          title: "\(title) starts at your next renewal"
            + (date.map { " (\(DemoScreen.format($0, time: false)))" } ?? ""),
          message: "Until then your current plan continues. (\(how))")
      }
    case .cancelled:
      append("plan change cancelled (nothing to show)")
    case .failed(let error):
      append("plan change failed: \(error.code.codeName)")
      showError(error.errorInfo)
    case .alreadyInProgress:
      notice = Notice(kind: .info, title: "A purchase is already in progress", message: nil)
    }
  }

  /// Asks the store for a refund through the manager; the store decides, as
  /// Apple does, and a granted refund locks the app through the update stream.
  func requestRefund() async {
    guard let product = activeProduct,
      manager.customerInfo?.entitlements[AppSubscriptions.entitlement]?.isActive == true
    else {
      notice = Notice(kind: .info, title: "Nothing to refund", message: "Buy a plan first.")
      return
    }
    append("refund of \(product) requested")
    switch await manager.beginRefundRequest(forProduct: product) {
    case .submitted:
      switch simulator.lastRefundRequestDecision {
      case .granted(let transaction):
        append("store: refund granted (\(transaction.transactionIdentifier))")
        notice = Notice(
          kind: .info, title: "The store refunded \(transaction.productIdentifier)",
          message: "The access it granted ended at once, on every screen.")
      case .declined(let reason):
        append("store: refund declined: \(reason)")
        notice = Notice(kind: .info, title: "The store declined the refund", message: reason)
      case nil:
        notice = Notice(kind: .info, title: "Refund requested", message: "The store decides.")
      }
    case .cancelled:
      append("refund request cancelled (nothing to show)")
    case .failed(let error):
      showError(error.errorInfo)
    }
  }
}
