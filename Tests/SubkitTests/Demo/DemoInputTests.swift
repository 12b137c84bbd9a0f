import CommandLineSupport
import Foundation
import InvoiceAppSubscriptions
import StoreSimulator
import Testing

@testable import subkit

@Suite("Demo input: script lines, keys and colours")
struct DemoInputTests {
  @Test(
    "Script lines parse into actions",
    arguments: [
      ("new", DemoAction.use(AppSubscriptions.invoices)),
      ("reports", .use(AppSubscriptions.reports)),
      ("upgrade", .openPaywall), ("select 2", .select(2)),
      ("select annual", .selectPackageType(.annual)),
      ("advance day", .advance(.by(StoreDuration(1, .day)))),
      ("advance 3d", .advance(.by(StoreDuration(3, .day)))),
      ("advance period", .advance(.billingPeriod)),
      ("advance 2y", .advance(.by(StoreDuration(2, .year)))),
      ("advance 1mo", .advance(.by(StoreDuration(1, .month)))),
      ("advance 12h", .advance(.by(StoreDuration(12, .hour)))),
      ("fail-next network", .failNextPurchase(.error(.network))),
      ("fail-next ask-to-buy", .failNextPurchase(.askToBuy)),
      ("approve", .answerAskToBuy(approve: true)),
      ("free", .closePaywall), ("manage", .manageSubscription), ("change-plan 2", .select(2)),
      ("debug-premium on", .setDebugPremium(true)), ("ask-to-buy on", .setAskToBuy(true)),
      ("login Alice Smith", .logIn("Alice Smith")),
      ("  BUY  ", .buy), ("quit", .quit),
      ("buy-promo", .buyWithPromotionalOffer), ("buy-win-back", .buyWithWinBackOffer),
      ("buy-billed-monthly", .buyBilledMonthly), ("redeem", .redeemOfferCode(nil)),
      ("redeem InvoiceMonth", .redeemOfferCode("InvoiceMonth")),
      ("refund", .refund), ("refund 50%", .partialRefund(percent: 50)),
      ("refund 25", .partialRefund(percent: 25)), ("refund-declined", .declineRefund),
      ("raise-price", .raisePrice(askConsent: true)),
      ("raise-price notify", .raisePrice(askConsent: false)),
      ("accept-price", .answerPriceIncrease(accept: true)),
      ("decline-price", .answerPriceIncrease(accept: false)),
      ("share-family", .shareWithFamily(nil)), ("share-family carol", .shareWithFamily("carol")),
      ("stop-sharing", .stopFamilySharing(nil)), ("stop-sharing bob", .stopFamilySharing("bob")),
    ])
  func parses(line: String, action: DemoAction) throws {
    #expect(try DemoAction.parse(line).get() == action)
  }

  @Test(
    "Bad lines say what is wrong",
    arguments: [
      ("dance", "unknown command"), ("advance", "needs an argument"),
      ("advance soon", "advance takes"), ("advance 1e9y", "advance takes"),
      ("advance 99999999999999999999d", "too long"),
      ("advance 1m", "write 1min for minutes or 1mo for months"),
      ("advance 2 mon", "45s, 30min, 12h, 1d, 2w, 1mo, 1y"),
      ("select gold", "select takes"), ("fail-next meteor", "unknown failure"),
      ("login", "needs an app user ID"), ("refund 0%", "a percentage from 1 to 100"),
      ("refund 101", "a percentage from 1 to 100"), ("refund half", "a percentage"),
      ("raise-price lots", "raise-price takes nothing or notify"),
    ])
  func rejects(line: String, message: String) {
    guard case .failure(let error) = DemoAction.parse(line) else {
      Issue.record("'\(line)' parsed")
      return
    }
    #expect(error.description.contains(message))
  }

