import SubscriptionAnalytics

extension AnalyticsEngines {
  /// SQLite and PostgreSQL (through libpq): for `subkit-analytics` and servers.
  ///
  /// ```swift
  /// let store = try AnalyticsStore.open(
  ///   AnalyticsDatabaseURL("postgres://analytics@db/analytics"), engines: .withPostgres)
  /// ```
  public static let withPostgres = AnalyticsEngines(postgres: { url in
    try PostgresAnalyticsDatabase(url: url)
  })
}
