import Foundation
import SubscriptionKit
import Testing

@testable import SubscriptionDoctor

struct PriceDetectorTests {
  @Test(
    "Every common price form is a price",
    arguments: [
      "$9.99", "€3,99", "4,99 €", "£4.99/month", "¥800", "USD 9.99", "9.99 USD", "Only $1,299.00!",
      "R$ 19,90", "4.99€", "$9.99USD", "$5 a month", "$4.99/month or $39.99/year",
      "US$4.99 or US$9.99", "9.99$", "Pro 9.99$ or 2.99$/month", "￦1,000 / 18 holes",
      "1,000원에 이용하세요", "月額480円",
    ])
  func prices(_ text: String) {
    #expect(PriceDetector.price(in: text) != nil)
  }

  @Test(
    "Things that are not prices",
    arguments: [
      "$(REVENUECAT_API_KEY)", "Save 50%", "Version 2.99", "%.2f", "Step 1 of 3", "USDA", "", "$",
      "ID 4.99", "$2a$14$abcdefghijklmnopqrstuv", "$2y$10$", "$2b$",
      "the units of $1/time$", "is 0.02 $M/s$ when 0.01 M of A", "$[OH^-^] = [H^+^]$",
      "$0.5$ \\+ $0.5$ = 1", "水由2元素组成",
    ])
  func notPrices(_ text: String) {
    #expect(PriceDetector.price(in: text) == nil)
  }

  @Test("An interpolation followed by cents is a price")
  func interpolated() {
    #expect(PriceDetector.price(inParts: ["", ".99"]) != nil)
    // A currency before an inserted amount charged per period.
    #expect(PriceDetector.price(inParts: ["$", "/mo, or $", "/yr"]) == "$\\(…)/mo")
    #expect(PriceDetector.price(inParts: ["Just €", " per month"]) != nil)
    #expect(PriceDetector.price(inParts: ["$", " items"]) == nil)
    #expect(PriceDetector.price(inParts: ["\\$", "/mo"]) == nil)
    #expect(PriceDetector.price(inParts: ["", " items"]) == nil)
    #expect(PriceDetector.price(inParts: ["", ".999"]) == nil)
  }
}

/// The pre-check that lets most literals skip the scalar scan must never hide a
/// price the scan finds: over seeded random texts built from the pieces prices
/// are made of, `price(in:)` and the scan alone agree on every one.
struct PriceDetectorPrecheckTests {
  private static let pieces = [
    "$", "€", "£", "¥", "US$", "R$", "zł", "ر.س", "USD", "usd", "EUR", "Eur", "USDA", "dollars",
    "Dollar", "EUROS", "pound", "yen", "YEN", "kr", "Kr", "KR", "rupees", "riyal", "francs",
    "dirham", "ريال", "١٩٫٩٩", "٪", "9", "4.99", "3,99", "1,299.00", "800", ".", ",", " ",
    "\u{00A0}",
    "/month", "%", "Screen", "Item", "#", "(", "{", "a", "Z", "_", "é", "Save", "per",
  ]

  @Test("The pre-check never rejects a text the scan finds a price in")
  func precheckIsConservative() {
    let seed =
      ProcessInfo.processInfo.environment["SUBKIT_TEST_SEED"].flatMap { UInt64($0) } ?? 20_261_202
    print("PriceDetectorPrecheckTests: seed \(seed) (replay with SUBKIT_TEST_SEED=\(seed))")
    var generator = SeededRandomNumberGenerator(seed: seed)
    var found = 0
    for _ in 0..<20_000 {
      let count = Int.random(in: 1...6, using: &generator)
      let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator) ?? "" }
        .joined()
      let scanned = PriceDetector.scannedPrice(in: text)
      if scanned != nil { found += 1 }
      #expect(PriceDetector.price(in: text) == scanned, "\(text)")
    }
    // The texts hold prices often enough for the comparison to mean something.
    #expect(found > 2_000)
  }
}
