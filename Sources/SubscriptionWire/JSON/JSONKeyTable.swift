import Foundation

/// The member names a reader knows, looked up from raw UTF-8 bytes without
/// building a `String` per member: candidates are bucketed by length and
/// first byte, and their names kept in one byte buffer.
struct JSONKeyTable<Key>: @unchecked Sendable {
  // @unchecked because: immutable after init; Key is only ever a plain enum.
  private struct Entry {
    var offset: Int
    var key: Key
  }

  private let names: [UInt8]
  /// Entries by `length * 256 + first byte`.
  private let buckets: [[Entry]]
  private let longest: Int

  /// A table of `(name, key)` pairs.
  init(_ pairs: [(String, Key)]) {
    var names: [UInt8] = []
    let longest = pairs.map(\.0.utf8.count).max() ?? 0
    var buckets = [[Entry]](repeating: [], count: (longest + 1) * 256)
    for (name, key) in pairs {
      let bytes = Array(name.utf8)
      guard let first = bytes.first else { continue }
      buckets[bytes.count * 256 + Int(first)].append(
        Entry(offset: names.count, key: key))
      names += bytes
    }
    self.names = names
    self.buckets = buckets
    self.longest = longest
  }

  /// The key named by `bytes`, or nil.
  func key(for bytes: UnsafeBufferPointer<UInt8>) -> Key? {
    guard let first = bytes.first, bytes.count <= longest, let base = bytes.baseAddress else {
      return nil
    }
    let entries = buckets[bytes.count * 256 + Int(first)]
    return names.withUnsafeBufferPointer { names in
      guard let start = names.baseAddress else { return nil }
      for entry in entries where memcmp(start + entry.offset, base, bytes.count) == 0 {
        return entry.key
      }
      return nil
    }
  }

  /// The key named by unescaped `bytes`, or nil.
  func key(for bytes: [UInt8]) -> Key? {
    bytes.withUnsafeBufferPointer { key(for: $0) }
  }
}
