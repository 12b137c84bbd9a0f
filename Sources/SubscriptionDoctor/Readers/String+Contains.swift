import SubscriptionKit

extension String {
  /// Whether `other` occurs in this string, comparing UTF-8 bytes.
  ///
  /// Rules ask this of every token; Foundation's `contains` bridges through
  /// `NSString` and was the doctor's largest cost. This overload (concrete, so
  /// preferred over the generic ones) compares bytes and allocates nothing.
  func contains(_ other: String) -> Bool {
    containsUTF8(other)
  }

  /// Whether the UTF-8 byte `byte` occurs in this string: one pass over its
  /// contiguous bytes (native strings always have them), no iterator per byte.
  func containsByte(_ byte: UInt8) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
  }
}

extension String {
  /// Whether this string ends with `suffix`, comparing UTF-8 bytes from the
  /// end: the doctor asks this of every path of a project several times, and
  /// `hasSuffix` compares characters.
  func endsWithUTF8(_ suffix: StaticString) -> Bool {
    let count = suffix.utf8CodeUnitCount
    return suffix.withUTF8Buffer { pattern in
      utf8.withContiguousStorageIfAvailable { bytes in
        guard bytes.count >= count else { return false }
        var offset = 1
        while offset <= count {
          guard bytes[bytes.count - offset] == pattern[count - offset] else { return false }
          offset += 1
        }
        return true
      } ?? utf8.reversed().starts(with: pattern.reversed())
    }
  }
}
