import Foundation

/// What the manager remembers about the customer shown, besides the observed
/// state: when each value was fetched, which intro offers were used, which
/// expiration the timer already handled.
///
/// The one invariant: it belongs to one customer. Showing another starts a
/// new session, so nothing one customer did carries over to the next.
struct CustomerSession {
  /// When the customer info shown was fetched; nil when it is stale.
  var customerInfoSavedAt: Date?
  /// When the offerings shown were fetched; nil when they are stale.
  var offeringsSavedAt: Date?
  /// Products whose intro offer this customer used in this session.
  var introOffersUsed: Set<String> = []
  /// The entitlement expiration the expiry timer has already refreshed for.
  var handledExpiration: Date?
}
