import InvoiceAppSubscriptions
import StoreSimulator
import SubscriptionKit

/// Something the person at the demo does: a tap in the app, or a control of
/// the simulated store.
enum DemoAction: Equatable, Sendable {
  /// How far to move store time.
  enum TimeStep: Equatable, Sendable {
    /// A store duration, parsed by `StoreDuration(parsing:)` as `subkit store advance` does.
    case by(StoreDuration)
    /// One billing period of the customer's subscription (a month without one).
    case billingPeriod
  }

  /// What the next purchase does instead of going through.
  enum PlannedFailure: Equatable, Sendable {
    /// It fails with an error of this category.
    case error(PurchaseError.Category)
    /// It waits for a parent's approval (Ask to Buy).
    case askToBuy
  }

  // The app.
  case use(Feature)
  case openPaywall
  /// Closes the paywall or a panel; on the first-launch paywall, "Continue with Free".
  case closePaywall
  case select(Int)
  case selectPackageType(PackageType)
  case moveSelection(Int)
  case buy
  case restore
  case manageSubscription
  /// Asks the store for a refund of the subscription; the store decides.
  case requestRefund
  /// Buys the chosen plan (on manage subscription: the customer's plan) with
  /// its promotional offer, signed as a team's server would.
  case buyWithPromotionalOffer
  /// Buys the chosen plan with the first win-back offer the customer may redeem.
  case buyWithWinBackOffer
  /// Redeems an offer code (nil: the `.storekit` file's first).
  case redeemOfferCode(String?)
  /// Buys the chosen plan on its monthly billing plan (a 12-month commitment).
  case buyBilledMonthly
  /// The debug premium override's persisted toggle: on, off, or flipped (nil).
  case setDebugPremium(Bool?)
  // The store and the customer.
  case advance(TimeStep)
  case cancelRenewal
  case resumeRenewal
  case billingIssue
  case resolveBillingIssue
  case refund
  /// Apple reverses the customer's latest refund (`REFUND_REVERSED`).
  case reverseRefund
  /// Apple refunds this percentage of the latest purchase (a prorated refund).
  case partialRefund(percent: Int)
  /// Apple declines a refund request for the latest purchase (`REFUND_DECLINED`).
  case declineRefund
  /// The developer raises the customer's plan's price by a quarter: consent
  /// asked, or (false) notice only.
  case raisePrice(askConsent: Bool)
  /// The customer accepts or declines the price increase that needs consent.
  case answerPriceIncrease(accept: Bool)
  /// The customer shares their plan through Family Sharing with another
  /// customer (nil: the next demo customer who is not them).
  case shareWithFamily(String?)
  /// The customer stops sharing with a member (nil: with everyone).
  case stopFamilySharing(String?)
  /// The next purchase fails or waits; nil clears a planned failure.
  case failNextPurchase(PlannedFailure?)
  case cycleNextFailure
  /// Ask to Buy for every purchase, as the `.storekit` setting does.
  case setAskToBuy(Bool)
  case answerAskToBuy(approve: Bool)
  case reinstall
  case logIn(String)
  case logOut
  case cycleCustomer
  // The demo.
  case toggleDebug
  /// The analytics screen: MRR, actives, trials, churn from the store's own webhook events.
  case toggleAnalytics
  case help
  /// The list of keys (`?`), as opposed to the script words (`help`).
  case keys
  case quit

