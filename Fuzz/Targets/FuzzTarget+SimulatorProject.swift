import Foundation
import StoreSimulator

extension FuzzTarget {
  /// The store simulator's project file → `SimulatorProject`, validated against
  /// a small `.storekit` (pro_monthly, pro_annual, pro_lifetime).
  static let simulatorProject = FuzzTarget(
    name: "simulator-project",
    summary: "simulator project JSON → SimulatorProject (read, validate against a .storekit)"
  ) { bytes in
    guard let project = try? SimulatorProject(data: Data(bytes)) else { return false }
    if let configuration = FuzzStoreKit.configuration {
      try? project.validate(against: configuration)
    }
    for productID in ["pro_monthly", "pro_annual", "pro_lifetime", "pro_monthly:plan"] {
      _ = project.entitlementMapping.entitlements(for: productID)
    }
    return true
  }
}

/// The `.storekit` the simulator-project target validates against.
enum FuzzStoreKit {
  static let configuration = try? StoreKitConfiguration(data: Data(json.utf8))

  private static let json = """
    {
      "identifier": "FUZZ",
      "products": [
        {"displayPrice": "99.99", "familyShareable": false, "internalID": "1",
         "localizations": [{"description": "", "displayName": "Lifetime", "locale": "en_US"}],
         "productID": "pro_lifetime", "referenceName": "Lifetime", "type": "NonConsumable"}
      ],
      "nonRenewingSubscriptions": [],
      "settings": {},
      "subscriptionGroups": [
        {"id": "G1", "name": "Pro", "localizations": [], "subscriptions": [
          {"displayPrice": "7.99", "familyShareable": false, "groupNumber": 1, "internalID": "2",
           "localizations": [{"description": "", "displayName": "Monthly", "locale": "en_US"}],
           "productID": "pro_monthly", "recurringSubscriptionPeriod": "P1M",
           "referenceName": "Monthly", "subscriptionGroupID": "G1", "type": "RecurringSubscription"},
          {"displayPrice": "59.99", "familyShareable": false, "groupNumber": 2, "internalID": "3",
           "localizations": [{"description": "", "displayName": "Annual", "locale": "en_US"}],
           "productID": "pro_annual", "recurringSubscriptionPeriod": "P1Y",
           "referenceName": "Annual", "subscriptionGroupID": "G1", "type": "RecurringSubscription"}
        ]}
      ],
      "version": {"major": 4, "minor": 0}
    }
    """
}
