import Foundation

extension SubscriptionManager {
  /// Arms a timer, on the injected clock, for the moment the configured
  /// entitlement's expiration date passes; then the manager asks the backend
  /// again, so access ends on time rather than at the next launch. When the
  /// backend cannot answer, the device clock decides
  /// (`CustomerInfo.evaluatedOffline(at:)`).
  ///
  /// An expiration already past is handled once, at once; the timer never loops.
  func scheduleExpiryTimer() {
    guard let configuration,
      let entitlement = customerInfo?.entitlements[configuration.entitlementIdentifier],
      entitlement.isActive, let expiration = entitlement.expirationDate,
      expiration != handledExpiration
    else {
      tasks.cancel("expiry")
      return
    }
    // "Expires at" still grants access at that instant; wake just after it.
    let seconds = max(0, expiration.timeIntervalSince(now())) + 0.001
    let delay = Duration.nanoseconds(Int64((seconds * 1e9).rounded()))
    let epoch = customerEpoch
    tasks.replace(
      "expiry",
      with: Task { [weak self, clock] in
        do {
          try await clock.sleep(for: delay)
        } catch {
          return
        }
        guard let self, epoch == self.customerEpoch else { return }
        self.handledExpiration = expiration
        await self.refreshStatus()
      })
  }
}
