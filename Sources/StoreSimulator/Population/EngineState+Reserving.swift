extension EngineState {
  /// Makes room for `customers` more customers (and as many subscriptions),
  /// so a population run does not rehash those tables again and again as
  /// they grow.
  ///
  /// Transactions are left to grow by doubling: how many a run makes is hard
  /// to foresee, and a table reserved for the most it could make (one per
  /// customer-month) is mostly empty buckets that the run still touches page
  /// by page, which cost more (8 % of a run) than the few rehashes it saves.
  mutating func reserveCapacity(customers newCustomers: Int) {
    customers.reserveCapacity(customers.count + newCustomers)
    subscriptions.reserveCapacity(subscriptions.count + newCustomers)
    subscriptionIDsByAccount.reserveCapacity(subscriptionIDsByAccount.count + newCustomers)
  }
}
