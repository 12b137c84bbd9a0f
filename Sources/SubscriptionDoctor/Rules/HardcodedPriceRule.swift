/// `hardcoded-price`: a price literal in app Swift code (any form
/// `PriceDetector` knows), outside tests, `#if DEBUG`, previews, types only
/// previews use, test doubles (`FakeAppProductHelper`, `var asFakeIAP`),
/// comments, console logs, regular-expression templates, skeleton views redacted as
/// placeholders, a cell label's design-time text the cell replaces (`CellPlaceholder`), functions only tests call (`UncalledFunctions`) and members no
/// code reads (`UnreadMembers`), and outside files
/// that take card payments (a checkout importing `StripePaymentSheet`, or
/// naming Stripe: `enum StripeBillingPlan`):
/// physical goods and services are sold outside the store (guideline 3.1.3(e)),
/// at the app's own prices.
struct HardcodedPriceRule: DoctorRule {
  var ids: [RuleID] { [.hardcodedPrice] }

  /// Card-payment SDKs: a file importing one charges cards, not the store.
  static let cardPaymentModules: Set<String> = [
    "Stripe", "StripePaymentSheet", "StripePayments", "StripePaymentsUI", "StripeApplePay",
    "Braintree", "BraintreeDropIn", "SquareInAppPaymentsSDK",
  ]

  /// Card processors whose name in a file's code says it charges cards
  /// (`enum StripeBillingPlan`, `stripeCheckoutURL`): a checkout session the
  /// app's server creates needs no SDK in the app (halo, fortieth round).
  private static let cardProcessors: Set<String> = ["stripe", "braintree"]

  /// Whether `source` takes card payments: it imports a card-payment SDK or
  /// names a card processor in its code.
  static func takesCardPayments(_ source: SwiftSource) -> Bool {
    !source.imports.isDisjoint(with: cardPaymentModules)
      || source.tokens.contains { $0.kind == .identifier && namesCardProcessor($0.text) }
  }

  /// Sites that sell memberships on the web at the creator's own prices.
  private static let webMembershipHosts = [
    "patreon.com", "ko-fi.com", "buymeacoffee.com", "gumroad.com", "opencollective.com",
    "github.com/sponsors",
  ]

  /// Whether the file opens a web membership site (`https://patreon.com/join/…`):
  /// its screen's "Join for $3/month" is that site's tier, sold outside the
  /// store at the creator's price, as a card checkout's is (Delta,
  /// seventy-fifth round).
  static func sellsOnWeb(_ source: SwiftSource) -> Bool {
    source.stringOffsets.contains { literal in
      let text = source.tokens[literal].text
      return text.contains(".com") && webMembershipHosts.contains { text.lowercased().contains($0) }
    }
  }

  /// Whether one of the camel-case words of `name` is a card processor
  /// (`StripeBillingPlan`; not `stripedBackground`).
  static func namesCardProcessor(_ name: String) -> Bool {
    // Most names hold neither word: settled without splitting them.
    guard name.contains("tripe") || name.contains("raintree") else { return false }
    return IdentifierWords.of(name).contains(where: cardProcessors.contains)
  }

  /// Whether the literal at `offset` is the value of a property or local
  /// named for a price (`@Published var priceText: String = "$5"`, `static
  /// let defaultPriceText = "$5"`, `model.price = "$5"`), not for an id
  /// (`priceID`).
  static func isAssignedToPriceName(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset >= 2, tokens[offset - 1].is("=") else { return false }
    // `name = `, `name: Type = ` or `name: Type? = `.
    var name = offset - 2
    if name >= 2, tokens[name - 1].is(":") {
      name -= 2
    } else if name >= 3, tokens[name].is("?") || tokens[name].is("!"), tokens[name - 2].is(":") {
      name -= 3
    }
    guard tokens[name].kind == .identifier else { return false }
    let text = tokens[name].text
    return text.lowercased().contains("price") && !PlanTypeWithPriceRule.namesIdentifier(text)
  }

