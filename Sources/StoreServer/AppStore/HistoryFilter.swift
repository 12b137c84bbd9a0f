import Foundation
import HTTPCore
import SubscriptionWire

/// Get Transaction History's query parameters, checked: `startDate`,
/// `endDate` (milliseconds; a purchase in `[start, end)`), `productId`,
/// `productType`, `subscriptionGroupIdentifier` (each may repeat),
/// `inAppOwnershipType`, `revoked` and `sort`.
struct HistoryFilter {
  var start: Int64?
  var end: Int64?
  var productIds: Set<String>?
  var types: Set<String>?
  var groups: Set<String>?
  var ownership: String?
  var revoked: Bool?
  var isDescending = false

  /// Apple's `productType` values and the transaction `type` each selects.
  static let productTypes = [
    "AUTO_RENEWABLE": "Auto-Renewable Subscription",
    "NON_RENEWABLE": "Non-Renewing Subscription",
    "CONSUMABLE": "Consumable",
    "NON_CONSUMABLE": "Non-Consumable",
  ]

  init(_ request: HTTPRequest) throws(AppStoreAPIError) {
    let query = request.queryValues
    if let text = query["startDate"]?.last {
      guard let value = Int64(text), value >= 0 else { throw .invalidStartDate }
      start = value
    }
    if let text = query["endDate"]?.last {
      guard let value = Int64(text), value >= 0 else { throw .invalidEndDate }
      end = value
    }
    if let start, let end, start >= end { throw .startDateAfterEndDate }
    if let values = query["productId"] {
      guard values.allSatisfy({ !$0.isEmpty }) else { throw .invalidProductId }
      productIds = Set(values)
    }
    if let values = query["productType"] {
      var types: Set<String> = []
      for value in values {
        guard let type = Self.productTypes[value] else { throw .invalidProductType }
        types.insert(type)
      }
      self.types = types
    }
    if let values = query["subscriptionGroupIdentifier"] { groups = Set(values) }
    if let value = query["inAppOwnershipType"]?.last {
      guard value == "PURCHASED" || value == "FAMILY_SHARED" else {
        throw .invalidInAppOwnershipType
      }
      ownership = value
    }
    if let value = query["revoked"]?.last {
      switch value.lowercased() {
      case "true": revoked = true
      case "false": revoked = false
      default: throw .invalidRevoked
      }
    }
    if let value = query["sort"]?.last {
      guard value == "ASCENDING" || value == "DESCENDING" else { throw .invalidSort }
      isDescending = value == "DESCENDING"
    }
  }

  /// Whether `transaction` passes every filter given.
  func includes(_ transaction: AppleTransactionPayload) -> Bool {
    if let start, transaction.purchaseDate < start { return false }
    if let end, transaction.purchaseDate >= end { return false }
    if let productIds, !productIds.contains(transaction.productId) { return false }
    if let types, !types.contains(transaction.type) { return false }
    if let groups, !groups.contains(transaction.subscriptionGroupIdentifier ?? "") { return false }
    if let ownership, transaction.inAppOwnershipType != ownership { return false }
    if let revoked, (transaction.revocationDate != nil) != revoked { return false }
    return true
  }
}
