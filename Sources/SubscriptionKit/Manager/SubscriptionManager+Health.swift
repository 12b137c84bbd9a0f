import SubscriptionWire

extension SubscriptionManager {
  /// The health check of this manager's configuration and loaded offerings.
  ///
  /// - Parameters:
  ///   - requiresAPIKey: false for backends that need no RevenueCat key (the simulator).
  ///   - apiKeyText: the key as found, when it is not in the configuration.
  ///   - build: the build to check the key against.
  ///   - offeringsResponse: the offerings document, when known, with
  ///   - storeProductIdentifiers: the store's products, to find missing ones.
  ///   - entitlementsByProduct: the project's product→entitlement mapping, when known.
  public func healthReport(
    requiresAPIKey: Bool = true, apiKeyText: String? = nil, build: BuildConfiguration = .current,
    offeringsResponse: OfferingsResponse? = nil, storeProductIdentifiers: Set<String>? = nil,
    entitlementsByProduct: [String: [String]]? = nil
  ) -> HealthReport {
    HealthCheck.run(
      HealthCheck.Input(
        configuration: configuration, requiresAPIKey: requiresAPIKey, apiKeyText: apiKeyText,
        build: build, offerings: offerings, offeringsResponse: offeringsResponse,
        storeProductIdentifiers: storeProductIdentifiers,
        entitlementsByProduct: entitlementsByProduct))
  }
}
