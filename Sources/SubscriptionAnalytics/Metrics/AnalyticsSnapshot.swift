import Foundation

/// Everything the metrics read for one environment, loaded in two queries and
/// linked into subscriptions: each transaction knows its successor, and when
/// its access ends.
struct AnalyticsSnapshot: Sendable {
  var transactions: [TransactionFact]
  var customers: [CustomerFact]
  /// The distinct amounts the transactions' money ids refer to.
  var amounts: [Decimal]

  /// Loads `environment`'s transactions and customers from `database`.
  static func load(environment: AnalyticsEnvironment, from database: any AnalyticsDatabase) throws
    -> AnalyticsSnapshot
  {
    var transactions: [TransactionFact] = []
    var amounts = AmountTable()
    try database.query(TransactionFact.selectSQL, [.text(environment.rawValue)]) {
      transactions.append(TransactionFact(row: $0, amounts: &amounts))
    }
    let transfers = try OwnershipTransfers.load(environment: environment, from: database)
    if !transfers.isEmpty {
      for index in transactions.indices {
        guard let user = transactions[index].appUserID else { continue }
        transactions[index].appUserID = transfers.owner(
          of: user, since: transactions[index].start)
      }
    }
    var customers: [CustomerFact] = []
    try database.query(CustomerFact.selectSQL, [.text(environment.rawValue)]) {
      customers.append(CustomerFact(row: $0))
    }
    return AnalyticsSnapshot(
      linking: transactions, customers: customers, amounts: amounts.values)
  }

  /// Orders transactions by subscription and start, and works out each one's
  /// access end: the expiration (or the latest `EXPIRATION`'s), stretched by
  /// grace periods and extensions, cut at a refund and at the next
  /// transaction's start (an upgrade, a renewal after a billing grace).
  init(linking unordered: [TransactionFact], customers: [CustomerFact], amounts: [Decimal]) {
    var transactions = unordered.sorted {
      ($0.originalID, $0.start, $0.id) < ($1.originalID, $1.start, $1.id)
    }
    var seenPaid = false
    for index in transactions.indices {
      let isFirstOfSubscription =
        index == 0 || transactions[index - 1].originalID != transactions[index].originalID
      if isFirstOfSubscription { seenPaid = false }
      var fact = transactions[index]
      fact.hasEarlierPaid = seenPaid
      if !isFirstOfSubscription {
        let previous = transactions[index - 1]
        fact.followsLapse = !previous.isTrial && (previous.end ?? .max) < fact.start
      }
      if !fact.isTrial { seenPaid = true }
      var end: Int64?
      if let expiredAt = fact.expiredAt {
        end = expiredAt
      } else if let expiration = fact.expiration {
        end = max(expiration, fact.extendedUntil ?? expiration)
      }
      if let refundedAt = fact.refundedAt { end = min(end ?? refundedAt, refundedAt) }
      let nextIndex = index + 1
      if fact.isSubscription, nextIndex < transactions.count,
        transactions[nextIndex].originalID == fact.originalID
      {
        fact.next = nextIndex
        let nextStart = transactions[nextIndex].start
        end = min(end ?? nextStart, nextStart)
      }
      if let value = end { fact.end = max(value, fact.start) }
      transactions[index] = fact
    }
    self.transactions = transactions
    self.customers = customers
    self.amounts = amounts
  }
}
