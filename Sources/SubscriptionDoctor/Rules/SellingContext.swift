/// Whether a price literal is about something the app sells through the
/// store, or money in the app's own content: a personal-finance lesson ("Was
/// $200, now just $79!"), a survey's spending ranges (`"$50-100"`), a
/// calculator's example ("That $150 jacket?"), a partner's promotion ("Try
/// CORE for $1"). Those are no store prices.
///
/// A literal is content only when all of these hold: its file says nothing of
/// selling (it imports no StoreKit or purchase SDK, names no `Purchases` or
/// `purchase`, and neither it nor a type it declares is named for paywalls,
/// premium, subscriptions, a store, plans or tips); its own text says nothing
/// of selling (no period, plan, trial or upgrade: "Go Pro for $2.99/month",
/// "Apenas R$ 9,90 por mês" are prices); and the amount is a range (`$50-100`,
/// `$500+`) or a whole amount in words (two or more) — or the literal is a
/// paragraph (25 words or more), whatever it says. A bare `"$9.99"` or
/// `"¥800"` is always a price.
enum SellingContext {
  /// Words of a shown text about selling, in the languages apps are written
  /// in most (lowercased, matched as whole words of letters).
  private static let textWords: Set<String> = [
    "month", "months", "monthly", "mo", "year", "years", "yearly", "yr", "week", "weekly", "wk",
    "annual", "annually", "trial", "subscribe", "subscription", "subscriptions", "premium", "pro",
    "plus", "upgrade", "unlock", "unlocks", "lifetime", "forever", "plan", "plans", "price",
    "pricing", "buy", "purchase", "tip", "tips", "donate", "donation", "ads", "billed", "renews",
    "renew", "membership", "member", "vip", "full", "version", "onetime",
    // Portuguese, Spanish, French, German, Italian
    "mês", "mes", "meses", "mensal", "mensual", "mois", "mensuel", "monat", "monatlich", "mese",
    "mensile", "ano", "año", "anual", "an", "annuel", "jahr", "jährlich", "anno", "annuale",
    "semana", "semaine", "woche", "assinatura", "suscripción", "abonnement", "abo",
    "abbonamento", "prueba", "essai", "teste", "kaufen", "comprar", "acheter",
  ]
  /// Characters of period words in scripts without spaces (Chinese, Japanese, Korean).
  private static let textCharacters: Set<Character> = ["月", "年", "週", "周", "월", "년", "订", "訂", "구"]

  /// Words of a file or type name about selling (camel-case words, lowercased).
  /// Words an app's own content also uses (a spending diary's
  /// `PurchaseReason`, a shop's `Offer`) are not among them: a file buying
  /// through the store imports StoreKit or names `purchase` anyway.
  private static let nameWords: Set<String> = [
    "paywall", "premium", "subscription", "subscriptions", "subscribe", "storefront", "upgrade",
    "pricing", "pro", "tip", "tips", "iap", "unlock", "billing", "membership", "donate",
    "donation", "supporter",
  ]

  /// Words after an amount that make it a banknote.
  private static let banknoteWords = [" bill", " banknote", " note ", " notes"]
  /// Currency signs whose store prices always have cents.
  /// Currencies whose App Store prices always have cents (`₺149,99`: the
  /// lira's price points end in kuruş too; a budgeting app's onboarding
  /// figures `"₺150"`, `"₺12,450"` are the app's content; Walleo,
  /// seventy-sixth round).
  private static let centsCurrencies = ["$", "US$", "€", "£", "₺"]

