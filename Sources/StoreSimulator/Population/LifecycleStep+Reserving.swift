extension LifecycleStep {
  /// Makes room for about `steps` steps' changes (a bulk run's batch), so
  /// recording steps does not grow its sets and events again and again.
  mutating func reserveCapacity(steps: Int) {
    events.reserveCapacity(steps * 2)
    transactions.reserveCapacity(steps)
    subscriptions.reserveCapacity(steps)
    affectedUsers.reserveCapacity(steps)
  }
}
