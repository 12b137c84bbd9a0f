extension EngineState {
  /// Makes room for `customers` more customers (and as many subscriptions)
  /// and `transactions` more transactions, so a population run does not
  /// rehash its tables again and again as they grow.
  ///
  /// Reserve what a run will likely make, not the most it could: a table
  /// reserved for one transaction per customer-month is mostly empty buckets,
  /// which the run still touches page by page (that cost 8 % of a run), while
  /// growing from an estimate costs a rehash or two.
  mutating func reserveCapacity(customers newCustomers: Int, transactions newTransactions: Int) {
    customers.reserveCapacity(customers.count + newCustomers)
    subscriptions.reserveCapacity(subscriptions.count + newCustomers)
    subscriptionIDsByAccount.reserveCapacity(subscriptionIDsByAccount.count + newCustomers)
    transactions.reserveCapacity(transactions.count + newTransactions)
  }
}
