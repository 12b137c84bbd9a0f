extension String {
  /// Whether `other` occurs in this string, comparing UTF-8 bytes.
  ///
  /// Rules ask this of every token; Foundation's `contains` bridges through
  /// `NSString` and was the doctor's largest cost. This overload (concrete, so
  /// preferred over the generic ones) compares bytes and allocates nothing.
  func contains(_ other: String) -> Bool {
    if other.isEmpty { return true }
    var haystack = self
    var needle = other
    return haystack.withUTF8 { bytes in
      needle.withUTF8 { pattern in Self.search(bytes, pattern) }
    }
  }

  /// Whether the UTF-8 byte `byte` occurs in this string: one pass over its
  /// contiguous bytes (native strings always have them), no iterator per byte.
  func containsByte(_ byte: UInt8) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
  }

  private static func search(
    _ bytes: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard pattern.count <= bytes.count, let first = pattern.first else { return false }
    var index = 0
    let last = bytes.count - pattern.count
    while index <= last {
      if bytes[index] == first {
        var offset = 1
        while offset < pattern.count, bytes[index + offset] == pattern[offset] { offset += 1 }
        if offset == pattern.count { return true }
      }
      index += 1
    }
    return false
  }
}
