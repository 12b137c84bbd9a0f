import Foundation

/// Identifiers and keys, each written once.
enum AppConfig {
  static let entitlementID = "premium"

  enum ProductID {
    static let monthly = "com.example.app.monthly"
  }

  /// The key comes from Info.plist, filled from the xcconfig.
  static var revenueCatAPIKey: String {
    let key = (Bundle.main.object(forInfoDictionaryKey: "RevenueCatAPIKey") as? String) ?? ""
    let placeholders = [
      "",
      "YOUR_REVENUECAT_API_KEY_HERE",
      "test_YOUR_TEST_KEY_HERE",
      "appl_YOUR_PRODUCTION_KEY_HERE",
    ]
    // Old: static let revenueCatAPIKey = "YOUR_API_KEY_HERE"
    guard !placeholders.contains(key) else { return "" }
    return key
  }
}
