import CommandLineSupport
import Foundation
import StoreSimulator
import SubscriptionKit

/// `subkit store price-increase PRODUCT --price X` and `subkit store
/// price-consent PRODUCT accept|decline`: the developer raises a price, and
/// a subscriber answers when Apple asks for consent.
enum StorePriceCommands {
  /// `price-increase`: raise a subscription's price.
  static let increase = Command.store(
    "price-increase",
    abstract: "Raise a subscription's price (consent or notice)",
    discussion: """
      Raises PRODUCT's price to --price now. New purchases pay it at once;
      subscribers pay it from their next renewal. By Apple's rules an
      increase of at most US$5 and 50 % (US$50 and 50 % for an annual
      subscription), once a year, needs only notice; a larger one needs each
      subscriber's consent (price-consent), and without it the subscription
      expires at its period's end (EXPIRATION with PRICE_INCREASE). Every
      subscriber gets Apple's PRICE_INCREASE (PENDING, or ACCEPTED for notice).
      """,
    options: [
      CommandOption("price", value: "X", help: "The new price, in the .storekit file's currency")
        .required(),
      CommandOption.flag(
        "notify-only", help: "Notice only; refused when the increase exceeds Apple's limits"),
      CommandOption.flag("consent", help: "Ask every subscriber's consent, even within the limits"),
    ],
    operands: .one("PRODUCT"), events: .none  // RevenueCat has no event for the notice
  ) { context in
    let productID = context.operand ?? ""
    let price = try StorePriceCommands.price(context.invocation.value("price") ?? "")
    let notifyOnly = context.invocation.has("notify-only")
    let askConsent = context.invocation.has("consent")
    if notifyOnly && askConsent { throw UsageError("choose --notify-only or --consent, not both") }
    let consent: PriceIncreaseConsent =
      notifyOnly ? .notifyOnly : askConsent ? .required : .appleRules
    let store = try context.store()
    let outcome = try store.raisePrice(productID: productID, to: price, consent: consent)
    let told = outcome.notifiedSubscribers.count
    let subscribers = "\(told) subscriber\(told == 1 ? "" : "s") told"
    let how =
      outcome.requiresConsent
      ? "consent required (\(outcome.reason ?? "asked for")); \(subscribers) (PRICE_INCREASE "
        + "PENDING); those who do not accept expire at their period's end"
      : "notice only (within Apple's limits); \(subscribers) (PRICE_INCREASE ACCEPTED); "
        + "they renew at the new price"
    Console.line(
      "price of \(productID) raised from \(outcome.oldPrice) to \(outcome.newPrice): \(how)")
  }

  /// `price-consent`: the subscriber answers a price increase.
  static let consent = Command.store(
    "price-consent",
    abstract: "Accept or decline a price increase that needs consent",
    discussion: """
      The customer answers the price increase of PRODUCT: accept renews at
      the new price (Apple's PRICE_INCREASE ACCEPTED); decline turns
      auto-renew off (CANCELLATION with PRICE_INCREASE) and the subscription
      expires at its period's end (EXPIRATION with PRICE_INCREASE).
      """,
    options: [StoreOptions.user],
    operands: Operands("PRODUCT accept|decline", minimum: 2, maximum: 2)
  ) { context in
    let operands = context.invocation.operands
    let productID = operands[0]
    let accept: Bool
    switch operands[1] {
    case "accept": accept = true
    case "decline": accept = false
    default: throw UsageError("answer accept or decline, not '\(operands[1])'")
    }
    let store = try context.store()
    let user = try context.user(of: store)
    let changed = try store.answerPriceIncrease(productID: productID, for: user, accept: accept)
    let answer = accept ? "accepted" : "declined"
    Console.line(
      changed
        ? "\(user) \(answer) the price increase of \(productID)"
          + (accept ? "" : "; it expires at the period's end")
        : "\(user) had already \(answer) the price increase of \(productID)")
  }

  /// A price as `--price` takes it: digits with at most two decimals, above zero.
  static func price(_ text: String) throws -> Decimal {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard !text.isEmpty, parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
      parts[0].count > 0, parts.count == 1 || (1...2).contains(parts[1].count),
      let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), value > 0
    else {
      throw UsageError("--price takes a price above zero such as 9.99, not '\(text)'")
    }
    return value
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
