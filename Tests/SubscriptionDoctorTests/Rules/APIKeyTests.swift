import SubscriptionKit
import Testing

@testable import SubscriptionDoctor

struct APIKeyTests {
  @Test("Real keys are told from placeholders and ordinary strings")
  func realKeys() {
    #expect(KeyLiteral.realKeys(in: "appl_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg").map(\.kind) == [.publicKey])
    #expect(KeyLiteral.realKeys(in: "key=test_Qw3rTy7uIo9pAs2dFg4hJk6lZx").map(\.kind) == [.test])
    #expect(KeyLiteral.realKeys(in: "sk_Mn8bV4cX2zL6kJ9hG3fD5sA7pO1iUy").map(\.kind) == [.secret])
    #expect(KeyLiteral.realKeys(in: "test_YOUR_TEST_KEY_HERE").isEmpty)
    #expect(KeyLiteral.realKeys(in: "appl_your_production_key_here").isEmpty)
    #expect(KeyLiteral.realKeys(in: "test_purchase_flow").isEmpty)
    #expect(KeyLiteral.realKeys(in: "mask_Mn8bV4cX2zL6kJ9hG3fD5sA7pO1iUy").isEmpty)
    // Web Billing, Stripe and Paddle keys are RevenueCat public keys too.
    #expect(KeyLiteral.realKeys(in: "rcb_sb_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg").isEmpty == false)
    #expect(KeyLiteral.realKeys(in: "strp_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg").map(\.kind) == [.publicKey])
    #expect(KeyRedactor.redactKeys(in: "key rcb_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg") == "key rcb_…")
    #expect(KeyRedactor.redactKeys(in: "strp_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg.") == "strp_….")
  }

  @Test(
    "Placeholders",
    arguments: [
      "YOUR_API_KEY_HERE", "YOUR_REVENUECAT_API_KEY_HERE", "test_YOUR_TEST_KEY_HERE",
      "appl_YOUR_PRODUCTION_KEY_HERE", "<api key>", "REPLACE_ME", "appl_XXXXXXXXXXXXXXXX",
      "YOUR_API_KEY", "YOUR_REVENUECAT_API_KEY", "<your key>", "appl_XXXX", "appl_", "rcb_",
      "strp_YOUR_STRIPE_KEY", "REVENUECAT_API_KEY", "RevenueCatAPIKey", "api_key",
    ])
  func placeholders(_ value: String) {
    #expect(APIKey.isPlaceholder(value))
  }

  @Test(
    "Not placeholders",
    arguments: [
      "", "$(REVENUECAT_API_KEY)", "appl_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg",
      // A generated key that happens to contain a marker word is still a key.
      "appl_Xk9dQhere4LrT7vB3nHs8wYc1Fg", "rcb_Qw3rTy7uIo9pAs2dFg4hJk6lZxTodo",
    ])
  func notPlaceholders(_ value: String) {
    #expect(!APIKey.isPlaceholder(value))
  }
}
