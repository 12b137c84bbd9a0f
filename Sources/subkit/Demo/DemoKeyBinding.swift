import InvoiceAppSubscriptions
import StoreFolder
import StoreSimulator
import SubscriptionKit

/// One key of the interactive demo: what it does, where it works, and how `?`
/// and the footer name it. `DemoKeyBinding.all` is the only place keys are
/// written; the key reader, the `?` list and the footers all read it.
struct DemoKeyBinding: Sendable {
  /// Where a key works.
  enum Place: Hashable {
    /// The app's own screens (home, debug, lists).
    case app
    /// A paywall opened in the app.
    case paywall
    /// The first-launch paywall.
    case onboarding
    /// The manage-subscription screen.
    case manage
  }

  /// How `?` names the key ("n", "↑ ↓", "1-9").
  let label: String
  /// The keys that do it.
  let keys: [Terminal.Key]
  /// The line `?` shows.
  let help: String
  /// A short name for the footer ("restore"); nil keeps it out of the footer.
  let footer: String?
  /// Where the key works.
  let places: Set<Place>
  /// The action for the pressed key.
  let action: @Sendable (Terminal.Key) -> DemoAction

  init(
    _ label: String, _ keys: [Terminal.Key], _ help: String, footer: String? = nil,
    in places: Set<Place> = everywhere, _ action: @escaping @Sendable (Terminal.Key) -> DemoAction
  ) {
    self.label = label
    self.keys = keys
    self.help = help
    self.footer = footer
    self.places = places
    self.action = action
  }

  init(
    _ label: String, _ help: String, footer: String? = nil, in places: Set<Place> = everywhere,
    _ action: DemoAction
  ) {
    self.init(
      label,
      label.split(separator: " ").compactMap {
        $0.count == 1 ? $0.first.map(Terminal.Key.character) : nil
      },
      help, footer: footer, in: places
    ) { _ in action }
  }

  static let everywhere: Set<Place> = [.app, .paywall, .onboarding, .manage]
  private static let paywalls: Set<Place> = [.paywall, .onboarding]
  private static let digits = (1...9).map { Terminal.Key.character(Character(String($0))) }

