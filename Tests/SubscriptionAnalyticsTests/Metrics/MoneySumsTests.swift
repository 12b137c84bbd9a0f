import Foundation
import SubscriptionKit
import Testing

@testable import SubscriptionAnalytics

/// Per-period money sums stay bounded by the periods, whatever the amounts.
@Suite("Money sums")
struct MoneySumsTests {
  @Test("Counts folded into amounts past the budget give the same sums, running or not")
  func folding() {
    let amounts = (1...40).map { Decimal($0) / 100 + Decimal(9) }
    let book = MoneyBook(amounts: amounts, localCurrency: false)
    var generator = SeededRandomNumberGenerator(seed: 5)
    let adds = (0..<2_000).map { _ in
      (
        id: MoneyID(Int.random(in: 0..<amounts.count, using: &generator)),
        index: Int.random(in: 0...50, using: &generator),
        count: Int64.random(in: -3...3, using: &generator)
      )
    }
    for running in [false, true] {
      var whole = MoneySums(periods: 50, book: book)
      // Room for two amounts' counts: folded every time a third appears.
      var folded = MoneySums(periods: 50, book: book, budget: 2 * 51)
      for add in adds {
        whole.add(add.id, at: add.index, count: add.count)
        folded.add(add.id, at: add.index, count: add.count)
      }
      #expect(whole.totals(running: running) == folded.totals(running: running))
      #expect(whole.totals(running: running).contains { $0 != 0 })
    }
  }
}