  @Test("Keys mean different things on the paywall and at home")
  func keys() {
    #expect(DemoKeyBinding.action(for: .down, at: .paywall) == .moveSelection(1))
    #expect(DemoKeyBinding.action(for: .down, at: .app) == nil)
    #expect(DemoKeyBinding.action(for: .enter, at: .paywall) == .buy)
    #expect(DemoKeyBinding.action(for: .enter, at: .onboarding) == .buy)
    #expect(DemoKeyBinding.action(for: .character("2"), at: .paywall) == .select(2))
    #expect(DemoKeyBinding.action(for: .character("2"), at: .manage) == .select(2))
    #expect(DemoKeyBinding.action(for: .character("2"), at: .app) == nil)
    #expect(DemoKeyBinding.action(for: .escape, at: .paywall) == .closePaywall)
    #expect(DemoKeyBinding.action(for: .escape, at: .onboarding) == .closePaywall)
    #expect(
      DemoKeyBinding.action(for: .character("m"), at: .app)
        == .advance(.by(StoreDuration(1, .month))))
    #expect(DemoKeyBinding.action(for: .character(">"), at: .app) == .advance(.billingPeriod))
    #expect(DemoKeyBinding.action(for: .character("$"), at: .manage) == .requestRefund)
    #expect(DemoKeyBinding.action(for: .character("a"), at: .app) == .answerAskToBuy(approve: true))
  }

  @Test("Keys are written once: no key means two things in one place, '?' lists each")
  func keysWrittenOnce() {
    for place in [DemoKeyBinding.Place.app, .paywall, .onboarding, .manage] {
      let keys = DemoKeyBinding.all.filter { $0.places.contains(place) }.flatMap(\.keys)
      #expect(keys.count == Set(keys.map { "\($0)" }).count, "a key repeats at \(place)")
    }
    let help = DemoKeyBinding.helpLines.joined(separator: "\n")
    for binding in DemoKeyBinding.all where !binding.help.isEmpty {
      #expect(help.contains(binding.help))
    }
    // The menu's titles are the app's (AppSubscriptions), one definition.
    for item in AppSubscriptions.menu {
      #expect(help.contains(item.title))
    }
  }

  @Test("Issue 28's keys: in the footers where they work, each '?' line on one 80-column row")
  @MainActor
  func storeFeatureKeys() {
    #expect(DemoKeyBinding.footer(at: .paywall).contains("P/W/M/R offers"))
    #expect(DemoKeyBinding.footer(at: .onboarding).contains("P/W/M/R offers"))
    #expect(DemoKeyBinding.footer(at: .manage).contains("P/R offers"))
    #expect(!DemoKeyBinding.footer(at: .manage).contains("P/W/M/R offers"))
    for place in [DemoKeyBinding.Place.app, .manage] {
      #expect(DemoKeyBinding.footer(at: place).contains("+ price up"))
      #expect(DemoKeyBinding.footer(at: place).contains("F/U family"))
    }
    // A footer entry is never broken across lines on the narrowest screen.
    for place in [DemoKeyBinding.Place.app, .paywall, .onboarding, .manage] {
      for entry in DemoKeyBinding.footer(at: place) {
        #expect(entry.count < DemoScreen.narrowest - 1, "\(entry)")
      }
    }
    let labels: Set = ["P", "W", "M", "R", "%", "D", "+", "A Z", "F", "U"]
    let lines = DemoKeyBinding.helpLines.filter { line in
      labels.contains(String(line.prefix(12)).trimmingCharacters(in: .whitespaces))
    }
    #expect(lines.count == labels.count)
    for line in lines { #expect(2 + line.count <= 80, "\(line)") }
  }

  @Test("Colours only on a terminal, never with NO_COLOR or --no-color")
  func colours() {
    #expect(Style.detect(environment: [:], isTerminal: true, noColorFlag: false).isEnabled)
    #expect(
      !Style.detect(environment: ["NO_COLOR": "1"], isTerminal: true, noColorFlag: false).isEnabled)
    #expect(
      Style.detect(environment: ["NO_COLOR": ""], isTerminal: true, noColorFlag: false).isEnabled)
    #expect(!Style.detect(environment: [:], isTerminal: true, noColorFlag: true).isEnabled)
    #expect(!Style.detect(environment: [:], isTerminal: false, noColorFlag: false).isEnabled)
    let plain = Style(isEnabled: false)
    #expect(plain.bold("x") == "x")
    #expect(Style.visibleWidth(Style(isEnabled: true).green("Pro")) == 3)
  }

  @Test(
    "Store durations: calendar months and years, from 2026-01-31",
    arguments: [
      ("1d", "2026-02-01"), ("12h", "2026-01-31T12"), ("30min", "2026-01-31T00:30"),
      ("2w", "2026-02-14"), ("1mo", "2026-02-28"), ("1y", "2027-01-31"),
    ])
  func durations(text: String, expected: String) throws {
    let start = try #require(ISO8601DateFormatter().date(from: "2026-01-31T00:00:00Z"))
    let target = try #require(try StoreDuration(parsing: text).advancing(start))
    #expect(ISO8601DateFormatter().string(from: target).hasPrefix(expected))
  }

  @Test("Arguments: flags, options, = values, -- and unknowns")
  func arguments() throws {
    let parsed = try Arguments(
      ["--state=/tmp/x", "status", "--no-color", "--", "--literal"], flags: ["no-color"],
      options: ["state"])
    #expect(parsed.value("state") == "/tmp/x")
    #expect(parsed.has("no-color"))
    #expect(parsed.positionals == ["status", "--literal"])
    #expect(throws: UsageError.self) { try Arguments(["--nope"], flags: [], options: []) }
    #expect(throws: UsageError.self) { try Arguments(["--state"], flags: [], options: ["state"]) }
    #expect(throws: UsageError.self) {
      try Arguments(["--no-color=1"], flags: ["no-color"], options: [])
    }
  }
}
