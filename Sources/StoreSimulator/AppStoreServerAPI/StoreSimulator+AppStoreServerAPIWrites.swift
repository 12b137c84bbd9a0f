import Foundation
import SubscriptionKit
import SubscriptionWire

/// What the App Store Server API writes. Each call is one ledger
/// transaction: the change, its RevenueCat events and its Apple
/// notifications are committed together or not at all; a refused request
/// (`AppStoreAPIRefusal`) writes nothing.
extension StoreSimulator {
  /// Extend a Subscription Renewal Date: moves the subscription's renewal
  /// date `days` later (1–90; the caller checks), with `RENEWAL_EXTENDED`
  /// and RevenueCat's `SUBSCRIPTION_EXTENDED`. The same `requestIdentifier`
  /// again answers what the first request did and changes nothing.
  ///
  /// - Throws: `AppStoreAPIRefusal` (unknown, not original, ineligible,
  ///   two extensions in 365 days); `StoreSimulatorError` for the ledger.
  package func extendAppleRenewalDate(
    originalTransactionID: String, days: Int, reason: Int, requestIdentifier: String
  ) throws -> AppleRenewalExtension {
    let result = try core.withLock { core in
      try core.perform { date, state, step -> AppleRenewalExtension in
        if let effective = try core.ledger.renewalExtension(
          of: originalTransactionID, request: requestIdentifier)
        {
          return AppleRenewalExtension(
            originalTransactionId: originalTransactionID, effectiveDate: effective)
        }
        let effective = try Self.extend(
          core, originalTransactionID, days: days, reason: reason, request: requestIdentifier,
          massRequest: nil, at: date, state: &state, step: &step)
        return AppleRenewalExtension(
          originalTransactionId: originalTransactionID, effectiveDate: effective)
      }
    }
    broadcastChanges()
    return result
  }

  /// Extend Subscription Renewal Dates for All Active Subscribers: every
  /// subscription whose current product is `productID` and that has access
  /// is extended `days` (one `RENEWAL_EXTENDED` each, or, when it cannot be,
  /// one `RENEWAL_EXTENSION` / `FAILURE` and counted as failed), then one
  /// `RENEWAL_EXTENSION` / `SUMMARY` carries the
  /// counts; all in one transaction, so the request is complete when it is
  /// answered. `storefronts` (alpha-3 codes) limits it to those storefronts;
  /// the store has one. The same request identifier for the product again
  /// answers the first outcome and changes nothing.
  package func massExtendAppleRenewalDate(
    productID: String, days: Int, reason: Int, requestIdentifier: String, storefronts: [String]
  ) throws -> AppleMassExtension {
    let result = try core.withLock { core in
      try core.perform { date, state, step -> AppleMassExtension in
        if let done = try core.ledger.massExtension(product: productID, request: requestIdentifier)
        {
          return done
        }
        guard core.engine.catalog.products[productID]?.kind == .autoRenewableSubscription else {
          throw AppStoreAPIRefusal.unknownProduct
        }
        var outcome = AppleMassExtension(
          requestIdentifier: requestIdentifier, productId: productID, completeDate: date,
          succeededCount: 0, failedCount: 0)
        let storefront = core.engine.catalog.storefront.code
        if storefronts.isEmpty || storefronts.contains(where: { $0.uppercased() == storefront }) {
          let chosen = state.subscriptions.values
            .filter { $0.productID == productID && $0.hasAccess }
            .map(\.originalTransactionID).sorted()
          for id in chosen {
            do {
              _ = try Self.extend(
                core, id, days: days, reason: reason, request: requestIdentifier,
                massRequest: requestIdentifier, at: date, state: &state, step: &step)
              outcome.succeededCount += 1
            } catch is AppStoreAPIRefusal {
              outcome.failedCount += 1
              core.engine.notifyAppleExtensionFailure(of: id, at: date, state: &state, step: &step)
            }
          }
        }
        try core.ledger.recordMassExtension(
          outcome, days: days, reason: reason, storefronts: storefronts)
        let app = core.engine.policy.appStoreApp
        core.engine.notifyAppleSummary(
          AppleNotificationSummary(
            requestIdentifier: requestIdentifier, environment: core.engine.policy.appleEnvironment,
            appAppleId: app.appAppleId, bundleId: app.bundleId, productId: productID,
            storefrontCountryCodes: storefronts, succeededCount: Int64(outcome.succeededCount),
            failedCount: Int64(outcome.failedCount)),
          at: date, state: &state, step: &step)
        return outcome
      }
    }
    broadcastChanges()
    return result
  }

