/// RevenueCat's `SubscriptionPeriod`, copied.
package struct PeriodSnapshot: Sendable, Hashable {
  /// `value`.
  package var value: Int
  /// `unit.rawValue` (day 0, week 1, month 2, year 3).
  package var unitRawValue: Int

  /// Creates a copy.
  package init(value: Int, unitRawValue: Int) {
    self.value = value
    self.unitRawValue = unitRawValue
  }
}
