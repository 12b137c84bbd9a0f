/// How long a promotional entitlement lasts, by RevenueCat's names.
public enum PromotionalDuration: String, Sendable, Hashable, CaseIterable {
  /// One day.
  case daily
  /// Three days.
  case threeDay = "three_day"
  /// One week.
  case weekly
  /// Two weeks.
  case twoWeek = "two_week"
  /// One calendar month.
  case monthly
  /// Two calendar months.
  case twoMonth = "two_month"
  /// Three calendar months.
  case threeMonth = "three_month"
  /// Six calendar months.
  case sixMonth = "six_month"
  /// One year.
  case yearly
  /// For life (no expiration).
  case lifetime
}
