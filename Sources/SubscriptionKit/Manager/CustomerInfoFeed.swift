/// How far the manager's update-stream listener has got: the last value it
/// took, how many it took, and whether it still listens; callers wait here
/// for it to catch up with what the backend sent.
///
/// The one invariant: a wait to catch up ends as soon as the listener has
/// taken the value the backend sent last, or no listener runs — checked again
/// at every step the listener takes, never by counting or by time.
@MainActor
final class CustomerInfoFeed {
  /// The last value the listener took; nil until it takes one.
  private(set) var lastTaken: CustomerInfo?
  /// How many values the listener has taken, across listeners: a fetch that
  /// was in flight while this grew may carry an older answer than the stream's.
  private(set) var deliveries = 0
  /// Whether a listener runs.
  private(set) var isListening = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// A new listener starts: it has taken nothing yet, and whoever waited on
  /// the previous one checks again against this one.
  func start() {
    lastTaken = nil
    isListening = true
    wakeWaiters()
  }

  /// The listener took `info` (after applying it, if it was news).
  func took(_ info: CustomerInfo) {
    deliveries += 1
    lastTaken = info
    wakeWaiters()
  }

  /// The listener's stream ended.
  func stopped() {
    isListening = false
    wakeWaiters()
  }

  /// Whether the listener has taken `sent`, the value the backend sent last
  /// (or there is nothing to wait for: no listener, or nothing sent).
  func hasCaughtUp(with sent: CustomerInfo?) -> Bool {
    guard isListening, let sent else { return true }
    return sent == lastTaken
  }

  /// Waits for the listener's next step (a value taken, a new listener, the end).
  func nextStep() async {
    await withCheckedContinuation { waiters.append($0) }
  }

  /// Waits until the listener has taken what `sent` reads (asked again at each step).
  func catchUp(with sent: () -> CustomerInfo?) async {
    while !hasCaughtUp(with: sent()) { await nextStep() }
  }

  private func wakeWaiters() {
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume() }
  }
}
