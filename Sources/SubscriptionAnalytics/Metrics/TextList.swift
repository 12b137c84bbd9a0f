import Foundation

/// Texts in the order they were read, as bytes back to back: for values
/// that are almost all distinct (transaction ids), kept only to compare.
struct TextList: Sendable {
  private var storage: [UInt8] = []
  private var ends: [Int] = [0]

  /// Adds `text` as the next entry.
  mutating func append(_ text: UnsafeRawBufferPointer) {
    storage.append(contentsOf: text)
    ends.append(storage.count)
  }

  /// Whether entry `first` sorts before entry `second` in byte order (SQL's
  /// binary collation; for ASCII, Swift's `<` on the strings too).
  func isOrdered(_ first: Int32, before second: Int32) -> Bool {
    let left = ends[Int(first)]..<ends[Int(first) + 1]
    let right = ends[Int(second)]..<ends[Int(second) + 1]
    return storage.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return left.count < right.count }
      let order = memcmp(
        base + left.lowerBound, base + right.lowerBound, min(left.count, right.count))
      return order != 0 ? order < 0 : left.count < right.count
    }
  }
}
