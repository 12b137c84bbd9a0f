import Foundation
import InvoiceAppSubscriptions
import StoreSimulator
import SubscriptionKit

/// Buying with an offer or a billing plan (docs/offers.md): a promotional
/// offer, a win-back offer, an offer code, and an annual plan billed monthly.
/// The offers go through the manager, as an app's paywall would; the billing
/// plan is the App Store purchase sheet's choice, which the manager hears on
/// its update stream.
extension DemoSession {
  /// What an offer is bought for: the chosen plan on a paywall, the
  /// customer's plan on manage subscription.
  private var offerPackage: Package? {
    guard screen == .manage else { return screen.isPaywall ? manager.selectedPackage : nil }
    guard let product = activeProduct else { return nil }
    return planChoices.first { $0.package.storeProduct.productIdentifier == product }?.package
  }

  /// Says where offers are bought when there is no plan to buy one for
  /// (`onPaywallOnly`: an offer manage subscription does not sell).
  private func noOfferPlan(onPaywallOnly: Bool = false) {
    guard screen == .manage, !onPaywallOnly else {
      notice = Notice(kind: .info, title: "Open the paywall first (upgrade)", message: nil)
      return
    }
    notice = Notice(
      kind: .info, title: "No subscription to change",
      message: "Buy a plan first: [u] opens the paywall.")
  }

  /// Buys the plan with its promotional offer: the manager asks the store to
  /// sign it (as RevenueCat's backend does) and buys with the signature. A
  /// customer who never subscribed in the group is refused (`ineligibleError`).
  func buyWithPromotionalOffer() async {
    guard let package = offerPackage else { return noOfferPlan() }
    let product = package.storeProduct
    guard let discount = product.discounts.first else {
      notice = Notice(
        kind: .info, title: "\(product.localizedTitle) has no promotional offer",
        message: offerHolders { !$0.promotionalOffers.isEmpty })
      return
    }
    let offerID = discount.offerIdentifier ?? "?"
    append("purchase \(product.productIdentifier) with promotional offer \(offerID) started")
    let offer: PromotionalOffer
    do {
      offer = try await manager.promotionalOffer(forProductDiscount: discount, product: product)
    } catch {
      let error = PurchaseError(error)
      append("promotional offer refused: \(error.code.codeName)")
      showError(error.errorInfo)
      return
    }
    let renews = isSubscribed(to: product.productIdentifier)
    let outcome = await manager.purchase(package, promotionalOffer: offer)
    finishOfferPurchase(outcome, title: "\(product.localizedTitle): \(describe(discount))", renews)
  }

  /// Buys the plan with the first win-back offer the customer may redeem
  /// (`eligibleWinBackOffers`, App Store Connect's rules).
  func buyWithWinBackOffer() async {
    guard screen.isPaywall, let package = manager.selectedPackage else {
      return noOfferPlan(onPaywallOnly: true)
    }
    let product = package.storeProduct
    let offers: [WinBackOffer]
    do {
      offers = try await manager.eligibleWinBackOffers(forProduct: product)
    } catch {
      showError(PurchaseError(error).errorInfo)
      return
    }
    guard let offer = offers.first else {
      notice = Notice(
        kind: .info, title: "No win-back offer on \(product.localizedTitle) for this customer",
        message:
          "Win-back offers are for lapsed subscribers: enough paid months, long enough since "
          + "the lapse, and a wait between offers. " + offerHolders { !$0.winBackOffers.isEmpty })
      return
    }
    append(
      "purchase \(product.productIdentifier) with win-back offer "
        + "\(offer.discount.offerIdentifier ?? "?") started")
    let outcome = await manager.purchase(package, winBackOffer: offer)
    finishOfferPurchase(
      outcome, title: "Welcome back: \(product.localizedTitle), \(describe(offer.discount))",
      false)
  }

  /// Redeems `code` (nil: the `.storekit` file's first offer code) through
  /// the manager, as StoreKit's redemption sheet does once the code is typed.
  func redeemOfferCode(_ code: String?) async {
    guard let code = code ?? offerCodes.first else {
      notice = Notice(kind: .info, title: "The .storekit file has no offer code", message: nil)
      return
    }
    append("redeem offer code \(code) started")
    let renews = activeProduct.map(isSubscribed(to:)) ?? false
    finishOfferPurchase(
      await manager.redeemOfferCode(code), title: "Offer code \(code) redeemed", renews)
  }

