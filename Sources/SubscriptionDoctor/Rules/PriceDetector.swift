/// Recognises prices written into text in the forms people use: `$9.99`,
/// `€3,99`, `4,99 €`, `£4.99/month`, `¥800`, `USD 9.99`, `9.99 USD`, an
/// interpolation followed by cents (`"\(price).99"`), a currency word instead of
/// a symbol (`4.99 dollars`, `9,99 Euro`), and other scripts and digits
/// (`١٩٫٩٩ ريال`, Arabic-Indic digits with an Arabic currency word).
///
/// Works on Unicode scalars in one pass with no allocation per position, so a
/// megabyte-long literal costs linear time.
enum PriceDetector {
  private static let symbols: [[Unicode.Scalar]] = [
    "US$", "R$", "A$", "C$", "$", "€", "£", "¥", "₹", "₩", "₽", "₺", "₪", "₫", "฿", "₱", "₴", "zł",
    "﷼", "ر.س", "د.إ", "￦", "￥", "＄",
  ].map { Array($0.unicodeScalars) }
  /// The first scalar of each symbol, so most letters skip the symbol list.
  private static let symbolStarts = Set(symbols.compactMap { $0.first?.value })
  /// ISO 4217 codes of the currencies apps price in (`"9.99 USD"`, `"EUR 4"`).
  static let codes: Set<String> = [
    "USD", "EUR", "GBP", "JPY", "CAD", "AUD", "CHF", "INR", "CNY", "SEK", "NOK", "DKK", "BRL",
    "MXN", "KRW", "RUB", "TRY", "PLN", "NZD", "SGD", "HKD", "ZAR", "SAR", "AED", "EGP", "QAR",
    "KWD", "MYR", "IDR", "THB", "VND", "TWD", "ILS", "CZK", "HUF", "UAH", "NGN", "PKR",
  ]
  /// Local two-letter signs written like a code, before an amount with cents
  /// (`RM79.90`, `Rs 499.00`): the ringgit, the rupiah, the rupee. Case counts.
  private static let localSigns: Set<String> = ["RM", "Rp", "Rs"]
  /// Currency words: a price needs cents before them, except the unambiguous
  /// ones in `integerWords` (a "pound" may weigh; a "ريال" never does).
  private static let words: Set<String> = [
    "dollar", "dollars", "euro", "euros", "pound", "pounds", "yen", "rupee", "rupees", "riyal",
    "riyals", "dirham", "dirhams", "franc", "francs", "kr", "ريال", "درهم", "دينار", "جنيه",
    "ليرة", "원", "円", "元",
  ]
  private static let integerWords: Set<String> = [
    "dollars", "euros", "rupees", "riyals", "dirhams", "ريال", "درهم", "دينار", "جنيه", "ليرة",
    "원", "円", "元",
  ]
  /// Words written right after the amount, with no space (`1,000원`, `120円`),
  /// the cent sign (`"99¢"`; SocialBackup, fifty-third round) and the letter
  /// Vietnamese prices write for the đồng's sign (`"59.000đ/tháng"`;
  /// ChineseWordLockScreenApp, eighty-sixth round).
  private static let gluedWords: Set<String> = ["원", "円", "元", "¢", "đ"]
  /// Glued words that are letters of words too (`3元素`, three elements;
  /// `3đêm`, three nights): a price only before a non-letter.
  private static let gluedLetters: Set<Unicode.Scalar> = ["元", "đ"]

  /// The currency a price names, as far as a price check can tell them apart.
  enum Currency {
    /// `$`, `US$`, `USD`, "dollars".
    case usDollar
    /// Any other sign, code or word (`€`, `R$`, `GBP`, "euros").
    case other
  }

