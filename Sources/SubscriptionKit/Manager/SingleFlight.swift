/// At most one task in flight per key: concurrent callers share it.
///
/// The one invariant: while a task for a key runs, `run` hands back that
/// task instead of starting another; once it ends (or is forgotten, when the
/// customer changes) the next `run` starts afresh. A forgotten task that
/// ends later never clears its successor.
@MainActor
final class SingleFlight<Key: Hashable> {
  private var running: [Key: (id: Int, task: Task<Void, Never>)] = [:]
  private var started = 0

  /// The task in flight for `key`, or a new one running `work`.
  func run(_ key: Key, _ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    if let flight = running[key] { return flight.task }
    started += 1
    let id = started
    let task = Task { @MainActor in
      await work()
      self.finished(key, id: id)
    }
    running[key] = (id, task)
    return task
  }

  /// Any task in flight (to wait for it).
  var anyInFlight: Task<Void, Never>? { running.values.first?.task }

  /// The task in flight for `key`, if any.
  func inFlight(_ key: Key) -> Task<Void, Never>? { running[key]?.task }

  /// Forgets every task in flight: they run on, but the next `run` starts afresh.
  func forgetAll() {
    running = [:]
  }

  private func finished(_ key: Key, id: Int) {
    if running[key]?.id == id { running[key] = nil }
  }
}
