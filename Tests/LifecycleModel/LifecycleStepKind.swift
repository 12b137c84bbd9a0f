import Foundation
import SubscriptionKit

/// One thing a customer, the App Store or a parent does in a generated lifecycle.
package enum LifecycleStepKind: Hashable, Sendable, CustomStringConvertible {
  case buy(String)
  case cancel
  case uncancel
  /// Advance the shared clock by a number of milliseconds.
  case advance(Int64)
  /// Advance exactly to the next expiry, renewal or grace end, plus `offset` ms (−1, 0, +1).
  case advanceToNextDue(offset: Int64)
  case refundLatest
  case refundOldest
  case billingIssue
  case recover
  case reinstall
  case restore
  case logIn(String)
  case logOut
  case approveAskToBuy
  case declineAskToBuy

  package var description: String {
    switch self {
    case .buy(let product): "buy \(product)"
    case .cancel: "cancel"
    case .uncancel: "uncancel"
    case .advance(let ms): "advance \(ms)ms"
    case .advanceToNextDue(let offset): "advance to next due \(offset >= 0 ? "+" : "")\(offset)ms"
    case .refundLatest: "refund latest"
    case .refundOldest: "refund oldest"
    case .billingIssue: "billing issue"
    case .recover: "recover"
    case .reinstall: "reinstall"
    case .restore: "restore"
    case .logIn(let user): "log in \(user)"
    case .logOut: "log out"
    case .approveAskToBuy: "approve Ask to Buy"
    case .declineAskToBuy: "decline Ask to Buy"
    }
  }

  /// The step `description` names ("buy pro_monthly", "advance to next due +1ms",
  /// …), so a shrunk step list from a failure message replays as it is.
  package init?(description text: String) {
    let text = text.trimmingCharacters(in: .whitespaces)
    func number(_ prefix: String) -> Int64? {
      text.hasPrefix(prefix) && text.hasSuffix("ms")
        ? Int64(text.dropFirst(prefix.count).dropLast(2).replacingOccurrences(of: "+", with: ""))
        : nil
    }
    if text.hasPrefix("buy ") {
      self = .buy(String(text.dropFirst(4)))
    } else if text.hasPrefix("log in ") {
      self = .logIn(String(text.dropFirst(7)))
    } else if let offset = number("advance to next due ") {
      self = .advanceToNextDue(offset: offset)
    } else if let milliseconds = number("advance ") {
      self = .advance(milliseconds)
    } else {
      let simple: [LifecycleStepKind] = [
        .cancel, .uncancel, .refundLatest, .refundOldest, .billingIssue, .recover, .reinstall,
        .restore, .logOut, .approveAskToBuy, .declineAskToBuy,
      ]
      guard let step = simple.first(where: { $0.description == text }) else { return nil }
      self = step
    }
  }

  /// A random step: purchases and time moves most often.
  package static func random(using generator: inout SeededRandomNumberGenerator)
    -> LifecycleStepKind
  {
    let products = LifecycleCatalog.purchasable
    switch generator.next(below: 100) {
    case 0..<22: return .buy(products[Int(generator.next(below: UInt64(products.count)))])
    case 22..<30: return .cancel
    case 30..<34: return .uncancel
    case 34..<50:
      let scale: [Int64] = [3_600_000, 86_400_000, 7 * 86_400_000, 40 * 86_400_000]
      let limit = scale[Int(generator.next(below: UInt64(scale.count)))]
      return .advance(1 + Int64(generator.next(below: UInt64(limit))))
    case 50..<64: return .advanceToNextDue(offset: Int64(generator.next(below: 3)) - 1)
    case 64..<67: return .refundLatest
    case 67..<69: return .refundOldest
    case 69..<74: return .billingIssue
    case 74..<78: return .recover
    case 78..<81: return .reinstall
    case 81..<85: return .restore
    case 85..<89: return .logIn(["alice", "bob"][Int(generator.next(below: 2))])
    case 89..<92: return .logOut
    case 92..<97: return .approveAskToBuy
    default: return .declineAskToBuy
    }
  }
}
