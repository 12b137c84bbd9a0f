import Foundation
import SubscriptionWire

/// Identifies an amount of money in a `MoneyBook`.
typealias MoneyID = Int32

/// Every amount a metric touches, each distinct value once.
///
/// A year of transactions holds few distinct amounts (a handful of prices,
/// their refunds, their monthly shares), so metrics count how many times each
/// amount occurs per period with integers and multiply by the `Decimal` value
/// once at the end: exact, and far cheaper than a `Decimal` addition per
/// transaction. Derived amounts (net of refund, proceeds, the monthly share)
/// are worked out once per distinct combination.
final class MoneyBook {
  @exclusivity(unchecked) private var values: [Decimal]
  @exclusivity(unchecked) private var positive: [Bool]
  private var derived: [Key: MoneyID] = [:]
  /// A direct-mapped cache in front of `derived`: metrics derive the same
  /// few combinations for most of 800,000 transactions, and a slot compare
  /// is far cheaper than hashing the key.
  @exclusivity(unchecked) private var recent: [(key: Key, id: MoneyID)]
  private let usesLocalCurrency: Bool
  /// The amount 0.
  let zero: MoneyID

  private struct Key: Hashable {
    var kind: UInt8
    var first: MoneyID
    var second: MoneyID
    var third: Int64
  }

  /// A book over a snapshot's amounts; `localCurrency` reads
  /// `price_in_purchased_currency` instead of `price`.
  init(amounts: [Decimal], localCurrency: Bool) {
    values = amounts
    positive = amounts.map { $0 > 0 }
    usesLocalCurrency = localCurrency
    zero = MoneyID(values.count)
    values.append(0)
    positive.append(false)
    recent = Array(
      repeating: (Key(kind: 0, first: -1, second: -1, third: -1), zero), count: Self.recentSlots)
  }

  private static let recentSlots = 256

  /// The value of `id`.
  func value(_ id: MoneyID) -> Decimal { values[Int(id)] }

  /// Whether `id` is more than zero.
  func isPositive(_ id: MoneyID) -> Bool { positive[Int(id)] }

  private func derive(
    _ kind: UInt8, _ first: MoneyID, _ second: MoneyID = 0, _ third: Int64 = 0,
    _ compute: () -> Decimal
  ) -> MoneyID {
    let key = Key(kind: kind, first: first, second: second, third: third)
    var mix = UInt64(kind) &* 0x9E37_79B9_7F4A_7C15
    mix ^= UInt64(UInt32(bitPattern: first)) &* 0xBF58_476D_1CE4_E5B9
    mix ^= UInt64(UInt32(bitPattern: second)) &* 0x94D0_49BB_1331_11EB
    mix ^= UInt64(bitPattern: third) &* 0xD6E8_FEB8_6659_FD93
    let slot = Int(truncatingIfNeeded: mix >> 56) & (Self.recentSlots - 1)
    if recent[slot].key == key { return recent[slot].id }
    if let known = derived[key] {
      recent[slot] = (key, known)
      return known
    }
    let value = compute()
    let id = MoneyID(values.count)
    values.append(value)
    positive.append(value > 0)
    derived[key] = id
    recent[slot] = (key, id)
    return id
  }

  /// What the transaction charged: `price` in USD, or `price_in_purchased_currency`.
  func amount(_ fact: TransactionFact) -> MoneyID {
    usesLocalCurrency ? fact.localPrice : fact.price
  }

  /// What was refunded of it (positive; zero when not refunded). A refund
  /// event without an amount refunds the whole charge.
  func refunded(_ fact: TransactionFact) -> MoneyID {
    guard fact.refundedAt != nil else { return zero }
    let refund = usesLocalCurrency ? fact.refundLocalPrice : fact.refundPrice
    let charge = amount(fact)
    return derive(1, refund, charge) {
      let value = self.value(refund)
      return value == 0 ? self.value(charge) : abs(value)
    }
  }

  /// The charge net of its refund.
  func net(_ fact: TransactionFact) -> MoneyID {
    let charge = amount(fact)
    let refund = refunded(fact)
    guard refund != zero else { return charge }
    return derive(2, charge, refund) { self.value(charge) - self.value(refund) }
  }

