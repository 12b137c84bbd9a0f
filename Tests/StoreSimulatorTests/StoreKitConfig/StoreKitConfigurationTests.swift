import Foundation
import StoreSimulator
import SubscriptionKit
import Testing

@Suite("Reading .storekit files")
struct StoreKitConfigurationTests {
  @Test("Every reference .storekit file loads with all its products")
  func everyReferenceFileLoads() throws {
    let files = try Fixtures.storekitFiles()
    #expect(files.count == 9)
    for file in files {
      let config = try StoreKitConfiguration(contentsOf: file)
      let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
      let groups = json?["subscriptionGroups"] as? [[String: Any]] ?? []
      let expected =
        (json?["products"] as? [Any] ?? []).count
        + (json?["nonRenewingSubscriptions"] as? [Any] ?? []).count
        + groups.reduce(0) { $0 + (($1["subscriptions"] as? [Any])?.count ?? 0) }
      #expect(config.products.count == expected, "\(file.lastPathComponent)")
      #expect(config.subscriptionGroups.count == groups.count)
      #expect(!config.storeProducts().isEmpty)
    }
  }

  @Test("A pay-as-you-go intro offer reads with its price and number of periods")
  func payAsYouGoOffer() throws {
    let config = try StoreKitConfiguration(
      contentsOf: Fixtures.storekitDirectory.appendingPathComponent("apple_food_truck_v2.storekit"))
    let monthly = try #require(config.product(id: "socialfeedplus.monthly"))
    let offer = try #require(monthly.subscription?.introductoryOffer)
    #expect(offer.paymentMode == .payAsYouGo)
    #expect(offer.price == Decimal(string: "2.49"))
    #expect(offer.numberOfPeriods == 3)
    #expect(offer.period == SubscriptionPeriod(value: 1, unit: .month))
    let product = try #require(config.storeProducts()["socialfeedplus.monthly"])
    #expect(product.introductoryDiscount?.paymentMode == .payAsYouGo)
    #expect(product.price == Decimal(string: "4.99"))
  }

  @Test("The bundled example reads as a v4 file with a Pro group and a lifetime product")
  func bundledExample() throws {
    let config = try StoreKitConfiguration(contentsOf: Fixtures.exampleStoreKit)
    #expect(config.version == "4.0")
    #expect(config.subscriptionGroups.map(\.name) == ["Pro"])
    let products = config.storeProducts()
    #expect(products["pro_monthly"]?.localizedPriceString == "$7.99")
    #expect(products["pro_monthly"]?.introductoryDiscount?.paymentMode == .freeTrial)
    #expect(products["pro_monthly"]?.introductoryDiscount?.subscriptionPeriod.iso8601 == "P1W")
    #expect(products["pro_annual"]?.price == Decimal(string: "49.99"))
    #expect(products["pro_lifetime"]?.productType == .nonConsumable)
    #expect(config.storefront.currencyCode == "USD")
  }

  @Test("Settings map to the simulator's switches and time rate")
  func settings() throws {
    let config = try StoreKitConfiguration(
      contentsOf: Fixtures.storekitDirectory.appendingPathComponent(
        "revenuecat_compat_timerate_v3_2023.storekit"))
    #expect(config.settings.timeRateCode == 13)
    #expect(TimeRate(storeKitCode: 13) == .monthlyRenewalEveryFiveMinutes)
    #expect(TimeRate(storeKitCode: 0) == .realTime)
    #expect(TimeRate(storeKitCode: 999) == .realTime)
  }

  @Test(
    "A malformed file names the file, the JSON path and what was expected",
    arguments: [
      (
        #"{"products":[{"productID":"a","type":"Consumable","displayPrice":4.99}]}"#,
        "$.products[0].displayPrice", "a decimal price string"
      ),
      (
        #"{"products":[{"productID":"a","type":"Subscription","displayPrice":"1"}]}"#,
        "$.products[0].type", "\"Consumable\" or \"NonConsumable\""
      ),
      (
        #"{"subscriptionGroups":[{"id":"G","subscriptions":[{"productID":"m","type":"RecurringSubscription","displayPrice":"1","recurringSubscriptionPeriod":"monthly"}]}]}"#,
        "$.subscriptionGroups[0].subscriptions[0].recurringSubscriptionPeriod",
        "an ISO-8601 period"
      ),
      (
        #"{"subscriptionGroups":[{"id":"G","subscriptions":[{"productID":"m","type":"RecurringSubscription","displayPrice":"1","recurringSubscriptionPeriod":"P1M","introductoryOffer":{"paymentMode":"sometimes","subscriptionPeriod":"P1W"}}]}]}"#,
        "$.subscriptionGroups[0].subscriptions[0].introductoryOffer.paymentMode", "\"free\""
      ),
      (
        #"{"products":[{"type":"Consumable","displayPrice":"1"}]}"#, "$.products[0].productID",
        "a value"
      ),
      (#"{"products":{}}"#, "$.products", "an array"),
      (#"{"settings":{"_timeRate":"fast"}}"#, "$.settings._timeRate", "a whole number"),
      (#"{"products": ["#, "$", "a JSON document"),
      (#"[1, 2]"#, "$", "an object"),
    ])
  func malformed(document: String, path: String, expected: String) throws {
    let file = URL(fileURLWithPath: "/tmp/Broken.storekit")
    let error = try #require(throws: StoreKitConfigurationError.self) {
      try StoreKitConfiguration(data: Data(document.utf8), file: file)
    }
    #expect(error.path == path)
    #expect(error.expected.contains(expected), "\(error)")
    #expect(error.description.hasPrefix("Broken.storekit: \(path): expected"))
  }

  @Test("A product listed twice is an error, not a silent overwrite")
  func duplicateProduct() throws {
    let document = #"""
      {"products":[{"productID":"a","type":"Consumable","displayPrice":"1"},
                   {"productID":"a","type":"NonConsumable","displayPrice":"2"}]}
      """#
    let error = try #require(throws: StoreKitConfigurationError.self) {
      try StoreKitConfiguration(data: Data(document.utf8))
    }
    #expect(error.found.contains("\"a\" twice"))
  }

  @Test("A missing file is a clear error naming it")
  func missingFile() throws {
    let url = URL(fileURLWithPath: "/nonexistent/Nope.storekit")
    let error = try #require(throws: StoreKitConfigurationError.self) {
      try StoreKitConfiguration(contentsOf: url)
    }
    #expect(error.description.hasPrefix("Nope.storekit: $: expected a readable file"))
  }
}