  /// Whether the literal at `offset` is a text field's example input: a
  /// `placeholder:` or `prompt:` argument, or the title of a `TextField`.
  static func isInputPlaceholder(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset >= 2 else { return false }
    if tokens[offset - 1].is(":") {
      let label = tokens[offset - 2].text.lowercased()
      return label == "placeholder" || label == "prompt" || label.hasSuffix("placeholder")
    }
    return tokens[offset - 1].is("(")
      && (tokens[offset - 2].is("TextField") || tokens[offset - 2].is("SecureField"))
  }

  /// Whether the literal at `offset` is a person's words: a `quote:`,
  /// `testimonial:` or `review:` argument.
  static func isQuote(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset >= 2, tokens[offset - 1].is(":") else { return false }
    return ["quote", "testimonial", "review"].contains(tokens[offset - 2].text.lowercased())
  }

  /// Whether `text` offers an amount for bringing someone: it speaks of a
  /// referral or an invitation, or of a friend earning or getting something.
  static func isReferralReward(_ text: String) -> Bool {
    let lowered = text.lowercased()
    if ["referral", "refer a", "invite", "invitation"].contains(where: lowered.contains) {
      return true
    }
    // A friend earning something, not something sold about friends
    // ("Unlock every friend for $3.").
    return lowered.contains("friend")
      && ["give", "earn", "get ", "gets", "reward", "bonus", "credit"].contains(
        where: lowered.contains)
  }

  /// Opening quotation marks and the marks that may close each.
  private static let quotationMarks: [(open: String, closes: [String])] = [
    ("\"", ["\""]), ("\\\"", ["\\\""]), ("“", ["”", "“"]), ("„", ["“", "”"]), ("«", ["»"]),
    ("「", ["」"]),
  ]

  /// Whether `text` (a literal's content; a raw string keeps its backslashes) opens
  /// and closes with quotation marks: `"…"`, `\"…\"`, `“…”`, `„…“`, `«…»`, `「…」`.
  static func isInQuotationMarks(_ text: String) -> Bool {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    return quotationMarks.contains { open, closes in
      trimmed.count > open.count * 2 && trimmed.hasPrefix(open)
        && closes.contains { trimmed.hasSuffix($0) }
    }
  }

  /// Whether the literal at `offset` is the title or prompt of a text
  /// field (`TextField("e.g. $12", text: $amount)`, `prompt: Text("$0.00")`).
  static func isFieldPrompt(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset >= 2 else { return false }
    if tokens[offset - 1].is("("),
      tokens[offset - 2].is("TextField") || tokens[offset - 2].is("SecureField")
    {
      return true
    }
    if offset >= 4, tokens[offset - 1].is("("), tokens[offset - 2].is("Text"),
      tokens[offset - 3].is(":"), tokens[offset - 4].is("prompt")
    {
      return true
    }
    return false
  }

  /// The function whose parameter clause holds the literal at `offset` as a
  /// default value (`static func monthlyPlan(priceFormatted: String = "¥980")`):
  /// shown only when something calls the function.
  private static func functionDefaulting(_ source: SwiftSource, _ offset: Int)
    -> FunctionDeclaration?
  {
    let tokens = source.tokens
    var back = offset - 1
    while back > 0, offset - back < 200 {
      let token = tokens[back]
      if token.is("{") || token.is("}") { return nil }
      if token.is("func"), back + 1 < tokens.count {
        let name = tokens[back + 1].text
        return source.functions.filter { $0.name == name && $0.bodyStart > offset }
          .min { $0.bodyStart < $1.bodyStart }
      }
      back -= 1
    }
    return nil
  }

  /// Whether the literal at `offset` is a `comment:` argument: the note for
  /// translators of `NSLocalizedString`, `String(localized:comment:)` or
  /// `Text(_:comment:)`, never shown.
  static func isLocalizationComment(_ source: SwiftSource, _ offset: Int) -> Bool {
    let tokens = source.tokens
    var first = offset
    // `comment: "Price of a plan. " + "Reads as: '$60.00 / 2 months'."`: a
    // comment written as joined literals.
    while first >= 2, tokens[first - 1].is("+"), tokens[first - 2].kind == .string { first -= 2 }
    return first >= 2 && tokens[first - 1].is(":") && tokens[first - 2].is("comment")
  }