  /// The currency `price` names (`"USD 5.99"` → `.usDollar`, `"4,99 €"` →
  /// `.other`); nil for a bare amount.
  static func currency(of price: String) -> Currency? {
    var run = ""
    for character in price + " " {
      if character.isASCII, character.isUppercase {
        run.append(character)
        continue
      }
      if run.count == 3, codes.contains(run) { return run == "USD" ? .usDollar : .other }
      run = ""
    }
    // The list holds longer signs before the `$` they contain (`R$`, `US$`).
    for symbol in symbols {
      let sign = String(String.UnicodeScalarView(symbol))
      if price.contains(sign) { return ["$", "US$", "＄"].contains(sign) ? .usDollar : .other }
    }
    let lowered = price.lowercased()
    for word in words where lowered.contains(word) {
      return word.hasPrefix("dollar") ? .usDollar : .other
    }
    return nil
  }

  /// The highest amount the App Store can charge in a currency, with room to
  /// spare: Apple's highest price point is 10,000 US dollars, and each
  /// storefront's top price is about that much in its currency. Keyed by
  /// the sign, code or word a price is written with.
  private static let storeMaximums: [String: Double] = {
    var maximums: [String: Double] = [:]
    func add(_ names: [String], _ maximum: Double) {
      for name in names { maximums[name] = maximum }
    }
    add(["$", "US$", "＄", "USD", "dollar", "dollars"], 13_000)
    add(["€", "EUR", "euro", "euros", "£", "GBP", "pound", "pounds", "CHF"], 13_000)
    add(["A$", "C$", "AUD", "CAD", "NZD", "SGD"], 20_000)
    // `¥` is the yen's sign and the yuan's: the yen's larger maximum.
    add(["¥", "￥", "円", "JPY", "yen"], 2_000_000)
    add(["元", "CNY"], 100_000)
    add(["₩", "￦", "원", "KRW"], 19_000_000)
    add(["₹", "INR", "Rs", "rupee", "rupees"], 1_200_000)
    add(["₽", "RUB"], 1_400_000)
    add(["₺", "TRY"], 600_000)
    add(["R$", "BRL"], 80_000)
    return maximums
  }()

  /// Whether `price` (as `price(in:)` returns it) is more than the App Store
  /// charges in its currency (`"28.000 €"`, a grant's cap; `"20,000,000원"`,
  /// a ledger's total): money in the app's own content, never a store price.
  /// False for a currency without a known maximum.
  static func exceedsStoreMaximum(_ price: String) -> Bool {
    var digits: [Unicode.Scalar] = []
    var lastSeparatorDigits: Int?
    var sign = ""
    for scalar in price.unicodeScalars {
      if let value = scalar.properties.numericType != nil ? scalar.properties.numericValue : nil,
        value >= 0, value <= 9, value == value.rounded()
      {
        digits.append(Unicode.Scalar(UInt8(value) + 0x30))
        lastSeparatorDigits = lastSeparatorDigits.map { $0 + 1 }
      } else if isSeparator(scalar) {
        if !digits.isEmpty { lastSeparatorDigits = 0 }
      } else if !isSpace(scalar) {
        sign.unicodeScalars.append(scalar)
      }
    }
    guard let maximum = storeMaximums[sign] ?? storeMaximums[sign.lowercased()],
      !digits.isEmpty
    else { return false }
    // Two digits after the last separator are cents; any other separator
    // groups thousands (`1.200 €`, `20,000,000원`).
    let cents = lastSeparatorDigits == 2 ? 2 : 0
    let whole = String(String.UnicodeScalarView(digits.dropLast(cents)))
    guard let amount = Double(whole) else { return false }
    return amount > maximum
  }

  /// The first price in a string literal's pieces (interpolations lie between pieces).
  static func price(inParts parts: [String]) -> String? {
    for (offset, part) in parts.enumerated() {
      if let found = price(in: part) { return found }
      if offset > 0, let cents = interpolatedCents(part) { return "\\(…)" + cents }
      if offset + 1 < parts.count, let period = periodAfterSymbol(part, parts[offset + 1]) {
        return period
      }
    }
    return nil
  }

  /// Symbols written before an amount the code inserts.
  private static let leadingSymbols: Set<Character> = ["$", "€", "£", "¥", "₹", "₩"]
  /// What follows an amount that is charged per period.
  private static let periodSuffixes = [
    "/mo", "/month", "/yr", "/year", "/wk", "/week", " per month", " per year", " per week",
    " a month", " a year", " a week", " monthly", " yearly", "/mês", "/mes", "/mois", "/monat",
    "/月", "/年",
  ]

