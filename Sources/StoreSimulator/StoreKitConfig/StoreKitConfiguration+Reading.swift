import Foundation
import SubscriptionKit
import SubscriptionWire

extension StoreKitConfiguration {
  /// Reads a `.storekit` file.
  ///
  /// - Throws: `StoreKitConfigurationError` naming the file, the JSON path and
  ///   what was expected; nothing is half-loaded.
  public init(contentsOf url: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw StoreKitConfigurationError(
        file: url, path: "$", expected: "a readable file",
        found: "an error reading it (\(error.localizedDescription))")
    }
    try self.init(data: data, file: url)
  }

  /// Reads a `.storekit` document from memory; `file` only names it in errors.
  public init(data: Data, file: URL? = nil) throws {
    do {
      try self.init(reading: data, file: file)
    } catch let mismatch as JSONCursor.Mismatch {
      throw StoreKitConfigurationError(mismatch)
    }
  }

  private init(reading data: Data, file: URL?) throws {
    let root = try JSONCursor.parse(data, file: file)
    _ = try root.object()
    var products: [StoreKitProduct] = []
    for cursor in try root.array("products") {
      let kind = try Self.kind(of: cursor, allowed: [.consumable, .nonConsumable])
      products.append(try Self.product(cursor, kind: kind, subscription: nil))
    }
    for cursor in try root.array("nonRenewingSubscriptions") {
      let kind = try Self.kind(of: cursor, allowed: [.nonRenewingSubscription])
      products.append(try Self.product(cursor, kind: kind, subscription: nil))
    }
    var groups: [SubscriptionGroup] = []
    for groupCursor in try root.array("subscriptionGroups") {
      let groupID = try groupCursor.required("id").string()
      var productIDs: [String] = []
      for cursor in try groupCursor.array("subscriptions") {
        _ = try Self.kind(of: cursor, allowed: [.autoRenewableSubscription])
        let terms = try Self.subscriptionTerms(cursor, groupID: groupID)
        let product = try Self.product(
          cursor, kind: .autoRenewableSubscription, subscription: terms)
        productIDs.append(product.productID)
        products.append(product)
      }
      groups.append(
        SubscriptionGroup(
          id: groupID, name: try groupCursor.optional("name")?.string() ?? groupID,
          productIDs: productIDs))
    }
    try Self.checkUnique(products, root: root)
    self.init(
      identifier: try root.optional("identifier")?.string(),
      version: try Self.version(root), settings: try Self.settings(root),
      products: products, subscriptionGroups: groups)
  }

  private static func kind(
    of cursor: JSONCursor, allowed: [StoreKitProduct.Kind]
  ) throws -> StoreKitProduct.Kind {
    let typeCursor = try cursor.required("type")
    let text = try typeCursor.string()
    guard let kind = StoreKitProduct.Kind(rawValue: text), allowed.contains(kind) else {
      throw typeCursor.mismatch(allowed.map { "\"\($0.rawValue)\"" }.joined(separator: " or "))
    }
    return kind
  }

  private static func product(
    _ cursor: JSONCursor, kind: StoreKitProduct.Kind, subscription: StoreKitProduct.Subscription?
  ) throws -> StoreKitProduct {
    let productID = try cursor.required("productID").string()
    guard !productID.isEmpty else {
      throw try cursor.required("productID").mismatch("a non-empty product identifier")
    }
    let localizations = try cursor.array("localizations").map {
      StoreKitProduct.Localization(
        locale: try $0.optional("locale")?.string() ?? "en_US",
        displayName: try $0.optional("displayName")?.string() ?? "",
        description: try $0.optional("description")?.string() ?? "")
    }
    return StoreKitProduct(
      productID: productID,
      referenceName: try cursor.optional("referenceName")?.string() ?? productID,
      kind: kind, price: try price(cursor.required("displayPrice")),
      isFamilyShareable: try cursor.optional("familyShareable")?.bool() ?? false,
      localizations: localizations, subscription: subscription)
  }

  private static func subscriptionTerms(
    _ cursor: JSONCursor, groupID: String
  ) throws -> StoreKitProduct.Subscription {
    if let declared = try cursor.optional("subscriptionGroupID"), try declared.string() != groupID {
      throw declared.mismatch("the enclosing group's id \"\(groupID)\"")
    }
    let intro = try cursor.optional("introductoryOffer").map { try offer($0, offerID: nil) }
    var terms = StoreKitProduct.Subscription(
      groupID: groupID, level: try cursor.optional("groupNumber")?.int() ?? 1,
      period: try period(cursor.required("recurringSubscriptionPeriod")),
      introductoryOffer: intro, promotionalOffers: try promotionalOffers(cursor),
      codeOffers: try codeOffers(cursor), winBackOffers: try winBackOffers(cursor))
    terms.billingPlans = try billingPlans(cursor, period: terms.period)
    return terms
  }

  static func offer(_ cursor: JSONCursor, offerID: String?) throws -> StoreKitOffer {
    let modeCursor = try cursor.required("paymentMode")
    let modes: [String: StoreProductDiscount.PaymentMode] = [
      "free": .freeTrial, "payAsYouGo": .payAsYouGo, "payUpFront": .payUpFront,
    ]
    guard let mode = modes[try modeCursor.string()] else {
      throw modeCursor.mismatch("\"free\", \"payAsYouGo\" or \"payUpFront\"")
    }
    let periods = try cursor.optional("numberOfPeriods")?.int() ?? 1
    guard periods >= 1 else {
      throw try cursor.required("numberOfPeriods").mismatch("a number of periods of at least 1")
    }
    return StoreKitOffer(
      offerID: offerID, paymentMode: mode,
      period: try period(cursor.required("subscriptionPeriod")), numberOfPeriods: periods,
      price: try cursor.optional("displayPrice").map(price) ?? 0)
  }

  private static func price(_ cursor: JSONCursor) throws -> Decimal {
    let expected = "a decimal price string such as \"4.99\""
    guard case .string(let text) = cursor.value else { throw cursor.mismatch(expected) }
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      text.filter({ $0 == "." }).count <= 1,
      let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    else { throw cursor.mismatch(expected) }
    return value
  }

  private static func period(_ cursor: JSONCursor) throws -> SubscriptionPeriod {
    guard let period = SubscriptionPeriod(iso8601: try cursor.string()) else {
      throw cursor.mismatch("an ISO-8601 period such as \"P1M\"")
    }
    return period
  }

  private static func version(_ root: JSONCursor) throws -> String? {
    guard let cursor = try root.optional("version") else { return nil }
    let major = try cursor.required("major").int()
    let minor = try cursor.optional("minor")?.int() ?? 0
    return "\(major).\(minor)"
  }

  private static func settings(_ root: JSONCursor) throws -> StoreKitSettings {
    guard let cursor = try root.optional("settings") else { return StoreKitSettings() }
    _ = try cursor.object()
    func flag(_ key: String) throws -> Bool { try cursor.optional(key)?.bool() ?? false }
    return StoreKitSettings(
      locale: try cursor.optional("_locale")?.string() ?? "en_US",
      storefront: try cursor.optional("_storefront")?.string() ?? "USA",
      timeRateCode: try cursor.optional("_timeRate")?.int() ?? 0,
      isAskToBuyEnabled: try flag("_askToBuyEnabled"),
      isBillingGracePeriodEnabled: try flag("_billingGracePeriodEnabled"),
      isRenewalBillingIssuesEnabled: try flag("_renewalBillingIssuesEnabled"),
      isFailTransactionsEnabled: try flag("_failTransactionsEnabled"))
  }

  private static func checkUnique(_ products: [StoreKitProduct], root: JSONCursor) throws {
    var seen = Set<String>()
    for product in products where !seen.insert(product.productID).inserted {
      throw StoreKitConfigurationError(
        file: root.file, path: "$", expected: "each productID once",
        found: "\"\(product.productID)\" twice")
    }
  }
}
