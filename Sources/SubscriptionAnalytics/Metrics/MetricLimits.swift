/// What one metric query may cost, so no single request — from the JSON API,
/// the dashboard or `subkit-analytics report` — can exhaust the memory of the
/// process that also receives webhooks. A query past a limit is refused with
/// `AnalyticsError` (`.invalidQuery`, a 400 over HTTP) naming the limit.
///
/// A series holds one value per period, so its cost grows with the periods;
/// a cohort grid (`subscription_retention`'s `cohorts`) holds one row per
/// period with a value for each billing cycle its subscriptions reached (at
/// most `maximumCohortPeriods` cycles), so it grows with rows × cycles.
public enum MetricLimits {
  /// The most periods one query may cover: 20,000 (about 54 years of days).
  public static let maximumPeriods = 20_000

  /// The most periods a cohort grid may cover: 1,000 (at most 500,500 values;
  /// about 2.7 years of days, 19 of weeks, 83 of months).
  public static let maximumCohortPeriods = 1_000
}
