/// Words some rule looks for, noted per file in the one annotation pass so a
/// rule can skip a file that cannot concern it without walking its tokens.
package struct SwiftWords: OptionSet, Sendable, Hashable {
  package let rawValue: UInt8

  package init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// `Purchases` (the RevenueCat SDK's entry point).
  package static let purchasesSDK = SwiftWords(rawValue: 1 << 0)
  /// `NotificationCenter`, `Notification`, Combine subjects, `sink`, `assign`, `@Published`.
  package static let broadcast = SwiftWords(rawValue: 1 << 1)
  /// `withAPIKey` or `apiKey` (where a key is handed to the SDK).
  package static let apiKeyArgument = SwiftWords(rawValue: 1 << 2)
  /// `purchase` (a call that buys) or StoreKit's `SubscriptionStoreView`: the
  /// file may hold a paywall or the method one buys through.
  package static let purchase = SwiftWords(rawValue: 1 << 3)

  /// The words `identifier` stands for.
  init(identifier: String) {
    // Most identifiers start with none of the words' first letters, or have
    // none of their lengths: no string comparison.
    let utf8 = identifier.utf8
    switch (utf8.first, utf8.count) {
    case (UInt8(ascii: "P"), 9), (UInt8(ascii: "P"), 18), (UInt8(ascii: "N"), 12),
      (UInt8(ascii: "N"), 14), (UInt8(ascii: "N"), 18), (UInt8(ascii: "C"), 19),
      (UInt8(ascii: "s"), 4), (UInt8(ascii: "a"), 6), (UInt8(ascii: "w"), 10),
      (UInt8(ascii: "p"), 8), (UInt8(ascii: "S"), 21):
      break
    default:
      self = []
      return
    }
    switch identifier {
    case "Purchases": self = .purchasesSDK
    case "NotificationCenter", "Notification", "NSNotification", "PassthroughSubject",
      "CurrentValueSubject", "sink", "assign":
      self = .broadcast
    case "withAPIKey", "apiKey": self = .apiKeyArgument
    case "purchase", "SubscriptionStoreView": self = .purchase
    default: self = []
    }
  }
}
