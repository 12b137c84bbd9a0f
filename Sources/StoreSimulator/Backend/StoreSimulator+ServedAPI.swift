import Foundation
import SubscriptionKit

/// What a served API (`subkit-server store`) asks of the store for any
/// customer, not only the current one: get-or-create, identify, intro
/// eligibility and the subscriber document as a value. Each write is one
/// ledger transaction, as every control is, so several server processes and
/// `subkit store` commands may share one ledger.
extension StoreSimulator {
  /// Creates `appUserID` unless the ledger knows it; returns true when it was created.
  ///
  /// - Throws: `PurchaseError` `.invalidAppUserIdError` for an ID RevenueCat refuses.
  package func ensureCustomer(_ appUserID: String) throws -> Bool {
    let id = try AppUserID.validated(appUserID)
    let created = try core.withLock { core in
      try core.refresh()
      guard core.state.customers[id] == nil else { return false }
      return try core.perform { date, state, step in
        guard state.customers[id] == nil else { return false }
        core.engine.ensureCustomer(id, at: date, state: &state, step: &step)
        return true
      }
    }
    broadcastChanges()
    return created
  }

  /// Whether the ledger knows `appUserID`.
  package func hasCustomer(_ appUserID: String) -> Bool {
    core.withLock { core in
      try? core.refresh()
      return core.state.customers[appUserID] != nil
    }
  }

  /// RevenueCat's `POST /v1/subscribers/identify`: `appUserID` logs in as
  /// `newAppUserID`. An anonymous customer with purchases who becomes a new
  /// ID is renamed (its purchases follow); otherwise the new ID is created if
  /// need be and keeps the anonymous customer's experiment variants. Returns
  /// true when `newAppUserID` was created. The store's current customer is
  /// left as it is (a server has no device).
  package func identify(_ appUserID: String, as newAppUserID: String) throws -> Bool {
    let old = try AppUserID.validated(appUserID)
    let new = try AppUserID.validated(newAppUserID)
    guard old != new else { return try ensureCustomer(new) }
    let created = try core.withLock { core in
      try core.perform { date, state, step in
        let created = state.customers[new] == nil
        if created, AppUserID.isAnonymous(old),
          !(state.customers[old]?.transactionIDs.isEmpty ?? true)
        {
          core.engine.rename(old, to: new, state: &state, step: &step)
        } else {
          core.engine.ensureCustomer(new, at: date, state: &state, step: &step)
          if created, AppUserID.isAnonymous(old) {
            core.engine.carryEnrollments(from: old, to: new, state: &state, step: &step)
          }
        }
        return created
      }
    }
    broadcastChanges()
    return created
  }

  /// Whether `appUserID` may take each product's intro offer, by the rule
  /// purchases use (`IntroOfferRule`).
  package func introEligibility(of productIdentifiers: [String], for appUserID: String)
    -> [String: IntroEligibilityStatus]
  {
    core.withLock { core in
      try? core.refresh()
      var result: [String: IntroEligibilityStatus] = [:]
      for id in productIdentifiers {
        result[id] = core.engine.introEligibility(of: id, for: appUserID, state: core.state)
      }
      return result
    }
  }

  /// RevenueCat's subscriber document for `appUserID` now, as a value (the
  /// one `customerInfoJSON(for:)` prints).
  package func subscriberResponse(for appUserID: String) throws -> SubscriberResponse {
    try core.withLock { try $0.subscriberResponse(for: appUserID) }
  }

  /// Whether the ledger holds a transaction with this identifier.
  package func hasTransaction(_ transactionID: String) -> Bool {
    core.withLock { core in
      try? core.refresh()
      return core.state.transactions[transactionID] != nil
    }
  }

  /// When each known customer was first seen, by app user ID.
  package func customersFirstSeen() -> [String: Date] {
    core.withLock { core in
      try? core.refresh()
      return core.state.customers.mapValues(\.firstSeen)
    }
  }
}
