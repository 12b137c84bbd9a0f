import Dispatch
import Foundation

/// Results written from `ParallelLoop` iterations, one slot each.
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

  /// Writes `values` to the slots from `start` on, under one lock.
  func set(from start: Int, _ values: [Value]) {
    lock.lock()
    for (offset, value) in values.enumerated() { storage[start + offset] = value }
    lock.unlock()
  }

  /// Runs `body` for `0..<count` on the machine's cores, collecting its results.
  ///
  /// The work is handed out in small chunks as cores become free, not split
  /// in equal shares up front: on a machine other programs share, a core that
  /// is taken away for a while does not leave its share waiting at the end.
  static func map(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value?] {
    let slots = ConcurrentSlots(count: count)
    let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
    // About eight chunks per core, at most 32 items each (a lock per chunk, not per item).
    let chunk = max(1, min(32, count / (workers * 8)))
    let chunks = (count + chunk - 1) / chunk
    ParallelLoop.run(chunks) { chunkIndex in
      let start = chunkIndex * chunk
      let end = min(count, start + chunk)
      var values: [Value] = []
      values.reserveCapacity(end - start)
      for index in start..<end { values.append(body(index)) }
      slots.set(from: start, values)
    }
    return slots.values
  }
}
