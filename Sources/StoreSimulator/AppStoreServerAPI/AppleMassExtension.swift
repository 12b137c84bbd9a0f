import Foundation

/// A renewal-date extension for every active subscriber of a product, as
/// Get Status of Subscription Renewal Date Extensions answers it. The store
/// completes it in the request's own ledger transaction.
package struct AppleMassExtension: Sendable, Hashable {
  /// The request's identifier.
  package var requestIdentifier: String
  /// The product whose subscribers were extended.
  package var productId: String
  /// When it completed (store time).
  package var completeDate: Date
  /// Subscriptions extended.
  package var succeededCount: Int
  /// Active subscriptions that could not be (offer period, grace, two
  /// extensions already); each got a `RENEWAL_EXTENSION` / `FAILURE`.
  package var failedCount: Int
}
