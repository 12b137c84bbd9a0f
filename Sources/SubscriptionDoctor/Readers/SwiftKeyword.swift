/// The identifiers the analysis and the rules' file filters ask about, named
/// once by the tokenizer while the bytes are at hand, so the analysis compares
/// one byte instead of strings for every identifier of every file.
package enum SwiftKeyword: UInt8, Sendable {
  case none = 0
  // Declarations the analysis follows.
  case `func`, `init`, `deinit`, `import`, `var`, `let`, `case`, `typealias`
  case `struct`, `class`, `enum`, `actor`, `extension`, `protocol`
  // Words a rule looks for (`SwiftWords`).
  case purchases, notificationCenter, notification, nsNotification, passthroughSubject
  case currentValueSubject, sink, assign, withAPIKey, apiKey, purchase, subscriptionStoreView

  /// Every keyword but `none`, with its spelling as bytes.
  private static let spellings: [(keyword: SwiftKeyword, bytes: [UInt8])] = names.map {
    ($0.0, Array($0.1.utf8))
  }

  private static let names: [(SwiftKeyword, String)] = [
    (.func, "func"), (.`init`, "init"), (.deinit, "deinit"), (.import, "import"), (.var, "var"),
    (.let, "let"), (.case, "case"), (.typealias, "typealias"), (.struct, "struct"),
    (.class, "class"), (.enum, "enum"), (.actor, "actor"), (.extension, "extension"),
    (.protocol, "protocol"), (.purchases, "Purchases"),
    (.notificationCenter, "NotificationCenter"), (.notification, "Notification"),
    (.nsNotification, "NSNotification"), (.passthroughSubject, "PassthroughSubject"),
    (.currentValueSubject, "CurrentValueSubject"), (.sink, "sink"), (.assign, "assign"),
    (.withAPIKey, "withAPIKey"), (.apiKey, "apiKey"), (.purchase, "purchase"),
    (.subscriptionStoreView, "SubscriptionStoreView"),
  ]

  /// For each (length, first byte) a keyword has, the keywords to compare: most
  /// identifiers match no entry and cost one table look-up.
  private static let candidates: [Int: [(keyword: SwiftKeyword, bytes: [UInt8])]] = {
    var table: [Int: [(keyword: SwiftKeyword, bytes: [UInt8])]] = [:]
    for spelling in spellings {
      table[spelling.bytes.count << 8 | Int(spelling.bytes[0]), default: []].append(spelling)
    }
    return table
  }()

  /// The lengths any keyword has, as a bit mask (no keyword is longer than 63 bytes).
  private static let lengths: UInt64 = spellings.reduce(0) { $0 | 1 << UInt64($1.bytes.count) }

  /// The keyword the identifier `bytes` spells, or `none`.
  static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> SwiftKeyword {
    guard let first = bytes.first, bytes.count < 64, lengths & (1 << UInt64(bytes.count)) != 0,
      let entries = candidates[bytes.count << 8 | Int(first)]
    else { return .none }
    for entry in entries where entry.bytes.elementsEqual(bytes) {
      return entry.keyword
    }
    return .none
  }

  /// The words `SwiftWords` notes for this keyword.
  var words: SwiftWords {
    switch self {
    case .purchases: .purchasesSDK
    case .notificationCenter, .notification, .nsNotification, .passthroughSubject,
      .currentValueSubject, .sink, .assign:
      .broadcast
    case .withAPIKey, .apiKey: .apiKeyArgument
    case .purchase, .subscriptionStoreView: .purchase
    default: []
    }
  }
}
