/// How long a promotional entitlement lasts, by RevenueCat's names.
public enum PromotionalDuration: String, Sendable, Hashable, CaseIterable {
  case daily
  case threeDay = "three_day"
  case weekly
  case twoWeek = "two_week"
  case monthly
  case twoMonth = "two_month"
  case threeMonth = "three_month"
  case sixMonth = "six_month"
  case yearly
  case lifetime
}
