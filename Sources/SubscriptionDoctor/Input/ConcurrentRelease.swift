import Dispatch
import Foundation

/// Lets go of many objects on the machine's cores: freeing ten thousand
/// files' tokens is real work, and done at the end on one thread it was the
/// largest single cost of an audit after reading.
enum ConcurrentRelease {
  /// Empties `objects`, releasing the elements in parallel chunks.
  static func release<Element: AnyObject & Sendable>(_ objects: inout [Element]) {
    let workers = max(1, min(objects.count / 64, ProcessInfo.processInfo.activeProcessorCount))
    guard workers > 1 else {
      objects = []
      return
    }
    let size = (objects.count + workers - 1) / workers
    let chunks = Chunks(
      stride(from: 0, to: objects.count, by: size).map {
        Array(objects[$0..<min($0 + size, objects.count)])
      })
    objects = []
    ParallelLoop.run(workers) { chunks.drop($0) }
  }

  // @unchecked because: every access to `storage` holds `lock`.
  private final class Chunks<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [[Element]]

    init(_ chunks: [[Element]]) {
      storage = chunks
    }

    /// Takes chunk `index` out and lets it go on the calling thread.
    func drop(_ index: Int) {
      lock.lock()
      var taken: [Element] = []
      if storage.indices.contains(index) { swap(&taken, &storage[index]) }
      lock.unlock()
      taken.removeAll()
    }
  }
}