  /// `"$\(price)/mo"`: a currency symbol right before an interpolation and a
  /// period right after it, a price the code fixed the currency of (and, from
  /// a constant, the amount). Not after a backslash (a regular-expression
  /// template's `\$`).
  private static func periodAfterSymbol(_ part: String, _ next: String) -> String? {
    guard let symbol = part.last, leadingSymbols.contains(symbol),
      !part.dropLast().hasSuffix("\\")
    else { return nil }
    let lowered = next.lowercased()
    guard let period = periodSuffixes.first(where: { lowered.hasPrefix($0) }) else { return nil }
    return "\(symbol)\\(…)\(period)"
  }

  /// The first price in `text`, as written.
  static func price(in text: String) -> String? {
    mayContainPrice(text) ? scannedPrice(in: text) : nil
  }

  /// The first price in `text`, found by the scalar scan alone, without the
  /// pre-check: what `price(in:)` returns whenever the pre-check lets it look.
  static func scannedPrice(in text: String) -> String? {
    let scalars = Array(text.unicodeScalars)
    let dollarsAreMarkup = Self.dollarsAreMarkup(scalars)
    var index = 0
    while index < scalars.count {
      // Symbol or code, then the amount: "$9.99", "€ 3,99", "USD 9.99".
      if let marker = marker(scalars, at: index, dollarsAreMarkup: dollarsAreMarkup) {
        var start = index + marker.length
        if start < scalars.count, isSpace(scalars[start]) { start += 1 }
        // A code is written apart from the amount ("USD 9.99"); a local
        // sign may be glued to it, and needs cents ("RM79.90"; "Rp 703.600"
        // is a balance in a finance app far more often than a price).
        let glued = start == index + marker.length
        if !(marker.isCode && glued && !marker.isLocalSign),
          let amount = amount(scalars, at: start, allowInteger: !marker.isWord),
          !isZero(scalars[start..<(start + amount)]),
          !marker.isLocalSign || Self.hasCents(scalars[start..<(start + amount)]),
          // "TRY 3 DAYS FOR FREE": a verb in capitals and a trial's length,
          // not Turkish lira.
          !(marker.isCode && Self.startsDuration(scalars, at: start + amount))
        {
          return string(scalars[index..<(start + amount)])
        }
      }
      // Amount, then symbol, code or word: "4,99 €", "9.99 USD", "4.99€", "١٩ ريال".
      if isDigit(scalars[index]), index == 0 || !isAmountScalar(scalars[index - 1]),
        let amount = amount(scalars, at: index, allowInteger: true)
      {
        var after = index + amount
        // `1,000원`, `120円`: a currency written right after the amount.
        if after < scalars.count, gluedWords.contains(String(scalars[after])),
          !gluedLetters.contains(scalars[after]) || after + 1 == scalars.count
            || !isLetter(scalars[after + 1]),
          !isZero(scalars[index..<after])
        {
          return string(scalars[thousandsStart(scalars, index)...after])
        }
        let hasCents = Self.hasCents(scalars[index..<after])
        // A whole amount glued to a dollar sign that ends it (`"20$"`, `"4$ /
        // week"`; RapGenerator, seventy-seventh round) — not a format
        // string's argument (`"%1$@"`), a letter's (`"T0$1"`) or a digit's.
        if !hasCents, after < scalars.count, scalars[after] == "$", !dollarsAreMarkup,
          index == 0 || !(scalars[index - 1] == "%" || isLetter(scalars[index - 1])),
          after + 1 == scalars.count || isSpace(scalars[after + 1])
            || ["/", ")", ",", ".", "!"].contains(scalars[after + 1]),
          !isZero(scalars[index..<after])
        {
          return string(scalars[index...after])
        }
        if after < scalars.count, isSpace(scalars[after]) { after += 1 }
        if hasCents || after > index + amount,
          let marker = marker(scalars, at: after, dollarsAreMarkup: dollarsAreMarkup),
          !(marker.isCode && after == index + amount),
          hasCents || marker.allowsInteger && !marker.isCode,
          !isZero(scalars[index..<(index + amount)])
        {
          return string(scalars[thousandsStart(scalars, index)..<(after + marker.length)])
        }
        index += amount
        continue
      }
      index += 1
    }
    return nil
  }

