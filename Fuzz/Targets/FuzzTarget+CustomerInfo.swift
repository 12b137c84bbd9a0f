import Foundation
import SubscriptionKit

extension FuzzTarget {
  /// RevenueCat's subscriber document → `CustomerInfo`, evaluated, queried and
  /// written back (the cache's round trip).
  static let customerInfo = FuzzTarget(
    name: "customer-info", summary: "subscriber JSON → CustomerInfo (decode, evaluate, encode)"
  ) { bytes in
    guard let decoded = try? JSONDecoder().decode(CustomerInfo.self, from: Data(bytes)) else {
      return false
    }
    let info = decoded.evaluated(at: FuzzInput.now)
    let later = info.evaluated(at: FuzzInput.now.addingTimeInterval(86_400 * 400))
    for (identifier, entitlement) in later.entitlements.all {
      _ = (identifier, entitlement.isActive, entitlement.willRenew, entitlement.expirationDate)
      _ = later.expirationDate(forEntitlement: identifier)
    }
    for productID in later.allPurchasedProductIdentifiers {
      _ = later.purchaseDate(forProductIdentifier: productID)
      _ = later.expirationDate(forProductIdentifier: productID)
    }
    _ = (later.activeSubscriptions, later.latestExpirationDate, later.managementURL)
    if let encoded = try? JSONEncoder().encode(info) {
      _ = try? JSONDecoder().decode(CustomerInfo.self, from: encoded)
    }
    return true
  }
}
