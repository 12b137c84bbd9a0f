/// Why the store refused an App Store Server API request; the server answers
/// each with Apple's error code (docs/server.md). Nothing was written.
package enum AppStoreAPIRefusal: Error, Sendable, Hashable {
  /// No transaction (or subscription) has this identifier.
  case unknownTransaction
  /// The identifier is a later transaction, not the original one the endpoint needs.
  case notOriginalTransaction
  /// The subscription is not active on a paid period.
  case extensionIneligible
  /// The subscription was already extended twice in 365 days.
  case maximumExtensions
  /// No auto-renewable subscription product has this identifier.
  case unknownProduct
}