  /// Where an amount starting at `index` starts when it is the thousands
  /// group of an amount written with spaces between groups (`"4 990 ₽"`,
  /// `"1 299,00 €"`): at the one to three digits before the space, when
  /// `index` starts exactly three digits. Otherwise `index`.
  private static func thousandsStart(_ scalars: [Unicode.Scalar], _ index: Int) -> Int {
    guard index >= 2, isSpace(scalars[index - 1]), isDigit(scalars[index - 2]),
      index + 3 <= scalars.count, scalars[index..<(index + 3)].allSatisfy(isDigit),
      index + 3 == scalars.count || !isDigit(scalars[index + 3])
    else { return index }
    var start = index - 1
    while start > 0, isDigit(scalars[start - 1]), index - 1 - start < 3 { start -= 1 }
    let before = start > 0 ? scalars[start - 1] : " "
    guard !isDigit(before), !isLetter(before), !isSeparator(before) else { return index }
    return start
  }

  /// Units of time an amount may count (a trial's length), in capitals or not.
  private static let timeUnits: Set<String> = [
    "day", "days", "week", "weeks", "month", "months", "year", "years", "hour", "hours",
    "minute", "minutes",
  ]

  /// Whether a unit of time follows `index` (after one space): `3 DAYS`.
  private static func startsDuration(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    var start = index
    if start < scalars.count, isSpace(scalars[start]) { start += 1 }
    var end = start
    while end < scalars.count, isLetter(scalars[end]), end - start < 8 { end += 1 }
    guard end > start, end == scalars.count || !isLetter(scalars[end]) else { return false }
    return timeUnits.contains(string(scalars[start..<end]).lowercased())
  }