  /// The net charge after taxes and the store's commission.
  func proceeds(_ fact: TransactionFact) -> MoneyID {
    let net = net(fact)
    let tax = fact.tax
    let commission = fact.commission
    return derive(3, net, tax, Int64(commission)) {
      self.value(net) * (1 - self.value(tax) - self.value(commission))
    }
  }

  /// A paid subscription period's monthly share of its amount (see
  /// `MRRNormalization`); nil for trials.
  func monthly(_ fact: TransactionFact) -> MoneyID? {
    guard !fact.isTrial else { return nil }
    guard let days = fact.periodDays else { return zero }
    let charge = amount(fact)
    return derive(4, charge, 0, days) { MRRNormalization.monthly(self.value(charge), days: days) }
  }

  /// `to − from`.
  func difference(_ to: MoneyID, _ from: MoneyID) -> MoneyID {
    derive(5, to, from) { self.value(to) - self.value(from) }
  }

  /// `−id`.
  func negated(_ id: MoneyID) -> MoneyID {
    derive(6, id) { -self.value(id) }
  }

  /// Whether `first` is worth more than `second`.
  func isGreater(_ first: MoneyID, than second: MoneyID) -> Bool {
    first != second && value(first) > value(second)
  }
}

/// Per-period sums of amounts, kept as integer counts per distinct amount.
///
/// The counts take one integer per amount and period. When that passes
/// `cellBudget` (many distinct amounts over many periods: prices converted at
/// each day's rate, over decades of days) they are folded into one `Decimal`
/// per period and start again, so memory stays bounded by the periods asked
/// for, whatever the amounts.
struct MoneySums {
  /// Counts per period, by amount id (ids are dense: an array, not a hash).
  private var counts: [[Int64]] = []
  /// How many integers `counts` holds.
  private var cells = 0
  /// Earlier counts, folded into amounts per period (not yet running totals).
  private var folded: [Decimal] = []
  let periods: Int
  let book: MoneyBook
  /// The most integers the counts may hold before they are folded.
  let budget: Int

  /// The default `budget`: 4 Mi integers (32 MiB).
  static let cellBudget = 1 << 22

  init(periods: Int, book: MoneyBook, budget: Int = MoneySums.cellBudget) {
    self.periods = periods
    self.book = book
    self.budget = budget
  }

  /// Adds `count` times the amount `id` to period `index` (`periods` itself
  /// is allowed, as the end marker of a running sum).
  mutating func add(_ id: MoneyID, at index: Int, count: Int64 = 1) {
    let slot = Int(id)
    if slot >= counts.count || counts[slot].isEmpty, cells + periods + 1 > budget { fold() }
    if slot >= counts.count { counts += Array(repeating: [], count: slot + 1 - counts.count) }
    if counts[slot].isEmpty {
      counts[slot] = [Int64](repeating: 0, count: periods + 1)
      cells += periods + 1
    }
    counts[slot][index] += count
  }

  /// Moves every count into `folded` and frees the counts.
  private mutating func fold() {
    if folded.isEmpty { folded = [Decimal](repeating: 0, count: periods + 1) }
    for (slot, perPeriod) in counts.enumerated() where !perPeriod.isEmpty {
      let value = book.value(MoneyID(slot))
      for index in 0...periods where perPeriod[index] != 0 {
        let current = perPeriod[index]
        folded[index] +=
          value * Decimal(significand: current.magnitude, exponent: 0, isNegative: current < 0)
      }
    }
    counts = []
    cells = 0
  }

  /// The sums per period; with `running`, each period's value is the running
  /// total of the counts up to it (deltas marked at starts and ends).
  func totals(running: Bool = false) -> [Decimal] {
    var totals = [Decimal](repeating: 0, count: periods)
    for (slot, perPeriod) in counts.enumerated() where !perPeriod.isEmpty {  // ids ascending
      let value = book.value(MoneyID(slot))
      var current: Int64 = 0
      for index in 0..<periods {
        current = running ? current + perPeriod[index] : perPeriod[index]
        if current != 0 {
          totals[index] +=
            value
            * Decimal(significand: current.magnitude, exponent: 0, isNegative: current < 0)
        }
      }
    }
    guard !folded.isEmpty else { return totals }
    var current = Decimal(0)
    for index in 0..<periods {
      current = running ? current + folded[index] : folded[index]
      if current != 0 { totals[index] += current }
    }
    return totals
  }
}
