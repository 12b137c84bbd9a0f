import Foundation

/// Everything the metrics read for one environment, loaded in two queries and
/// linked into subscriptions: each transaction knows its successor, and when
/// its access ends.
struct AnalyticsSnapshot: Sendable {
  var transactions: [TransactionFact]
  var customers: [CustomerFact]
  /// The texts the facts' ids refer to.
  var subscriptions: TextTable
  var users: TextTable
  var dimensions: TextTable
  /// The distinct amounts the transactions' money ids refer to.
  var amounts: [Decimal]

  /// The clock readings this snapshot answers for: the instants its events
  /// speak of (a purchase, refund, reversal, expiration, renewal change,
  /// transfer or first sighting) up to the one it was loaded as of, and not
  /// the next one after it.
  var validity = SnapshotValidity(asOf: .max)

  /// Loads `environment`'s transactions and customers from `database`, as of
  /// `asOf` (ms): what happened later does not exist — a purchase, refund,
  /// reversal, `EXPIRATION`, renewal change, transfer or customer after it.
  static func load(
    environment: AnalyticsEnvironment, from database: any AnalyticsDatabase,
    asOf: Int64 = .max
  ) throws -> AnalyticsSnapshot {
    var tables = SnapshotTables()
    var transactions: [TransactionFact] = []
    var validity = SnapshotValidity(asOf: asOf)
    let wanted = Array(environment.rawValue.utf8)
    try database.query(TransactionFact.selectSQL, []) { row in
      guard TransactionFact.isIn(wanted, row: row) else { return }
      for instant in TransactionFact.eventInstants(in: row) { validity.note(instant) }
      guard row.int64(9) <= asOf else { return }
      transactions.append(
        TransactionFact(row: row, row: Int32(transactions.count), tables: &tables, asOf: asOf))
    }
    let transfers = try OwnershipTransfers.load(environment: environment, from: database)
    for instant in transfers.instants { validity.note(instant) }
    let known = transfers.asOf(asOf)
    if !known.isEmpty {
      for index in transactions.indices where transactions[index].user >= 0 {
        let user = tables.users.text(transactions[index].user)
        let owner = known.owner(of: user, since: transactions[index].start)
        if owner != user { transactions[index].user = tables.users.id(owner) }
      }
    }
    tables.recent = tables.recent.map { _ in -1 }
    let placement = try CustomerPlacement.load(
      environment: environment, from: database, tables: &tables)
    for customer in placement.customers { validity.note(customer.firstSeen) }
    let customers = placement.customers.filter { $0.firstSeen <= asOf }
    var snapshot = AnalyticsSnapshot(linking: transactions, customers: customers, tables: tables)
    snapshot.validity = validity
    return snapshot
  }

  /// Orders transactions by subscription (original transaction id, in byte
  /// order), start and transaction id, and works out each one's access end: the expiration
  /// (or the latest `EXPIRATION`'s), stretched by grace periods and
  /// extensions, cut at a refund and at the next transaction's start (an
  /// upgrade, a renewal after a billing grace).
  init(linking unordered: [TransactionFact], customers: [CustomerFact], tables: SnapshotTables) {
    // Grouped by subscription in its id's byte order (a counting sort: one
    // pass to count, one to place), then each group by start and load order.
    let subscriptionCount = tables.subscriptions.count
    var rank = [Int](repeating: 0, count: subscriptionCount)
    for (position, id) in tables.subscriptions.idsInByteOrder().enumerated() {
      rank[Int(id)] = position
    }
    var groupStart = [Int](repeating: 0, count: subscriptionCount + 1)
    for fact in unordered { groupStart[rank[Int(fact.subscription)] + 1] += 1 }
    for group in 0..<subscriptionCount { groupStart[group + 1] += groupStart[group] }
    var transactions = unordered
    var place = groupStart
    for fact in unordered {
      let group = rank[Int(fact.subscription)]
      transactions[place[group]] = fact
      place[group] += 1
    }
    let ids = tables.transactionIDs
    for group in 0..<subscriptionCount where groupStart[group + 1] - groupStart[group] > 1 {
      transactions[groupStart[group]..<groupStart[group + 1]].sort {
        $0.start != $1.start ? $0.start < $1.start : ids.isOrdered($0.row, before: $1.row)
      }
    }
    var seenPaid = false
    for index in transactions.indices {
      let isFirstOfSubscription =
        index == 0 || transactions[index - 1].subscription != transactions[index].subscription
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
        transactions[nextIndex].subscription == fact.subscription
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
    subscriptions = tables.subscriptions
    users = tables.users
    dimensions = tables.dimensions
    amounts = tables.amounts.values
  }
}
