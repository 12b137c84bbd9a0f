import Foundation

/// What the doctor needs from a `.storekit` file: its format version and its
/// products (id and display price), plus the offer kinds only newer systems
/// can test. Every key is optional, unknown keys are ignored (the format gains
/// keys every Xcode release).
struct StoreKitFile: Sendable, Hashable {
  /// One product: consumable, non-consumable, subscription or non-renewing.
  struct Product: Sendable, Hashable {
    /// `productID`.
    var id: String
    /// `displayPrice`, a decimal string (`"4.99"`).
    var displayPrice: String?
    /// Whether it is an auto-renewable subscription (in `subscriptionGroups`).
    var renews = false
    /// Whether it is a consumable (`"type": "Consumable"`): bought again and
    /// again, nothing to restore.
    var isConsumable = false
    /// Whether it is a non-renewing subscription (in `nonRenewingSubscriptions`).
    var isNonRenewingSubscription = false
    /// The `id` of its subscription group, which `SubscriptionStoreView(groupID:)` sells whole.
    var groupID: String?
    /// The file's storefront (`settings._storefront`, ISO 3166-1 alpha-3),
    /// whose currency `displayPrice` is in; nil when the file names none
    /// (Xcode then tests in the United States).
    var storefront: String?
  }

  /// `version.major`, when the file states it.
  var majorVersion: Int?
  /// Every product of every kind Xcode loads.
  var products: [Product] = []
  /// Products listed under keys Xcode does not read (a hand-written
  /// `"nonConsumableProducts"`): they never load when testing with the file,
  /// but their types still say what the app sells.
  var unreadProducts: [Product] = []
  /// Whether some subscription has win-back offers (testable from iOS 18).
  var hasWinBackOffers = false
  /// Whether some subscription has a billing plan other than billed up front
  /// (a monthly plan, format 5: iOS 26).
  var hasBillingPlans = false

  /// Product types that renew: Xcode's, and App Store Connect's spelling.
  private static let renewingTypes: Set<String> = [
    "RecurringSubscription", "AutoRenewableSubscription", "AutoRenewable",
  ]

  /// Parses the JSON text of a `.storekit` file.
  /// - Throws: `ReaderError` when it is not a JSON object.
  static func read(_ bytes: [UInt8]) throws(ReaderError) -> StoreKitFile {
    let root = try JSONObjectReader.object(bytes)
    var file = StoreKitFile()
    if let version = root["version"] as? [String: Any] {
      file.majorVersion = version["major"] as? Int
    }
    let storefront = (root["settings"] as? [String: Any])?["_storefront"] as? String
    var entries:
      [(entry: [String: Any], renews: Bool, nonRenewing: Bool, group: String?, read: Bool)] = []
    entries += (root["products"] as? [[String: Any]] ?? []).map { ($0, false, false, nil, true) }
    entries += (root["nonRenewingSubscriptions"] as? [[String: Any]] ?? []).map {
      ($0, false, true, nil, true)
    }
    for group in root["subscriptionGroups"] as? [[String: Any]] ?? [] {
      let id = group["id"] as? String
      entries += (group["subscriptions"] as? [[String: Any]] ?? []).map {
        ($0, true, false, id, true)
      }
    }
    // Written by hand (or by a generator) outside any group: the file still
    // names these products, and whether Xcode loads them is not for the
    // doctor to guess.
    entries += (root["subscriptions"] as? [[String: Any]] ?? []).map {
      ($0, true, false, nil, true)
    }
    // Any other list of products a hand-written file keeps
    // (`"nonConsumableProducts": [{ "productID": …, "type": "NonConsumable" }]`,
    // I-AM-Enough, forty-fifth round): Xcode loads none of them, but their
    // types say what the app sells.
    let known: Set<String> = [
      "products", "nonRenewingSubscriptions", "subscriptionGroups", "subscriptions",
    ]
    for (key, value) in root.sorted(by: { $0.key < $1.key }) where !known.contains(key) {
      guard let list = value as? [[String: Any]],
        list.contains(where: { $0["productID"] is String })
      else { continue }
      entries += list.map { ($0, false, false, nil, false) }
    }
    for (entry, inGroup, nonRenewing, group, read) in entries {
      guard let id = entry["productID"] as? String else { continue }
      let type = entry["type"] as? String
      // A hand-written file may list a subscription among `products`
      // (`"type": "AutoRenewableSubscription"`): its type still says it renews.
      let renews =
        inGroup || type.map(renewingTypes.contains) == true
        || entry["recurringSubscriptionPeriod"] is String
      let product = Product(
        id: id, displayPrice: entry["displayPrice"] as? String, renews: renews,
        isConsumable: !renews && !nonRenewing && type == "Consumable",
        isNonRenewingSubscription: nonRenewing || type == "NonRenewingSubscription",
        groupID: group, storefront: storefront)
      guard read else {
        file.unreadProducts.append(product)
        continue
      }
      file.products.append(product)
      if let offers = entry["winbackOffers"] as? [Any], !offers.isEmpty {
        file.hasWinBackOffers = true
      }
      // Xcode 26 writes every subscription's plan, billed up front by
      // default; only another plan (paid monthly over a year) needs iOS 26.
      if let plans = entry["billingPlans"] as? [Any],
        plans.contains(where: { plan in
          ((plan as? [String: Any])?["billingPlanType"] as? String).map { $0 != "BILLED_UPFRONT" }
            ?? true
        })
      {
        file.hasBillingPlans = true
      }
    }
    return file
  }
}
