import Testing

@testable import SubscriptionDoctor

struct PriceDetectorTests {
  @Test(
    "Every common price form is a price",
    arguments: [
      "$9.99", "€3,99", "4,99 €", "£4.99/month", "¥800", "USD 9.99", "9.99 USD", "Only $1,299.00!",
      "R$ 19,90", "4.99€",
    ])
  func prices(_ text: String) {
    #expect(PriceDetector.price(in: text) != nil)
  }

  @Test(
    "Things that are not prices",
    arguments: [
      "$(REVENUECAT_API_KEY)", "Save 50%", "Version 2.99", "%.2f", "Step 1 of 3", "USDA", "", "$",
      "ID 4.99",
    ])
  func notPrices(_ text: String) {
    #expect(PriceDetector.price(in: text) == nil)
  }

  @Test("An interpolation followed by cents is a price")
  func interpolated() {
    #expect(PriceDetector.price(inParts: ["", ".99"]) != nil)
    #expect(PriceDetector.price(inParts: ["", " items"]) == nil)
    #expect(PriceDetector.price(inParts: ["", ".999"]) == nil)
  }
}