  /// Whether `text` starts with a sign right before its amount or currency
  /// (`+$1,240`, `−12,50 €`), or is only a sign, a space and the amount
  /// (`"- ₺150"`, `"+ ₺75"`: what a friend owes; lifestyles, seventy-sixth
  /// round) — not a bullet before words, `- $4.99/month`.
  static func isSigned(_ text: String, price: String) -> Bool {
    let trimmed = text.drop(while: { $0 == " " })
    guard let first = trimmed.first, ["+", "-", "−"].contains(first),
      let next = trimmed.dropFirst().first
    else { return false }
    if next == " " {
      var rest = trimmed.dropFirst().drop(while: { $0 == " " })
      while rest.last == " " { rest = rest.dropLast() }
      return rest == price[...]
    }
    return next.isNumber || next.isCurrencySymbol
  }

  /// Words of a field or argument that holds a person's money, not a price
  /// (`balance: "- ₺150"`, `debt:`, `owed:`). (Not `savings`: a paywall's
  /// `savings: "Save $200"` is worked out from prices.)
  private static let walletFieldWords: Set<String> = [
    "balance", "debt", "owed", "owes", "debit", "income", "expense", "expenses", "spent",
    "salary",
  ]

  /// Whether the literal at `offset` is handed to an argument, or assigned
  /// to a property, named for a person's money (`FriendWidgetData(name:
  /// "Ayşe", balance: "- ₺150")`, `cell.balance = "€12"`).
  static func isWalletField(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset >= 2, tokens[offset - 1].is(":") || tokens[offset - 1].is("="),
      tokens[offset - 2].kind == .identifier
    else { return false }
    return IdentifierWords.of(tokens[offset - 2].text).contains(where: walletFieldWords.contains)
  }

  /// Words before an amount that make it a limit of the app's own money
  /// flow (`"Minimum amount required to buy any cryptocurrency is $3."`;
  /// Coinflash-iOS, seventy-sixth round), not a price: whole words, so
  /// "Unlimited habits for $4.99/month" is still one. (Not `limit`: a
  /// free tier's paywall says "You've hit your limit — upgrade for $4.99/mo".)
  private static let limitWords: Set<String> = ["minimum", "maximum"]

  /// Whether `price` follows a word naming a limit in `text` (`minimum`,
  /// `maximum`, `at least`, `at most`).
  static func isLimit(_ text: String, _ price: String) -> Bool {
    guard let range = text.range(of: price) else { return false }
    let words = text[..<range.lowerBound].lowercased().split(whereSeparator: { !$0.isLetter })
    return words.contains { limitWords.contains(String($0)) }
      || zip(words, words.dropFirst()).contains { $0 == "at" && ($1 == "least" || $1 == "most") }
  }

  /// Whether `price` follows a word that makes it an estimate of what
  /// people spend, save or miss (`"members miss an estimated $3,600 a year
  /// in benefits"`, `"an average of $1,500"`; MilitaryApp,
  /// hundred-and-twelfth round): a statistic, never what a store charges.
  static func isEstimate(_ text: String, _ price: String) -> Bool {
    guard let range = text.range(of: price) else { return false }
    var words = text[..<range.lowerBound].lowercased().split(whereSeparator: { !$0.isLetter })
    if words.last == "of" { words.removeLast() }
    return words.last.map { estimateWords.contains(String($0)) } ?? false
  }

  private static let estimateWords: Set<String> = [
    "estimated", "average", "approximately", "roughly", "avg", "approx", "typically",
  ]

  /// Whether `price` is written in `text` after a comparison sign
  /// (`"Micro (≤ €0.10)"`, `"< $5"`): a bound of the app's own data, a
  /// table's stakes, not a price.
  static func isBound(_ text: String, _ price: String) -> Bool {
    guard let range = text.range(of: price) else { return false }
    let before = text[..<range.lowerBound].reversed().drop(while: { $0 == " " })
    guard let sign = before.first else { return false }
    return ["≤", "≥", "<", ">", "⩽", "⩾"].contains(sign)
  }

