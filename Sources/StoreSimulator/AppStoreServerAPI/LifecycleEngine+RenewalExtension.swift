import Foundation
import SubscriptionKit
import SubscriptionWire

extension LifecycleEngine {
  /// Why a subscription cannot have its renewal date extended.
  enum ExtensionRefusal: Error, Equatable {
    /// No subscription has this original transaction ID.
    case unknown
    /// The ID is a later transaction of a subscription, not its original one.
    case notOriginal
    /// Not active on a paid period (expired, refunded, in billing retry or
    /// grace, or in a free or discounted offer period).
    case ineligible
    /// Already extended twice in the last 365 days.
    case maximumReached
  }

  /// Moves a subscription's renewal date `days` later (Apple's Extend a
  /// Subscription Renewal Date): the current period and its transaction end
  /// later, and the next renewal happens then. Emits RevenueCat's
  /// `SUBSCRIPTION_EXTENDED` and Apple's `RENEWAL_EXTENDED`; returns the new
  /// renewal date.
  ///
  /// - Parameter recentExtensions: how many times it was extended in the last 365 days.
  func extendRenewalDate(
    of originalID: String, byDays days: Int, recentExtensions: Int, at date: Date,
    state: inout EngineState, step: inout LifecycleStep
  ) throws(ExtensionRefusal) -> Date {
    guard var subscription = state.subscriptions[originalID] else {
      if let transaction = state.transactions[originalID], transaction.originalID != originalID {
        throw .notOriginal
      }
      throw .unknown
    }
    guard subscription.status == .active, subscription.periodType == .normal,
      subscription.periodEnd > date,
      var latest = state.transactions[subscription.latestTransactionID]
    else { throw .ineligible }
    guard recentExtensions < AppleRenewalExtension.maximumPerYear else { throw .maximumReached }
    let end = ISO8601.instant(subscription.periodEnd.addingTimeInterval(Double(days) * 86_400))
    subscription.periodEnd = end
    latest.expiresDate = end
    state.store(latest)
    step.transactions.insert(latest.id)
    save(subscription, state: &state, step: &step)
    emit(.subscriptionExtended, transaction: latest, at: date, state: &state, step: &step)
    notifyApple(
      AppleNotificationType.renewalExtended, transaction: latest, at: date, state: &state,
      step: &step)
    return end
  }

  /// Apple's `RENEWAL_EXTENSION` / `FAILURE` for one subscription a mass
  /// extension could not extend: its latest transaction and renewal info as
  /// they stand (unchanged).
  func notifyAppleExtensionFailure(
    of originalID: String, at date: Date, state: inout EngineState, step: inout LifecycleStep
  ) {
    let latest = state.subscriptions[originalID].flatMap {
      state.transactions[$0.latestTransactionID]
    }
    notifyApple(
      AppleNotificationType.renewalExtension, AppleNotificationSubtype.failure,
      transaction: latest, at: date, state: &state, step: &step)
  }

  /// Apple's `RENEWAL_EXTENSION` / `SUMMARY` after a mass extension: no
  /// `data`, the counts in `summary`.
  func notifyAppleSummary(
    _ summary: AppleNotificationSummary, at date: Date, state: inout EngineState,
    step: inout LifecycleStep
  ) {
    let sequence = state.nextNotificationSequence
    state.nextNotificationSequence += 1
    let payload = AppleNotificationPayload(
      notificationType: AppleNotificationType.renewalExtension,
      subtype: AppleNotificationSubtype.summary,
      notificationUUID: Self.eventID(
        ledgerID: state.ledgerID, sequence: sequence, separator: "-0000-4000-a000-"),
      data: nil, summary: summary, signedDate: ISO8601.milliseconds(date))
    step.appleNotifications.append(
      AppleNotification(sequence: sequence, payload: payload, transaction: nil, renewalInfo: nil))
  }
}