  /// Every key, in the order `?` lists them.
  static let all: [DemoKeyBinding] =
    AppSubscriptions.menu.enumerated().map { index, item in
      DemoKeyBinding(
        featureKeys[index], "\(item.title) (\(item.feature.upgradePrompt.title))",
        in: [.app, .manage], .use(item.feature))
    } + [
      DemoKeyBinding(
        "u", "open the paywall (esc, ← or backspace closes it)", footer: "u upgrade", in: [.app],
        .openPaywall),
      DemoKeyBinding(
        "s", "manage subscription: plan, renewal, cancel, change plan, refund",
        footer: "s subscription", in: [.app], .manageSubscription),
      DemoKeyBinding(
        "↑ ↓", [.up, .down], "choose a plan on a paywall", footer: "↑↓ choose", in: paywalls
      ) { $0 == .up ? .moveSelection(-1) : .moveSelection(1) },
      DemoKeyBinding(
        "1-9", digits, "choose that plan on a paywall; change to it on manage subscription",
        footer: "1-9 plan", in: paywalls.union([.manage])
      ) { key in
        guard case .character(let character) = key else { return .select(1) }
        return .select(character.wholeNumberValue ?? 1)
      },
      DemoKeyBinding(
        "enter", [.enter], "buy the chosen plan", footer: "enter buy", in: paywalls
      ) { _ in .buy },
      DemoKeyBinding(
        "P", "buy the chosen plan with its promotional offer (manage: yours)",
        footer: "P/W/M/R offers", in: paywalls, .buyWithPromotionalOffer),
      DemoKeyBinding("P", "", footer: "P/R offers", in: [.manage], .buyWithPromotionalOffer),
      DemoKeyBinding(
        "W", "buy the chosen plan with a win-back offer (a lapsed customer)", in: paywalls,
        .buyWithWinBackOffer),
      DemoKeyBinding(
        "M", "buy the chosen annual plan billed monthly (12-month commitment)", in: paywalls,
        .buyBilledMonthly),
      DemoKeyBinding(
        "R", "redeem an offer code (the store's first; scripts name one)",
        in: paywalls.union([.manage]), .redeemOfferCode(nil)),
      DemoKeyBinding(
        "esc", [.escape, .left, .backspace], "close (on the first-launch paywall: continue free)",
        footer: "esc close", in: [.app, .paywall, .manage]
      ) { _ in .closePaywall },
      DemoKeyBinding(
        "esc", [.escape, .left, .backspace], "", footer: "esc continue with free",
        in: [.onboarding]
      ) { _ in .closePaywall },
      DemoKeyBinding("r", "restore purchases", footer: "r restore", .restore),
      DemoKeyBinding(
        "$", "request a refund from the store (it decides; on manage subscription)",
        footer: "$ request refund", in: [.manage], .requestRefund),
      DemoKeyBinding(
        "d m y", [.character("d"), .character("m"), .character("y")],
        "advance store time a day, a calendar month, a year", footer: "d/m/y day/month/year",
        in: [.app, .manage]
      ) { key in
        switch key {
        case .character("d"): .advance(.by(StoreDuration(1, .day)))
        case .character("m"): .advance(.by(StoreDuration(1, .month)))
        default: .advance(.by(StoreDuration(1, .year)))
        }
      },
      DemoKeyBinding(
        ">", "advance to the next renewal: one billing period of the subscription",
        footer: "> next renewal", in: [.app, .manage], .advance(.billingPeriod)),
      DemoKeyBinding(
        "c e", [.character("c"), .character("e")], "cancel / resume auto-renew",
        footer: "c/e cancel/resume", in: [.app, .manage]
      ) { $0 == .character("c") ? .cancelRenewal : .resumeRenewal },
      DemoKeyBinding(
        "b v", [.character("b"), .character("v")], "card declined at renewal / fixed",
        footer: "b/v billing issue/fix", in: [.app, .manage]
      ) { $0 == .character("b") ? .billingIssue : .resolveBillingIssue },
      DemoKeyBinding(
        "x", "the store refunds the latest purchase (Apple support, no questions)",
        footer: "x refund", in: [.app], .refund),
      DemoKeyBinding(
        "X", "Apple reverses the latest refund: the charge counts, access returns",
        in: [.app], .reverseRefund),
      DemoKeyBinding(
        "%", "Apple refunds half of the latest purchase (a prorated refund)", in: [.app],
        .partialRefund(percent: 50)),
      DemoKeyBinding(
        "D", "Apple declines a refund request: nothing changes", in: [.app],
        .declineRefund),
      DemoKeyBinding(
        "+", "the developer raises your plan's price 25 %, asking your consent",
        footer: "+ price up", in: [.app, .manage], .raisePrice(askConsent: true)),
      DemoKeyBinding(
        "A Z", [.character("A"), .character("Z")],
        "you accept / decline the price increase (decline: it expires)",
        in: [.app, .manage]
      ) {
        $0 == .character("A")
          ? .answerPriceIncrease(accept: true) : .answerPriceIncrease(accept: false)
      },
      DemoKeyBinding(
        "F", "Family Sharing: share your plan with the other of alice/bob",
        footer: "F/U family", in: [.app, .manage], .shareWithFamily(nil)),
      DemoKeyBinding(
        "U", "stop sharing your plan with your family (they lose access)", in: [.app, .manage],
        .stopFamilySharing(nil)),
      DemoKeyBinding(
        "a z", [.character("a"), .character("z")],
        "a parent approves / declines the Ask to Buy request", footer: "a/z ask to buy",
        in: [.app, .manage]
      ) {
        $0 == .character("a") ? .answerAskToBuy(approve: true) : .answerAskToBuy(approve: false)
      },
      DemoKeyBinding(
        "!", "make the next purchase fail or wait (each press: the next kind, then off)",
        footer: "! fail next", .cycleNextFailure),
      DemoKeyBinding(
        "i", "reinstall the app (keeps the store)", footer: "i reinstall", in: [.app],
        .reinstall),
      DemoKeyBinding(
        "l", "switch customer (alice, bob, anonymous)", footer: "l customer", in: [.app],
        .cycleCustomer),
      DemoKeyBinding(
        "o", "debug premium override on/off (DEBUG builds; the store never sees it)",
        footer: "o override", in: [.app], .setDebugPremium(nil)),
      DemoKeyBinding(
        "k", "analytics (KPIs): MRR, actives, trials, churn from the store's events",
        footer: "k analytics", in: [.app], .toggleAnalytics),
      DemoKeyBinding("g", "debug panel", footer: "g debug", in: [.app], .toggleDebug),
      DemoKeyBinding("? h", "this list (a script types 'help' for its words)", footer: "?", .keys),
      DemoKeyBinding("q", "quit", footer: "q quit", .quit),
    ]

  /// The keys of the menu's features, in menu order.
  static let featureKeys = ["n", "t", "p", "f"]

  /// The action for `key` at `place`, if any.
  static func action(for key: Terminal.Key, at place: Place) -> DemoAction? {
    all.first { $0.places.contains(place) && $0.keys.contains(key) }?.action(key)
  }

  /// The key that does `action` at `place`, as `?` names it ("n").
  static func label(of action: DemoAction, at place: Place) -> String? {
    all.first { binding in
      binding.places.contains(place) && binding.keys.contains { binding.action($0) == action }
    }.map { binding in
      binding.keys.first { binding.action($0) == action }.map(describe) ?? binding.label
    }
  }

  /// The `?` list: one line per key.
  static var helpLines: [String] {
    all.filter { !$0.help.isEmpty }.map { pad($0.label, 12) + " " + $0.help }
  }

  /// The footer's names for the keys that work at `place`.
  static func footer(at place: Place) -> [String] {
    all.filter { $0.places.contains(place) }.compactMap(\.footer)
  }

  private static func describe(_ key: Terminal.Key) -> String {
    switch key {
    case .character(let character): String(character)
    case .enter: "enter"
    case .escape: "esc"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .backspace: "backspace"
    }
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }
}
