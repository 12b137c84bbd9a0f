/// Recognises prices written into text in the forms people use: `$9.99`,
/// `€3,99`, `4,99 €`, `£4.99/month`, `¥800`, `USD 9.99`, `9.99 USD`, and an
/// interpolation followed by cents (`"\(price).99"`).
enum PriceDetector {
  private static let symbols: [String] = [
    "US$", "R$", "A$", "C$", "$", "€", "£", "¥", "₹", "₩", "₽", "₺", "₪", "₫", "฿", "₱", "₴", "zł",
  ]
  private static let codes: Set<String> = [
    "USD", "EUR", "GBP", "JPY", "CAD", "AUD", "CHF", "INR", "CNY", "SEK", "NOK", "DKK", "BRL",
    "MXN", "KRW", "RUB", "TRY", "PLN", "NZD", "SGD", "HKD", "ZAR",
  ]

  /// The first price in a string literal's pieces (interpolations lie between pieces).
  static func price(inParts parts: [String]) -> String? {
    for (offset, part) in parts.enumerated() {
      if let found = price(in: part) { return found }
      if offset > 0, let cents = interpolatedCents(part) { return "\\(…)" + cents }
    }
    return nil
  }

  /// The first price in `text`, as written.
  static func price(in text: String) -> String? {
    guard mayContainPrice(text) else { return nil }
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      // Symbol or code, then the amount: "$9.99", "€ 3,99", "USD 9.99".
      if let marker = marker(characters, at: index) {
        var start = index + marker.length
        if start < characters.count, characters[start] == " " || characters[start] == "\u{00A0}" {
          start += 1
        }
        if let amount = amount(characters, at: start, allowInteger: true) {
          let end = start + amount
          if marker.isCode, start == index + marker.length {
            index += 1
            continue
          }
          return String(characters[index..<end])
        }
      }
      // Amount, then symbol or code: "4,99 €", "9.99 USD", "4.99€".
      if characters[index].isNumber, index == 0 || !isAmountCharacter(characters[index - 1]),
        let amount = amount(characters, at: index, allowInteger: false)
      {
        var after = index + amount
        if after < characters.count, characters[after] == " " || characters[after] == "\u{00A0}" {
          after += 1
        }
        if let marker = marker(characters, at: after), !(marker.isCode && after == index + amount) {
          return String(characters[index..<(after + marker.length)])
        }
      }
      index += 1
    }
    return nil
  }

  /// `.99` or `,99` at the start of a piece that follows an interpolation.
  private static func interpolatedCents(_ part: String) -> String? {
    let characters = Array(part.prefix(4))
    guard characters.count >= 3, characters[0] == "." || characters[0] == ",",
      characters[1].isASCII, characters[1].isNumber, characters[2].isASCII, characters[2].isNumber,
      characters.count == 3 || !characters[3].isNumber
    else { return nil }
    return String(characters[0..<3])
  }

  private static func marker(_ characters: [Character], at index: Int) -> (
    length: Int, isCode: Bool
  )? {
    guard index < characters.count else { return nil }
    for symbol in symbols {
      let symbolCharacters = Array(symbol)
      if index + symbolCharacters.count <= characters.count,
        Array(characters[index..<(index + symbolCharacters.count)]) == symbolCharacters
      {
        // "$(" starts a build-setting reference, not a price.
        if symbol == "$", index + 1 < characters.count,
          characters[index + 1] == "(" || characters[index + 1] == "{"
        {
          return nil
        }
        return (symbolCharacters.count, false)
      }
    }
    if index + 3 <= characters.count, index == 0 || !characters[index - 1].isLetter,
      index + 3 == characters.count || !characters[index + 3].isLetter,
      codes.contains(String(characters[index..<(index + 3)]))
    {
      return (3, true)
    }
    return nil
  }

  /// The length of an amount at `index`: `9.99`, `3,99`, `1,299.00`, or (when
  /// `allowInteger`) `800`.
  private static func amount(_ characters: [Character], at index: Int, allowInteger: Bool) -> Int? {
    var end = index
    var digits = 0
    while end < characters.count, characters[end].isASCII,
      characters[end].isNumber
        || ((characters[end] == "," || characters[end] == "." || characters[end] == " ")
          && digits > 0
          && end + 1 < characters.count && characters[end + 1].isASCII
          && characters[end + 1].isNumber
          && characters[end] != " ")
    {
      if characters[end].isNumber { digits += 1 }
      end += 1
    }
    guard digits > 0 else { return nil }
    let text = characters[index..<end]
    let hasCents: Bool = {
      guard text.count >= 3 else { return false }
      let separator = text[text.index(text.endIndex, offsetBy: -3)]
      return separator == "." || separator == ","
    }()
    if !hasCents && !allowInteger { return nil }
    if end < characters.count, characters[end] == "%" { return nil }
    return end - index
  }

  private static func isAmountCharacter(_ character: Character) -> Bool {
    character.isNumber || character == "." || character == ","
  }

  /// A fast UTF-8 pre-check: a price needs a digit and a currency sign (`$`, any
  /// non-ASCII symbol such as `€`) or three capital letters (`USD`).
  private static func mayContainPrice(_ text: String) -> Bool {
    var hasDigit = false
    var hasMarker = false
    var capitals = 0
    for byte in text.utf8 {
      if byte >= 0x30 && byte <= 0x39 {
        hasDigit = true
        capitals = 0
      } else if byte == 0x24 || byte >= 0x80 {
        hasMarker = true
        capitals = 0
      } else if byte >= 0x41 && byte <= 0x5A {
        capitals += 1
        if capitals >= 3 { hasMarker = true }
      } else {
        capitals = 0
      }
      if hasDigit && hasMarker { return true }
    }
    return false
  }
}