  /// Whether the literal `text`, holding `price`, is money in the app's own
  /// content; `fileSells` (asked last, only when the text reads like content)
  /// says whether its file is about selling.
  static func isContent(_ text: String, price: String, fileSells: () -> Bool) -> Bool {
    // `"$1"` alone: a shell's or a template's first argument (no store price
    // is a whole dollar), unless the file sells.
    if text.utf8.count == 2, text.hasPrefix("$"), text.last?.isNumber == true {
      return !fileSells()
    }
    // A banknote (`"on the back of a $20 bill"`) is money, never a price.
    if let range = text.range(of: price),
      banknoteWords.contains(where: { text[range.upperBound...].hasPrefix($0) })
    {
      return true
    }
    // More than the App Store charges in that currency (`"max. 28.000 €
    // Zuschuss"`, a grant's cap; Baumio, hundred-and-first round), a cap
    // (`"Bis zu 1.200 € Steuern sparen"`, `"up to $20 off"`) or a
    // deduction (`"−10.000 €"`): money the app speaks of, in any file.
    if isNeverStorePrice(text, price) { return true }
    // A whole dollar, euro or pound amount alone (`"$2000"`, a picker's
    // limit): store prices in those currencies have cents.
    if text == price, !hasCents(price), centsCurrencies.contains(where: price.hasPrefix) {
      return !fileSells()
    }
    // …or beside words that say nothing of selling (`"$10 Table"`, a casino
    // table's stake in play chips; sixth-seat, thirty-seventh round).
    if !hasCents(price), centsCurrencies.contains(where: price.hasPrefix),
      !speaksOfSelling(text)
    {
      return !fileSells()
    }
    // A rate per counted unit (`"~$0.15/1M tokens"`, `"$2 per 1,000
    // requests"`: a third party's usage cost quoted in settings; LayerMapper,
    // fiftieth round), or an approximate amount (`~`, `≈`): a store charges
    // an exact price per period or per purchase. Unless the file sells.
    if isUsageRate(text, price) || isApproximate(text, price) { return !fileSells() }
    // A ratio between two sums of the person's own money (`"preserves $1 of
    // SSI for every $1 spent"`, `"$0.50 per $1"`: a benefits guide; Halo-fi,
    // sixty-ninth round): a rate whose unit is money is never a price.
    if isMoneyRatio(text) { return !fileSells() }
    // Money someone earns (`"I am earning $10,000 a month"`, an affirmation;
    // ManifestAI, fifty-sixth round) is an income, not what the store charges.
    if isEarned(text, price) { return !fileSells() }
    let words = wordCount(text)
    // A paragraph (a lesson, an article) is prose whatever words it uses.
    if words >= proseWords { return !fileSells() }
    // A whole amount bounding a range (`"Under $200 / month"`, `"$200 – $500 /
    // month"`: a survey's budget answer) is no store price even beside a
    // period; with cents, or in a file that sells, it still is.
    if !hasCents(price), Self.boundsRange(text, price) { return !fileSells() }
    // Whole amounts joined by a dash (`"premium accommodations ($300-800/night)"`,
    // an assistant's travel advice; Triply, forty-seventh round): a span of
    // money, never one price the store charges, whatever the file sells.
    if isSpan(text, price) { return true }
    let isRange = ["-", "+", "–"].contains(where: { text.contains(price + $0) })
    if !isRange {
      guard !hasCents(price), words >= 2 else { return false }
    }
    // Only the sentence holding the amount bills it: "…about ¥50 more per
    // pack. ¥20,000 more a year." (a news summary; SmoPace, seventy-ninth
    // round) gives the ¥50 no period.
    return !speaksOfSelling(sentence(holding: price, in: text)) && !fileSells()
  }

  /// The sentence of `text` holding `price`: up to the nearest end of a
  /// sentence before and after it (`。`, `！`, `？`, a line break, or `.`, `!`,
  /// `?` before a space), or the whole text.
  static func sentence(holding price: String, in text: String) -> Substring {
    guard let range = text.range(of: price) else { return text[...] }
    func endsSentence(_ index: String.Index) -> Bool {
      let character = text[index]
      if "。！？\n".contains(character) { return true }
      guard ".!?".contains(character) else { return false }
      let next = text.index(after: index)
      return next == text.endIndex || text[next] == " "
    }
    var start = range.lowerBound
    while start > text.startIndex {
      let previous = text.index(before: start)
      if endsSentence(previous) { break }
      start = previous
    }
    var end = range.upperBound
    while end < text.endIndex, !endsSentence(end) { end = text.index(after: end) }
    return text[start..<end]
  }

  /// Whether `price` in `text` is followed by a per-unit count: `/`, `per`
  /// or `for every` and then a number (`/1M tokens`, `per 1,000 calls`).
  static func isUsageRate(_ text: String, _ price: String) -> Bool {
    guard let range = text.range(of: price) else { return false }
    var after = text[range.upperBound...].drop(while: { $0 == " " })
    let lowered = after.lowercased()
    if after.first == "/" {
      after = after.dropFirst()
    } else if let word = ["per ", "for every "].first(where: lowered.hasPrefix) {
      after = after.dropFirst(word.count)
    } else {
      return false
    }
    let count = after.drop(while: { $0 == " " })
    // A rate per unit of measure (`"At $0.67/mile (2024 rate)"`, the IRS
    // mileage rate in a tax tip; TravelNurse, hundred-and-ninth round).
    if measureUnits.contains(count.prefix(while: \.isLetter).lowercased()) { return true }
    guard count.first?.isNumber == true else { return false }
    // `/ 2 months` is a period of two months: a plan's price.
    let unit = count.drop(while: { $0.isNumber || $0 == "," || $0 == "." || $0 == " " })
      .prefix(while: \.isLetter).lowercased()
    return !periodUnits.contains(unit)
  }

