enum Keys {
  static let revenueCatAPIKey = "appl_YOUR_PRODUCTION_KEY_HERE"
}
