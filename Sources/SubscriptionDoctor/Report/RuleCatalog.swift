/// The user-facing wording of every rule, in one place so it can be reviewed at a glance.
///
/// Rules build messages about the particular case; the catalog holds what stays
/// the same: a title, the default severity, why it matters and how to fix it.
package enum RuleCatalog {
  /// The fixed description of one rule.
  package struct Entry: Sendable, Hashable {
    /// The rule this entry describes.
    package var rule: RuleID
    /// A short title, e.g. "Hard-coded API key".
    package var title: String
    /// The severity findings of this rule carry.
    package var severity: Severity
    /// Why the mistake matters.
    package var why: String
    /// How to fix it.
    package var fix: String
  }

  /// The entry for `rule`.
  package static func entry(for rule: RuleID) -> Entry {
    switch rule {
    case .hardcodedAPIKey:
      Entry(
        rule: rule, title: "Hard-coded RevenueCat API key", severity: .warning,
        why:
          "A key in source code ends up in git history and cannot differ between Debug and Release.",
        fix:
          "Move the key to a git-ignored Secrets.xcconfig, expose it through Info.plist as $(REVENUECAT_API_KEY) and read it with Bundle.main.object(forInfoDictionaryKey:)."
      )
    case .secretAPIKey:
      Entry(
        rule: rule, title: "Secret API key in the app", severity: .error,
        why:
          "A secret (sk_) key grants full access to your RevenueCat project; anyone can extract it from the app.",
        fix:
          "Remove the sk_ key from the app, revoke it in the RevenueCat dashboard and use the public app-specific key (appl_/goog_) instead."
      )
    case .secretsNotIgnored:
      Entry(
        rule: rule, title: "Secrets file not ignored by git", severity: .error,
        why:
          "A Secrets file that git tracks leaks the key to everyone with access to the repository.",
        fix:
          "Add the file to .gitignore (e.g. **/Secrets*.xcconfig), remove it from the index with `git rm --cached`, and commit a .template copy instead."
      )
    case .placeholderAPIKey:
      Entry(
        rule: rule, title: "Placeholder API key", severity: .error,
        why:
          "With a placeholder key RevenueCat cannot be configured: offerings never load and purchases fail.",
        fix:
          "Put the real key from the RevenueCat dashboard (Project settings → API keys) in your Secrets xcconfig."
      )
    case .infoPlistKeyPrefixCustom:
      Entry(
        rule: rule, title: "INFOPLIST_KEY_ used for a custom key", severity: .error,
        why:
          "Xcode only turns INFOPLIST_KEY_ settings into Info.plist entries for Apple's own keys; a custom key is silently dropped and reads as empty at run time.",
        fix:
          "Add the key to a custom Info.plist as <key>Name</key><string>$(SETTING)</string>, set GENERATE_INFOPLIST_FILE = NO and INFOPLIST_FILE to that file."
      )
    case .undefinedBuildSetting:
      Entry(
        rule: rule, title: "Info.plist uses an undefined build setting", severity: .error,
        why:
          "An undefined $(VAR) expands to an empty string, so the app reads an empty value at run time.",
        fix:
          "Define the setting in the xcconfig attached to this configuration (Project → Info → Configurations) or in the target's build settings."
      )
    case .brokenXCConfigInclude:
      Entry(
        rule: rule, title: "xcconfig #include does not resolve", severity: .error,
        why:
          "Xcode resolves #include relative to the including file; a missing file silently drops every setting it holds.",
        fix:
          "Write the path relative to the including xcconfig (e.g. #include \"Secrets.debug.xcconfig\"), or use #include? for a file that may be absent."
      )
    case .testKeyInRelease:
      Entry(
        rule: rule, title: "Test Store key in a Release build", severity: .error,
        why:
          "A test_ key talks to RevenueCat's Test Store; a release build with it cannot make real purchases and App Review rejects it.",
        fix:
          "Give the Release configuration the production appl_ key, and keep test_ keys behind Debug or #if DEBUG."
      )
    case .customInfoPlistNotUsed:
      Entry(
        rule: rule, title: "Custom Info.plist is not used", severity: .error,
        why:
          "The target generates its Info.plist or points INFOPLIST_FILE elsewhere, so the keys in this file never reach the app.",
        fix:
          "Set INFOPLIST_FILE to this file in the target's build settings (GENERATE_INFOPLIST_FILE may stay YES to merge generated keys), or delete the file."
      )
    case .infoPlistInSyncedFolder:
      Entry(
        rule: rule, title: "Info.plist inside a synchronized folder", severity: .error,
        why:
          "Xcode copies every file of a synchronized folder into the bundle, so the Info.plist is produced twice: \"Multiple commands produce Info.plist\".",
        fix:
          "Move Info.plist next to the .xcodeproj (outside the synchronized folder), or exclude it from the target's membership in the File inspector."
      )
    case .purchasesMultipleOwners:
      Entry(
        rule: rule, title: "Purchases.shared used by several types", severity: .warning,
        why:
          "When several types talk to the SDK, state drifts: a purchase in one screen does not update the others.",
        fix:
          "Let one SubscriptionManager own Purchases.shared; everything else reads SubscriptionManager.shared."
      )
    case .hardcodedPrice:
      Entry(
        rule: rule, title: "Hard-coded price", severity: .warning,
        why:
          "Prices differ per storefront and change over time; a literal price is wrong for most customers and App Review rejects mismatches.",
        fix:
          "Show package.storeProduct.localizedPriceString, and a progress indicator while offerings load."
      )
    case .planTypeWithPrice:
      Entry(
        rule: rule, title: "Plan type with prices", severity: .warning,
        why:
          "A hand-made plan model duplicates the store's products and their prices, and goes stale.",
        fix:
          "Use RevenueCat Package values from the current offering; take prices from package.storeProduct."
      )
    case .entitlementIDLiteral:
      Entry(
        rule: rule, title: "Entitlement identifier repeated as a literal", severity: .warning,
        why: "One typo in a repeated identifier silently locks paying customers out of a feature.",
        fix:
          "Declare the identifier once (e.g. AppConfig.entitlementID) and use the constant everywhere."
      )
    case .notificationSubscriptionState:
      Entry(
        rule: rule, title: "Subscription state broadcast with notifications", severity: .warning,
        why:
          "Notifications and Combine publishers duplicate state that SubscriptionManager already owns, and observers miss updates.",
        fix:
          "Make SubscriptionManager @Observable and read SubscriptionManager.shared.isPremium directly."
      )
    case .configureCalledTwice:
      Entry(
        rule: rule, title: "Purchases.configure reachable more than once", severity: .error,
        why:
          "Configuring the SDK twice replaces the shared instance and loses listeners and cached customer info.",
        fix:
          "Call Purchases.configure exactly once, early in the app's init (the @main App or the AppDelegate)."
      )
    case .paywallMissingRestore:
      Entry(
        rule: rule, title: "Paywall without Restore Purchases", severity: .error,
        why: "App Review guideline 3.1.1 requires a way to restore purchases.",
        fix:
          "Add a \"Restore Purchases\" button that calls Purchases.shared.restorePurchases() through your SubscriptionManager."
      )
    case .paywallMissingLegalLinks:
      Entry(
        rule: rule, title: "Paywall without Terms and Privacy links", severity: .error,
        why:
          "App Review guideline 3.1.2 requires links to the Terms of Use (EULA) and the Privacy Policy on the purchase screen.",
        fix: "Add Link views to your Terms of Use and Privacy Policy near the purchase button."
      )
    case .paywallPriceNotFromStore:
      Entry(
        rule: rule, title: "Paywall price not from the store", severity: .error,
        why:
          "App Review guideline 3.1.2 requires the price the customer pays to be shown clearly; only the store knows it per storefront.",
        fix: "Show package.storeProduct.localizedPriceString for every package you offer."
      )
    case .storeKitConfigDrift:
      Entry(
        rule: rule, title: "StoreKit configuration drift", severity: .warning,
        why:
          "When the .storekit file, the schemes, the offerings and the code disagree, products silently fail to load or show the wrong price while testing.",
        fix:
          "Make the .storekit file list exactly the products the offerings and code name, with the same prices, and attach it to a shared scheme's Run action."
      )
    case .knownStoreKitIssue:
      Entry(
        rule: rule, title: "Known StoreKit issue", severity: .note,
        why:
          "Apple's StoreKit has version-specific bugs that look like app bugs to customers and reviewers.",
        fix: "Follow the linked workaround for the affected iOS versions."
      )
    case .unreadableFile:
      Entry(
        rule: rule, title: "Unreadable file", severity: .warning,
        why:
          "The doctor could not parse this file, so the checks that depend on it were skipped; Xcode will likely fail on it too.",
        fix:
          "Fix the file's syntax (open it in Xcode, run `plutil -lint` on a property list), or exclude it in .subkit-doctor.json."
      )
    }
  }
}