  /// Words before an amount that make it an income.
  private static let earningWords: Set<String> = [
    "earn", "earns", "earned", "earning", "earnings", "make", "makes", "making", "salary",
    "income", "revenue",
  ]

  /// Whether one of the three words before `price` in `text` says it is
  /// earned (`earning $10,000 a month`, `make an extra $500 a week`).
  static func isEarned(_ text: String, _ price: String) -> Bool {
    guard let range = text.range(of: price) else { return false }
    let words = text[..<range.lowerBound].lowercased()
      .split(whereSeparator: { !$0.isLetter }).suffix(3)
    return words.contains { earningWords.contains(String($0)) }
  }

  /// Units of measure a rate may be quoted in: never what a store sells by.
  private static let measureUnits: Set<String> = [
    "mile", "miles", "mi", "km", "kilometer", "kilometers", "kilometre", "kilometres", "kg",
    "lb", "lbs", "gallon", "gallons", "gal", "liter", "liters", "litre", "litres", "kwh",
    "sqft", "hour", "hours", "hr", "hrs", "night", "nights",
  ]

  /// Units after a count that make a billing period (`/ 2 months`, `per 3 mo`).
  private static let periodUnits: Set<String> = [
    "day", "days", "week", "weeks", "wk", "wks", "month", "months", "mo", "mos", "mth", "mths",
    "year", "years", "yr", "yrs", "quarter", "quarters",
  ]

  /// Words before an amount that make it approximate.
  private static let approximateWords = [
    "about ", "around ", "roughly ", "approximately ", "approx. ", "nearly ", "almost ",
  ]

  /// Whether `price` in `text` is marked approximate (`~$0.15`, `≈ €2`,
  /// `about $0.50`).
  static func isApproximate(_ text: String, _ price: String) -> Bool {
    guard let range = text.range(of: price) else { return false }
    let before = text[..<range.lowerBound].reversed().drop(while: { $0 == " " })
    if before.first == "~" || before.first == "≈" { return true }
    let lowered = text[..<range.lowerBound].lowercased()
    return approximateWords.contains(where: lowered.hasSuffix)
  }

  /// Words after which an amount is the unit of a rate (`per $1`, `for every $1`).
  private static let ratioWords = ["per ", "for every ", "for each "]

  /// Whether `text` states a rate whose unit is an amount of money (`"$0.50
  /// per $1 spent"`, `"saves $1 for every $1"`).
  static func isMoneyRatio(_ text: String) -> Bool {
    let lowered = text.lowercased()
    for word in ratioWords {
      var searchStart = lowered.startIndex
      while let range = lowered.range(of: word, range: searchStart..<lowered.endIndex) {
        if let next = lowered[range.upperBound...].first, next.isCurrencySymbol {
          return true
        }
        searchStart = range.upperBound
      }
    }
    return false
  }

  /// Whether `price` in `text` is a whole amount starting a span joined by
  /// a dash (`"$300-800/night"`, `"¥18-28"`): never one price the store charges.
  static func isSpan(_ text: String, _ price: String) -> Bool {
    guard !hasCents(price), let range = text.range(of: price) else { return false }
    let after = text[range.upperBound...]
    guard after.first == "-" || after.first == "–", let next = after.dropFirst().first else {
      return false
    }
    return next.isNumber || next.isCurrencySymbol
  }

  /// Words that introduce an example, in the languages apps are written in.
  private static let exampleWords = [
    "for example", "for instance", "e.g.", "example:", "examples:", "par exemple", "por ejemplo",
    "por exemplo", "per esempio", "zum beispiel", "z. b.", "z.b.", "例如", "比如", "例えば", "たとえば",
    "예를 들어", "например",
  ]

  /// Whether `price` in `text` comes after words introducing an example
  /// (`"Enter any item description and price. For example “car repair” and
  /// “$350”."`, a business app's tutorial; motorvate, ninety-fourth round):
  /// what a person might type, not what the app charges.
  static func isExample(_ text: String, _ price: String) -> Bool {
    guard let range = text.range(of: price) else { return false }
    let before = text[..<range.lowerBound].lowercased()
    return exampleWords.contains { before.contains($0) }
  }

