import StoreSimulator
import SubscriptionKit

/// Something the person at the demo does: a tap in the app, or a control of
/// the simulated store.
enum DemoAction: Equatable {
  /// How far to move store time.
  enum TimeStep: Equatable {
    /// A store duration, parsed by `StoreDuration(parsing:)` as `subkit store advance` does.
    case by(StoreDuration)
    /// One billing period of the customer's subscription (a month without one).
    case billingPeriod
  }

  // The app.
  case use(Feature)
  case openPaywall
  case closePaywall
  case select(Int)
  case selectPackageType(PackageType)
  case moveSelection(Int)
  case buy
  case restore
  // The store and the customer.
  case advance(TimeStep)
  case cancelRenewal
  case resumeRenewal
  case billingIssue
  case resolveBillingIssue
  case refund
  /// The next purchase fails with this category; nil clears a planned failure.
  case failNextPurchase(PurchaseError.Category?)
  case cycleNextFailure
  case reinstall
  case logIn(String)
  case logOut
  case cycleCustomer
  // The demo.
  case toggleDebug
  case help
  /// The list of keys (`?`), as opposed to the script words (`help`).
  case keys
  case quit

  /// The commands scripted mode accepts, one per line, for `help`.
  static let scriptHelp = [
    "new | templates | payments | reports   use a feature (new invoice …)",
    "upgrade | close                        open or close the paywall",
    "select N|monthly|annual|lifetime       choose a plan on the paywall",
    "buy | restore                          purchase the chosen plan, restore",
    "advance day|period|year|1d|2w|1mo|1y  move store time forward",
    "cancel | resume                        turn auto-renew off / on",
    "billing-issue | recover                card declined at renewal / fixed",
    "refund                                 refund the latest purchase",
    "fail-next <network|store-problem|not-allowed|product-unavailable|",
    "           payment-pending|cancelled|already-purchased|account-conflict|",
    "           configuration|backend|unknown|off>",
    "                                       make the next purchase fail (off: don't)",
    "reinstall                              wipe the app, keep the store",
    "login <id> | logout                    switch customer",
    "debug | help | ? (the keys) | quit",
  ]

  /// The keys interactive mode reads, for `?`.
  static let keyHelp = [
    "n t p f      new invoice, templates, payments, reports",
    "u            open the paywall (esc, ← or backspace closes it)",
    "↑ ↓ or 1-9   choose a plan on the paywall; enter buys it",
    "r            restore purchases",
    "d m y        advance store time a day, a billing period, a year",
    "c e          cancel / resume auto-renew",
    "b v          card declined at renewal / fixed",
    "x            refund the latest purchase",
    "!            make the next purchase fail (each press: the next of 11 kinds, then off)",
    "i            reinstall the app (keeps the store)",
    "l            switch customer (alice, bob, anonymous)",
    "g            debug panel",
    "? h          this list",
    "q            quit",
  ]

  /// Failure categories by their script names, in the order `!` cycles them
  /// (every category the manager maps to an `ErrorInfo`; after the last, `!`
  /// turns the planned failure off).
  static let failureNames: [(String, PurchaseError.Category)] = [
    ("network", .network), ("store-problem", .storeProblem), ("not-allowed", .notAllowed),
    ("product-unavailable", .productUnavailable), ("payment-pending", .paymentPending),
    ("cancelled", .cancelled), ("already-purchased", .alreadyPurchased),
    ("account-conflict", .accountConflict), ("configuration", .configuration),
    ("backend", .backend), ("unknown", .unknown),
  ]

  /// Parses one line of a script.
  ///
  /// - Returns: the action, or a message saying what was wrong.
  static func parse(_ line: String) -> Result<DemoAction, DemoInputError> {
    let words = line.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
    guard let verb = words.first else { return .failure(DemoInputError("empty command")) }
    let argument = words.dropFirst().first
    switch (verb, argument) {
    case ("new", _), ("invoice", _): return .success(.use(InvoiceAppModel.invoices))
    case ("templates", _), ("template", _): return .success(.use(InvoiceAppModel.templates))
    case ("payments", _), ("payment", _): return .success(.use(InvoiceAppModel.payments))
    case ("reports", _), ("report", _): return .success(.use(InvoiceAppModel.reports))
    case ("upgrade", _), ("paywall", _): return .success(.openPaywall)
    case ("close", _), ("back", _): return .success(.closePaywall)
    case ("select", let choice?): return parseSelection(choice)
    case ("buy", _), ("purchase", _): return .success(.buy)
    case ("restore", _): return .success(.restore)
    case ("advance", let amount?): return parseTimeStep(amount).map(DemoAction.advance)
    case ("cancel", _): return .success(.cancelRenewal)
    case ("resume", _): return .success(.resumeRenewal)
    case ("billing-issue", _): return .success(.billingIssue)
    case ("recover", _): return .success(.resolveBillingIssue)
    case ("refund", _): return .success(.refund)
    case ("fail-next", "off"): return .success(.failNextPurchase(nil))
    case ("fail-next", let name?):
      guard let category = failureNames.first(where: { $0.0 == name })?.1 else {
        return .failure(
          DemoInputError(
            "unknown failure '\(name)'; one of: "
              + (failureNames.map(\.0) + ["off"]).joined(separator: ", ")))
      }
      return .success(.failNextPurchase(category))
    case ("reinstall", _): return .success(.reinstall)
    case ("login", _):
      let id = line.split(whereSeparator: \.isWhitespace).dropFirst().joined(separator: " ")
      guard !id.isEmpty else { return .failure(DemoInputError("login needs an app user ID")) }
      return .success(.logIn(id))
    case ("logout", _): return .success(.logOut)
    case ("debug", _): return .success(.toggleDebug)
    case ("help", _): return .success(.help)
    case ("?", _), ("keys", _): return .success(.keys)
    case ("quit", _), ("exit", _): return .success(.quit)
    case ("select", nil), ("advance", nil), ("fail-next", nil):
      return .failure(DemoInputError("'\(verb)' needs an argument (type 'help')"))
    default:
      return .failure(DemoInputError("unknown command '\(verb)' (type 'help')"))
    }
  }

  /// The action for a key press in interactive mode, on the given screen.
  static func forKey(_ key: Terminal.Key, onPaywall: Bool) -> DemoAction? {
    switch key {
    case .up: return onPaywall ? .moveSelection(-1) : nil
    case .down: return onPaywall ? .moveSelection(1) : nil
    case .enter: return onPaywall ? .buy : nil
    case .escape, .left, .backspace: return .closePaywall
    case .right: return nil
    case .character(let character):
      if let digit = character.wholeNumberValue, digit > 0 {
        return onPaywall ? .select(digit) : nil
      }
      switch character {
      case "n": return .use(InvoiceAppModel.invoices)
      case "t": return .use(InvoiceAppModel.templates)
      case "p": return .use(InvoiceAppModel.payments)
      case "f": return .use(InvoiceAppModel.reports)
      case "u": return .openPaywall
      case "r": return .restore
      case "d": return .advance(.by(StoreDuration(1, .day)))
      case "m": return .advance(.billingPeriod)
      case "y": return .advance(.by(StoreDuration(1, .year)))
      case "c": return .cancelRenewal
      case "e": return .resumeRenewal
      case "b": return .billingIssue
      case "v": return .resolveBillingIssue
      case "x": return .refund
      case "!": return .cycleNextFailure
      case "i": return .reinstall
      case "l": return .cycleCustomer
      case "g": return .toggleDebug
      case "?", "h": return .keys
      case "q": return .quit
      default: return nil
      }
    }
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
