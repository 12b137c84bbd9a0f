/// Subscription trackers: apps whose content is the customer's subscriptions
/// to other services (Netflix, Spotify…), kept as a model of their own — a
/// Core Data entity, a SwiftData `@Model`, or an `Identifiable` struct with a
/// name and a price in a file that never touches the store (Pausely,
/// seventy-eighth round; kansyl, eightieth). In such an app "subscription"
/// names that model: `subscriptionAdded`, `SubscriptionDataChanged` and
/// `@Published var subscriptions: [Subscription]` are the tracked list, not
/// what the customer owns of the app; only a name that also speaks of the
/// app's own sale (premium, pro, purchase, entitlement…) is.
enum TrackedSubscriptions {
  /// `isTracker(_:)` for one project, worked out at the first question: a
  /// rule asks only once a name or a price could be a tracked item's.
  struct Answer {
    private var known: Bool?

    mutating func isTracker(_ index: ProjectIndex) -> Bool {
      if let known { return known }
      let tracker = TrackedSubscriptions.isTracker(index)
      known = tracker
      return tracker
    }
  }

  /// Whether the app keeps tracked subscriptions as its own model.
  static func isTracker(_ index: ProjectIndex) -> Bool {
    index.swiftSources.contains { source in
      source.role == .app && (persistsModel(source) || declaresTrackedModel(source))
    }
  }

  /// Whether a name (a notification's, a published property's) speaks of
  /// subscriptions and nothing the app itself sells.
  static func namesTrackedItem(_ name: String) -> Bool {
    let words = IdentifierWords.of(name)
    return words.contains { $0.hasPrefix("subscription") }
      && !words.contains { word in ownWords.contains { word.hasPrefix($0) } }
  }

  /// Whether the interpolated literal at `offset` reads a member of a
  /// tracked item (`"$\(String(format: "%.2f", subscription.monthlyPrice))/month"`):
  /// its interpolations follow the literal on its line.
  static func interpolatesTrackedItem(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard tokens[offset].isInterpolated else { return false }
    let line = tokens[offset].line
    var index = offset + 1
    while index + 1 < tokens.count, index - offset < 24, tokens[index].line == line {
      if tokens[index].kind == .identifier, tokens[index + 1].is("."),
        IdentifierWords.of(tokens[index].text).contains(where: { $0.hasPrefix("subscription") })
      {
        return true
      }
      index += 1
    }
    return false
  }

  /// Words of the app's own sale: a name holding one is about what the
  /// customer owns of the app, tracker or not.
  private static let ownWords = [
    "premium", "pro", "purchas", "entitle", "iap", "store", "paid", "unlock", "member", "vip",
    "status", "active", "expir", "renew", "tier", "plan", "paywall", "upgrade", "trial",
  ]

  /// Whether `name` is a tracked model's: `Subscription`, or it with one
  /// word saying it is an item (`SubscriptionItem`, `TrackedSubscription`).
  private static func isModelName(_ name: String) -> Bool {
    let words = IdentifierWords.of(name)
    switch words.count {
    case 1: return words[0] == "subscription"
    case 2:
      return words[0] == "subscription" && itemWords.contains(words[1])
        || words[1] == "subscription" && trackedWords.contains(words[0])
    default: return false
    }
  }
  private static let itemWords: Set<String> = ["item", "entry", "record", "entity", "model"]
  private static let trackedWords: Set<String> = ["tracked", "recurring"]

  /// Whether `source` stores the model with Core Data or SwiftData:
  /// `Subscription(context:)`, `NSFetchRequest<Subscription>`,
  /// `Subscription.fetchRequest()`, `@Model final class Subscription`.
  private static func persistsModel(_ source: SwiftSource) -> Bool {
    let tokens = source.tokens
    for offset in tokens.indices.dropFirst().dropLast(3)
    where tokens[offset].kind == .identifier && tokens[offset].text.contains("Subscription")
      && isModelName(tokens[offset].text)
    {
      if tokens[offset + 1].is("("), tokens[offset + 2].is("context"), tokens[offset + 3].is(":") {
        return true
      }
      if tokens[offset - 1].is("<"), offset >= 2,
        ["NSFetchRequest", "FetchRequest", "FetchedResults", "FetchDescriptor"].contains(
          tokens[offset - 2].text)
      {
        return true
      }
      if tokens[offset + 1].is("."), tokens[offset + 2].is("fetchRequest") {
        return true
      }
      if tokens[offset - 1].is("class"),
        (max(0, offset - 6)..<offset).contains(where: {
          tokens[$0].kind == .attribute && tokens[$0].text == "Model"
        })
      {
        return true
      }
    }
    return false
  }

  /// Whether `source`, a file that never touches the store, declares the
  /// model as an `Identifiable` type storing a name and a price
  /// (`struct Subscription: Identifiable, Codable { var name: String; var amount: Decimal }`).
  private static func declaresTrackedModel(_ source: SwiftSource) -> Bool {
    guard source.imports.isDisjoint(with: ProjectIndex.storeModules),
      !source.words.contains(.purchasesSDK)
    else { return false }
    let tokens = source.tokens
    return source.types.contains { type in
      guard type.kind == "struct" || type.kind == "class", isModelName(type.name),
        type.conformances.contains("Identifiable")
      else { return false }
      var namesService = false
      var holdsPrice = false
      for offset in type.bodyStart..<type.bodyEnd - 1
      where (tokens[offset].is("var") || tokens[offset].is("let"))
        && tokens[offset + 1].kind == .identifier
        && source.enclosingType(offset)?.bodyStart == type.bodyStart
      {
        let name = tokens[offset + 1].text.lowercased()
        if serviceWords.contains(where: name.contains) { namesService = true }
        if priceWords.contains(where: name.contains) { holdsPrice = true }
      }
      return namesService && holdsPrice
    }
  }
  private static let serviceWords = [
    "name", "service", "merchant", "vendor", "provider", "company",
  ]
  private static let priceWords = ["price", "cost", "amount", "fee"]
}
