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
  case onReceive
  // A switched-off branch: `if … && false {`, `let flag = Bool(truncating: 0)`.
  case `false`, truncating
  // Which StoreKit shows prices (`StorePriceAdvice`).
  case skProduct, displayPrice
  // The view types a member's body may follow (`some View {`, `-> AnyView {`).
  case view, anyView
  // The process's launch arguments (`ProcessInfo.processInfo.arguments`).
  case arguments

  /// The keyword the identifier `bytes` spells, or `none`. A switch on the
  /// length and first byte: most identifiers match no case and compare nothing.
  static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> SwiftKeyword {
    guard let first = bytes.first else { return .none }
    func spells(_ word: StaticString) -> Bool {
      word.withUTF8Buffer { $0.elementsEqual(bytes) }
    }
    switch (bytes.count, first) {
    case (3, UInt8(ascii: "v")): return spells("var") ? .var : .none
    case (3, UInt8(ascii: "l")): return spells("let") ? .let : .none
    case (4, UInt8(ascii: "f")): return spells("func") ? .func : .none
    case (4, UInt8(ascii: "i")): return spells("init") ? .`init` : .none
    case (4, UInt8(ascii: "c")): return spells("case") ? .case : .none
    case (4, UInt8(ascii: "e")): return spells("enum") ? .enum : .none
    case (4, UInt8(ascii: "s")): return spells("sink") ? .sink : .none
    case (4, UInt8(ascii: "V")): return spells("View") ? .view : .none
    case (5, UInt8(ascii: "c")): return spells("class") ? .class : .none
    case (5, UInt8(ascii: "a")): return spells("actor") ? .actor : .none
    case (5, UInt8(ascii: "f")): return spells("false") ? .false : .none
    case (6, UInt8(ascii: "d")): return spells("deinit") ? .deinit : .none
    case (6, UInt8(ascii: "i")): return spells("import") ? .import : .none
    case (6, UInt8(ascii: "s")): return spells("struct") ? .struct : .none
    case (7, UInt8(ascii: "A")): return spells("AnyView") ? .anyView : .none
    case (6, UInt8(ascii: "a")):
      return spells("assign") ? .assign : spells("apiKey") ? .apiKey : .none
    case (8, UInt8(ascii: "p")):
      return spells("protocol") ? .protocol : spells("purchase") ? .purchase : .none
    case (9, UInt8(ascii: "t")): return spells("typealias") ? .typealias : .none
    case (9, UInt8(ascii: "e")): return spells("extension") ? .extension : .none
    case (9, UInt8(ascii: "P")): return spells("Purchases") ? .purchases : .none
    case (9, UInt8(ascii: "S")): return spells("SKProduct") ? .skProduct : .none
    case (9, UInt8(ascii: "o")): return spells("onReceive") ? .onReceive : .none
    case (9, UInt8(ascii: "a")): return spells("arguments") ? .arguments : .none
    case (10, UInt8(ascii: "w")): return spells("withAPIKey") ? .withAPIKey : .none
    case (10, UInt8(ascii: "t")): return spells("truncating") ? .truncating : .none
    case (12, UInt8(ascii: "N")): return spells("Notification") ? .notification : .none
    case (12, UInt8(ascii: "d")): return spells("displayPrice") ? .displayPrice : .none
    case (14, UInt8(ascii: "N")): return spells("NSNotification") ? .nsNotification : .none
    case (18, UInt8(ascii: "N")):
      return spells("NotificationCenter") ? .notificationCenter : .none
    case (18, UInt8(ascii: "P")):
      return spells("PassthroughSubject") ? .passthroughSubject : .none
    case (19, UInt8(ascii: "C")):
      return spells("CurrentValueSubject") ? .currentValueSubject : .none
    case (21, UInt8(ascii: "S")):
      return spells("SubscriptionStoreView") ? .subscriptionStoreView : .none
    default: return .none
    }
  }

  /// Every keyword's spelling (`of` must give each back; a test checks it).
  static let spellings: [(keyword: SwiftKeyword, text: String)] = [
    (.func, "func"), (.`init`, "init"), (.deinit, "deinit"), (.import, "import"), (.var, "var"),
    (.let, "let"), (.case, "case"), (.typealias, "typealias"), (.struct, "struct"),
    (.class, "class"), (.enum, "enum"), (.actor, "actor"), (.extension, "extension"),
    (.protocol, "protocol"), (.purchases, "Purchases"),
    (.notificationCenter, "NotificationCenter"), (.notification, "Notification"),
    (.nsNotification, "NSNotification"), (.passthroughSubject, "PassthroughSubject"),
    (.currentValueSubject, "CurrentValueSubject"), (.sink, "sink"), (.assign, "assign"),
    (.withAPIKey, "withAPIKey"), (.apiKey, "apiKey"), (.purchase, "purchase"),
    (.subscriptionStoreView, "SubscriptionStoreView"), (.view, "View"), (.anyView, "AnyView"),
    (.onReceive, "onReceive"), (.false, "false"), (.truncating, "truncating"),
    (.skProduct, "SKProduct"), (.displayPrice, "displayPrice"), (.arguments, "arguments"),
  ]

  /// The words `SwiftWords` notes for this keyword.
  var words: SwiftWords {
    switch self {
    case .purchases: .purchasesSDK
    case .notificationCenter, .notification, .nsNotification, .passthroughSubject,
      .currentValueSubject, .sink, .assign, .onReceive:
      .broadcast
    case .withAPIKey, .apiKey: .apiKeyArgument
    case .purchase, .subscriptionStoreView: .purchase
    case .false, .truncating: .falseValue
    case .skProduct: .storeKit1Product
    case .displayPrice: .displayPrice
    case .arguments: .launchArguments
    default: []
    }
  }
}
