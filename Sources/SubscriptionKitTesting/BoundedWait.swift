import SubscriptionKit
import SubscriptionWire

/// A one-shot wait that ends the moment `finish()` is called (before or after
/// the wait begins) — or, if that never happens, after a limit of real time,
/// failing the running test with a message instead of hanging it.
///
/// The real-time limit is a bound, never a pause: a wait that is satisfied
/// ends at once, so tests stay as fast as the code they wait for.
final class BoundedWait: Sendable {
  private enum State {
    case pending
    case finished
    case expired
    case waiting(CheckedContinuation<Bool, Never>)
    case done
  }

  private let state = Locked<State>(.pending)

  /// Ends the wait (now, or as soon as it begins).
  func finish() { end(with: true) }

  /// Waits until `finish()`; after `limit` of real time, fails the test with
  /// `message` (attributed to `site`) and returns false.
  @discardableResult
  func wait(
    orFailAfter limit: Duration, _ message: @autoclosure () -> String,
    at site: TestFailure.Site? = nil
  ) async -> Bool {
    let timer = Task { [self] in
      // Real time on purpose: this bounds a hang; it never paces a test.
      try? await ContinuousClock().sleep(for: limit)
      if !Task.isCancelled { end(with: false) }
    }
    let isFinished = await withCheckedContinuation {
      (continuation: CheckedContinuation<Bool, Never>) in
      let result = state.withLock { state -> Bool? in
        switch state {
        case .finished:
          state = .done
          return true
        case .expired:
          state = .done
          return false
        default:
          state = .waiting(continuation)
          return nil
        }
      }
      if let result { continuation.resume(returning: result) }
    }
    timer.cancel()
    if !isFinished { TestFailure.report(message(), at: site) }
    return isFinished
  }

  private func end(with result: Bool) {
    let continuation = state.withLock { state -> CheckedContinuation<Bool, Never>? in
      switch state {
      case .pending:
        state = result ? .finished : .expired
        return nil
      case .waiting(let continuation):
        state = .done
        return continuation
      case .finished, .expired, .done:
        return nil
      }
    }
    continuation?.resume(returning: result)
  }
}
