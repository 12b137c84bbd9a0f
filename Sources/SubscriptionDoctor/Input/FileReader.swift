import Dispatch
import Foundation

/// Reads many files at once, spread over the machine's cores; a file that
/// cannot be read comes back with `bytes == nil` (reported as `unreadable-file`).
enum FileReader {
  /// The contents of each file, in the given order.
  static func read(_ files: [(path: String, url: URL)]) -> [ProjectSnapshot.File] {
    guard files.count > 8 else {
      return files.map { ProjectSnapshot.File(path: $0.path, bytes: contents($0.url)) }
    }
    let box = FileBox(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { offset in
      box.set(
        offset, ProjectSnapshot.File(path: files[offset].path, bytes: contents(files[offset].url)))
    }
    return box.values.enumerated().map { offset, file in
      file ?? ProjectSnapshot.File(path: files[offset].path, bytes: nil)
    }
  }

  private static func contents(_ url: URL) -> [UInt8]? {
    FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
  }
}

/// Collects files read from concurrent iterations.
// @unchecked because: every access to `values` holds `lock`.
private final class FileBox: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [ProjectSnapshot.File?]

  init(count: Int) {
    storage = Array(repeating: nil, count: count)
  }

  var values: [ProjectSnapshot.File?] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  func set(_ index: Int, _ value: ProjectSnapshot.File) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }
}
