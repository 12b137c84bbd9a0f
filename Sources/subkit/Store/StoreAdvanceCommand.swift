import CommandLineSupport
import Foundation
import StoreSimulator
import SubscriptionKit

/// `subkit store advance DURATION`: moves store time, and says what fell due
/// on the way (renewals, expiries, grace and retry ends).
enum StoreAdvanceCommand {
  /// The declaration.
  static let command = Command.store(
    "advance", abstract: "Move store time: 45s, 30min, 12h, 1d, 2w, 1mo, 1y",
    discussion: """
      Moves store time forward by DURATION: a whole number and a unit, s,
      min, h, d, w, mo (calendar months) or y (calendar years), or the unit
      spelled out (3 days). 'm' alone is refused: write min or mo. Every
      renewal, expiry, grace end and retry end that falls due happens, in
      order, and is printed as its webhook event.
      """,
    operands: .one("DURATION")
  ) { context in
    let duration: StoreDuration
    do {
      duration = try StoreDuration(parsing: context.operand ?? "")
    } catch {
      let message = StoreCommand.message(for: error)
      throw UsageError(message.hasSuffix(".") ? String(message.dropLast()) : message)
    }
    let store = try context.store()
    try store.advance(by: duration)
    Console.line("store time is \(StoreCommand.time(store.now))")
  }
}