  private static let rangeWords = ["under ", "over ", "up to ", "less than ", "more than "]

  /// Whether `price` in `text` is money no store charges: more than the App
  /// Store's highest price in its currency, a cap or a deduction.
  static func isNeverStorePrice(_ text: String, _ price: String) -> Bool {
    PriceDetector.exceedsStoreMaximum(price) || isCap(text, price) || isNegative(text, price)
  }

  /// Words right before an amount that make it a limit, in the languages
  /// apps are written in (lowercased): what a grant, a saving or a loan may
  /// reach, never what the store charges.
  private static let capWords = [
    "up to ", "max. ", "max ", "maximum ", "maximal ", "bis ", "bis zu ", "höchstens ",
    "jusqu'à ", "jusqu’à ", "hasta ", "até ", "fino a ", "до ", "最大", "最高", "最多",
  ]

  /// Whether `price` in `text` comes right after a word making it a limit
  /// (`"bis zu 1.200 €"`, `"max. 67.500 €"`, `"up to $20"`).
  static func isCap(_ text: String, _ price: String) -> Bool {
    guard let range = text.range(of: price) else { return false }
    let before = text[..<range.lowerBound].suffix(12).lowercased()
    return capWords.contains { word in
      guard before.hasSuffix(word) else { return false }
      // A whole word: "Bis" in "Abis " is not one.
      let start = before.index(before.endIndex, offsetBy: -word.count)
      return start == before.startIndex || !before[before.index(before: start)].isLetter
    }
  }

  /// Whether `price` in `text` is written negative (`"−10.000 €"`, `"-$5"`):
  /// a deduction or a refund, never a price.
  static func isNegative(_ text: String, _ price: String) -> Bool {
    guard let range = text.range(of: price), range.lowerBound > text.startIndex else {
      return false
    }
    let sign = text[text.index(before: range.lowerBound)]
    guard sign == "−" || sign == "-" else { return false }
    // A minus glued to the amount, not a dash between words or amounts
    // (`"Pro - $4.99"`, `"$1-$5"`).
    let beforeSign = text[..<text.index(before: range.lowerBound)].last
    return beforeSign == nil || beforeSign == " " || beforeSign == "("
  }

  /// Whether `price` in `text` bounds a range: after "Under", "Over", "up
  /// to", "less than", "more than", or before or after a dash.
  private static func boundsRange(_ text: String, _ price: String) -> Bool {
    guard let range = text.range(of: price) else { return false }
    let before = text[..<range.lowerBound].lowercased()
    let after = text[range.upperBound...]
    return rangeWords.contains(where: before.hasSuffix)
      || after.hasPrefix(" – ") || after.hasPrefix(" - ") || after.hasPrefix("–")
      || before.hasSuffix(" – ") || before.hasSuffix(" - ")
  }

  /// Whether `source` writes money the way a ledger does: four or more
  /// distinct amounts, at most a quarter of them ending in a store price's
  /// cents (.99, .49) — a finance app's demo transactions, budgets and
  /// balances (`"$88.60"`, `"$22.10"`, `"$1,250"`), not a plan list
  /// (`"$4.99"`, `"$9.99"`, `"$29.99"`). Asked only of a file that says
  /// nothing of selling.
  static func isLedger(_ source: SwiftSource) -> Bool {
    var amounts = Set<String>()
    for offset in source.stringOffsets where !source.isExempt(offset) {
      if let price = source.price(at: offset) { amounts.insert(price) }
    }
    guard amounts.count >= 4 else { return false }
    let storeLike = amounts.count { price in
      let digits = price.unicodeScalars.filter { $0.properties.numericType != nil }
      let cents = String(String.UnicodeScalarView(digits.suffix(2)))
      return hasCents(price) && (cents == "99" || cents == "49")
    }
    return storeLike * 4 <= amounts.count
  }

  /// Labels of a wallet's or a ledger's figures: what an amount shown under
  /// one is (an income, a balance, an invoice's line or total), never what a
  /// plan costs.
  private static let ledgerLabelWords: Set<String> = [
    "balance", "balances", "income", "incomes", "expense", "expenses", "earnings", "earned",
    "withdraw", "withdrawable", "withdrawal", "revenue", "spent", "spending", "payout", "payouts",
    "amount", "amounts", "total", "subtotal", "invoice",
  ]
  private static let ledgerLabelPhrases = ["余额", "收入", "支出", "提现", "收益", "残高", "収入", "支出"]

