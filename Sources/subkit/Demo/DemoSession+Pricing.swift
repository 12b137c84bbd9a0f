import Foundation
import InvoiceAppSubscriptions
import StoreSimulator
import SubscriptionKit

/// What the developer and Apple do to a subscription's price and charges:
/// a price increase and the customer's answer, a prorated refund, a refund
/// declined. The manager hears every change on its update stream.
extension DemoSession {
  /// The developer raises the customer's plan's price by a quarter (to the
  /// cent): with `askConsent`, every subscriber must opt in; without, notice
  /// only (refused above Apple's limits). New purchases pay it at once.
  func raisePrice(askConsent: Bool) async throws {
    guard let product = activeProduct, let price = simulator.currentPrice(of: product) else {
      notice = Notice(
        kind: .info, title: "No plan to raise the price of", message: "Buy a plan first.")
      return
    }
    var raised = price * 5 / 4
    var rounded = Decimal()
    NSDecimalRound(&rounded, &raised, 2, .plain)
    let outcome = try simulator.raisePrice(
      productID: product, to: rounded, consent: askConsent ? .required : .notifyOnly)
    append(
      "store: \(product) price \(money(outcome.oldPrice)) → \(money(outcome.newPrice))"
        + (outcome.requiresConsent ? ", consent needed" : ", notice only"))
    // The paywall and manage subscription show the store's price now.
    await manager.loadOfferings()
    let subscribed = outcome.notifiedSubscribers.contains(simulator.currentAppUserID)
    notice = Notice(
      kind: .info, title: "\(product) now costs \(money(outcome.newPrice))",
      message: !subscribed
        ? "New purchases pay it; this customer was not told."
        : outcome.requiresConsent
          ? "You pay it from your next renewal if you accept: "
            + "\(label(.answerPriceIncrease(accept: true))) accept, "
            + "\(label(.answerPriceIncrease(accept: false))) decline (it expires then)."
          : "You pay it from your next renewal (notice only).")
  }

  /// The customer accepts or declines the price increase that waits for them.
  func answerPriceIncrease(accept: Bool) throws {
    guard let product = activeProduct else {
      notice = Notice(
        kind: .info, title: "No subscription, so no price increase to answer", message: nil)
      return
    }
    let changed = try simulator.answerPriceIncrease(productID: product, accept: accept)
    append("customer \(accept ? "accepted" : "declined") the price increase of \(product)")
    notice = Notice(
      kind: .info,
      title: changed
        ? (accept ? "Price increase accepted" : "Price increase declined")
        : "That was already your answer",
      message: accept
        ? "It renews at the new price."
        : "Auto-renew is off: the subscription ends at the period's end (PRICE_INCREASE).")
  }

  /// Apple refunds `percent` % of the latest purchase of the customer's plan.
  func partialRefund(percent: Int) throws {
    guard let product = activeProduct else {
      notice = Notice(kind: .info, title: "Nothing to refund", message: "Buy a plan first.")
      return
    }
    let transaction = try simulator.refund(productID: product, percent: percent)
    append(
      "store: refunded \(percent) % of \(transaction.productIdentifier) "
        + "(\(transaction.transactionIdentifier))")
    notice = Notice(
      kind: .info, title: "Apple refunded \(percent) % of \(transaction.productIdentifier)",
      message: "A prorated refund ends the access at once, as a full one does.")
  }

  /// Apple declines a refund request for the latest purchase: nothing changes
  /// (Apple's `REFUND_DECLINED`; RevenueCat sends no event).
  func declineRefund() throws {
    guard let product = activeProduct else {
      notice = Notice(kind: .info, title: "Nothing to refund", message: "Buy a plan first.")
      return
    }
    let transaction = try simulator.declineRefund(productID: product)
    append(
      "store: Apple declined a refund of \(transaction.productIdentifier) "
        + "(\(transaction.transactionIdentifier))")
    notice = Notice(
      kind: .info, title: "Apple declined the refund", message: "Nothing changes.")
  }

  /// `[A]`: the key that does `action` here (or in the app).
  func label(_ action: DemoAction) -> String {
    let label =
      DemoKeyBinding.label(of: action, at: screen.place)
      ?? DemoKeyBinding.label(of: action, at: .app)
    return "[" + (label ?? "?") + "]"
  }
}
