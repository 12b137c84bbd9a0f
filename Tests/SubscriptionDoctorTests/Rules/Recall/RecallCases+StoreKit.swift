import Foundation

/// `storekit-config-drift` (issue 29 §3): the `.storekit` file against the
/// committed offerings, the code, the schemes and the entitlements.
extension RecallCase {
  /// A `.storekit` file with `products` (id, display price) in one subscription group.
  static func storeKitFile(_ products: [(String, String)], winBack: Bool = false) -> String {
    let subscriptions = products.map { product in
      """
          {
            "displayPrice" : "\(product.1)",
            "productID" : "\(product.0)",
            "recurringSubscriptionPeriod" : "P1M",
            "type" : "RecurringSubscription",
            "winbackOffers" : [\(winBack ? "{ \"offerID\" : \"comeback\" }" : "")]
          }
      """
    }
    return """
      {
        "products" : [],
        "subscriptionGroups" : [
          { "id" : "1", "name" : "Pro", "subscriptions" : [
      \(subscriptions.joined(separator: ",\n"))
          ] }
        ],
        "version" : { "major" : 4, "minor" : 0 }
      }

      """
  }

  static func offerings(_ products: [String], entitlement: String = "pro") -> String {
    let packages = products.map {
      "{ \"identifier\" : \"$rc_\($0)\", \"platform_product_identifier\" : \"\($0)\" }"
    }
    let mapping = products.map {
      "\"\($0)\" : { \"product_identifier\" : \"\($0)\", \"entitlements\" : [ \"\(entitlement)\" ] }"
    }
    return """
      { "offerings" : { "current_offering_id" : "default", "offerings" : [
          { "identifier" : "default", "packages" : [ \(packages.joined(separator: ", ")) ] } ] },
        "product_entitlement_mapping" : { \(mapping.joined(separator: ", ")) } }

      """
  }

  static let scheme = """
    <?xml version="1.0" encoding="UTF-8"?>
    <Scheme version = "1.7">
       <LaunchAction buildConfiguration = "Debug">
          <StoreKitConfigurationFileReference
             identifier = "../../Products.storekit">
          </StoreKitConfigurationFileReference>
       </LaunchAction>
    </Scheme>

    """
  static let schemePath = "App.xcodeproj/xcshareddata/xcschemes/App.xcscheme"

  static func driftCase(_ name: String, fires: [String: String], correct: [String: String])
    -> RecallCase
  {
    RecallCase(
      name: name, rule: .storeKitConfigDrift,
      fires: fires.merging([schemePath: scheme]) { first, _ in first },
      correct: correct.merging([schemePath: scheme]) { first, _ in first })
  }

  static let driftCases: [RecallCase] = [
    driftCase(
      "the committed offerings sell a product the .storekit file lacks",
      fires: [
        "Products.storekit": storeKitFile([("pro_monthly", "4.99")]),
        "subscriptions.json": offerings(["pro_monthly", "pro_annual"]),
      ],
      correct: [
        "Products.storekit": storeKitFile([("pro_monthly", "4.99"), ("pro_annual", "39.99")]),
        "subscriptions.json": offerings(["pro_monthly", "pro_annual"]),
      ]),
    driftCase(
      "an enum of product ids with one the file lacks",
      fires: [
        "Products.storekit": storeKitFile([("com.app.pro.monthly", "4.99")]),
        "App/ProductID.swift":
          "enum ProductID: String, CaseIterable {\n  case monthly = \"com.app.pro.monthly\"\n  case yearly = \"com.app.pro.yearly\"\n}\n",
      ],
      correct: [
        "Products.storekit": storeKitFile([
          ("com.app.pro.monthly", "4.99"), ("com.app.pro.yearly", "29.99"),
        ]),
        "App/ProductID.swift":
          "enum ProductID: String, CaseIterable {\n  case monthly = \"com.app.pro.monthly\"\n  case yearly = \"com.app.pro.yearly\"\n}\n",
      ]),
    driftCase(
      "a table of coin packs names its ids as iapId: arguments, one the file lacks",
      fires: [
        "Products.storekit": storeKitFile([("com.app.coins.one", "0.99")]),
        "App/Coins.swift":
          "let packs = [\n  Pack(id: 1, iapId: \"com.app.coins.one\", coins: 100),\n  Pack(id: 2, iapId: \"com.app.coins.two\", coins: 200),\n]\n",
      ],
      correct: [
        "Products.storekit": storeKitFile([
          ("com.app.coins.one", "0.99"), ("com.app.coins.two", "1.99"),
        ]),
        "App/Coins.swift":
          "let packs = [\n  Pack(id: 1, iapId: \"com.app.coins.one\", coins: 100),\n  Pack(id: 2, iapId: \"com.app.coins.two\", coins: 200),\n]\n",
      ]),
    driftCase(
      "SubscriptionStoreView names a product id the file lacks",
      fires: [
        "Products.storekit": storeKitFile([("plus_monthly", "2.99")]),
        "App/Store.swift":
          "import SwiftUI\nimport StoreKit\nstruct Store: View {\n  var body: some View {\n    SubscriptionStoreView(productIDs: [\"plus_monthly\", \"plus_yearly\"])\n  }\n}\n",
      ],
      correct: [
        "Products.storekit": storeKitFile([("plus_monthly", "2.99"), ("plus_yearly", "19.99")]),
        "App/Store.swift":
          "import SwiftUI\nimport StoreKit\nstruct Store: View {\n  var body: some View {\n    SubscriptionStoreView(productIDs: [\"plus_monthly\", \"plus_yearly\"])\n  }\n}\n",
      ]),
    driftCase(
      "a price in code next to its product id differs from the file",
      fires: [
        "Products.storekit": storeKitFile([("pro_monthly", "4.99")]),
        "App/Plans.swift":
          "let plans = [\n  (id: \"pro_monthly\", label: \"Monthly\", fallback: \"$5.99\"),\n]\nlet productIDs = [\"pro_monthly\"]\n",
      ],
      correct: [
        "Products.storekit": storeKitFile([("pro_monthly", "4.99")]),
        "App/Plans.swift":
          "let plans = [\n  (id: \"pro_monthly\", label: \"Monthly\", fallback: \"$4.99\"),\n]\nlet productIDs = [\"pro_monthly\"]\n",
      ]),
    driftCase(
      "the code checks an entitlement the offerings never grant",
      fires: [
        "Products.storekit": storeKitFile([("pro_monthly", "4.99")]),
        "subscriptions.json": offerings(["pro_monthly"], entitlement: "pro"),
        "App/Access.swift":
          "import RevenueCat\nfunc isPremium(_ info: CustomerInfo) -> Bool {\n  info.entitlements[\"premium\"]?.isActive == true\n}\n",
      ],
      correct: [
        "Products.storekit": storeKitFile([("pro_monthly", "4.99")]),
        "subscriptions.json": offerings(["pro_monthly"], entitlement: "pro"),
        "App/Access.swift":
          "import RevenueCat\nfunc isPremium(_ info: CustomerInfo) -> Bool {\n  info.entitlements[\"pro\"]?.isActive == true\n}\n",
      ]),
    RecallCase(
      name: "the scheme names a .storekit file that was moved", rule: .storeKitConfigDrift,
      fires: [
        "Products.storekit": storeKitFile([("pro_monthly", "4.99")]),
        schemePath: scheme.replacingOccurrences(
          of: "../../Products.storekit", with: "../../Old/Products.storekit"),
      ],
      correct: [
        "Products.storekit": storeKitFile([("pro_monthly", "4.99")]), schemePath: scheme,
      ]),
  ]
}