  /// The commands scripted mode accepts, one per line, for `help`.
  static let scriptHelp = [
    "new | templates | payments | reports   use a feature (new invoice …)",
    "upgrade | close                        open or close the paywall",
    "free | not-now                         leave the first-launch paywall, free",
    "select N|monthly|annual|lifetime       choose a plan on the paywall",
    "buy | restore                          purchase the chosen plan, restore",
    "manage                                 manage subscription (plan, renewal, actions)",
    "change-plan N|monthly|annual|lifetime  change plan (on manage subscription)",
    "request-refund                         ask the store for a refund; it decides",
    "buy-promo                              buy with the plan's promotional offer",
    "buy-win-back                           buy with a win-back offer (if lapsed)",
    "redeem [CODE]                          redeem an offer code (else the first)",
    "buy-billed-monthly                     buy the plan billed monthly (12 months)",
    "debug-premium [on|off]                 the DEBUG-only premium override",
    "advance period                         to the next renewal (a billing period)",
    "advance day|week|month|year|45s|30min|12h|1d|2w|1mo|1y",
    "                                       move store time by that ('m' is refused)",
    "cancel | resume                        turn auto-renew off / on",
    "billing-issue | recover                card declined at renewal / fixed",
    "refund                                 the store refunds the latest purchase",
    "reverse-refund                         Apple reverses the latest refund",
    "refund N%                              Apple refunds N % of the last purchase",
    "refund-declined                        Apple declines a refund request",
    "raise-price [notify]                   +25 % on your plan (notify: no consent)",
    "accept-price | decline-price           answer the price increase",
    "share-family [ID] | stop-sharing [ID]  Family Sharing with another customer",
    "fail-next <network|store-problem|not-allowed|product-unavailable|",
    "           payment-pending|cancelled|already-purchased|account-conflict|",
    "           configuration|backend|unknown|ask-to-buy|off>",
    "                                       make the next purchase fail (off: don't)",
    "ask-to-buy on|off                      every purchase waits for a parent",
    "approve | decline                      a parent answers the Ask to Buy request",
    "reinstall                              wipe the app, keep the store",
    "login <id> | logout                    switch customer",
    "analytics                              MRR, actives, trials, churn (again: back)",
    "debug | help | ? (the keys) | quit",
  ]

  /// Failures by their script names, in the order `!` cycles them: every
  /// category the manager maps to an `ErrorInfo`, then Ask to Buy; after the
  /// last, `!` turns the planned failure off.
  static let failureNames: [(String, PlannedFailure)] = [
    ("network", .error(.network)), ("store-problem", .error(.storeProblem)),
    ("not-allowed", .error(.notAllowed)), ("product-unavailable", .error(.productUnavailable)),
    ("payment-pending", .error(.paymentPending)), ("cancelled", .error(.cancelled)),
    ("already-purchased", .error(.alreadyPurchased)),
    ("account-conflict", .error(.accountConflict)), ("configuration", .error(.configuration)),
    ("backend", .error(.backend)), ("unknown", .error(.unknown)), ("ask-to-buy", .askToBuy),
  ]

