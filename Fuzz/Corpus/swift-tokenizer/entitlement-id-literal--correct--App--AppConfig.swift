enum AppConfig {
  static let entitlementID = "premium"
}
