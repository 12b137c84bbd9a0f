import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire
import Testing

/// The same timelines, told twice: the count of each Apple notification type
/// matches the RevenueCat events that describe the same steps, one for one
/// (the mapping is docs/apple-notifications.md's table).
@Suite("Apple notifications and RevenueCat events agree", .timeLimit(.minutes(10)))
struct AppleRevenueCatAgreementTests {
  @Test("Each mapped pair counts the same, and every Apple notification is mapped")
  func countsAgree() throws {
    let population = try ApplePopulationRefereeTests.population.get()
    let notifications = population.notifications
    let events = population.events
    /// Notifications of `type`, any subtype.
    func apple(_ type: String) -> Int {
      notifications.filter { $0.payload.notificationType == type }.count
    }
    /// Notifications of `type` with exactly `subtype` (nil: none).
    func apple(_ type: String, _ subtype: String?) -> Int {
      notifications.filter {
        $0.payload.notificationType == type && $0.payload.subtype == subtype
      }.count
    }
    func revenueCat(_ type: WebhookEventType, _ reason: WebhookReason? = nil) -> Int {
      events.filter {
        $0.type == type
          && (reason == nil || $0.cancelReason == reason || $0.expirationReason == reason)
      }.count
    }
    /// Notifications that bring a new charge (the first to carry their transaction).
    var charging: Set<String> = []
    for store in population.stores {
      var seen: Set<String> = []
      for notification in store.notifications {
        guard let id = notification.transaction?.transactionId else { continue }
        if seen.insert(id).inserted { charging.insert(notification.payload.notificationUUID) }
      }
    }
    /// A plan change that charged at once (upgrade, crossgrade of the same period).
    func isImmediateChange(_ notification: AppleNotification) -> Bool {
      notification.payload.notificationType == AppleNotificationType.didChangeRenewalPref
        && charging.contains(notification.payload.notificationUUID)
    }
    /// A pending change withdrawn (no RevenueCat event).
    func isWithdrawal(_ notification: AppleNotification) -> Bool {
      notification.payload.notificationType == AppleNotificationType.didChangeRenewalPref
        && notification.payload.subtype == nil && !isImmediateChange(notification)
        && notification.renewalInfo?.autoRenewProductId == notification.renewalInfo?.productId
    }
    let immediateChanges = notifications.filter(isImmediateChange).count
    let withdrawals = notifications.filter(isWithdrawal).count
    let subscriptionPurchases = events.filter {
      $0.type == .initialPurchase
    }.count

    #expect(subscriptionPurchases == apple("SUBSCRIBED", "INITIAL_BUY"))
    #expect(revenueCat(.nonRenewingPurchase) == apple("ONE_TIME_CHARGE"))
    #expect(
      revenueCat(.renewal)
        == apple("DID_RENEW") + apple("SUBSCRIBED", "RESUBSCRIBE") + immediateChanges)
    #expect(revenueCat(.productChange) == apple("DID_CHANGE_RENEWAL_PREF") - withdrawals)
    #expect(
      revenueCat(.cancellation, .unsubscribe)
        == apple("DID_CHANGE_RENEWAL_STATUS", "AUTO_RENEW_DISABLED"))
    #expect(
      revenueCat(.uncancellation) == apple("DID_CHANGE_RENEWAL_STATUS", "AUTO_RENEW_ENABLED"))
    #expect(revenueCat(.billingIssue) == apple("DID_FAIL_TO_RENEW"))
    #expect(revenueCat(.cancellation, .customerSupport) == apple("REFUND"))
    #expect(revenueCat(.expiration, .unsubscribe) == apple("EXPIRED", "VOLUNTARY"))
    #expect(revenueCat(.expiration, .unknown) == apple("EXPIRED", "PRODUCT_NOT_FOR_SALE"))
    #expect(apple("EXPIRED", "PRODUCT_NOT_FOR_SALE") == 1)
    #expect(
      revenueCat(.expiration, .billingError)
        == apple("GRACE_PERIOD_EXPIRED") + apple("DID_FAIL_TO_RENEW", nil))
    // Apple only: billing retry running out, a refund requested (the one the
    // population makes) and declined, a test, a mass summary.
    #expect(apple("EXPIRED", "BILLING_RETRY") >= 1)
    #expect(apple("EXPIRED", "BILLING_RETRY") <= apple("DID_FAIL_TO_RENEW"))
    #expect(apple("REFUND_DECLINED") == 1)
    #expect(apple("CONSUMPTION_REQUEST") == 1)
    #expect(apple("TEST") == 1)
    #expect(revenueCat(.subscriptionExtended) == apple("RENEWAL_EXTENDED"))
    // One single extension, two and two more in the tiered store (one of
    // the mass extension's three subscribers was extended twice already).
    #expect(apple("RENEWAL_EXTENDED") == 5)
    #expect(apple("RENEWAL_EXTENSION", "SUMMARY") == 1)
    #expect(apple("RENEWAL_EXTENSION", "FAILURE") == 1)
    let mapped: Set<String> = [
      "SUBSCRIBED", "ONE_TIME_CHARGE", "DID_RENEW", "DID_CHANGE_RENEWAL_PREF",
      "DID_CHANGE_RENEWAL_STATUS", "DID_FAIL_TO_RENEW", "REFUND", "EXPIRED",
      "GRACE_PERIOD_EXPIRED", "REFUND_DECLINED", "TEST", "RENEWAL_EXTENDED", "RENEWAL_EXTENSION",
      "CONSUMPTION_REQUEST",
    ]
    #expect(Set(notifications.map(\.payload.notificationType)).isSubset(of: mapped))
    #expect(notifications.count > 300, "\(notifications.count) notifications")
  }

  @Test("A charge's transaction says what its RevenueCat event says")
  func chargesAgree() throws {
    let population = try ApplePopulationRefereeTests.population.get()
    for store in population.stores {
      let charges = Dictionary(
        store.events.filter {
          [.initialPurchase, .renewal, .nonRenewingPurchase].contains($0.type)
        }.compactMap { event in event.transactionID.map { ($0, event) } },
        uniquingKeysWith: { first, _ in first })
      for notification in store.notifications {
        guard let transaction = notification.transaction,
          transaction.purchaseDate == notification.payload.signedDate,
          notification.payload.notificationType != AppleNotificationType.refund
        else { continue }
        let event = try #require(charges[transaction.transactionId], "\(transaction.transactionId)")
        #expect(event.productID == transaction.productId)
        #expect(event.purchasedAtMs == transaction.purchaseDate)
        #expect(event.expirationAtMs == transaction.expiresDate)
        #expect(event.originalTransactionID == transaction.originalTransactionId)
        #expect(event.currency == transaction.currency)
        #expect(
          event.priceInPurchasedCurrency * 1000 == Decimal(transaction.price ?? -1),
          "\(transaction.transactionId)")
      }
    }
  }
}
