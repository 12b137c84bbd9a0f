import Foundation

/// The one rule for whether access that ends at an expiration date is active:
/// **active while `expires_date` is strictly later than the moment judged**,
/// both taken at RevenueCat's wire precision: the millisecond.
///
/// Comparing milliseconds (rounded, as the `*_ms` fields and the JSON dates
/// carry them) means an instant has one meaning everywhere: the store, which
/// keeps its times at that precision, and an app judging the store's JSON
/// against a clock with finer ticks cannot disagree about an expiry that lies
/// a fraction of a millisecond away.
///
/// At the expiration instant itself access is over, so a store that expires a
/// subscription at that instant and an app that locks the customer at that
/// instant agree to the millisecond. No expiration date means lifetime access.
///
/// Everyone who asks "is this active?" calls this — `CustomerInfo` (entitlements
/// and subscriptions), the manager's expiry timer, the store simulator and the
/// analytics — and nobody compares expiration dates on their own.
///
/// ```swift
/// EntitlementActivity.isActive(expiresDate: entry.expiresDate, at: now)
/// EntitlementActivity.isActive(from: purchase, expiresDate: expiry, at: day)  // start ≤ day < end
/// ```
///
/// A billing grace period needs no rule of its own: as on RevenueCat, the
/// entitlement's `expires_date` already runs to the end of the grace period
/// (`grace_period_expires_date` is informational and never extends access).
///
/// RevenueCat's iOS SDK counts an expiration *equal* to its reference date as
/// still active (`CustomerInfo+ActiveDates.swift`, `>= 0`); its backend and
/// charts (`start_time <= D < effective_end_time`) treat the end as exclusive,
/// as we do everywhere. The two differ only at that one instant.
public enum EntitlementActivity {
  /// Whether access ending at `expiresDate` is active at `date`: true while
  /// `expiresDate > date` in whole milliseconds, and always for a nil
  /// (lifetime) expiration.
  public static func isActive(expiresDate: Date?, at date: Date) -> Bool {
    guard let expiresDate else { return true }
    return ISO8601.milliseconds(expiresDate) > ISO8601.milliseconds(date)
  }

  /// Whether a period from `start` (inclusive) to `expiresDate` (exclusive)
  /// covers `date`: `start <= date < expiresDate`. A nil start means "since
  /// always", a nil expiration "for ever".
  public static func isActive(from start: Date?, expiresDate: Date?, at date: Date) -> Bool {
    if let start, ISO8601.milliseconds(date) < ISO8601.milliseconds(start) { return false }
    return isActive(expiresDate: expiresDate, at: date)
  }

  /// The instant at which access ending at `expiresDate` is over: the
  /// expiration at millisecond precision; nil for lifetime access. Timers
  /// that lock a customer wake exactly here.
  public static func endOfAccess(expiresDate: Date?) -> Date? {
    expiresDate.map(ISO8601.instant)
  }
}
