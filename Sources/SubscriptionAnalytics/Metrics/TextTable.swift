import Foundation

/// Distinct texts read from the database, each given a dense id (0, 1, 2, …
/// in order of first sight), so the metrics compare and index small integers
/// instead of strings.
///
/// Values are looked up by their UTF-8 bytes straight from the row: a value
/// seen before costs a hash and a byte compare, no `String` is made (and a
/// value equal to the column's previous one only the compare). The bytes of
/// every distinct value are kept once, in one buffer.
struct TextTable: Sendable {
  /// The bytes of every value, back to back.
  private var storage: [UInt8] = []
  /// Where each value ends in `storage` (it starts where the previous one ends).
  private var ends: [Int] = [0]
  /// Open addressing: each slot holds the hash's high half over the id + 1
  /// (so a probe rarely reads a value that cannot match), or 0 when empty.
  private var slots: [UInt64] = Array(repeating: 0, count: 64)

  /// How many distinct values it holds.
  var count: Int { ends.count - 1 }

  /// The id of `text`, adding it when new; `recent` is the id this column
  /// read last (-1 for none), tried first and updated.
  mutating func id(_ text: UnsafeRawBufferPointer, recent: inout Int32) -> Int32 {
    if recent >= 0 && equals(Int(recent), text) { return recent }
    recent = id(text)
    return recent
  }

  /// The id of `text`, adding it when new.
  mutating func id(_ text: UnsafeRawBufferPointer) -> Int32 {
    let hash = Self.hash(text)
    if let found = find(text, hash: hash) { return found }
    let id = Int32(count)
    storage.append(contentsOf: text)
    ends.append(storage.count)
    Self.insert(id, hash: hash, into: &slots)
    if count * 2 > slots.count { grow() }
    return id
  }

  /// The id of `text`, adding it when new.
  mutating func id(_ text: String) -> Int32 {
    var text = text
    return text.withUTF8 { id(UnsafeRawBufferPointer($0)) }
  }

  /// The id of `text` if it is held.
  func existingID(_ text: String) -> Int32? {
    var text = text
    return text.withUTF8 { buffer in
      let bytes = UnsafeRawBufferPointer(buffer)
      return find(bytes, hash: Self.hash(bytes))
    }
  }

  /// The value with `id`.
  func text(_ id: Int32) -> String {
    String(decoding: storage[ends[Int(id)]..<ends[Int(id) + 1]], as: UTF8.self)
  }

  /// Every id, ordered by its value's bytes (SQL's binary collation; for
  /// ASCII, the order of Swift's `<` on the strings too).
  func idsInByteOrder() -> [Int32] {
    storage.withUnsafeBytes { bytes -> [Int32] in
      guard let base = bytes.baseAddress else { return Array(0..<Int32(count)) }
      return (0..<Int32(count)).sorted { (left: Int32, right: Int32) -> Bool in
        let first = ends[Int(left)]..<ends[Int(left) + 1]
        let second = ends[Int(right)]..<ends[Int(right) + 1]
        let shared = min(first.count, second.count)
        let order = memcmp(base + first.lowerBound, base + second.lowerBound, shared)
        return order != 0 ? order < 0 : first.count < second.count
      }
    }
  }

  private func find(_ text: UnsafeRawBufferPointer, hash: UInt64) -> Int32? {
    let mask = slots.count - 1
    let tag = hash >> 32
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let entry = slots[slot]
      if entry >> 32 == tag {
        let id = Int(entry & 0xFFFF_FFFF) - 1
        if equals(id, text) { return Int32(id) }
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  private static func insert(_ id: Int32, hash: UInt64, into slots: inout [UInt64]) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = (hash >> 32) << 32 | UInt64(id + 1)
  }

  private func equals(_ id: Int, _ text: UnsafeRawBufferPointer) -> Bool {
    let start = ends[id]
    guard ends[id + 1] - start == text.count else { return false }
    guard let other = text.baseAddress, text.count > 0 else { return true }
    return storage.withUnsafeBytes { stored in
      stored.baseAddress.map { memcmp($0 + start, other, text.count) == 0 } ?? false
    }
  }

  private mutating func grow() {
    var grown = [UInt64](repeating: 0, count: slots.count * 2)
    storage.withUnsafeBytes { bytes in
      for id in 0..<count {
        let text = UnsafeRawBufferPointer(rebasing: bytes[ends[id]..<ends[id + 1]])
        Self.insert(Int32(id), hash: Self.hash(text), into: &grown)
      }
    }
    slots = grown
  }

  /// FNV-1a, then a finalizer that spreads the bits (slots are picked by the
  /// low half, tags are the high half).
  private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    hash ^= hash >> 33
    hash = hash &* 0xff51_afd7_ed55_8ccd
    hash ^= hash >> 33
    return hash
  }
}
