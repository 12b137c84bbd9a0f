extension LifecycleStep {
  /// Adds `other`'s changes after this step's: records are written by
  /// identifier from the state, so the union writes each once, at its latest;
  /// events keep their order.
  mutating func merge(_ other: LifecycleStep) {
    customers.formUnion(other.customers)
    subscriptions.formUnion(other.subscriptions)
    transactions.formUnion(other.transactions)
    pendingWritten.formUnion(other.pendingWritten)
    pendingRemoved.formUnion(other.pendingRemoved)
    customerDetails.formUnion(other.customerDetails)
    events.append(contentsOf: other.events)
    affectedUsers.formUnion(other.affectedUsers)
  }

  /// Makes room for about `steps` steps' changes (a bulk run's batch), so
  /// merging does not grow its sets and events again and again.
  mutating func reserveCapacity(steps: Int) {
    events.reserveCapacity(steps * 2)
    transactions.reserveCapacity(steps)
    subscriptions.reserveCapacity(steps)
    affectedUsers.reserveCapacity(steps)
  }
}
