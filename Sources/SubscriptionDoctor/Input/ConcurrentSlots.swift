import Dispatch
import Foundation

/// Results written from `DispatchQueue.concurrentPerform` iterations, one slot each.
// @unchecked because: every access to `storage` holds `lock`.
final class ConcurrentSlots<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Value?]

  init(count: Int) {
    storage = Array(repeating: nil, count: count)
  }

  /// The slots, `nil` where nothing was written.
  var values: [Value?] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  /// Runs `body` for `0..<count` on at most the machine's active cores, collecting its results.
  static func map(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value?] {
    let slots = ConcurrentSlots(count: count)
    let workers = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var index = worker
      while index < count {
        slots.set(index, body(index))
        index += workers
      }
    }
    return slots.values
  }
}
