import Foundation
import SubscriptionKit

/// Promotional entitlements: access given (and taken back) through the REST
/// API, without a purchase. They change the customer's document only: the
/// store sends no webhook for them (docs/server.md).
extension LifecycleEngine {
  /// Every entitlement the project's mapping names.
  var entitlementIdentifiers: Set<String> {
    Set(catalog.project.entitlementMapping.products.values.flatMap(\.entitlements))
  }

  /// Grants `entitlementID` to `appUserID` from `date` until `end` (nil:
  /// for life), under RevenueCat's `duration` name.
  ///
  /// - Throws: `StoreSimulatorError` `.unknownEntitlement` for an entitlement
  ///   the project does not define, `.invalidDuration` for an end not after `date`.
  func grantPromotional(
    _ entitlementID: String, duration: String, until end: Date?, to appUserID: String,
    at date: Date, state: inout EngineState, step: inout LifecycleStep
  ) throws {
    guard entitlementIdentifiers.contains(entitlementID) else {
      throw StoreSimulatorError(
        .unknownEntitlement, "The project has no entitlement \"\(entitlementID)\".")
    }
    if let end, end <= date {
      throw StoreSimulatorError(
        .invalidDuration, "A promotional grant must end after the store's time, \(date).")
    }
    ensureCustomer(appUserID, at: date, state: &state, step: &step)
    state.customers[appUserID]?.promotionals.removeAll {
      $0.entitlementID == entitlementID && $0.start == date
    }
    state.customers[appUserID]?.promotionals.append(
      PromotionalGrant(entitlementID: entitlementID, duration: duration, start: date, end: end))
    step.customerDetails.insert(appUserID)
    step.affectedUsers.insert(appUserID)
  }

  /// Ends every promotional grant of `entitlementID` that `appUserID` still
  /// holds at `date`; returns how many were ended.
  func revokePromotionals(
    _ entitlementID: String, of appUserID: String, at date: Date, state: inout EngineState,
    step: inout LifecycleStep
  ) throws -> Int {
    guard entitlementIdentifiers.contains(entitlementID) else {
      throw StoreSimulatorError(
        .unknownEntitlement, "The project has no entitlement \"\(entitlementID)\".")
    }
    guard var customer = state.customers[appUserID] else { return 0 }
    var ended = 0
    for index in customer.promotionals.indices
    where customer.promotionals[index].entitlementID == entitlementID
      && (customer.promotionals[index].end.map { $0 > date } ?? true)
    {
      customer.promotionals[index].end = date
      ended += 1
    }
    guard ended > 0 else { return 0 }
    state.customers[appUserID] = customer
    step.customerDetails.insert(appUserID)
    step.affectedUsers.insert(appUserID)
    return ended
  }
}

extension StoreSimulatorError.Code {
  /// An entitlement identifier the project does not define.
  public static let unknownEntitlement = StoreSimulatorError.Code(rawValue: "unknown_entitlement")
}
