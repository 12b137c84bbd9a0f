#!/usr/bin/env python3
"""Recall of `subkit doctor` by mutation on real open-source apps.

Each mutation copies one app, injects ONE mistake the way that app's own code
would make it, runs the doctor and checks that the intended rule fires (error
or warning) at the intended file more often than on the unmutated app.
Not run by CI. See README.md beside this file.

usage: mutate.py --src /tmp/mut/src --doctor .build/debug/subkit [--work /tmp/mut/work] [--only ID]
"""
import argparse, json, os, random, shutil, subprocess, sys
from collections import Counter

# The apps (folder under --src → repository, commit). Extract each with
# `git --git-dir=MIRROR archive COMMIT | tar -x -C SRC/NAME` (skipping LFS blobs).
APPS = {
    "WaterReminderApp": ("ozzzik/WaterReminderApp", "6091ac315a10352c954d156f9468ac8e5e433f8d"),
    "natureFM": ("adamrd231/natureFM", "3c65356ba058febd2deaffeaee78c3617a55eace"),
    "swiftui-revenuecat-admob-starter": ("acalise/swiftui-revenuecat-admob-starter", "177df289a33b4655dca48cece657e91eb9b60b5a"),
    "sk2demo-step10": ("RevenueCat/storekit2-demo-app (StepByStepExamples/Step10)", "defc0a3ff5620d55fbd08f86be873d4ff70a2404"),
    "MagicWeatherSwiftUI": ("RevenueCat/purchases-ios (Examples/MagicWeatherSwiftUI)", "ff486da380002b66ba57efd9910f62db7ad2c225"),
    "ios-app-with-widget": ("proSamik/ios-app-with-widget", "99e3c3c38bff1fc52add2fa1591a39cc27eb1533"),
}

_rng = random.Random(29)
_ALNUM = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def fake(prefix, n=28, alphabet=_ALNUM):
    """A made-up credential of the given shape (never a real one; built at run
    time so no credential-shaped literal sits in this file)."""
    return prefix + "".join(_rng.choice(alphabet) for _ in range(n))


