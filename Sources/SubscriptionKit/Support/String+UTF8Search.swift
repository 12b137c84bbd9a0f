extension String {
  /// Whether `other` occurs in this string, comparing UTF-8 bytes: no
  /// allocation and no bridging (Foundation's `contains` goes through
  /// `NSString`, which `subkit doctor` paid for on every string literal of a
  /// project). Byte equality, so canonically equivalent spellings of one
  /// character (`é` as one scalar or two) do not match each other.
  package func containsUTF8(_ other: String) -> Bool {
    if other.isEmpty { return true }
    var haystack = self
    var needle = other
    return haystack.withUTF8 { bytes in
      needle.withUTF8 { pattern in Self.search(bytes, pattern) }
    }
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
