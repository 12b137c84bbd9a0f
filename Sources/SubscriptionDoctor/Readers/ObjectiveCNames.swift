/// Which of an app's Swift classes its Objective-C code names.
///
/// The doctor does not parse Objective-C, but it needs one fact from it: an
/// Objective-C file can create or present a Swift class only by writing its
/// name (`[[PurchaseViewController alloc] init]`, `NSClassFromString(@"…")`),
/// so a class no `.m` or `.mm` file names is reached, if at all, by the
/// Swift, storyboards and property lists the doctor reads. Names are found as
/// whole words (letters, digits, `_`), comments and strings included: a
/// mention anywhere counts as a use, which only ever keeps a class in view.
enum ObjectiveCNames {
  /// Whether a file with this name is Objective-C (or Objective-C++) code.
  static func isImplementation(_ name: String) -> Bool {
    name.hasSuffix(".m") || name.hasSuffix(".mm")
  }

  /// Those of `classes` that some file of `files` names as a word.
  static func named(_ classes: Set<String>, in files: [[UInt8]]) -> Set<String> {
    guard !classes.isEmpty, !files.isEmpty else { return [] }
    let lengths = Set(classes.map(\.utf8.count))
    let found = ConcurrentSlots.map(files.count) { named(classes, lengths, in: files[$0]) }
    return Set(found.compactMap { $0 }.joined())
  }

  /// Those of `classes` (whose UTF-8 lengths are `lengths`) that `bytes` name as a word.
  private static func named(
    _ classes: Set<String>, _ lengths: Set<Int>, in bytes: [UInt8]
  ) -> Set<String> {
    var found = Set<String>()
    var start = 0
    let count = bytes.count
    while start < count {
      guard isWordStart(bytes[start]), start == 0 || !isWordByte(bytes[start - 1]) else {
        start += 1
        continue
      }
      var end = start + 1
      while end < count, isWordByte(bytes[end]) { end += 1 }
      // Only words as long as some class name are turned into strings.
      if lengths.contains(end - start) {
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        if classes.contains(word) { found.insert(word) }
      }
      start = end
    }
    return found
  }

  private static func isWordStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    isWordStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }
}
