import SubscriptionWire

/// The manager's long-lived tasks (the launch, the update-stream listener,
/// the expiry timer), cancelled together on reconfiguration and when the bag is released,
/// so a manager that goes away leaves nothing running.
final class TaskBag: Sendable {
  private let tasks = Locked<[String: Task<Void, Never>]>([:])

  /// Runs `task` under `key`, cancelling the task that held the key before.
  func replace(_ key: String, with task: Task<Void, Never>) {
    let previous = tasks.withLock { tasks in
      defer { tasks[key] = task }
      return tasks[key]
    }
    previous?.cancel()
  }

  /// The task under `key`, if any (finished or not).
  func task(_ key: String) -> Task<Void, Never>? {
    tasks.withLock { $0[key] }
  }

  /// Cancels the task under `key`.
  func cancel(_ key: String) {
    tasks.withLock { $0.removeValue(forKey: key) }?.cancel()
  }

  /// Cancels every task.
  func cancelAll() {
    let all = tasks.withLock { tasks in
      defer { tasks = [:] }
      return Array(tasks.values)
    }
    for task in all { task.cancel() }
  }

  deinit {
    for task in tasks.current.values { task.cancel() }
  }
}
