import Foundation

/// One subscription's renewal-date extension, as Extend a Subscription
/// Renewal Date answers it.
package struct AppleRenewalExtension: Sendable, Hashable {
  /// Apple's limit on `extendByDays`.
  package static let maximumDays = 90
  /// Apple's limit on extensions of one subscription in 365 days.
  package static let maximumPerYear = 2

  /// The subscription.
  package var originalTransactionId: String
  /// The renewal date after the extension.
  package var effectiveDate: Date
}
