import Foundation
import SubscriptionKit
import SubscriptionWire

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

  /// RevenueCat's `GET /v1/subscribers/{id}`: the subscriber document's JSON
  /// (what `customerInfoJSON(for:)` prints), creating the customer first when
  /// the ledger does not know it (`created`), all under one lock.
  ///
  /// - Throws: `PurchaseError` `.invalidAppUserIdError`, `StoreSimulatorError` `.ledger`.
  package func subscriberJSON(getOrCreate appUserID: String) throws -> (
    json: Data, created: Bool
  ) {
    let id = try AppUserID.validated(appUserID)
    let answer = try core.withLock { core in
      try core.refresh()
      var created = false
      if core.state.customers[id] == nil {
        created = try core.perform { date, state, step in
          guard state.customers[id] == nil else { return false }
          core.engine.ensureCustomer(id, at: date, state: &state, step: &step)
          return true
        }
      }
      return (json: try core.subscriberJSON(for: id), created: created)
    }
    if answer.created { broadcastChanges() }
    return answer
  }

  /// Whether the ledger knows `appUserID`.
  package func hasCustomer(_ appUserID: String) -> Bool {
    core.withLock { core in
      try? core.refresh()
      return core.state.customers[appUserID] != nil && !DeletedCustomer.isTombstone(appUserID)
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
      return core.state.customers.filter { !DeletedCustomer.isTombstone($0.key) }
        .mapValues(\.firstSeen)
    }
  }

  /// Grants `entitlementID` to `appUserID` as RevenueCat's promotional
  /// entitlement, from the store's time: for RevenueCat's `duration`
  /// (`daily` … `yearly`, `lifetime`) or until `end`. Customer info changes
  /// at once; no webhook is sent.
  ///
  /// - Throws: `StoreSimulatorError` `.unknownEntitlement`, `.invalidDuration`
  ///   (an unknown duration, or an end not after the store's time); nothing is written then.
  package func grantPromotional(
    _ entitlementID: String, to appUserID: String, duration: String?, until end: Date?
  ) throws {
    let id = try AppUserID.validated(appUserID)
    let name = duration ?? "custom"
    if end == nil, PromotionalGrant.durations[name] == nil {
      let names = PromotionalGrant.durations.keys.sorted().joined(separator: ", ")
      throw StoreSimulatorError(
        .invalidDuration, "Unknown promotional duration \"\(name)\" (one of \(names)).")
    }
    try core.withLock { core in
      try core.perform { date, state, step in
        var until = end
        if end == nil, let length = PromotionalGrant.durations[name] ?? nil {
          guard let computed = length.advancing(date) else {
            throw StoreSimulatorError(
              .timeOutOfRange, "A \(name) grant from \(date) ends past store time's range.")
          }
          until = computed
        }
        try core.engine.grantPromotional(
          entitlementID, duration: name, until: until, to: id, at: date, state: &state,
          step: &step)
      }
    }
    broadcastChanges()
  }

  /// Ends every promotional grant of `entitlementID` `appUserID` still holds;
  /// returns how many were ended.
  ///
  /// - Throws: `StoreSimulatorError` `.unknownEntitlement`.
  @discardableResult
  package func revokePromotionals(_ entitlementID: String, of appUserID: String) throws -> Int {
    let id = try AppUserID.validated(appUserID)
    let ended = try core.withLock { core in
      try core.perform { date, state, step in
        try core.engine.revokePromotionals(
          entitlementID, of: id, at: date, state: &state, step: &step)
      }
    }
    broadcastChanges()
    return ended
  }
}
