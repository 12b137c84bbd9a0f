/// What an offering's metadata asks of its paywall — the layout and copy an
/// experiment variant differs by — and the variant the customer is in.
///
/// Metadata keys (all optional; RevenueCat's dashboard lets you set any):
/// ```json
/// { "layout": "cards", "highlighted_package": "$rc_annual",
///   "headline": "Invoice faster", "benefits": ["Unlimited invoices", "PDF export"],
///   "show_trial": false }
/// ```
/// An unknown `layout` reads as `.list`; `show_trial: false` leaves the free
/// trial out of the pitch (badge, button, terms line) while the legal text
/// still discloses it, since buying still starts it.
public struct PaywallVariant: Sendable, Hashable {
  /// How the tiers are arranged.
  public enum Layout: String, Sendable, Hashable, CaseIterable {
    /// One row per tier (the default).
    case list
    /// Side-by-side cards.
    case cards
    /// Only the highlighted (or selected) tier, others behind "more plans".
    case compact
  }

  /// How the tiers are arranged.
  public let layout: Layout
  /// The package to highlight and select first.
  public let highlightedPackageIdentifier: String?
  /// The headline, overriding `title`.
  public let headline: String?
  /// Selling points.
  public let benefits: [String]
  /// Whether the free trial is advertised.
  public let showsTrial: Bool
  /// The experiment variant the offering was shown for, if any.
  public let experiment: ExperimentContext?

  /// Reads the offering's metadata and its packages' presented context.
  public init(offering: Offering) {
    let metadata = offering.metadata
    layout = metadata["layout"]?.stringValue.flatMap(Layout.init(rawValue:)) ?? .list
    highlightedPackageIdentifier = metadata["highlighted_package"]?.stringValue
    headline = metadata["headline"]?.stringValue
    if case .array(let values)? = metadata["benefits"] {
      benefits = values.compactMap(\.stringValue)
    } else {
      benefits = []
    }
    if case .bool(let value)? = metadata["show_trial"] {
      showsTrial = value
    } else {
      showsTrial = true
    }
    experiment = offering.availablePackages.first?.presentedOfferingContext.experiment
  }
}
