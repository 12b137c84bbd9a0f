/// Words some rule looks for, noted per file in the one annotation pass so a
/// rule can skip a file that cannot concern it without walking its tokens
/// (`SwiftKeyword.words` says which identifier stands for which).
package struct SwiftWords: OptionSet, Sendable, Hashable {
  package let rawValue: UInt16

  package init(rawValue: UInt16) {
    self.rawValue = rawValue
  }

  /// `Purchases` (the RevenueCat SDK's entry point).
  package static let purchasesSDK = SwiftWords(rawValue: 1 << 0)
  /// `NotificationCenter`, `Notification`, Combine subjects, `sink`, `assign`, SwiftUI's
  /// `onReceive`, `@Published`.
  package static let broadcast = SwiftWords(rawValue: 1 << 1)
  /// `withAPIKey` or `apiKey` (where a key is handed to the SDK).
  package static let apiKeyArgument = SwiftWords(rawValue: 1 << 2)
  /// `purchase` (a call that buys) or StoreKit's `SubscriptionStoreView`: the
  /// file may hold a paywall or the method one buys through.
  package static let purchase = SwiftWords(rawValue: 1 << 3)
  /// `@main`, `@UIApplicationMain` or `@NSApplicationMain`: the file starts the app.
  package static let entryPoint = SwiftWords(rawValue: 1 << 4)
  /// `false` or `truncating` (`Bool(truncating: 0)`): the file may switch a
  /// branch off (`ConstantFalseBranches`).
  package static let falseValue = SwiftWords(rawValue: 1 << 5)
  /// StoreKit 1's `SKProduct`.
  package static let storeKit1Product = SwiftWords(rawValue: 1 << 6)
  /// StoreKit 2's `displayPrice`.
  package static let displayPrice = SwiftWords(rawValue: 1 << 7)
  /// `arguments`: the file may read the launch arguments (`LaunchArgumentBranches`).
  package static let launchArguments = SwiftWords(rawValue: 1 << 8)
  /// `@objc` or `@IBAction`: a method here may be sent as a selector (`ObjCSelectors`).
  package static let objCAttribute = SwiftWords(rawValue: 1 << 9)
}
