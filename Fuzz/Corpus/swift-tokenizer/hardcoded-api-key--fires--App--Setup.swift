#if canImport(RevenueCat)
  import RevenueCat
#endif
func setUp() {
  Purchases.configure(withAPIKey: "appl_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg")
}
