import Foundation

extension SubscriptionManager {
  /// Arms a timer, on the injected clock, for the next instant the configured
  /// entitlement's access can end by the clock alone; then the manager asks the
  /// backend again, so access ends on time rather than at the next launch.
  ///
  /// That instant is the entitlement's own `expires_date` — the date that
  /// decides `isActive` (`EntitlementActivity`: at that exact instant access is
  /// over) — not the subscription's, which may differ. When the backend cannot
  /// answer, `configuration.offlineAccess` decides (`OfflineAccessPolicy`).
  /// An entitlement still active past its expiration because the document's
  /// request date is trusted is refreshed once at once, then again when that
  /// trust runs out (`CustomerInfo.requestDateGracePeriod`). The timer never loops.
  func scheduleExpiryTimer() {
    guard let configuration, let info = customerInfo,
      let (expiration, deadline) = Self.nextAccessCheck(
        in: info, entitlement: configuration.entitlementIdentifier, now: now(),
        handled: session.handledExpiration)
    else {
      tasks.cancel("expiry")
      return
    }
    // The deadline is a date, fixed now: a task that starts late still wakes at it.
    let clock = dependencies.clock
    let armed = epoch.token
    tasks.replace(
      "expiry",
      with: Task { [weak self] in
        do {
          try await clock.sleep(until: deadline)
        } catch {
          return
        }
        guard let self, self.epoch.isCurrent(armed) else { return }
        self.session.handledExpiration = expiration
        await self.refreshStatus()
      })
  }

  /// The entitlement's expiration and the instant to check it next, or nil
  /// when no change can come from the clock (inactive, lifetime, or handled).
  nonisolated static func nextAccessCheck(
    in info: CustomerInfo, entitlement identifier: String, now: Date, handled: Date?
  ) -> (expiration: Date, deadline: Date)? {
    guard info.entitlements[identifier]?.isActive == true,
      let expiration = info.response.subscriber.entitlements[identifier]?.expiresDate
    else { return nil }
    if EntitlementActivity.isActive(expiresDate: expiration, at: now) {
      return (expiration, EntitlementActivity.endOfAccess(expiresDate: expiration) ?? expiration)
    }
    // Past by the device clock, active by the server's request date.
    if expiration != handled { return (expiration, now) }
    let trustEnd = CustomerInfo.requestDateTrustEnd(info.requestDate)
    return EntitlementActivity.isActive(expiresDate: trustEnd, at: now)
      ? (expiration, trustEnd) : nil
  }
}
