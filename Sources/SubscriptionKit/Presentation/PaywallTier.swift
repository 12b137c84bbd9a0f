import Foundation

/// One choice on a paywall, ready to render: a package with its title, price
/// line, badge and call to action — every string computed from the store's
/// product, never a literal price.
public struct PaywallTier: Sendable, Hashable, Identifiable {
  /// The package's identifier (`"$rc_annual"`).
  public let id: String
  /// The package to buy.
  public let package: Package
  /// "Monthly", "Annual", "Lifetime", or the product's title for custom packages.
  public let title: String
  /// "$7.99/mo", "$49.99/yr", "$99.99".
  public let priceLine: String
  /// The price per month for periods longer than a month ("$4.16/mo").
  public let pricePerMonthLine: String?
  /// "7 days free, then $7.99/mo", when the customer may start a free trial.
  public let trialTerms: String?
  /// The highlight: free trial first, then savings, then one-time.
  public let badge: PaywallBadge?
  /// `badge` in words.
  public let badgeText: String?
  /// "Start Free Trial" or "Continue".
  public let callToAction: String
  /// The free trial a purchase starts, whether or not the paywall advertises
  /// it: the legal text always discloses it.
  let freeTrialPeriod: SubscriptionPeriod?

  /// Whether the customer may start a free trial with this tier.
  public var hasFreeTrial: Bool {
    if case .freeTrial = badge { return true }
    return false
  }

  /// Builds a tier; `monthly` is the offering's monthly product, the base of
  /// savings percentages.
  init(
    package: Package, eligibility: IntroEligibilityStatus?, monthly: StoreProduct?,
    wording: PresentationWording, showsTrial: Bool = true
  ) {
    let product = package.storeProduct
    let period = product.subscriptionPeriod
    id = package.identifier
    self.package = package
    title = wording.titles[package.packageType] ?? product.localizedTitle
    let priceLine = wording.priceLine(product.localizedPriceString, period: period)
    self.priceLine = priceLine
    let months = period?.numberOfUnits(as: .month)
    let isLongerThanAMonth = months.map { $0 > 1 } ?? false
    pricePerMonthLine =
      isLongerThanAMonth
      ? product.localizedPricePerMonth.map {
        wording.priceLine($0, period: SubscriptionPeriod(value: 1, unit: .month))
      } : nil

    freeTrialPeriod = Self.freeTrial(of: product, eligibility: eligibility)
    // A variant may leave the trial out of the pitch (badge, button, terms line).
    let trial = showsTrial ? freeTrialPeriod : nil
    trialTerms = trial.map { wording.trialTerms($0, then: priceLine) }
    if let trial {
      badge = .freeTrial(trial)
    } else if let percent = Self.savingsPercent(of: product, months: months, against: monthly) {
      badge = .savings(percent: percent)
    } else if package.packageType == .lifetime || product.productType == .nonConsumable {
      badge = .oneTime
    } else {
      badge = nil
    }
    badgeText = badge?.text(wording)
    callToAction = trial == nil ? wording.continueTitle : wording.startFreeTrial
  }

  /// The free trial's length, when the product has one and the customer is
  /// known to be eligible (unknown eligibility shows no trial).
  static func freeTrial(of product: StoreProduct, eligibility: IntroEligibilityStatus?)
    -> SubscriptionPeriod?
  {
    guard let intro = product.introductoryDiscount, intro.paymentMode == .freeTrial,
      eligibility == .eligible
    else { return nil }
    return intro.totalPeriod
  }

  /// How much cheaper `product` is than paying `monthly` for as many months
  /// (`months`: its period in months, worked out once by the caller), rounded
  /// to a whole percent; nil unless positive and in the same currency.
  static func savingsPercent(
    of product: StoreProduct, months: Decimal?, against monthly: StoreProduct?
  ) -> Int? {
    guard let monthly, monthly.productIdentifier != product.productIdentifier,
      monthly.currencyCode == product.currencyCode, monthly.price > 0,
      let months, months > 1
    else { return nil }
    let ratio = product.price / (monthly.price * months)
    let percent = ((1 - NSDecimalNumber(decimal: ratio).doubleValue) * 100).rounded()
    return percent >= 1 ? Int(percent) : nil
  }
}
