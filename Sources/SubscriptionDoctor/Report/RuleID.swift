/// The stable identifier of a doctor rule.
///
/// Rule ids are part of the public interface: they appear in JSON and SARIF
/// output and in `.subkit-doctor.json`, so a case is never renamed.
public enum RuleID: String, Sendable, Hashable, Codable, CaseIterable {
  /// An `appl_`/`goog_`/`test_` RevenueCat key literal in Swift source.
  case hardcodedAPIKey = "hardcoded-api-key"
  /// A secret `sk_` key anywhere in the app's files.
  case secretAPIKey = "secret-api-key"
  /// A Secrets file holding a key that git does not ignore.
  case secretsNotIgnored = "secrets-not-ignored"
  /// A placeholder key left where the real one belongs.
  case placeholderAPIKey = "placeholder-api-key"
  /// `INFOPLIST_KEY_<custom key>`, which Xcode ignores for keys that are not Apple's.
  case infoPlistKeyPrefixCustom = "infoplist-key-prefix-custom"
  /// An Info.plist `$(VAR)` that no configuration defines.
  case undefinedBuildSetting = "undefined-build-setting"
  /// An xcconfig `#include` that does not resolve.
  case brokenXCConfigInclude = "broken-xcconfig-include"
  /// A `test_` key reachable from a Release configuration.
  case testKeyInRelease = "test-key-in-release"
  /// A custom Info.plist with keys that no target uses.
  case customInfoPlistNotUsed = "custom-infoplist-not-used"
  /// An Info.plist inside a file-system-synchronized folder.
  case infoPlistInSyncedFolder = "infoplist-in-synced-folder"
  /// `Purchases.shared` used in more than one type.
  case purchasesMultipleOwners = "purchases-multiple-owners"
  /// A price literal in Swift source.
  case hardcodedPrice = "hardcoded-price"
  /// A plan enum or struct carrying prices.
  case planTypeWithPrice = "plan-type-with-price"
  /// The same entitlement identifier literal in more than one place.
  case entitlementIDLiteral = "entitlement-id-literal"
  /// NotificationCenter or Combine used to broadcast subscription state.
  case notificationSubscriptionState = "notification-subscription-state"
  /// `Purchases.configure` reachable more than once.
  case configureCalledTwice = "configure-called-twice"
  /// A paywall without a way to restore purchases.
  case paywallMissingRestore = "paywall-missing-restore"
  /// A paywall without Terms of Use and Privacy Policy links.
  case paywallMissingLegalLinks = "paywall-missing-legal-links"
  /// A paywall whose prices do not come from the store.
  case paywallPriceNotFromStore = "paywall-price-not-from-store"
  /// The `.storekit` file, schemes, offerings and code disagree.
  case storeKitConfigDrift = "storekit-config-drift"
  /// One of Apple's known StoreKit bugs meets the project's deployment target and code.
  case knownStoreKitIssue = "known-storekit-issue"
  /// A file the doctor could not read or parse.
  case unreadableFile = "unreadable-file"
}
