import Foundation

/// A project's offerings as RevenueCat returns them, committed to the
/// repository (`subscriptions.json`: `offerings.offerings[].packages[].platform_product_identifier`
/// and `product_entitlement_mapping`): the products it sells and the
/// entitlements they grant.
struct OfferingsConfig: Sendable, Hashable {
  /// The file it came from.
  var path: String
  /// Product identifiers its packages name.
  var productIDs: Set<String> = []
  /// Entitlement identifiers some product grants.
  var entitlements: Set<String> = []

  /// The offerings configurations among `resources` (JSON text by path).
  static func find(in resources: [String: String]) -> [OfferingsConfig] {
    var found: [OfferingsConfig] = []
    for (path, text) in resources.sorted(by: { $0.key < $1.key })
    where path.hasSuffix(".json") && text.contains("platform_product_identifier")
      && !ProjectIndex.looksLikeTest(path)
    {
      guard let root = try? JSONObjectReader.object(Array(text.utf8)) else { continue }
      var config = OfferingsConfig(path: path)
      let offeringsRoot = root["offerings"] as? [String: Any] ?? root
      for offering in offeringsRoot["offerings"] as? [[String: Any]] ?? [] {
        for package in offering["packages"] as? [[String: Any]] ?? [] {
          if let id = package["platform_product_identifier"] as? String {
            config.productIDs.insert(id)
          }
        }
      }
      for (_, value) in root["product_entitlement_mapping"] as? [String: Any] ?? [:] {
        for entitlement in (value as? [String: Any])?["entitlements"] as? [String] ?? [] {
          config.entitlements.insert(entitlement)
        }
      }
      if !config.productIDs.isEmpty { found.append(config) }
    }
    return found
  }
}
