import Foundation

extension SubscriptionManager {
  /// The current customer's subscription status, for a status screen.
  public func subscriptionStatus(
    locale: Locale = .autoupdatingCurrent, timeZone: TimeZone = .autoupdatingCurrent,
    wording: PresentationWording = .english
  ) -> SubscriptionStatus {
    let entitlement = configuration.flatMap {
      customerInfo?.entitlements[$0.entitlementIdentifier]
    }
    return SubscriptionStatus(
      entitlement: entitlement, isPremium: isPremium, managementURL: customerInfo?.managementURL,
      locale: locale, timeZone: timeZone, wording: wording)
  }
}