  /// Parses one line of a script.
  ///
  /// - Returns: the action, or a message saying what was wrong.
  static func parse(_ line: String) -> Result<DemoAction, DemoInputError> {
    let words = line.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
    guard let verb = words.first else { return .failure(DemoInputError("empty command")) }
    let argument = words.dropFirst().first
    switch (verb, argument) {
    case ("new", _), ("invoice", _): return .success(.use(AppSubscriptions.invoices))
    case ("templates", _), ("template", _): return .success(.use(AppSubscriptions.templates))
    case ("payments", _), ("payment", _): return .success(.use(AppSubscriptions.payments))
    case ("reports", _), ("report", _): return .success(.use(AppSubscriptions.reports))
    case ("upgrade", _), ("paywall", _): return .success(.openPaywall)
    case ("close", _), ("back", _), ("free", _), ("not-now", _), ("skip", _):
      return .success(.closePaywall)
    case ("select", let choice?), ("change-plan", let choice?): return parseSelection(choice)
    case ("buy", _), ("purchase", _): return .success(.buy)
    case ("restore", _): return .success(.restore)
    case ("manage", _), ("subscription", _): return .success(.manageSubscription)
    case ("request-refund", _): return .success(.requestRefund)
    case ("buy-promo", _): return .success(.buyWithPromotionalOffer)
    case ("buy-win-back", _): return .success(.buyWithWinBackOffer)
    case ("buy-billed-monthly", _): return .success(.buyBilledMonthly)
    case ("redeem", _):
      // Codes keep their case as typed (they match without regard to it).
      let code = line.split(whereSeparator: \.isWhitespace).dropFirst().first.map(String.init)
      return .success(.redeemOfferCode(code))
    case ("debug-premium", nil): return .success(.setDebugPremium(nil))
    case ("debug-premium", "on"): return .success(.setDebugPremium(true))
    case ("debug-premium", "off"): return .success(.setDebugPremium(false))
    case ("advance", let amount?): return parseTimeStep(amount).map(DemoAction.advance)
    case ("cancel", _): return .success(.cancelRenewal)
    case ("resume", _): return .success(.resumeRenewal)
    case ("billing-issue", _): return .success(.billingIssue)
    case ("recover", _): return .success(.resolveBillingIssue)
    case ("refund", nil): return .success(.refund)
    case ("refund", let amount?): return parsePercent(amount).map { .partialRefund(percent: $0) }
    case ("refund-declined", _): return .success(.declineRefund)
    case ("raise-price", nil): return .success(.raisePrice(askConsent: true))
    case ("raise-price", "notify"): return .success(.raisePrice(askConsent: false))
    case ("raise-price", _): return .failure(DemoInputError("raise-price takes nothing or notify"))
    case ("accept-price", _): return .success(.answerPriceIncrease(accept: true))
    case ("decline-price", _): return .success(.answerPriceIncrease(accept: false))
    case ("share-family", _):
      let member = line.split(whereSeparator: \.isWhitespace).dropFirst().first.map(String.init)
      return .success(.shareWithFamily(member))
    case ("stop-sharing", _):
      let member = line.split(whereSeparator: \.isWhitespace).dropFirst().first.map(String.init)
      return .success(.stopFamilySharing(member))
    case ("reverse-refund", _): return .success(.reverseRefund)
    case ("fail-next", "off"): return .success(.failNextPurchase(nil))
    case ("fail-next", let name?):
      guard let failure = failureNames.first(where: { $0.0 == name })?.1 else {
        return .failure(
          DemoInputError(
            "unknown failure '\(name)'; one of: "
              + (failureNames.map(\.0) + ["off"]).joined(separator: ", ")))
      }
      return .success(.failNextPurchase(failure))
    case ("ask-to-buy", "on"): return .success(.setAskToBuy(true))
    case ("ask-to-buy", "off"): return .success(.setAskToBuy(false))
    case ("approve", _): return .success(.answerAskToBuy(approve: true))
    case ("decline", _): return .success(.answerAskToBuy(approve: false))
    case ("reinstall", _): return .success(.reinstall)
    case ("login", _):
      let id = line.split(whereSeparator: \.isWhitespace).dropFirst().joined(separator: " ")
      guard !id.isEmpty else { return .failure(DemoInputError("login needs an app user ID")) }
      return .success(.logIn(id))
    case ("logout", _): return .success(.logOut)
    case ("debug", _): return .success(.toggleDebug)
    case ("analytics", _): return .success(.toggleAnalytics)
    case ("help", _): return .success(.help)
    case ("?", _), ("keys", _): return .success(.keys)
    case ("quit", _), ("exit", _): return .success(.quit)
    case ("select", nil), ("advance", nil), ("fail-next", nil), ("change-plan", nil):
      return .failure(DemoInputError("'\(verb)' needs an argument (type 'help')"))
    case ("ask-to-buy", _), ("debug-premium", _):
      return .failure(DemoInputError("'\(verb)' takes on or off"))
    default:
      return .failure(DemoInputError("unknown command '\(verb)' (type 'help')"))
    }
  }

  /// "50%" or "50": a whole percentage from 1 to 100.
  private static func parsePercent(_ text: String) -> Result<Int, DemoInputError> {
    let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
    guard let percent = Int(digits), (1...100).contains(percent) else {
      return .failure(
        DemoInputError("refund takes nothing (in full) or a percentage from 1 to 100, like 50%"))
    }
    return .success(percent)
  }

  private static func parseSelection(_ choice: String) -> Result<DemoAction, DemoInputError> {
    if let number = Int(choice), number > 0 { return .success(.select(number)) }
    let named: [String: PackageType] = [
      "weekly": .weekly, "monthly": .monthly, "annual": .annual, "yearly": .annual,
      "lifetime": .lifetime,
    ]
    guard let type = named[choice] else {
      return .failure(
        DemoInputError("select takes a plan number or weekly, monthly, annual, lifetime"))
    }
    return .success(.selectPackageType(type))
  }

  private static func parseTimeStep(_ amount: String) -> Result<TimeStep, DemoInputError> {
    switch amount {
    case "day": return .success(.by(StoreDuration(1, .day)))
    case "week": return .success(.by(StoreDuration(1, .week)))
    case "period": return .success(.billingPeriod)
    case "month": return .success(.by(StoreDuration(1, .month)))
    case "year": return .success(.by(StoreDuration(1, .year)))
    default:
      do {
        return .success(.by(try StoreDuration(parsing: amount)))
      } catch {
        let reason = (error as? StoreSimulatorError)?.message ?? "\(error)"
        return .failure(
          DemoInputError("advance takes day, week, period, month, year or a duration: \(reason)"))
      }
    }
  }
}

/// A script line the demo could not read. The demo says so and goes on.
struct DemoInputError: Error, Equatable, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
