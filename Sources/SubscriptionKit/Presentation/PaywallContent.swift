import Foundation

/// Everything a paywall shows, as plain values: a pure function of the
/// offering, the customer's intro-offer eligibility, the configuration and the
/// selection. Views and the terminal demo only render it.
///
/// Tiers come in a sensible order — monthly, annual, lifetime, then the rest in
/// dashboard order. Prices are the store's, formatted in the storefront's
/// locale (`StoreProduct.priceLocale`), so any currency works: "$7.99/mo",
/// "7,99 €/mo", "¥800/mo", "CHF 7.99/mo".
///
/// ```swift
/// switch manager.paywallState {
/// case .loading: ProgressView()
/// case .ready(let content): PaywallView(content: content)
/// case .failed(let error): ErrorView(error)
/// }
/// ```
public struct PaywallContent: Sendable, Hashable {
  /// The headline: the offering's `"title"` metadata, or the wording's default.
  public let title: String
  /// The offering's `"subtitle"` metadata, when set.
  public let subtitle: String?
  /// One tier per package, in display order.
  public let tiers: [PaywallTier]
  /// The selected tier's identifier.
  public let selectedTierID: PaywallTier.ID?
  /// The main button: "Start Free Trial" or "Continue", for the selected tier.
  public let callToAction: String
  /// The legal text for the selected tier: renewal price and terms.
  public let legalText: String
  /// The Terms of Use link, from configuration.
  public let termsOfService: PaywallLink
  /// The Privacy Policy link, from configuration.
  public let privacyPolicy: PaywallLink
  /// The restore button's title.
  public let restoreTitle: String
  /// What the offering's metadata asks of the layout and copy (an experiment
  /// variant's paywall), and the variant itself.
  public let variant: PaywallVariant
  /// Selling points under the headline (`"benefits"` metadata).
  public var benefits: [String] { variant.benefits }
  /// The tier the variant highlights (`"highlighted_package"`), if it is offered.
  public var highlightedTierID: PaywallTier.ID? {
    tiers.first { $0.id == variant.highlightedPackageIdentifier }?.id
  }

  /// Builds the content.
  ///
  /// - Parameters:
  ///   - offering: the offering to show.
  ///   - introEligibility: eligibility by product identifier; a trial badge
  ///     shows only for `.eligible`.
  ///   - configuration: the legal links.
  ///   - selectedPackageIdentifier: the selected package; the highlighted
  ///     one, else annual, else the first tier when nil or not offered.
  ///   - wording: the words.
  public init(
    offering: Offering, introEligibility: [String: IntroEligibilityStatus],
    configuration: SubscriptionConfiguration, selectedPackageIdentifier: String? = nil,
    wording: PresentationWording = .english
  ) {
    let monthly =
      (offering.monthly
      ?? offering.availablePackages.first {
        $0.storeProduct.subscriptionPeriod == SubscriptionPeriod(value: 1, unit: .month)
      })?.storeProduct
    let variant = PaywallVariant(offering: offering)
    let tiers = Self.displayOrder(offering.availablePackages).map {
      PaywallTier(
        package: $0, eligibility: introEligibility[$0.storeProduct.productIdentifier],
        monthly: monthly, wording: wording, showsTrial: variant.showsTrial)
    }
    let selected =
      tiers.first { $0.id == selectedPackageIdentifier }
      ?? tiers.first { $0.id == variant.highlightedPackageIdentifier }
      ?? tiers.first { $0.package.packageType == .annual } ?? tiers.first

    self.tiers = tiers
    self.variant = variant
    title = variant.headline ?? offering.metadata["title"]?.stringValue ?? wording.defaultTitle
    subtitle = offering.metadata["subtitle"]?.stringValue
    selectedTierID = selected?.id
    callToAction = selected?.callToAction ?? wording.continueTitle
    legalText = selected.map { Self.legalText(for: $0, wording: wording) } ?? wording.renewalTerms
    termsOfService = PaywallLink(title: wording.termsOfUse, url: configuration.termsOfServiceURL)
    privacyPolicy = PaywallLink(title: wording.privacyPolicy, url: configuration.privacyPolicyURL)
    restoreTitle = wording.restorePurchases
  }

  /// The selected tier.
  public var selectedTier: PaywallTier? { tiers.first { $0.id == selectedTierID } }

  /// The tier with this identifier.
  public func tier(id: PaywallTier.ID) -> PaywallTier? { tiers.first { $0.id == id } }

  /// Monthly, annual, lifetime, then the rest in their own order.
  static func displayOrder(_ packages: [Package]) -> [Package] {
    func rank(_ type: PackageType) -> Int {
      switch type {
      case .monthly: 0
      case .annual: 1
      case .lifetime: 2
      default: 3
      }
    }
    return packages.enumerated().sorted {
      let left = rank($0.element.packageType)
      let right = rank($1.element.packageType)
      return left != right ? left < right : $0.offset < $1.offset
    }.map(\.element)
  }

  static func legalText(for tier: PaywallTier, wording: PresentationWording) -> String {
    guard tier.package.storeProduct.productType == .autoRenewableSubscription else {
      return wording.oneTimeTerms
    }
    return wording.subscriptionTerms(priceLine: tier.priceLine, trial: tier.freeTrialPeriod)
  }
}

/// A titled link on a paywall (Terms of Use, Privacy Policy).
public struct PaywallLink: Sendable, Hashable {
  /// "Terms of Use".
  public let title: String
  /// Where it goes.
  public let url: URL

  /// Creates a link.
  public init(title: String, url: URL) {
    self.title = title
    self.url = url
  }
}