RC_SECRET = fake("s" + "k_", 32)
RC_SECRET_CAPS = fake("s" + "k_", 28, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
STRIPE_LIVE = fake("s" + "k_live_", 40)
STRIPE_TEST = fake("s" + "k_test_", 40)
STRIPE_RESTRICTED = fake("r" + "k_live_", 40)
RC_PUBLIC = fake("ap" + "pl_", 27)
RC_TEST = fake("te" + "st_", 27)

WR = "Sources/SubscriptionView.swift"
AS = "AppStarter/Features/Paywall/PaywallView.swift"
AS_BASE = "Configuration/Base.xcconfig"
SK2 = "Shared/ContentView.swift"
MW = "MagicWeatherSwiftUI/Sources/Views/PaywallView.swift"
MW_CONST = "MagicWeatherSwiftUI/Constants.swift"
MW_APP = "MagicWeatherSwiftUI/Sources/Lifecycle/MagicWeatherApp.swift"
NF_ROW = "natureFM/Views/InAppPurchases/ProductRowView.swift"
NF_STORE = "natureFM/StoreManager/StoreManager.swift"
QW_CFG = "QuoteWidget/RevenueCatConfig.swift"
QW_MGR = "QuoteWidget/RevenueCatManager.swift"

WR_RESTORE = """                    // Restore Purchases
                    Button("Restore Purchases") {
                        Task {
                            await subscriptionManager.restorePurchases()
                        }
                    }
                    .font(.subheadline)
                    .foregroundColor(.blue)
                    .disabled(subscriptionManager.isLoading)
"""
WR_LINKS = """                        HStack(spacing: 16) {
                            Link("Privacy Policy", destination: URL(string: "https://ozzzik.github.io/WaterReminderApp/privacy-policy.html")!)
                                .font(.caption2)
                                .foregroundColor(.blue)
                            
                            Text("•")
                                .font(.caption2)
                                .foregroundColor(.secondary)
                            
                            Link("Terms of Use (EULA)", destination: URL(string: "https://www.apple.com/legal/internet-services/itunes/dev/stdeula/")!)
                                .font(.caption2)
                                .foregroundColor(.blue)
                        }
"""
WR_TERMS = """                            Link("Terms of Use (EULA)", destination: URL(string: "https://www.apple.com/legal/internet-services/itunes/dev/stdeula/")!)
                                .font(.caption2)
                                .foregroundColor(.blue)
"""
AS_RESTORE = """                // Rule 1: restore.
                Button("Restore purchases", action: restore)
"""
AS_LINKS = """                // Rule 4: the legal links.
                Link("Terms", destination: AppConfig.termsURL)
                Link("Privacy", destination: AppConfig.privacyURL)
"""
SK2_RESTORE = """                Button {
                    _ = Task<Void, Never> {
                        do {
                            try await AppStore.sync()
                        } catch {
                            print(error)
                        }
                    }
                } label: {
                    Text("Restore Purchases")
                }
"""

# Each mutation: (id, app, rule, file the finding must name, [edits]).
# An edit is (path, old, new): old must occur in the file; "" as old appends.
MUTATIONS = [
    # ── paywall-missing-restore ────────────────────────────────────────────
    ("restore-deleted-wr", "WaterReminderApp", "paywall-missing-restore", WR,
     [(WR, WR_RESTORE, "")]),
    ("restore-deleted-as", "swiftui-revenuecat-admob-starter", "paywall-missing-restore", AS,
     [(AS, AS_RESTORE, "")]),
    ("restore-deleted-sk2", "sk2demo-step10", "paywall-missing-restore", SK2,
     [(SK2, SK2_RESTORE, "")]),
    ("restore-commented-as", "swiftui-revenuecat-admob-starter", "paywall-missing-restore", AS,
     [(AS, 'Button("Restore purchases", action: restore)', '// Button("Restore purchases", action: restore)')]),
    ("restore-debug-only-wr", "WaterReminderApp", "paywall-missing-restore", WR,
     [(WR, WR_RESTORE, "                    #if DEBUG\n" + WR_RESTORE + "                    #endif\n")]),
    ("restore-in-task-wr", "WaterReminderApp", "paywall-missing-restore", WR,
     [(WR, WR_RESTORE, ""),
      (WR, "                await subscriptionManager.loadProducts()\n",
       "                await subscriptionManager.loadProducts()\n                await subscriptionManager.restorePurchases()\n")]),
    ("restore-unrendered-property-as", "swiftui-revenuecat-admob-starter", "paywall-missing-restore", AS,
     [(AS, AS_RESTORE, ""),
      (AS, "    /// Shown when RevenueCat has no offerings",
       "    private var restoreButton: some View {\n        Button(\"Restore purchases\", action: restore)\n    }\n\n    /// Shown when RevenueCat has no offerings")]),
    ("restore-empty-action-sk2", "sk2demo-step10", "paywall-missing-restore", SK2,
     [(SK2, "                            try await AppStore.sync()\n", "")]),
    # ── paywall-missing-legal-links ────────────────────────────────────────
    ("legal-deleted-wr", "WaterReminderApp", "paywall-missing-legal-links", WR,
     [(WR, WR_LINKS, "")]),
    ("legal-deleted-as", "swiftui-revenuecat-admob-starter", "paywall-missing-legal-links", AS,
     [(AS, AS_LINKS, "")]),
    ("legal-terms-only-deleted-wr", "WaterReminderApp", "paywall-missing-legal-links", WR,
     [(WR, WR_TERMS, "")]),
    ("legal-privacy-only-deleted-as", "swiftui-revenuecat-admob-starter", "paywall-missing-legal-links", AS,
     [(AS, '                Link("Privacy", destination: AppConfig.privacyURL)\n', "")]),
    ("legal-plain-text-as", "swiftui-revenuecat-admob-starter", "paywall-missing-legal-links", AS,
     [(AS, 'Link("Terms", destination: AppConfig.termsURL)', 'Text("Terms")'),
      (AS, 'Link("Privacy", destination: AppConfig.privacyURL)', 'Text("Privacy")')]),
    ("legal-empty-buttons-wr", "WaterReminderApp", "paywall-missing-legal-links", WR,
     [(WR, 'Link("Privacy Policy", destination: URL(string: "https://ozzzik.github.io/WaterReminderApp/privacy-policy.html")!)',
       'Button("Privacy Policy") { }'),
      (WR, 'Link("Terms of Use (EULA)", destination: URL(string: "https://www.apple.com/legal/internet-services/itunes/dev/stdeula/")!)',
       'Button("Terms of Use (EULA)") { }')]),
    ("legal-commented-as", "swiftui-revenuecat-admob-starter", "paywall-missing-legal-links", AS,
     [(AS, AS_LINKS, "".join("// " + l.lstrip() + "\n" for l in AS_LINKS.splitlines()))]),
    # ── paywall-price-not-from-store (a literal price in the paywall) ──────
    ("price-literal-wr", "WaterReminderApp", "paywall-price-not-from-store", WR,
     [(WR, "Text(formatPrice(product.price))",
       'Text(product.id.contains("yearly") ? "$9.99/year" : "$0.99/month")')]),
    ("price-literal-sk2", "sk2demo-step10", "paywall-price-not-from-store", SK2,
     [(SK2, 'Text("\\(product.displayPrice) - \\(product.displayName)")', 'Text("$4.99 - \\(product.displayName)")')]),
    ("price-literal-mw", "MagicWeatherSwiftUI", "paywall-price-not-from-store", MW,
     [(MW, "Text(package.localizedPriceString)",
       'Text(package.packageType == .annual ? "$34.99" : "$3.99")')]),
    ("price-literal-euro-nf", "natureFM", "paywall-price-not-from-store", NF_ROW,
     [(NF_ROW, 'Text(hasPurchased ? "purchased" : product.displayPrice)', 'Text(hasPurchased ? "purchased" : "0,99 €")')]),
    ("price-fallback-mw", "MagicWeatherSwiftUI", "paywall-price-not-from-store", MW,
     [(MW, "Text(package.localizedPriceString)",
       'Text(package.storeProduct.pricePerMonth == nil ? "$3.99" : package.localizedPriceString)')]),
    # ── hardcoded-price (the same literals, the warning rule) ──────────────
    ("hprice-literal-wr", "WaterReminderApp", "hardcoded-price", WR,
     [(WR, "Text(formatPrice(product.price))",
       'Text(product.id.contains("yearly") ? "$9.99/year" : "$0.99/month")')]),
    ("hprice-literal-as", "swiftui-revenuecat-admob-starter", "hardcoded-price", AS,
     [(AS, "Text(plan.price)", 'Text(plan.isAnnual ? "$29.99" : "$4.99")')]),
    ("hprice-literal-sk2", "sk2demo-step10", "hardcoded-price", SK2,
     [(SK2, 'Text("\\(product.displayPrice) - \\(product.displayName)")', 'Text("$4.99 - \\(product.displayName)")')]),
    ("hprice-euro-nf", "natureFM", "hardcoded-price", NF_ROW,
     [(NF_ROW, 'Text(hasPurchased ? "purchased" : product.displayPrice)', 'Text(hasPurchased ? "purchased" : "0,99 €")')]),
    ("hprice-terms-as", "swiftui-revenuecat-admob-starter", "hardcoded-price", AS,
     [(AS, 'return "Subscription renews automatically until cancelled.',
       'return "$29.99 per year. Subscription renews automatically until cancelled.')]),
    # ── secret-api-key ─────────────────────────────────────────────────────
    ("secret-rc-swift-qw", "ios-app-with-widget", "secret-api-key", QW_CFG,
     [(QW_CFG, "// Initialize RevenueCat", f'let revenueCatSecretKey = "{RC_SECRET}"\n\n// Initialize RevenueCat')]),
    ("secret-rc-xcconfig-as", "swiftui-revenuecat-admob-starter", "secret-api-key", AS_BASE,
     [(AS_BASE, "REVENUECAT_API_KEY =\n", f"REVENUECAT_API_KEY =\nREVENUECAT_SECRET_KEY = {RC_SECRET}\n")]),
    ("secret-rc-caps-xcconfig-as", "swiftui-revenuecat-admob-starter", "secret-api-key", AS_BASE,
     [(AS_BASE, "REVENUECAT_API_KEY =\n", f"REVENUECAT_API_KEY = {RC_SECRET_CAPS}\n")]),
    ("secret-stripe-xcconfig-as", "swiftui-revenuecat-admob-starter", "secret-api-key", AS_BASE,
     [(AS_BASE, "POSTHOG_API_KEY =\n", f"POSTHOG_API_KEY =\nSTRIPE_SECRET_KEY = {STRIPE_LIVE}\n")]),
    ("secret-stripe-swift-mw", "MagicWeatherSwiftUI", "secret-api-key", MW_CONST,
     [(MW_CONST, '    static let entitlementID = "premium"\n',
       f'    static let entitlementID = "premium"\n\n    static let stripeSecretKey = "{STRIPE_LIVE}"\n')]),
    ("secret-stripe-test-swift-nf", "natureFM", "secret-api-key", NF_STORE,
     [(NF_STORE, 'static var natureRemoveAdvertising = "natureRemoveAdvertising"\n',
       f'static var natureRemoveAdvertising = "natureRemoveAdvertising"\n    static var stripeKey = "{STRIPE_TEST}"\n')]),
    ("secret-rc-plist-wr", "WaterReminderApp", "secret-api-key", "Sources/Info.plist",
     [("Sources/Info.plist", "\t<key>UIViewControllerBasedStatusBarAppearance</key>",
       f"\t<key>RevenueCatSecretKey</key>\n\t<string>{RC_SECRET}</string>\n\t<key>UIViewControllerBasedStatusBarAppearance</key>")]),
    ("secret-stripe-restricted-plist-qw", "ios-app-with-widget", "secret-api-key", "QuoteWidget/Info.plist",
     [("QuoteWidget/Info.plist", "\t<key>GIDClientID</key>",
       f"\t<key>StripeRestrictedKey</key>\n\t<string>{STRIPE_RESTRICTED}</string>\n\t<key>GIDClientID</key>")]),
    ("secret-rc-json-qw", "ios-app-with-widget", "secret-api-key", "QuoteWidget/revenuecat.json",
     [("QuoteWidget/revenuecat.json", "", '{\n  "publicKey": "",\n  "secretKey": "' + RC_SECRET + '"\n}\n')]),
    # ── hardcoded-api-key ──────────────────────────────────────────────────
    ("apikey-literal-mw", "MagicWeatherSwiftUI", "hardcoded-api-key", MW_APP,
     [(MW_APP, "Configuration.Builder(withAPIKey: Constants.apiKey)", f'Configuration.Builder(withAPIKey: "{RC_PUBLIC}")')]),
    ("apikey-literal-as", "swiftui-revenuecat-admob-starter", "hardcoded-api-key", "AppStarter/Services/Subscriptions.swift",
     [("AppStarter/Services/Subscriptions.swift", "Purchases.configure(withAPIKey: AppConfig.revenueCatKey)",
       f'Purchases.configure(withAPIKey: "{RC_PUBLIC}")')]),
    # ── placeholder-api-key ────────────────────────────────────────────────
    ("placeholder-error-removed-mw", "MagicWeatherSwiftUI", "placeholder-api-key", MW_CONST,
     [(MW_CONST, '    #error("Modify this property to reflect your app\'s API key, then comment this line out.")\n',
       '    // #error("Modify this property to reflect your app\'s API key, then comment this line out.")\n')]),
    ("placeholder-xcconfig-as", "swiftui-revenuecat-admob-starter", "placeholder-api-key", AS_BASE,
     # After the optional include, so it overrides what Secrets.xcconfig sets
     # (before it, it is a default the ignored file replaces).
     [(AS_BASE, '#include? "Secrets.xcconfig"\n',
       '#include? "Secrets.xcconfig"\nREVENUECAT_API_KEY = YOUR_REVENUECAT_API_KEY\n')]),
    ("placeholder-swift-qw", "ios-app-with-widget", "placeholder-api-key", QW_CFG,
     [(QW_CFG, '"test_', '"appl_XXXXXXXXXXXXXXXX" // "test_')]),
    ("placeholder-plist-qw", "ios-app-with-widget", "placeholder-api-key", "QuoteWidget/Info.plist",
     [("QuoteWidget/Info.plist", "\t<key>GIDClientID</key>",
       "\t<key>RevenueCatAPIKey</key>\n\t<string>YOUR_API_KEY_HERE</string>\n\t<key>GIDClientID</key>")]),
    # ── test-key-in-release ────────────────────────────────────────────────
    ("testkey-xcconfig-as", "swiftui-revenuecat-admob-starter", "test-key-in-release", AS_BASE,
     [(AS_BASE, "REVENUECAT_API_KEY =\n", f"REVENUECAT_API_KEY = {RC_TEST}\n")]),
    ("testkey-swift-mw", "MagicWeatherSwiftUI", "test-key-in-release", MW_APP,
     [(MW_APP, "Configuration.Builder(withAPIKey: Constants.apiKey)", f'Configuration.Builder(withAPIKey: "{RC_TEST}")')]),
    ("testkey-plist-qw", "ios-app-with-widget", "test-key-in-release", "QuoteWidget/Info.plist",
     [("QuoteWidget/Info.plist", "\t<key>GIDClientID</key>",
       f"\t<key>RevenueCatAPIKey</key>\n\t<string>{RC_TEST}</string>\n\t<key>GIDClientID</key>")]),
    # ── configure-called-twice ─────────────────────────────────────────────
    ("configure-onappear-mw", "MagicWeatherSwiftUI", "configure-called-twice", "MagicWeatherSwiftUI/Sources/Views/ContentView.swift",
     [("MagicWeatherSwiftUI/Sources/Views/ContentView.swift", "        .sheet(isPresented: $paywallPresented, content: {",
       "        .onAppear {\n            Purchases.configure(withAPIKey: Constants.apiKey)\n        }\n        .sheet(isPresented: $paywallPresented, content: {"),
      ("MagicWeatherSwiftUI/Sources/Views/ContentView.swift", "import SwiftUI\n", "import SwiftUI\nimport RevenueCat\n")]),
    ("configure-wrapper-twice-qw", "ios-app-with-widget", "configure-called-twice", "QuoteWidget/ProfileView.swift",
     [("QuoteWidget/ProfileView.swift", "            .task {\n                await fetchProfile()",
       "            .task {\n                initializeRevenueCat()\n                await fetchProfile()")]),
    ("configure-manager-init-qw", "ios-app-with-widget", "configure-called-twice", QW_MGR,
     [(QW_MGR, "        super.init()\n", "        super.init()\n        Purchases.configure(withAPIKey: revenueCatPublicKey)\n")]),
    # ── entitlement-id-literal ─────────────────────────────────────────────
    ("entitlement-literal-qw", "ios-app-with-widget", "entitlement-id-literal", QW_MGR,
     [(QW_MGR, 'customerInfo.entitlements[entitlementID]?.isActive', 'customerInfo.entitlements["plus"]?.isActive')]),
    ("entitlement-literal-mw", "MagicWeatherSwiftUI", "entitlement-id-literal", "MagicWeatherSwiftUI/Sources/ViewModels/UserViewModel.swift",
     [("MagicWeatherSwiftUI/Sources/ViewModels/UserViewModel.swift", "entitlements[Constants.entitlementID]", 'entitlements["premium"]')]),
    ("entitlement-literal-as", "swiftui-revenuecat-admob-starter", "entitlement-id-literal", "AppStarter/Services/Subscriptions.swift",
     [("AppStarter/Services/Subscriptions.swift", "info.entitlements.active[AppConfig.entitlementID] != nil",
       'info.entitlements.active["pro"] != nil || info.entitlements.all["pro"]?.isActive == true')]),
    # ── storekit-config-drift ──────────────────────────────────────────────
    ("drift-new-id-wr", "WaterReminderApp", "storekit-config-drift", "Sources/SubscriptionManager.swift",
     [("Sources/SubscriptionManager.swift", '        "com.whio.waterreminder.yearly.v4"\n',
       '        "com.whio.waterreminder.yearly.v4",\n        "com.whio.waterreminder.lifetime.v4"\n')]),
    ("drift-bumped-id-wr", "WaterReminderApp", "storekit-config-drift", "Sources/SubscriptionManager.swift",
     [("Sources/SubscriptionManager.swift", '"com.whio.waterreminder.yearly.v4"\n', '"com.whio.waterreminder.yearly.v5"\n')]),
    ("drift-new-id-sk2", "sk2demo-step10", "storekit-config-drift", "Shared/PurchaseManager.swift",
     [("Shared/PurchaseManager.swift", '["pro_monthly", "pro_yearly", "pro_lifetime"]', '["pro_monthly", "pro_yearly", "pro_lifetime", "pro_weekly"]')]),
    ("drift-new-id-nf", "natureFM", "storekit-config-drift", NF_STORE,
     [(NF_STORE, 'static var natureRemoveAdvertising = "natureRemoveAdvertising"\n',
       'static var natureRemoveAdvertising = "natureRemoveAdvertising"\n    static var natureYearly = "natureFMyearly"\n'),
      (NF_STORE, "        StoreIDs.natureRemoveAdvertising\n", "        StoreIDs.natureRemoveAdvertising,\n        StoreIDs.natureYearly\n")]),
    # ── secrets-not-ignored ────────────────────────────────────────────────
    ("secrets-renamed-as", "swiftui-revenuecat-admob-starter", "secrets-not-ignored", "Configuration/Secrets.release.xcconfig",
     [("Configuration/Secrets.release.xcconfig", "", f"REVENUECAT_API_KEY = {RC_PUBLIC}\n")]),
    # ── infoplist-key-prefix-custom / broken-xcconfig-include ──────────────
    ("infoplist-prefix-as", "swiftui-revenuecat-admob-starter", "infoplist-key-prefix-custom", AS_BASE,
     [(AS_BASE, "RC_OFFERING =\n", "RC_OFFERING =\nINFOPLIST_KEY_RevenueCatAPIKey = $(REVENUECAT_API_KEY)\n")]),
    ("include-required-as", "swiftui-revenuecat-admob-starter", "broken-xcconfig-include", AS_BASE,
     [(AS_BASE, '#include? "Secrets.xcconfig"', '#include "Configuration/Secrets.xcconfig"')]),
    # ── notification-subscription-state ────────────────────────────────────
    ("notification-post-wr", "WaterReminderApp", "notification-subscription-state", "Sources/SubscriptionManager.swift",
     [("Sources/SubscriptionManager.swift", "    func restorePurchases() async {\n",
       "    func restorePurchases() async {\n        defer { NotificationCenter.default.post(name: Notification.Name(\"SubscriptionStatusChanged\"), object: nil) }\n")]),
    # ── more shapes, second round ──────────────────────────────────────────
    ("placeholder-key-name-qw", "ios-app-with-widget", "placeholder-api-key", QW_CFG,
     [(QW_CFG, '= "test_', '= "REVENUECAT_API_KEY" // "test_')]),
    ("placeholder-plist-no-dollar-as", "swiftui-revenuecat-admob-starter", "placeholder-api-key", "Configuration/Info.plist",
     [("Configuration/Info.plist", "<string>$(REVENUECAT_API_KEY)</string>", "<string>REVENUECAT_API_KEY</string>")]),
    ("configure-app-delegate-mw", "MagicWeatherSwiftUI", "configure-called-twice", MW_APP,
     [(MW_APP, "@main\n", "final class AppDelegate: NSObject, UIApplicationDelegate {\n    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {\n        Purchases.configure(withAPIKey: Constants.apiKey)\n        return true\n    }\n}\n\n@main\n"),
      (MW_APP, "struct MagicWeatherApp: App {\n", "struct MagicWeatherApp: App {\n    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate\n")]),
    ("configure-task-in-app-qw", "ios-app-with-widget", "configure-called-twice", "QuoteWidget/QuoteWidgetApp.swift",
     [("QuoteWidget/QuoteWidgetApp.swift", "                .environmentObject(ThemeManager.shared)\n",
       "                .environmentObject(ThemeManager.shared)\n                .task { initializeRevenueCat() }\n")]),
    ("secret-rc-pbxproj-sk2", "sk2demo-step10", "secret-api-key", "Step10.xcodeproj/project.pbxproj",
     [("Step10.xcodeproj/project.pbxproj", "VALIDATE_PRODUCT = YES;", f"REVENUECAT_SECRET_KEY = {RC_SECRET};\n\t\t\t\tVALIDATE_PRODUCT = YES;")]),
    ("secret-stripe-projectyml-wr", "WaterReminderApp", "secret-api-key", "project.yml",
     [("project.yml", "      PRODUCT_NAME: WaterReminderApp\n", f"      PRODUCT_NAME: WaterReminderApp\n      STRIPE_SECRET_KEY: {STRIPE_LIVE}\n")]),
    ("testkey-pbxproj-release-sk2", "sk2demo-step10", "test-key-in-release", "Step10.xcodeproj/project.pbxproj",
     [("Step10.xcodeproj/project.pbxproj", "VALIDATE_PRODUCT = YES;", f"REVENUECAT_API_KEY = {RC_TEST};\n\t\t\t\tVALIDATE_PRODUCT = YES;")]),
    ("testkey-xcconfig-conditional-as", "swiftui-revenuecat-admob-starter", "test-key-in-release", AS_BASE,
     [(AS_BASE, "REVENUECAT_API_KEY =\n", f"REVENUECAT_API_KEY =\nREVENUECAT_API_KEY[config=Release] = {RC_TEST}\n")]),
    ("testkey-else-branch-mw", "MagicWeatherSwiftUI", "test-key-in-release", MW_APP,
     [(MW_APP, "Configuration.Builder(withAPIKey: Constants.apiKey)", "Configuration.Builder(withAPIKey: key)"),
      (MW_APP, "        Purchases.configure(\n", f'        #if DEBUG\n        let key = "{RC_PUBLIC}"\n        #else\n        let key = "{RC_TEST}"\n        #endif\n        Purchases.configure(\n')]),
    ("apikey-manager-property-qw", "ios-app-with-widget", "hardcoded-api-key", QW_MGR,
     [(QW_MGR, '    private let entitlementID = "plus"', f'    private let apiKey = "{RC_PUBLIC}"\n    private let entitlementID = "plus"')]),
    ("entitlement-keys-contains-qw", "ios-app-with-widget", "entitlement-id-literal", "QuoteWidget/ContentView.swift",
     [("QuoteWidget/ContentView.swift", "} else if !revenueCatManager.isSubscribed {",
       '} else if revenueCatManager.customerInfo?.entitlements.active.keys.contains("plus") != true {')]),
    ("drift-inline-literal-wr", "WaterReminderApp", "storekit-config-drift", "Sources/SubscriptionManager.swift",
     [("Sources/SubscriptionManager.swift", "    func restorePurchases() async {\n",
       '    func loadLifetime() async throws -> Product? {\n        try await Product.products(for: ["com.whio.waterreminder.lifetime"]).first\n    }\n\n    func restorePurchases() async {\n')]),
    ("price-currency-interp-wr", "WaterReminderApp", "paywall-price-not-from-store", WR,
     [(WR, "Text(formatPrice(product.price))", 'Text("$\\(product.price)")')]),
    ("plan-enum-price-wr", "WaterReminderApp", "plan-type-with-price", "Sources/SubscriptionManager.swift",
     [("Sources/SubscriptionManager.swift", "    // MARK: - Product Configuration\n",
       '    enum Plan {\n        case monthly, yearly\n        var price: String {\n            switch self {\n            case .monthly: return "$0.99"\n            case .yearly: return "$9.99"\n            }\n        }\n    }\n\n    // MARK: - Product Configuration\n')]),
    ("owners-profile-restore-qw", "ios-app-with-widget", "purchases-multiple-owners", "QuoteWidget/ProfileView.swift",
     [("QuoteWidget/ProfileView.swift", "            .task {\n                await fetchProfile()",
       "            .task {\n                _ = try? await Purchases.shared.syncPurchases()\n                await fetchProfile()"),
      ("QuoteWidget/ProfileView.swift", "import SwiftUI\n", "import SwiftUI\nimport RevenueCat\n")]),
    ("notification-onreceive-qw", "ios-app-with-widget", "notification-subscription-state", "QuoteWidget/ContentView.swift",
     [("QuoteWidget/ContentView.swift", "} else if !revenueCatManager.isSubscribed {",
       '} else if !revenueCatManager.isSubscribed || NotificationCenter.default.publisher(for: Notification.Name("premiumStatusChanged")) == nil {')]),
    ("notification-subject-wr", "WaterReminderApp", "notification-subscription-state", "Sources/SubscriptionManager.swift",
     [("Sources/SubscriptionManager.swift", "    // MARK: - Product Configuration\n",
       "    let subscriptionStatusSubject = PassthroughSubject<Bool, Never>()\n\n    // MARK: - Product Configuration\n")]),
    ("undefined-setting-wr", "WaterReminderApp", "undefined-build-setting", "Sources/Info.plist",
     [("Sources/Info.plist", "\t<key>UIViewControllerBasedStatusBarAppearance</key>",
       "\t<key>RevenueCatAPIKey</key>\n\t<string>$(REVENUECAT_API_KEY)</string>\n\t<key>UIViewControllerBasedStatusBarAppearance</key>")]),
    ("secrets-apikeys-file-qw", "ios-app-with-widget", "secrets-not-ignored", "QuoteWidget/APIKeys.swift",
     [("QuoteWidget/APIKeys.swift", "", f'enum APIKeys {{\n    static let revenueCat = "{RC_PUBLIC}"\n}}\n')]),
    ("secrets-wrong-folder-as", "swiftui-revenuecat-admob-starter", "secrets-not-ignored", "AppStarter/Config/Secrets.xcconfig",
     [("AppStarter/Config/Secrets.xcconfig", "", f"REVENUECAT_API_KEY = {RC_PUBLIC}\n")]),
    # ── third round: more places and spellings ─────────────────────────────
    ("secret-env-resource-as", "swiftui-revenuecat-admob-starter", "secret-api-key", "AppStarter/.env",
     [("AppStarter/.env", "", f"REVENUECAT_SECRET={RC_SECRET}\n")]),
    ("secret-webhook-xcconfig-as", "swiftui-revenuecat-admob-starter", "secret-api-key", AS_BASE,
     [(AS_BASE, "POSTHOG_API_KEY =\n", "POSTHOG_API_KEY =\nSTRIPE_WEBHOOK_SECRET = " + fake("wh" + "sec_", 32) + "\n")]),
    ("secret-oauth-swift-qw", "ios-app-with-widget", "secret-api-key", QW_MGR,
     [(QW_MGR, '    private let entitlementID = "plus"', '    private let revenueCatToken = "' + fake("at" + "k_", 32) + '"\n    private let entitlementID = "plus"')]),
    ("secret-configure-swift-mw", "MagicWeatherSwiftUI", "secret-api-key", MW_APP,
     [(MW_APP, "Configuration.Builder(withAPIKey: Constants.apiKey)", f'Configuration.Builder(withAPIKey: "{RC_SECRET}")')]),
    ("drift-storekit-renamed-wr", "WaterReminderApp", "storekit-config-drift", "Sources/SubscriptionManager.swift",
     [("Configuration.storekit", '"com.whio.waterreminder.yearly.v4"', '"com.whio.waterreminder.yearly.v3"')]),
    ("drift-storekit-renamed-nf", "natureFM", "storekit-config-drift", NF_STORE,
     [("natureFM/StoreManager/Products.storekit", '"natureFMsubscription"', '"natureFM.subscription"')]),
    ("drift-storekit-renamed-sk2", "sk2demo-step10", "storekit-config-drift", "Shared/PurchaseManager.swift",
     [("Step10Configuration.storekit", '"pro_yearly"', '"pro_annual"')]),
    ("hprice-onboarding-as", "swiftui-revenuecat-admob-starter", "hardcoded-price", "AppStarter/Features/Onboarding/OnboardingView.swift",
     [("AppStarter/Features/Onboarding/OnboardingView.swift", 'body: "That\'s everything.', 'body: "Go Pro for just $2.99/month. That\'s everything.')]),
    ("hprice-brl-nf", "natureFM", "hardcoded-price", "natureFM/Views/InAppPurchases/InAppStorePurchasesView.swift",
     [("natureFM/Views/InAppPurchases/InAppStorePurchasesView.swift", 'Text("Thank you for supporting my on my journey!")', 'Text("Apenas R$ 9,90 por mês. Thank you for supporting my on my journey!")')]),
    ("hprice-usd-code-wr", "WaterReminderApp", "hardcoded-price", "Sources/UpgradeBannerView.swift",
     [("Sources/UpgradeBannerView.swift", 'Text("Then just $0.99/month")', 'Text("Then just USD 0.99/month")')]),
    ("notification-observer-nf", "natureFM", "notification-subscription-state", NF_STORE,
     [(NF_STORE, "        try await AppStore.sync()\n", "        try await AppStore.sync()\n        NotificationCenter.default.post(name: .purchasesRestored, object: nil)\n"),
      (NF_STORE, "struct StoreIDs {", "extension Notification.Name {\n    static let purchasesRestored = Notification.Name(\"purchasesRestored\")\n}\n\nstruct StoreIDs {")]),
    ("entitlement-two-views-mw", "MagicWeatherSwiftUI", "entitlement-id-literal", "MagicWeatherSwiftUI/Sources/Views/UserView.swift",
     [("MagicWeatherSwiftUI/Sources/ViewModels/UserViewModel.swift", "entitlements[Constants.entitlementID]", 'entitlements.all["premium"]'),
      ("MagicWeatherSwiftUI/Sources/Views/UserView.swift", "            if !Purchases.shared.isAnonymous {",
       '            if model.customerInfo?.entitlements.active["premium"] != nil {\n                Text("Premium")\n            }\n            if !Purchases.shared.isAnonymous {')]),
]


def run_doctor(doctor, folder):
    out = subprocess.run([doctor, "doctor", folder, "--format", "json"], capture_output=True, text=True)
    if out.returncode not in (0, 1):
        raise RuntimeError(f"doctor failed on {folder}: {out.stderr.strip()[:400]}")
    return json.loads(out.stdout)["findings"]


def counted(findings):
    """(rule, file) → Counter of messages, errors and warnings only."""
    out = {}
    for f in findings:
        if f["severity"] != "note":
            out.setdefault((f["rule"], f["file"]), Counter())[f["message"]] += 1
    return out


def apply(folder, edits):
    for path, old, new in edits:
        full = os.path.join(folder, path)
        if old == "":
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "a", encoding="utf-8") as f:
                f.write(new)
            continue
        with open(full, encoding="utf-8") as f:
            text = f.read()
        if old not in text:
            raise ValueError(f"{path}: text to replace not found: {old[:60]!r}")
        with open(full, "w", encoding="utf-8") as f:
            f.write(text.replace(old, new, 1))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True)
    ap.add_argument("--doctor", required=True)
    ap.add_argument("--work", default="/tmp/mut/work")
    ap.add_argument("--only")
    ap.add_argument("--json", help="write per-mutation results here")
    args = ap.parse_args()
    doctor = os.path.abspath(args.doctor)
    baselines, results = {}, []
    for mid, app, rule, target, edits in MUTATIONS:
        if args.only and args.only not in mid:
            continue
        src = os.path.join(args.src, app)
        if app not in baselines:
            baselines[app] = counted(run_doctor(doctor, src))
        folder = os.path.join(args.work, mid)
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(src, folder, symlinks=True)
        apply(folder, edits)
        after = counted(run_doctor(doctor, folder))
        before = baselines[app].get((rule, target), Counter())
        if after.get((rule, target), Counter()) - before:
            status = "fired"  # a finding (or one more) the unmutated app does not have
        elif before:
            status = "masked"  # the unmutated app already fires it there
        else:
            status = "MISSED"
        results.append({"id": mid, "app": app, "rule": rule, "file": target, "status": status})
        print(f"{status:7} {rule:32} {mid}")
        if status != "fired" and args.only:
            print(json.dumps([f for f in run_doctor(doctor, folder) if f["rule"] == rule], indent=1))
        shutil.rmtree(folder, ignore_errors=True)
    print()
    per_rule = {}
    for r in results:
        fired, total = per_rule.get(r["rule"], (0, 0))
        if r["status"] != "masked":
            per_rule[r["rule"]] = (fired + (r["status"] == "fired"), total + 1)
    all_fired = sum(f for f, _ in per_rule.values())
    all_total = sum(t for _, t in per_rule.values())
    for rule, (fired, total) in sorted(per_rule.items()):
        print(f"{rule:32} {fired}/{total}")
    if all_total:
        print(f"{'overall':32} {all_fired}/{all_total} = {all_fired / all_total:.2f}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    sys.exit(main())
