import Foundation
import Testing

@testable import SubscriptionDoctor

/// The `.storekit` file against the schemes that use it (issue 29 §3).
struct StoreKitDriftTests {
  private let storeKit = RecallCase.storeKitFile([("pro_monthly", "4.99")])

  @Test("A .storekit file no scheme uses is a note that says xcodebuild ignores the scheme's file")
  func unusedFile() {
    let findings = Fixtures.findings(files: ["Products.storekit": storeKit])
      .filter { $0.rule == .storeKitConfigDrift }
    #expect(findings.count == 1, "\(findings)")
    #expect(findings.first?.severity == .note)
    #expect(findings.first?.message.contains("xcodebuild") == true)
  }

  @Test("An XcodeGen scheme's storeKitConfiguration counts as using the file")
  func xcodeGenScheme() {
    let spec = """
      name: App
      schemes:
        App:
          run:
            config: Debug
            storeKitConfiguration: "App/Products.storekit"

      """
    let findings = Fixtures.findings(files: [
      "App/Products.storekit": storeKit, "project.yml": spec,
    ]).filter { $0.rule == .storeKitConfigDrift }
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test("Win-back offers with a deployment target below iOS 18 are a note")
  func winBackOffers() throws {
    let file = try StoreKitFile.read(
      Array(RecallCase.storeKitFile([("pro_monthly", "4.99")], winBack: true).utf8))
    #expect(file.hasWinBackOffers)
    #expect(file.products.map(\.id) == ["pro_monthly"])
    #expect(file.majorVersion == 4)
  }

  @Test(
    "A table of products, one id and price per line, pairs each price with its own line's id; a price on its own line pairs with the nearest id"
  )
  func productTablePrices() {
    let coins = [("com.app.coins.one", "0.99"), ("com.app.coins.eight", "19.99")]
    func drift(_ swift: String, products: [(String, String)] = coins) -> [Int?] {
      Fixtures.findings(files: [
        "Products.storekit": RecallCase.storeKitFile(products), "App/Store.swift": swift,
      ]).filter { $0.rule == .storeKitConfigDrift && $0.severity == .warning }.map(\.line)
    }
    let table = """
      let packs = [
        Pack(id: "com.app.coins.one", coins: 100, price: "$0.99"),
        Pack(id: "com.app.coins.two", coins: 200, price: "$1.99"),
        Pack(id: "com.app.coins.three", coins: 300, price: "$3.99"),
        Pack(id: "com.app.coins.seven", coins: 700, price: "$16.99"),
        Pack(id: "com.app.coins.eight", coins: 800, price: "$19.99"),
      ]

      """
    #expect(drift(table).isEmpty)
    // The same table with one price changed: that line, and only it.
    #expect(drift(table.replacingOccurrences(of: "\"$19.99\"", with: "\"$17.99\"")) == [6])
    // An id and its price on consecutive lines: the price pairs with the id above it.
    let stacked = """
      let one = Pack(
        id: "com.app.coins.one",
        price: "$1.49")
      let eight = Pack(
        id: "com.app.coins.eight",
        price: "$19.99")

      """
    #expect(drift(stacked) == [3])
    // Ids first, then prices: each price pairs with the id its constant's name shares a word with.
    let plans = [("com.app.premium.monthly", "6.99"), ("com.app.premium.yearly", "49.99")]
    let constants = """
      enum Config {
        static let yearlyProductID = "com.app.premium.yearly"
        static let monthlyProductID = "com.app.premium.monthly"
        static let monthlyPriceDisplay = "$6.99/mo"
        static let yearlyPriceDisplay = "$49.99/yr"
      }

      """
    #expect(drift(constants, products: plans).isEmpty)
    #expect(
      drift(constants.replacingOccurrences(of: "$6.99/mo", with: "$7.99/mo"), products: plans)
        == [4])
    // A dictionary keyed by a model's id (`[model.iapID: details]`) names no product.
    let keyed = """
      func details(_ model: Model) -> [String: [String: String]] {
        let details: [String: String] = ["fullPrice": model.localizedPrice, "currencyCode": model.code]
        return [model.iapID: details]
      }

      """
    #expect(drift(keyed).isEmpty)
  }

  @Test(
    "A subscription a hand-written file lists among products renews by its type; a consumable there does not"
  )
  func subscriptionsAmongProducts() throws {
    let text = """
      {
        "products" : [
          { "displayPrice" : "9.99", "productID" : "app.premium.monthly", "type" : "AutoRenewableSubscription" },
          { "displayPrice" : "0.99", "productID" : "app.coins", "type" : "Consumable" },
          { "displayPrice" : "4.99", "productID" : "app.lifetime", "type" : "NonConsumable" }
        ]
      }

      """
    let file = try StoreKitFile.read(Array(text.utf8))
    #expect(file.products.map(\.renews) == [true, false, false])
    #expect(file.products.map(\.isConsumable) == [false, true, false])
  }

  @Test("Price amounts compare as decimals, whatever the separator or symbol")
  func amounts() {
    #expect(StoreKitDriftRule.amount(in: "$4.99/month") == StoreKitDriftRule.amount(in: "4,99 €"))
    #expect(StoreKitDriftRule.amount(in: "USD 39.99") == StoreKitDriftRule.amount(in: "39.99"))
    #expect(StoreKitDriftRule.amount(in: "free") == nil)
  }
}
