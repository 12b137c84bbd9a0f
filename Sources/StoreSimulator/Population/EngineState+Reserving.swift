extension EngineState {
  /// Makes room for `customers` more customers and about `transactions` more
  /// transactions (and as many subscriptions as customers), so a population
  /// run does not rehash its tables again and again as they grow.
  mutating func reserveCapacity(customers newCustomers: Int, transactions newTransactions: Int) {
    customers.reserveCapacity(customers.count + newCustomers)
    subscriptions.reserveCapacity(subscriptions.count + newCustomers)
    subscriptionIDsByAccount.reserveCapacity(subscriptionIDsByAccount.count + newCustomers)
    transactions.reserveCapacity(transactions.count + newTransactions)
  }
}