  func check(_ index: ProjectIndex) -> [Finding] {
    // A project of the folder that sells nothing through the store (a
    // licence-key Lite app beside the App Store app) has nothing to report.
    findings(index).filter { index.sellsThroughStore(file: $0.file) }
  }

  private func findings(_ index: ProjectIndex) -> [Finding] {
    // An app that sells nothing through the store has no store prices to take.
    guard index.sellsThroughStore else { return [] }
    var advice = StorePriceAdvice(index: index)
    var candidates:
      [(
        finding: Finding, source: SwiftSource, type: String?, nested: String?,
        function: String?, member: UnreadMembers.Member?, field: UnreadMembers.Member?
      )] = []
    // Worked out for the first literal inside a function: most projects have none.
    var projectTypes: Set<String>?
    func declaredTypes() -> Set<String> {
      if let projectTypes { return projectTypes }
      let names = Set(index.swiftSources.lazy.flatMap { $0.types.lazy.map(\.name) })
      projectTypes = names
      return names
    }
    // The call graph's key of such a function (`getDefault@Subscription`
    // when other types declare a `getDefault()` too).
    var knownOverloads: FunctionOverloads?
    func key(of function: FunctionDeclaration, in source: SwiftSource) -> String {
      let overloads = knownOverloads ?? FunctionOverloads(index.swiftSources)
      knownOverloads = overloads
      return overloads.key(of: function, in: source)
    }
    var extensionConformances: [String: Set<String>]?
    var declarationConformances: [String: Set<String>]?
    func conformances(_ type: TypeDeclaration) -> Set<String> {
      if extensionConformances == nil {
        extensionConformances = UnreadMembers.conformances(
          index.swiftSources, ofExtensions: true)
      }
      var all = Set(type.conformances).union(extensionConformances?[type.name] ?? [])
      // A member written in an extension: the declaration names what the type is.
      if type.kind == "extension" {
        if declarationConformances == nil {
          declarationConformances = UnreadMembers.conformances(
            index.swiftSources, ofExtensions: false)
        }
        all.formUnion(declarationConformances?[type.name] ?? [])
      }
      return all
    }
    var fieldOwners: [String: [TypeDeclaration]] = [:]
    func owners(_ name: String) -> [TypeDeclaration] {
      if let known = fieldOwners[name] { return known }
      let found = UnreadMembers.fieldOwners(name, in: index.swiftSources)
      fieldOwners[name] = found
      return found
    }
    // Whether the app tracks the customer's other subscriptions, asked at
    // the first price read from something named for a subscription.
    var tracker = TrackedSubscriptions.Answer()
    for source in index.swiftSources
    where source.role == .app && source.holdsPrice && !Self.takesCardPayments(source)
      && !Self.sellsOnWeb(source)
    {
      // Asked only of files holding a price that reads like content: few do.
      var fileSellsKnown: Bool?
      func fileSells() -> Bool {
        if let fileSellsKnown { return fileSellsKnown }
        let sells = SellingContext.fileSells(source)
        fileSellsKnown = sells
        return sells
      }
      var isLedgerKnown: Bool?
      func isLedger() -> Bool {
        if let isLedgerKnown { return isLedgerKnown }
        let ledger = SellingContext.isLedger(source) && !fileSells()
        isLedgerKnown = ledger
        return ledger
      }
      for offset in source.stringOffsets
      where !source.isExempt(offset) && !RegexTemplate.isTemplate(source, offset) {
        let token = source.tokens[offset]
        guard let price = source.price(at: offset), !TestDouble.encloses(source, offset),
          // Money in the app's own content (a lesson, a calculator) is no store price.
          // A whole amount a price-named property holds (`var priceText =
          // "$5"`, shown until the store answers; AstroSvitla, eighty-second
          // round) is a price in any file.
          !SellingContext.isContent(
            token.text, price: price,
            fileSells: { fileSells() || Self.isAssignedToPriceName(source.tokens, offset) }),
          // Nor is an amount the code works out (`"$\(annualCost) per year"` in
          // a tax app's form) in a file that says nothing of selling; cents
          // written after it (`"\(price).99"`) still make a price.
          !(price.contains("\\(") && !price.contains(").") && !fileSells()),
          // Nor is a finance app's ledger (`("Target", "$88.60")`, budgets, balances),
          // or a wallet's figure under its label (`Text("Income")`, `Text("¥ 5,340.00")`).
          !isLedger(), !(SellingContext.followsLedgerLabel(source, offset) && !fileSells()),
          // A translator's note (`NSLocalizedString(…, comment: "e.g. $12/year")`).
          !Self.isLocalizationComment(source, offset),
          // An example of what a person types ("For example “car repair” and
          // “$350”.") in a file that says nothing of selling.
          !(SellingContext.isExample(token.text, price) && !fileSells()),
          // A field's example input (`placeholder: "e.g. $5000 a month"`,
          // `TextField("例如：每月$5000", text: $budget)`) in a file that says
          // nothing of selling (lifelab, seventy-eighth round).
          !(Self.isInputPlaceholder(source.tokens, offset) && !fileSells()),
          // A customer's words (`TestimonialCard(quote: "My car cost me
          // €720/month")`) in a file that sells nothing (mycartally,
          // hundred-and-eighth round).
          !(Self.isQuote(source.tokens, offset) && !fileSells()),
          // Words wholly in quotation marks are someone's, wherever they are
          // (`"\"Danny, what happened to the $200 I gave you?\""`, a lesson's
          // line of dialogue; social-iq-app, hundred-and-tenth round).
          !Self.isInQuotationMarks(token.text),
          // A referral's reward (`"Give £10, get £10 when a friend
          // subscribes."`; Cycla, hundred-and-tenth round) is what a friend
          // earns, not what the store charges.
          !Self.isReferralReward(token.text),
          // Another company's subscription price (`(name: "Netflix", price:
          // "$15.99")`): a tracker's content.
          !SellingContext.pricesOtherService(source.tokens, offset),
          // …or a tracked one's, read from the tracker's model
          // (`"$\(subscription.monthlyPrice)/month"`; kansyl, eightieth round).
          !(TrackedSubscriptions.interpolatesTrackedItem(source.tokens, offset)
            && tracker.isTracker(index)),
          // A console log (`print("Unable to find IAP: 5 Moves ($0.99)")`).
          !LoggedText.isLogged(source.tokens, offset),
          // Text searched for (`replacingOccurrences(of: "Weekly for $0.99", …)`).
          !SearchedText.isSearched(source.tokens, offset),
          // A skeleton row (`.redacted(reason: .placeholder)`) is drawn as bars.
          !RedactedPlaceholder.contains(source, offset),
          // A cell's label created with mock text its configuring method
          // always replaces (`priceLabel.text = price` in `setupCell(price:)`).
          !CellPlaceholder.isReplaced(source, offset, in: index.swiftSources),
          // A fallback for a value just set from a parameter that is never nil.
          !DeadFallback.isUnreachable(source, offset),
          // A change in value (`"+$1,240"`, `"-€12.50"`): a price is never signed.
          !Self.isSigned(token.text, price: price),
          // A person's money (`balance: "- ₺150"`) and a limit of the app's
          // own money flow (`"Minimum amount … is $3."`).
          !Self.isWalletField(source.tokens, offset), !Self.isLimit(token.text, price),
          // A statistic (`"… miss an estimated $3,600 a year in benefits"`).
          !Self.isEstimate(token.text, price),
          // A bound (`"Micro (≤ €0.10)"`) in a file that sells nothing.
          !(Self.isBound(token.text, price) && !fileSells()),
          // An example in a text field where the person types an amount
          // (`TextField("例: ¥8,800", text: $price)`, a bond calculator's
          // `TextField("$1000", text: $faceValue)`): a hint for input, in any
          // file — one naming `purchasePrice` or `pricing` too (FIRECalc).
          !Self.isFieldPrompt(source.tokens, offset)
        else { continue }
        let type = source.outermostType(offset)
        // A type nested in another (`struct DisplayPrices` in `enum
        // MonetizationConfig`) may go unused while its outer type is used.
        let innermost = source.enclosingType(offset)
        let nested =
          innermost.flatMap { $0.kind == "extension" || $0.name == type?.name ? nil : $0.name }
        let functionIndex = Int(source.contexts[offset].functionIndex)
        let function =
          functionIndex >= 0
          ? source.functions[functionIndex] : Self.functionDefaulting(source, offset)
        candidates.append(
          (
            Finding(
              rule: .hardcodedPrice, file: source.path, line: token.line,
              message: "Price \"\(price)\" is hard-coded; prices must come from the store."),
            source,
            // An extension of the app's own type (`extension
            // PremiumViewController: UICollectionViewDataSource` filling its
            // cells) shows only what its type shows (Charging, ninety-seventh round).
            type.flatMap {
              $0.kind != "extension" || index.declaredTypes.contains($0.name) ? $0.name : nil
            },
            nested,
            function.flatMap {
              UncalledFunctions.isCalledOnlyByName(
                source, function: $0, projectTypes: declaredTypes())
                ? key(of: $0, in: source) : nil
            },
            UnreadMembers.member(
              at: offset, in: source, conformances: conformances, projectTypes: index.declaredTypes,
              publicIsAPI: !index.buildsOnlyIntoPrograms(source.path)),
            UnreadMembers.field(
              at: offset, in: source, owners: owners, conformances: conformances,
              projectTypes: index.declaredTypes)
          ))
      }
    }
    // Sample data for previews (`private struct PreviewStore`) is never shown.
    let previewOnly = PreviewOnlyTypes.find(
      among: Set(candidates.compactMap(\.type)), in: index.swiftSources)
    // A fallback only test doubles call (`getHardcodedSubscriptionOptions()`),
    // or only `#if DEBUG` code (a simulated plan list), is never shown; nor
    // is a drawing routine only views nothing creates call (PaintCode's
    // `StyleKit.drawBasicSelectedDiscount(frame:)`, called from the `draw(_:)`
    // of a view whose every creation is commented out; Pupster,
    // hundred-and-fourth round).
    let functions = Set(candidates.compactMap(\.function))
    let names = Set(functions.map(FunctionOverloads.name(of:)))
    let uncalledNames = UncalledFunctions.find(among: names, in: index.swiftSources)
      .union(UncalledFunctions.calledOnlyFromUnusedTypes(among: names, in: index))
    let uncalled = UncalledFunctions.calledOnlyFromExemptCode(
      among: functions, in: index.swiftSources
    ).union(functions.filter { uncalledNames.contains(FunctionOverloads.name(of: $0)) })
    // A type no app code uses (a superseded plan list, prices nested in a
    // namespace nothing reads) shows nothing.
    let unused = UnusedTypes.find(
      among: Set(candidates.compactMap(\.type) + candidates.compactMap(\.nested)), in: index)
    // A member no code reads (an enum's `var description` that is no
    // `CustomStringConvertible`, a plan list whose `ForEach` was commented out).
    // Or a stored field no code reads, set through a memberwise initialiser
    // (`.init(productId: "…", productPrice: "6.99$")`).
    let unread = UnreadMembers.unread(
      among: Set(candidates.compactMap(\.member) + candidates.compactMap(\.field)),
      in: index.swiftSources, unusedAmong: { UnusedTypes.find(among: $0, in: index) })
    var findings: [Finding] = []
    for candidate in candidates
    where (candidate.type.map { !previewOnly.contains($0) && !unused.contains($0) } ?? true)
      && (candidate.nested.map { !unused.contains($0) } ?? true)
      && (candidate.function.map { !uncalled.contains($0) } ?? true)
      && (candidate.member.map { !unread.contains($0) } ?? true)
      && (candidate.field.map { !unread.contains($0) } ?? true)
    {
      // The fix names the API the file buys through, worked out only for
      // prices that are reported (most candidates are not).
      var finding = candidate.finding
      if let fix = StorePriceAdvice.fix(for: advice.api(of: candidate.source)) {
        finding.fix = fix
      }
      findings.append(finding)
    }
    return findings
  }
}
