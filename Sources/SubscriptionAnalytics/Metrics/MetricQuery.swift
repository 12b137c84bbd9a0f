import Foundation

/// A question for the store: one metric over a range of UTC days, per day,
/// week or month, optionally filtered.
///
/// ```swift
/// let series = try store.metric(
///   MetricQuery(.mrr, from: january1, to: december31, resolution: .month, product: "pro_annual"))
/// ```
public struct MetricQuery: Sendable, Hashable {
  /// The metric.
  public var name: MetricName
  /// The first day of the range (its UTC day is used).
  public var from: Date
  /// The last day of the range, included (its UTC day is used).
  public var to: Date
  /// The length of each point.
  public var resolution: MetricResolution
  /// Only this product identifier.
  public var product: String?
  /// Only this store (`APP_STORE`, `PLAY_STORE`, …).
  public var store: String?
  /// Only this storefront country (ISO 3166-1 alpha-2, as in `country_code`).
  public var country: String?
  /// Only products that grant this entitlement.
  public var entitlement: String?
  /// Production (the default, as RevenueCat's charts) or sandbox.
  public var environment: AnalyticsEnvironment
  /// Amounts in this purchase currency (`price_in_purchased_currency`), over
  /// the transactions made in it; nil for USD from `price` over all of them.
  public var currency: String?
  /// For `ltv_per_customer` and `ltv_per_paying_customer`: count only the
  /// revenue from each customer's first `lifetimeDays + 1` UTC days (day 0
  /// is the first-seen day, so a 7-day lifetime spans 8 days, as RevenueCat
  /// counts it); nil for the whole lifetime so far.
  public var lifetimeDays: Int?
  /// For `subscription_retention`: whether the answer carries the cohort grid
  /// (`MetricSeries.cohorts`) besides the series. The grid grows with the
  /// square of the periods and is limited to `MetricLimits.maximumCohortPeriods`;
  /// ask for it only where it is shown (the dashboard draws only the series).
  public var includesCohorts = true
  /// For `subscription_retention`: the product duration measured (RevenueCat's
  /// retention period); journeys of other durations are left out. Monthly by default.
  public var retentionPeriod = BillingPeriod.month

  /// A query; filters left nil match everything.
  public init(
    _ name: MetricName, from: Date, to: Date, resolution: MetricResolution = .day,
    product: String? = nil, store: String? = nil, country: String? = nil,
    entitlement: String? = nil, environment: AnalyticsEnvironment = .production,
    currency: String? = nil, lifetimeDays: Int? = nil
  ) {
    self.name = name
    self.from = from
    self.to = to
    self.resolution = resolution
    self.product = product
    self.store = store
    self.country = country
    self.entitlement = entitlement
    self.environment = environment
    self.currency = currency
    self.lifetimeDays = lifetimeDays
  }

  /// The unit label of the answer: `USD`, the query's currency, `percent` or `count`.
  public var unitLabel: String {
    switch name.unit {
    case .money: currency ?? "USD"
    case .percent: "percent"
    case .count: "count"
    }
  }
}
