import Foundation
import SubscriptionKit
import Testing

@Suite("API key resolution")
struct APIKeyTests {
  @Test("A public Apple key from the Info.plist is accepted and logged by prefix only")
  func appleKey() throws {
    let key = try APIKey.resolve(
      infoDictionary: ["RevenueCatAPIKey": "appl_AbCdEf123456"], build: .release)
    #expect(key.kind == .apple)
    #expect(key.rawValue == "appl_AbCdEf123456")
    #expect(key.description == "appl_…")
    #expect("\(key)" == "appl_…")
    #expect(String(reflecting: key) == "appl_…")
  }

  @Test("The environment is read when the Info.plist has no key")
  func environment() throws {
    let key = try APIKey.resolve(
      infoDictionary: [:], environment: ["REVENUECAT_API_KEY": "goog_123456789"], build: .release)
    #expect(key.kind == .google)
  }

  @Test(
    "Refused keys and why",
    arguments: [
      ("", BuildConfiguration.debug, APIKeyError.missing),
      ("   ", .debug, .missing),
      ("$(REVENUECAT_API_KEY)", .debug, .unsubstitutedBuildSetting("$(REVENUECAT_API_KEY)")),
      ("appl_YOUR_API_KEY", .debug, .placeholder("appl_…")),
      ("your_revenuecat_api_key", .debug, .placeholder("your_…")),
      ("appl_xxxxxxxxxxxx", .debug, .placeholder("appl_…")),
      ("<REVENUECAT_API_KEY>", .debug, .placeholder("<R…")),
      ("YOUR_REVENUECAT_API_KEY", .debug, .placeholder("YOUR_…")),
      ("<your key>", .debug, .placeholder("<y…")),
      ("appl_XXXX", .debug, .placeholder("appl_…")),
      ("REPLACE_ME", .debug, .placeholder("RE…")),
      // A template's key name where the key goes (RevenueCat's samples leave it).
      ("REVENUECAT_API_KEY", .debug, .placeholder("RE…")),
      ("RevenueCatAPIKey", .release, .placeholder("Re…")),
      ("rcb_", .debug, .placeholder("rcb_…")),
      ("sk_live_abcdef123", .debug, .secretKey),
      ("test_abcdef123456", .release, .testKeyInRelease),
    ])
  func refused(text: String, build: BuildConfiguration, expected: APIKeyError) {
    #expect(throws: expected) { try APIKey(text, build: build) }
  }

  @Test("Nothing anywhere is a missing key, with how to fix it")
  func missingEverywhere() {
    #expect(throws: APIKeyError.missing) {
      try APIKey.resolve(infoDictionary: [:], environment: [:])
    }
    #expect(APIKeyError.missing.description.contains("RevenueCatAPIKey"))
  }

  @Test("Web Billing, Stripe and Paddle keys are known by their prefixes and logged by them")
  func webKeys() throws {
    let web = try APIKey("rcb_sb_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg", build: .release)
    #expect(web.kind == .webBilling)
    #expect(web.description == "rcb_…")
    #expect(try APIKey("strp_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg", build: .release).kind == .stripe)
    #expect(try APIKey("pdl_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg", build: .release).kind == .paddle)
  }

  @Test("A generated key that happens to contain a placeholder word is still a key")
  func generatedKeyWithMarkerWord() throws {
    #expect(try APIKey("appl_Xk9dQhere4LrT7vB3nHs8wYc1Fg", build: .release).kind == .apple)
    #expect(APIKey.isPlaceholder("appl_YourRevenueCatKeyHere"))
  }

  @Test("A Test Store key works in a debug build")
  func testKeyInDebug() throws {
    #expect(try APIKey("test_abcdef123456", build: .debug).kind == .testStore)
  }

  @Test("No error message repeats the key")
  func messagesNeverLeak() {
    let secret = "sk_live_VERYSECRET"
    do {
      _ = try APIKey(secret, build: .debug)
      Issue.record("a secret key was accepted")
    } catch {
      #expect(!error.description.contains("VERYSECRET"))
    }
    let placeholder = APIKeyError.placeholder(APIKey.redact("appl_YOUR_KEY_HERE"))
    #expect(!placeholder.description.contains("YOUR_KEY_HERE"))
  }
}

@Suite("Debug premium override")
struct DebugPremiumOverrideTests {
  @Test("On in a debug build from the environment or the persisted toggle")
  func debug() {
    #expect(
      DebugPremiumOverride(environment: ["ENABLE_DEBUG_PREMIUM": "1"], build: .debug).isEnabled)
    #expect(
      DebugPremiumOverride(environment: [:], persistedToggle: { true }, build: .debug).isEnabled)
    #expect(
      !DebugPremiumOverride(environment: ["ENABLE_DEBUG_PREMIUM": "0"], build: .debug).isEnabled)
  }

  @Test("Never on in a release build")
  func release() {
    #expect(
      !DebugPremiumOverride(environment: ["ENABLE_DEBUG_PREMIUM": "1"], build: .release).isEnabled)
    #expect(
      !DebugPremiumOverride(environment: [:], persistedToggle: { true }, build: .release).isEnabled)
    #expect(!DebugPremiumOverride.disabled.isEnabled)
  }
}
