/// Byte constants and classes for the readers (UTF-8 source is scanned byte by byte for speed).
enum ASCII {
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let tab = UInt8(ascii: "\t")
  static let space = UInt8(ascii: " ")
  static let slash = UInt8(ascii: "/")
  static let backslash = UInt8(ascii: "\\")
  static let star = UInt8(ascii: "*")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let at = UInt8(ascii: "@")
  static let backtick = UInt8(ascii: "`")
  static let dot = UInt8(ascii: ".")
  static let plus = UInt8(ascii: "+")
  static let minus = UInt8(ascii: "-")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")
  static let bang = UInt8(ascii: "!")
  static let equals = UInt8(ascii: "=")

  // Ranges tested with one wrapping subtraction and one comparison each, and
  // both letter cases at once (`| 0x20` lowers an ASCII capital): these run
  // on every byte of every identifier.

  static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

  /// The value of a hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`), or `nil`.
  static func hexValue(_ byte: UInt8) -> UInt8? {
    if isDigit(byte) { return byte - 0x30 }
    let lower = byte | 0x20
    return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f") ? lower - 0x57 : nil
  }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- 0x61 < 26 || byte == 0x5F || byte == 0x24 || byte >= 0x80
  }

  static func isIdentifierContinue(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }

  /// `( ) [ ] { } , : ; . ? ! \` (the last opening a key path, `\.title`):
  /// tested as one bit of a 128-bit set (a `switch` became a jump table
  /// whose indirect branch mispredicted on nearly every token; this is two
  /// shifts and a select).
  static func isSinglePunctuation(_ byte: UInt8) -> Bool {
    isIn(byte, low: singlePunctuationLow, high: singlePunctuationHigh)
  }

  /// `= - + * / % < > & | ^ ~`, as a set like `isSinglePunctuation`'s.
  static func isOperator(_ byte: UInt8) -> Bool {
    isIn(byte, low: operatorLow, high: operatorHigh)
  }

  /// Whether `byte` is in the set of ASCII bytes whose bits `low` (0–63) and
  /// `high` (64–127) hold.
  private static func isIn(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
    let set = byte < 64 ? low : byte < 128 ? high : 0
    return (set >> UInt64(byte & 63)) & 1 != 0
  }

  /// The sets as constants (`FastPathTests.byteSets` checks them against their bytes).
  static let singlePunctuationLow: UInt64 = 0x8C00_5302_0000_0000
  static let singlePunctuationHigh: UInt64 = 0x2800_0000_3800_0000
  static let operatorLow: UInt64 = 0x7000_AC60_0000_0000
  static let operatorHigh: UInt64 = 0x5000_0000_4000_0000
}
