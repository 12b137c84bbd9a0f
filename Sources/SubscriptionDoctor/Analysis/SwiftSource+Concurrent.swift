import Dispatch
import Foundation

extension SwiftSource {
  /// Tokenises and annotates many files, spreading the work over the machine's cores.
  static func parseConcurrently(
    _ files: [(path: String, bytes: [UInt8])], roles: [FileRole]
  ) -> [Result<SwiftSource, ReaderError>] {
    let results = ResultBox(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { offset in
      let file = files[offset]
      let result: Result<SwiftSource, ReaderError>
      do throws(ReaderError) {
        result = .success(try SwiftSource(path: file.path, role: roles[offset], bytes: file.bytes))
      } catch {
        result = .failure(error)
      }
      results.set(offset, result)
    }
    return results.values.compactMap { $0 }
  }
}

/// Collects results written from concurrent iterations.
// @unchecked because: every access to `values` holds `lock`.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var values: [Result<SwiftSource, ReaderError>?]

  init(count: Int) {
    values = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ value: Result<SwiftSource, ReaderError>) {
    lock.lock()
    values[index] = value
    lock.unlock()
  }
}
