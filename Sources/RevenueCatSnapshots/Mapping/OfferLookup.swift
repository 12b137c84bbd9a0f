import Foundation
import SubscriptionKit

/// The SDK's offer objects the adapter handed out, by what it handed out,
/// so a purchase with an offer buys with the SDK's own object (RevenueCat's
/// `PromotionalOffer` and `WinBackOffer` have no public initializer).
///
/// Holds the newest `capacity` offers; an older one is forgotten (a
/// promotional signature is good for 24 hours, and a win-back offer is asked
/// again). Offers are per customer: the adapter forgets them all when the
/// customer changes.
///
/// @unchecked because: the entries are guarded by `lock`; keys and objects are `Sendable`.
package final class OfferLookup<Object: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var objects: [OfferKey: Object] = [:]
  private var order: [OfferKey] = []
  private let capacity: Int

  /// An empty lookup holding at most `capacity` (at least 1) offers.
  package init(capacity: Int = 64) {
    self.capacity = max(1, capacity)
  }

  /// Remembers `object` as the SDK's offer for `key`, forgetting the oldest
  /// when full.
  package func remember(_ object: Object, for key: OfferKey) {
    lock.withLock {
      if objects.updateValue(object, forKey: key) != nil {
        order.removeAll { $0 == key }
      }
      order.append(key)
      while order.count > capacity {
        objects[order.removeFirst()] = nil
      }
    }
  }

  /// The SDK's offer handed out as `key`, if still held.
  package func object(for key: OfferKey) -> Object? {
    lock.withLock { objects[key] }
  }

  /// Forgets every offer (the customer changed).
  package func removeAll() {
    lock.withLock {
      objects = [:]
      order = []
    }
  }

  /// How many offers are held.
  package var count: Int { lock.withLock { objects.count } }
}

/// What an offer the adapter handed out is known by: the product it is for
/// and the offer value itself (a promotional offer's signature included).
package struct OfferKey: Sendable, Hashable {
  /// The product the offer is on.
  package var productIdentifier: String
  /// The offer's terms.
  package var discount: StoreProductDiscount
  /// A promotional offer's signature; nil for a win-back offer.
  package var signature: PromotionalOfferSignature?

  /// `offer` on `productIdentifier`.
  package init(_ offer: PromotionalOffer, productIdentifier: String) {
    self.productIdentifier = productIdentifier
    self.discount = offer.discount
    self.signature = offer.signedData
  }

  /// `offer` on `productIdentifier`.
  package init(_ offer: WinBackOffer, productIdentifier: String) {
    self.productIdentifier = productIdentifier
    self.discount = offer.discount
    self.signature = nil
  }
}
