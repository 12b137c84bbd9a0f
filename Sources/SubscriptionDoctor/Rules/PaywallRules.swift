/// The App Review rules for screens that purchase packages (guidelines 3.1.1
/// and 3.1.2): `paywall-missing-restore`, `paywall-missing-legal-links` and
/// `paywall-price-not-from-store`. A paywall drawn by RevenueCatUI
/// (`PaywallView`, `paywallFooter`, `presentPaywallIfNeeded`), StoreKit's views
/// or another paywall SDK draws all three itself and never fires.
struct PaywallRules: DoctorRule {
  var ids: [RuleID] {
    [.paywallMissingRestore, .paywallMissingLegalLinks, .paywallPriceNotFromStore]
  }

  private static let storePriceWords = [
    "localizedpricestring", "localizedpriceper", "localizedintroductoryprice", "displayprice",
    "priceformatter", "localizedprice", "pricestring",
  ]

  func check(_ index: ProjectIndex) -> [Finding] {
    var findings: [Finding] = []
    for paywall in Paywall.find(in: index) where !paywall.isDrawnBySDK {
      let name = paywall.type.name
      func report(_ rule: RuleID, _ message: String) {
        findings.append(
          Finding(rule: rule, file: paywall.path, line: paywall.type.line, message: message))
      }
      if !paywall.mentions(["restore"]) {
        report(
          .paywallMissingRestore,
          "\(name) sells subscriptions but offers no way to restore purchases.")
      }
      let hasTerms = paywall.hasTermsLink
      let hasPrivacy = paywall.hasPrivacyLink
      if !hasTerms || !hasPrivacy {
        let missing = [hasTerms ? nil : "Terms of Use (EULA)", hasPrivacy ? nil : "Privacy Policy"]
          .compactMap { $0 }.joined(separator: " and ")
        report(
          .paywallMissingLegalLinks, "\(name) sells subscriptions without a link to the \(missing)."
        )
      }
      if let price = paywall.hardcodedPrice {
        report(.paywallPriceNotFromStore, "\(name) shows the hard-coded price \"\(price)\".")
      } else if !paywall.mentions(Self.storePriceWords) {
        report(
          .paywallPriceNotFromStore,
          "\(name) sells subscriptions without showing a price from the store (localizedPriceString)."
        )
      }
    }
    return findings
  }
}
