#if canImport(RevenueCat)
  import RevenueCat
#endif
func setUp() {
  // Purchases.configure(withAPIKey: "appl_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg")
  Purchases.configure(withAPIKey: AppConfig.revenueCatAPIKey)
  #if DEBUG
    print("debug key", "test_Qw3rTy7uIo9pAs2dFg4hJk6lZx")
  #endif
}
