import Dispatch
import Foundation

/// Runs a loop's iterations on the machine's cores, whatever thread calls it.
///
/// `DispatchQueue.concurrentPerform` takes its threads from the caller's
/// queue: called from a Swift concurrency task (as `subkit doctor` is, from
/// the command's `async` entry point) it runs every iteration on one thread,
/// and the audit took twice as long as on the main thread. Here the calling
/// thread works through the iterations alongside helpers on a global queue,
/// each taking the next iteration as it frees up, and the call returns when
/// all are done.
enum ParallelLoop {
  /// Calls `body` once for each of `0..<iterations`, spread over the cores.
  static func run(_ iterations: Int, _ body: @Sendable (Int) -> Void) {
    let workers = min(iterations, ProcessInfo.processInfo.activeProcessorCount)
    guard workers > 1 else {
      for iteration in 0..<iterations { body(iteration) }
      return
    }
    let counter = Counter(limit: iterations)
    withoutActuallyEscaping(body) { body in
      let group = DispatchGroup()
      for _ in 1..<workers {
        DispatchQueue.global(qos: .userInitiated).async(group: group) {
          while let iteration = counter.next() { body(iteration) }
        }
      }
      while let iteration = counter.next() { body(iteration) }
      // Bounded: every helper stops once the counter runs out.
      group.wait()
    }
  }

  /// Hands out `0..<limit`, each number once.
  // @unchecked because: every access to `value` holds `lock`.
  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    private let limit: Int

    init(limit: Int) {
      self.limit = limit
    }

    func next() -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard value < limit else { return nil }
      value += 1
      return value - 1
    }
  }
}
