extension Array where Element == UInt8 {
  /// The first range at or after `start` whose bytes are `pattern`, or nil.
  ///
  /// A plain scan for the first byte, then a comparison: the standard
  /// library's generic `firstRange(of:)` on a slice is many times slower on
  /// the megabytes of a project's storyboards and xibs.
  func range(of pattern: [UInt8], from start: Int = 0) -> Range<Int>? {
    guard let first = pattern.first, start >= 0, pattern.count <= count - start else {
      return nil
    }
    return withUnsafeBufferPointer { bytes in
      pattern.withUnsafeBufferPointer { needle in
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
          if bytes[index] == first {
            var matched = 1
            while matched < needle.count, bytes[index + matched] == needle[matched] {
              matched += 1
            }
            if matched == needle.count { return index..<(index + needle.count) }
          }
          index += 1
        }
        return nil
      }
    }
  }
}