  /// The text of `scalars`, encoded straight into a stack buffer (a price is a few bytes).
  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: scalars.count * 4) { buffer in
      var count = 0
      for scalar in scalars {
        UTF8.encode(scalar) { unit in
          buffer[count] = unit
          count += 1
        }
      }
      return String(decoding: UnsafeMutableBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
  }

  /// `.99` or `,99` at the start of a piece that follows an interpolation.
  private static func interpolatedCents(_ part: String) -> String? {
    // Most pieces do not start with a separator: no scalars taken out of them.
    guard let first = part.utf8.first, first == UInt8(ascii: ".") || first == UInt8(ascii: ",")
    else { return nil }
    let scalars = Array(part.unicodeScalars.prefix(4))
    // Cents end the amount; a letter, digit, `_`, `.` or `-` after them makes
    // the piece part of a name (`"\(bundleID).42_"`, a product id).
    // No store price ends in one cent: `"\(month).01"` is the first of a
    // month (Jirassic, fifty-ninth round), `"\(major).01"` a version.
    guard scalars.count >= 3, scalars[0] == "." || scalars[0] == ",",
      isDigit(scalars[1]), isDigit(scalars[2]), !(scalars[1] == "0" && scalars[2] == "1"),
      scalars.count == 3 || !Self.continuesName(scalars[3])
    else { return nil }
    return string(scalars[0..<3])
  }

  /// Whether a scalar after an amount continues a name instead of ending it.
  private static func continuesName(_ scalar: Unicode.Scalar) -> Bool {
    isDigit(scalar) || scalar == "_" || scalar == "." || scalar == "-"
      || scalar.properties.isAlphabetic
  }

  private struct Marker {
    var length: Int
    var isCode = false
    /// `RM`, `Rp`, `Rs`: a code that may be glued to its amount, which has cents.
    var isLocalSign = false
    var isWord = false
    var allowsInteger = true
  }

  /// Whether the text's `$` signs delimit inline math (`"the units of
  /// $1/time$"`, `"0.02 $M/s$"`, `"$[OH^-^]$"`): a `$` that opens a span (a
  /// character right after it) and a later one that closes it (glued to a
  /// lower-case letter, a digit or a closing bracket before it).
  /// `"$4.99/month or $39.99/year"` and `"9.99$ or 2.99$/month"` are prices.
  private static func dollarsAreMarkup(_ scalars: [Unicode.Scalar]) -> Bool {
    var opened = false
    for index in scalars.indices where scalars[index] == "$" {
      if opened, index > 0 {
        let previous = scalars[index - 1]
        if ("a"..."z").contains(previous) || ("0"..."9").contains(previous)
          || [")", "]", "}", "^"].contains(previous)
        {
          return true
        }
      }
      if index + 1 < scalars.count, !isSpace(scalars[index + 1]) { opened = true }
    }
    return false
  }

  private static func marker(
    _ scalars: [Unicode.Scalar], at index: Int, dollarsAreMarkup: Bool = false
  ) -> Marker? {
    guard index < scalars.count else { return nil }
    let first = scalars[index]
    // Most positions are digits, spaces and punctuation: no symbol, code or word starts there.
    if first.isASCII && first != "$" && !isLetter(first) { return nil }
    if first == "$" {
      if dollarsAreMarkup { return nil }
      // "$(" starts a build-setting reference, not a price; an escaped "\$1"
      // or one glued to a word ("T0$1", "id$2") is a regular-expression
      // template's group ("US$", "R$" are matched as symbols at their letter).
      let next = index + 1 < scalars.count ? scalars[index + 1] : " "
      let previous = index > 0 ? scalars[index - 1] : " "
      let glued =
        previous == "\\"
        || previous.isASCII
          && (("a"..."z").contains(previous) || ("A"..."Z").contains(previous)
            || ("0"..."9").contains(previous))
      // A group is `$` and a digit: `9.99$` ends in a dollar sign, not a group.
      return next == "(" || next == "{" || (glued && ("0"..."9").contains(next))
        ? nil : Marker(length: 1)
    }
    if symbolStarts.contains(first.value) {
      for symbol in symbols where symbol.first == first {
        guard index + symbol.count <= scalars.count,
          scalars[index..<(index + symbol.count)].elementsEqual(symbol)
        else { continue }
        return Marker(length: symbol.count)
      }
    }
    guard isLetter(scalars[index]), index == 0 || !isLetter(scalars[index - 1]) else { return nil }
    var end = index
    while end < scalars.count, isLetter(scalars[end]), end - index < 12 { end += 1 }
    guard end == scalars.count || !isLetter(scalars[end]) else { return nil }
    // No code or word is longer than 7 letters; an ASCII word must start like
    // one (d, e, f, k, p, r, y) or be a 3-letter code: most words are neither,
    // and are rejected without building a string.
    guard end - index <= 7 else { return nil }
    if first.isASCII, end - index != 3 || !("A"..."Z").contains(first) {
      switch first.value | 0x20 {
      case 0x64, 0x65, 0x66, 0x6B, 0x70, 0x72, 0x79: break
      default: return nil
      }
    }
    let word = string(scalars[index..<end])
    if end - index == 3, codes.contains(word) { return Marker(length: 3, isCode: true) }
    if end - index == 2, localSigns.contains(word) {
      return Marker(length: 2, isCode: true, isLocalSign: true)
    }
    let lowered = word.lowercased()
    if words.contains(lowered) {
      return Marker(
        length: end - index, isWord: true, allowsInteger: integerWords.contains(lowered))
    }
    return nil
  }

  /// The length of an amount at `index`: `9.99`, `3,99`, `1,299.00`, `١٩٫٩٩`, or
  /// (when `allowInteger`) `800`.
  private static func amount(_ scalars: [Unicode.Scalar], at index: Int, allowInteger: Bool) -> Int?
  {
    var end = index
    var digits = 0
    while end < scalars.count {
      if isDigit(scalars[end]) {
        digits += 1
        end += 1
      } else if isSeparator(scalars[end]), digits > 0, end + 1 < scalars.count,
        isDigit(scalars[end + 1])
      {
        end += 1
      } else {
        break
      }
    }
    guard digits > 0 else { return nil }
    if !allowInteger && !hasCents(scalars[index..<end]) { return nil }
    if end < scalars.count, scalars[end] == "%" || scalars[end] == "٪" { return nil }
    // A whole number glued to a letter is an identifier, not an amount:
    // bcrypt's salt `"$2a$14$…"`, `"$2y$"`.
    if end < scalars.count, scalars[end].isASCII, isLetter(scalars[end]),
      !hasCents(scalars[index..<end])
    {
      return nil
    }
    return end - index
  }

  /// Whether an amount is nothing but zeros (`0.00`, `0,00`): a formatter's
  /// fallback for a total or a balance, never a price the store charges.
  private static func isZero(_ amount: ArraySlice<Unicode.Scalar>) -> Bool {
    amount.allSatisfy { $0 == "0" || $0 == "\u{0660}" || $0 == "\u{06F0}" || isSeparator($0) }
  }

  private static func hasCents(_ amount: ArraySlice<Unicode.Scalar>) -> Bool {
    guard amount.count >= 3 else { return false }
    return isSeparator(amount[amount.endIndex - 3])
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar) || ("\u{0660}"..."\u{0669}").contains(scalar)
      || ("\u{06F0}"..."\u{06F9}").contains(scalar)
  }

  private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "." || scalar == "," || scalar == "\u{066B}" || scalar == "\u{066C}"
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\u{00A0}" || scalar == "\u{202F}"
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      ? ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      : scalar.properties.isAlphabetic
  }

  private static func isAmountScalar(_ scalar: Unicode.Scalar) -> Bool {
    isDigit(scalar) || isSeparator(scalar)
  }

  /// A fast UTF-8 pre-check: a price needs a digit (ASCII or Arabic-Indic) and
  /// something `marker` can accept — a `$`, any non-ASCII text (a symbol such
  /// as `€`, an Arabic word), or a whole ASCII letter run that is a currency
  /// code (three capitals) or a currency word. "Screen 2" has none: its letter
  /// run is no currency, so the scalar scan never starts.
  private static func mayContainPrice(_ text: String) -> Bool {
    var text = text
    return text.withUTF8(mayContainPrice)
  }

  private static func mayContainPrice(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    var hasDigit = false
    var hasMarker = false
    var runStart = 0
    var runLength = 0
    var runIsCapitals = true
    for index in 0...utf8.count {
      let byte = index < utf8.count ? utf8[index] : 0
      let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      if isLetter {
        if runLength == 0 {
          runStart = index
          runIsCapitals = true
        }
        runLength += 1
        runIsCapitals = runIsCapitals && byte <= 0x5A
        continue
      }
      if runLength > 0 {
        // A run just ended: only a code or a currency word can be a marker.
        let run = UnsafeBufferPointer(rebasing: utf8[runStart..<(runStart + runLength)])
        if (runLength == 3 && runIsCapitals) || isCurrencyWord(run)
          || (runLength == 2 && localSignBytes.contains { $0.elementsEqual(run) })
        {
          hasMarker = true
        }
        runLength = 0
      }
      if byte >= 0x30 && byte <= 0x39 {
        hasDigit = true
      } else if byte >= 0x80 {
        // Non-ASCII: a currency sign, an Arabic digit or word.
        hasMarker = true
        hasDigit = hasDigit || byte == 0xD9 || byte == 0xDB
      } else if byte == 0x24 {
        hasMarker = true
      }
      if hasDigit && hasMarker { return true }
    }
    return false
  }

  /// The ASCII currency words of `words`, as bytes.
  private static let localSignBytes: [[UInt8]] = localSigns.map { Array($0.utf8) }
  private static let asciiWords: [[UInt8]] = words.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
    .map { Array($0.utf8) }

  /// Whether the ASCII letters `run` spell one of `words`, in any case.
  private static func isCurrencyWord(_ run: UnsafeBufferPointer<UInt8>) -> Bool {
    guard run.count >= 2, run.count <= 7 else { return false }
    return asciiWords.contains { word in
      word.count == run.count && zip(word, run).allSatisfy { $0 == $1 | 0x20 }
    }
  }
}