  /// A mass extension's outcome, if the store has that request for that product.
  package func appleMassExtension(productID: String, requestIdentifier: String) throws
    -> AppleMassExtension?
  {
    try core.withLock { core in
      try core.refresh()
      return try core.ledger.massExtension(product: productID, request: requestIdentifier)
    }
  }

  /// Set App Account Token: every transaction of the purchase whose original
  /// transaction is `originalTransactionID` carries `token` (a UUID, the
  /// caller checks) from now on, in the API and in notifications.
  package func setAppleAppAccountToken(_ token: String, originalTransactionID: String) throws {
    try core.withLock { core in
      try core.writing {
        let date = try core.catchUp()
        guard let transaction = core.state.transactions[originalTransactionID] else {
          throw AppStoreAPIRefusal.unknownTransaction
        }
        guard transaction.originalID == originalTransactionID else {
          throw AppStoreAPIRefusal.notOriginalTransaction
        }
        try core.ledger.writeAppAccountToken(token, for: originalTransactionID, at: date)
        core.state.appAccountTokens[originalTransactionID] = token
      }
    }
  }

  /// Send Consumption Information: keeps `body` (the request, as JSON text)
  /// for `transactionID`, replacing what was sent before.
  package func recordAppleConsumption(_ body: String, transactionID: String) throws {
    try core.withLock { core in
      try core.writing {
        let date = try core.catchUp()
        guard core.state.transactions[transactionID] != nil else {
          throw AppStoreAPIRefusal.unknownTransaction
        }
        try core.ledger.writeConsumption(body, for: transactionID, at: date)
      }
    }
  }

  /// The consumption information last sent for `transactionID`, as JSON text.
  package func appleConsumption(of transactionID: String) throws -> String? {
    try core.withLock { core in try core.ledger.consumption(of: transactionID) }
  }

  /// Finish Transaction: the transaction is marked finished (a finished
  /// consumable leaves the transaction history). Finishing again changes nothing.
  package func finishAppleTransaction(_ transactionID: String) throws {
    try core.withLock { core in
      try core.writing {
        let date = try core.catchUp()
        guard core.state.transactions[transactionID] != nil else {
          throw AppStoreAPIRefusal.unknownTransaction
        }
        try core.ledger.finish(transactionID, at: date)
      }
    }
  }

  /// One subscription's extension inside a step, recorded with its request.
  private static func extend(
    _ core: SimulatorCore, _ originalID: String, days: Int, reason: Int, request: String,
    massRequest: String?, at date: Date, state: inout EngineState, step: inout LifecycleStep
  ) throws -> Date {
    let yearAgo = date.addingTimeInterval(-365 * 86_400)
    let recent = try core.ledger.renewalExtensionCount(of: originalID, after: yearAgo)
    let effective: Date
    do {
      effective = try core.engine.extendRenewalDate(
        of: originalID, byDays: days, recentExtensions: recent, at: date, state: &state,
        step: &step)
    } catch {
      switch error {
      case .unknown: throw AppStoreAPIRefusal.unknownTransaction
      case .notOriginal: throw AppStoreAPIRefusal.notOriginalTransaction
      case .ineligible: throw AppStoreAPIRefusal.extensionIneligible
      case .maximumReached: throw AppStoreAPIRefusal.maximumExtensions
      }
    }
    try core.ledger.recordRenewalExtension(
      of: originalID, request: request, massRequest: massRequest, days: days, reason: reason,
      at: date, effective: effective)
    return effective
  }
}
