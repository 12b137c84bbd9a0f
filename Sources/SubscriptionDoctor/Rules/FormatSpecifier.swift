/// The number and object specifiers of a `String(format:)` template, as
/// Foundation reads them: `%`, an optional position (`1$`), flags, a width, a
/// precision, a length modifier and the conversion (`%.2f`, `%1$@`, `%lld`).
/// A space flag is not read: `"50% de descuento"` is prose, not `% d`.
enum FormatSpecifier {
  private static let flags: Set<Character> = ["-", "+", "0", "#", "'"]
  private static let lengths: Set<Character> = ["l", "h", "q", "L", "z", "t", "j"]
  private static let conversions: Set<Character> = [
    "d", "D", "i", "u", "U", "f", "F", "e", "E", "g", "G", "a", "A", "@",
  ]

  /// The index just past the specifier starting with the `%` at `start`, or
  /// nil when none starts there (`"100%"`, `"%%"`, `"50% off"`).
  static func end(of characters: [Character], from start: Int) -> Int? {
    guard start < characters.count, characters[start] == "%" else { return nil }
    var index = start + 1
    var digits = index
    while digits < characters.count, characters[digits].isASCII, characters[digits].isNumber {
      digits += 1
    }
    if digits > index, digits < characters.count, characters[digits] == "$" { index = digits + 1 }
    while index < characters.count, flags.contains(characters[index]) { index += 1 }
    while index < characters.count, characters[index].isASCII, characters[index].isNumber {
      index += 1
    }
    if index < characters.count, characters[index] == "." {
      index += 1
      while index < characters.count, characters[index].isASCII, characters[index].isNumber {
        index += 1
      }
    }
    while index < characters.count, lengths.contains(characters[index]) { index += 1 }
    guard index < characters.count, conversions.contains(characters[index]) else { return nil }
    return index + 1
  }
}