  /// Buys the chosen annual plan on its monthly billing plan (`.storekit` v5
  /// `billingPlans`): the App Store's purchase sheet sells it; the manager
  /// hears of it on its update stream.
  func buyBilledMonthly() async throws {
    guard screen.isPaywall, let package = manager.selectedPackage else {
      return noOfferPlan(onPaywallOnly: true)
    }
    let productID = package.storeProduct.productIdentifier
    append("purchase \(productID) billed monthly started")
    let transaction = try simulator.purchase(
      productID: productID, offeringID: package.offeringIdentifier, billingPlan: .monthly)
    append("store: \(productID) billed monthly (\(transaction.transactionIdentifier))")
    await manager.waitUntilSettled()
    guard let commitment = simulator.commitment(of: productID) else { return }
    if screen == .onboarding { completeOnboarding() }
    screen = .home
    notice = Notice(
      kind: .success,
      title: "\(package.storeProduct.localizedTitle), billed monthly: "
        + "\(money(commitment.installmentPrice)) a month",
      message:
        "Charge \(commitment.installment) of \(commitment.installments) "
        + "(\(money(commitment.commitmentPrice)) in all) until "
        + DemoScreen.format(commitment.endDate, time: false) + ".")
  }

  // MARK: Helpers

  /// The offer codes of the `.storekit` file, in its order.
  var offerCodes: [String] {
    simulator.configuration.products.flatMap { $0.subscription?.codeOffers.map(\.code) ?? [] }
  }

  /// "3 × $3.99/month", "1 month free", "6 months for $19.99".
  func describe(_ discount: StoreProductDiscount) -> String {
    let period = discount.subscriptionPeriod
    let unit = "\(period.unit)".lowercased()
    let length = "\(discount.numberOfPeriods * period.value) \(unit)"
    let plural = discount.numberOfPeriods * period.value == 1 ? "" : "s"
    switch discount.paymentMode {
    case .freeTrial: return length + plural + " free"
    case .payUpFront: return length + plural + " for \(discount.localizedPriceString)"
    case .payAsYouGo:
      return "\(discount.numberOfPeriods) × \(discount.localizedPriceString)/\(unit)"
    }
  }

  /// "$4.49" in the store's currency and locale.
  func money(_ amount: Decimal) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.currencyCode = simulator.configuration.storefront.currencyCode
    formatter.locale = Locale(identifier: simulator.configuration.settings.locale)
    return formatter.string(from: amount as NSDecimalNumber) ?? "\(amount)"
  }

  private func isSubscribed(to productID: String) -> Bool {
    let entitlement = manager.customerInfo?.entitlements[AppSubscriptions.entitlement]
    return entitlement?.isActive == true && entitlement?.productIdentifier == productID
  }

  /// "Pro Monthly has one." — the products with such an offer (`has`).
  private func offerHolders(_ has: (StoreKitProduct.Subscription) -> Bool) -> String {
    let locale = simulator.configuration.settings.locale
    let holders = simulator.configuration.products.filter { $0.subscription.map(has) ?? false }
      .map { $0.localization(for: locale)?.displayName ?? $0.productID }
    return holders.isEmpty
      ? "No product of this store has one."
      : holders.joined(separator: ", ") + (holders.count == 1 ? " has one." : " have one.")
  }

  private func finishOfferPurchase(_ outcome: PurchaseOutcome, title: String, _ renews: Bool) {
    switch outcome {
    case .purchased:
      if screen == .onboarding { completeOnboarding() }
      if screen.isPaywall { screen = .home }
      notice = Notice(
        kind: .success, title: title,
        message: renews ? "From your next renewal; nothing is charged until then." : nil)
    case .cancelled:
      append("purchase cancelled (nothing to show)")
    case .failed(let error):
      append("purchase failed: \(error.code.codeName)")
      showError(error.errorInfo)
    case .alreadyInProgress:
      notice = Notice(kind: .info, title: "A purchase is already in progress", message: nil)
    }
  }
}