  /// Whether a string literal just before the amount at `offset` (within
  /// five lines, in the same scope: the label's own modifiers may stand
  /// between) labels a ledger's figure:
  /// `Text("Income")` … `Text("$5,340.00")`, `Text("可提现余额")` … `Text("¥ 4,285.50")`.
  /// Asked only of a file that says nothing of selling.
  static func followsLedgerLabel(_ source: SwiftSource, _ offset: Int) -> Bool {
    let tokens = source.tokens
    // Handed over under such a label (`itemRow(text: "Design", amount:
    // "$650.00")`: a sample invoice on an invoice maker's onboarding;
    // Scanninger, hundred-and-fourteenth round).
    if offset >= 2, tokens[offset - 1].is(":"), tokens[offset - 2].kind == .identifier,
      IdentifierWords.of(tokens[offset - 2].text).contains(where: {
        ledgerLabelWords.contains($0.lowercased())
      })
    {
      return true
    }
    let line = tokens[offset].line
    var index = offset - 1
    var depth = 0
    while index >= 0, offset - index < 60, line - tokens[index].line <= 5 {
      let token = tokens[index]
      if token.is("}") { depth += 1 }
      if token.is("{") {
        if depth == 0 { break }
        depth -= 1
      }
      if token.kind == .string, source.price(at: index) == nil {
        let text = token.text
        if ledgerLabelPhrases.contains(where: text.contains)
          || IdentifierWords.of(text).contains(where: { ledgerLabelWords.contains($0.lowercased()) }
          )
        {
          return true
        }
      }
      index -= 1
    }
    return hasLedgerAccessibilityLabel(source, offset)
  }

  /// Whether the view showing the amount at `offset` is labelled for
  /// VoiceOver as a ledger's figure (`Text("$247").accessibilityLabel("This
  /// month earnings: $247")`; AMENAPP, sixty-ninth round).
  private static func hasLedgerAccessibilityLabel(_ source: SwiftSource, _ offset: Int) -> Bool {
    let tokens = source.tokens
    guard offset + 1 < tokens.count, tokens[offset + 1].is(")") else { return false }
    var index = offset + 2
    for _ in 0..<6 {
      guard index + 2 < tokens.count, tokens[index].is("."),
        tokens[index + 1].kind == .identifier, tokens[index + 2].is("("),
        let close = tokens.closingBracket(of: index + 2, within: 40)
      else { return false }
      let modifier = tokens[index + 1].text
      if modifier == "accessibilityLabel" || modifier == "accessibilityValue" {
        return tokens[(index + 3)..<close].contains { token in
          token.kind == .string
            && IdentifierWords.of(token.text).contains {
              ledgerLabelWords.contains($0.lowercased())
            }
        }
      }
      index = close + 1
    }
    return false
  }

  /// Words from which a literal is a paragraph of prose, not a label.
  private static let proseWords = 25

  /// Whether an amount in `price` has cents: a separator and two digits
  /// that end it (`$9.99`, `4,99 €`).
  private static func hasCents(_ price: String) -> Bool {
    let scalars = Array(price.unicodeScalars)
    for index in scalars.indices.dropLast(2)
    where [".", ",", "٫"].contains(scalars[index]) {
      let isDigit = { (scalar: Unicode.Scalar) in scalar.properties.numericType != nil }
      if isDigit(scalars[index + 1]), isDigit(scalars[index + 2]),
        index + 3 == scalars.count || !isDigit(scalars[index + 3])
      {
        return true
      }
    }
    return false
  }

  /// The number of words of letters in `text`.
  private static func wordCount(_ text: String) -> Int {
    var words = 0
    var inWord = false
    for character in text {
      if character.isLetter {
        if !inWord { words += 1 }
        inWord = true
      } else {
        inWord = false
      }
    }
    return words
  }

  /// Whether `text` (a literal holding a price) speaks of selling.
  static func speaksOfSelling(_ text: some StringProtocol) -> Bool {
    if text.contains(where: textCharacters.contains) { return true }
    var word = ""
    for character in text.lowercased() {
      if character.isLetter {
        word.append(character)
        continue
      }
      if textWords.contains(word) { return true }
      word = ""
    }
    return textWords.contains(word)
  }

