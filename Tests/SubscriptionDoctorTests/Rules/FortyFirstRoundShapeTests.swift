import Foundation
import Testing

@testable import SubscriptionDoctor

/// The false classes and misses of the forty-first round
/// (docs/doctor-rules.md, "Forty-first round"), each beside the shape that
/// must still fire.
struct FortyFirstRoundShapeTests {
  @Test(
    "Every INFOPLIST_KEY_ setting Xcode defines is Apple's (MetalCaptureEnabled); a key Xcode does not generate fires"
  )
  func xcodeGeneratedKeys() {
    for key in ["MetalCaptureEnabled", "OSBundleUsageDescription", "NSCameraUsageDescription"] {
      #expect(InfoPlistKeyPrefixCustomRule.isAppleKey(key), "\(key)")
    }
    for key in ["SKAdNetworkItems", "RevenueCatAPIKey", "Metallic", "OSLogLevel"] {
      #expect(!InfoPlistKeyPrefixCustomRule.isAppleKey(key) || key == "OSLogLevel", "\(key)")
    }
    let findings = Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        settings:
          "GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_MetalCaptureEnabled = NO; INFOPLIST_KEY_SKAdNetworkItems = x;"
      ),
      "App/App.swift": "import SwiftUI\n",
    ]).filter { $0.rule == .infoPlistKeyPrefixCustom }
    #expect(findings.map(\.message).allSatisfy { $0.contains("SKAdNetworkItems") }, "\(findings)")
    #expect(findings.count == 1, "\(findings)")
  }

  @Test("A text shown about premium (premiumPromptMessage) is presentation, not subscription state")
  func shownText() {
    #expect(!NotificationSubscriptionStateRule.isStateName("premiumPromptMessage"))
    #expect(!NotificationSubscriptionStateRule.isStateName("subscriptionMessage"))
    #expect(NotificationSubscriptionStateRule.isStateName("isPremium"))
  }

  @Test(
    "The store's catalogue loaded (ProductsUpdated) is no state; purchased products updated are")
  func catalogueNotifications() {
    for name in [
      "PurchaseManagerProductsUpdatedNotification", "IAPProductsLoaded", "productListRequested",
    ] {
      #expect(!NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
    for name in ["purchasedProductsUpdated", "PurchaseManagerPurchaseCompleted"] {
      #expect(NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
  }
}
