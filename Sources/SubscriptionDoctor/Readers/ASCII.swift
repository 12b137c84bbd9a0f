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

  // Ranges tested with one wrapping subtraction and one comparison each, and
  // both letter cases at once (`| 0x20` lowers an ASCII capital): these run
  // on every byte of every identifier.

  static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- 0x61 < 26 || byte == 0x5F || byte == 0x24 || byte >= 0x80
  }

  static func isIdentifierContinue(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }

  static func isSinglePunctuation(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
      UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"),
      UInt8(ascii: ";"), UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"):
      true
    default: false
    }
  }

  static func isOperator(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
      UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"):
      true
    default: false
    }
  }
}