  /// Other companies' subscriptions, whose prices a subscription tracker or
  /// a budgeting app shows as its content.
  private static let otherServices: Set<String> = [
    "netflix", "spotify", "disney+", "disney plus", "hulu", "youtube premium", "youtube tv",
    "youtube music", "apple one", "apple music", "apple tv+", "icloud+", "amazon prime",
    "prime video", "hbo max", "paramount+", "peacock", "audible", "adobe creative cloud",
    "chatgpt plus", "xbox game pass", "playstation plus", "nintendo switch online", "dropbox",
    "google one", "microsoft 365", "crunchyroll", "deezer",
    // (Not words an app names its own plans or modes with: "Max", "Calm", "Plus".)
  ]

  /// Whether the literal at `offset` sits in a call, tuple or collection
  /// literal that names another company's subscription (`(name: "Netflix",
  /// price: "$15.99")` in a tracker's onboarding; Pausely, seventy-eighth
  /// round): that company's price, not one this app charges.
  static func pricesOtherService(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    var depth = 0
    var open = offset - 1
    while open >= 0, offset - open < 60 {
      let token = tokens[open]
      if token.is("{") || token.is("}") || token.is(";") { return false }
      if token.is(")") || token.is("]") {
        depth += 1
      } else if token.is("(") || token.is("[") {
        if depth == 0 { break }
        depth -= 1
      }
      open -= 1
    }
    guard open >= 0, tokens[open].is("(") || tokens[open].is("["),
      let close = tokens.closingBracket(of: open, within: 120)
    else { return false }
    return (open + 1..<close).contains { index in
      index != offset && tokens[index].kind == .string
        && mentionsOtherService(tokens[index].text)
    }
  }

  /// Whether `text` is another company's service, or starts with one as
  /// words of its own after any symbols (`"⏰ Netflix trial ends in 3 days"`
  /// titling a tracker's sample reminder beside `"$15.99/month after
  /// trial"`; kansyl, eightieth round) — not a comparison ending with one
  /// (`"Less than Netflix"` beside the app's own price).
  private static func mentionsOtherService(_ text: String) -> Bool {
    let lowered = text.lowercased()
    let start = lowered.drop { !$0.isLetter }
    return otherServices.contains { service in
      guard start.hasPrefix(service) else { return false }
      let after = start.dropFirst(service.count).first
      return after?.isLetter != true
    }
  }

  /// Whether the file of `source` is about selling through the store.
  static func fileSells(_ source: SwiftSource) -> Bool {
    if source.words.contains(.purchasesSDK) || source.words.contains(.purchase) { return true }
    if !source.imports.isDisjoint(with: ProjectIndex.storeModules) { return true }
    if namesSelling(RelativePath.fileName(of: source.path)) { return true }
    return source.types.contains { namesSelling($0.name) }
  }

  /// Whether a camel-case name has a word about selling (`PremiumView`,
  /// `UpgradeBanner.swift`, `TipJarView`; not `ProfileView`, nor advice
  /// named for tips, `CommunityTip`, `TipCategory`: MultiPlantScheduler,
  /// seventy-eighth round).
  static func namesSelling(_ name: String) -> Bool {
    var words: [String] = []
    var word = ""
    var previousIsLower = false
    for character in name {
      if !character.isLetter {
        if !word.isEmpty { words.append(word) }
        word = ""
        previousIsLower = false
        continue
      }
      if character.isUppercase && previousIsLower {
        words.append(word)
        word = ""
      }
      word += character.lowercased()
      previousIsLower = character.isLowercase
    }
    if !word.isEmpty { words.append(word) }
    if words.last == "swift" { words.removeLast() }
    return words.indices.contains { index in
      let word = words[index]
      guard nameWords.contains(word) else { return false }
      guard word == "tip" || word == "tips", words.count > 1 else { return true }
      // A tip of money sits in a jar, a store, a purchase screen.
      let neighbours = [index - 1, index + 1].filter(words.indices.contains).map { words[$0] }
      return neighbours.contains(where: tipJarWords.contains)
    }
  }

  /// Words beside "tip" naming a gratuity's place (`TipJarView`,
  /// `TipStore`, `TipsViewController`), not advice (`CommunityTip`,
  /// `TipCategory`).
  private static let tipJarWords: Set<String> = [
    "jar", "box", "store", "shop", "manager", "service", "product", "products", "purchase",
    "purchases", "iap", "view", "views", "controller", "screen", "sheet", "button", "cell", "row",
    "option", "options", "amount", "amounts", "tier", "tiers", "helper", "model",
  ]
}
