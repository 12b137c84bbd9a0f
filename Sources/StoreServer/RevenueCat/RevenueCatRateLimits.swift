/// Requests allowed per minute in each of RevenueCat's rate-limit domains
/// (0: no limit), per API key. The defaults are RevenueCat's documented v2
/// limits; v1 documents none, so it has none unless asked for one.
package struct RevenueCatRateLimits: Sendable, Hashable {
  /// One rate-limit domain.
  package enum Domain: String, Sendable, Hashable, CaseIterable {
    /// Every v1 route.
    case v1
    /// v2 customer information (customers, subscriptions, purchases, entitlements…).
    case customerInformation = "customer_information"
    /// v2 charts and metrics.
    case chartsAndMetrics = "charts_metrics"
    /// v2 project configuration.
    case projectConfiguration = "project_configuration"
  }

  /// Per-minute limits by domain.
  package var perMinute: [Domain: Int]

  /// RevenueCat's: customer information 480, charts and metrics 5, project
  /// configuration 60 a minute; v1 unlimited.
  package static let revenueCat = RevenueCatRateLimits(perMinute: [
    .v1: 0, .customerInformation: 480, .chartsAndMetrics: 5, .projectConfiguration: 60,
  ])

  /// Creates limits.
  package init(perMinute: [Domain: Int]) {
    self.perMinute = perMinute
  }

  /// The limit of `domain` (0: none).
  package func limit(of domain: Domain) -> Int { max(0, perMinute[domain] ?? 0) }
}
