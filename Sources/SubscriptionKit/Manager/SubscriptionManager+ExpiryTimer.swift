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
    let remaining = expiration.timeIntervalSince(now())
    // "Expires at" still grants access at that instant; wake just after it.
    // The deadline is fixed now, not when the task first runs.
    var sleep: (@Sendable () async throws -> Void)?
    if remaining >= 0 {
      let delay = Duration.nanoseconds(Int64((remaining * 1e9).rounded()) + 1_000_000)
      let clock: any Clock<Swift.Duration> = self.clock
      let made = sleeper(on: clock, for: delay)
      sleep = made
    }
    let epoch = customerEpoch
    tasks.replace(
      "expiry",
      with: Task { [weak self] in
        do {
          try await sleep?()
        } catch {
          return
        }
        guard let self, epoch == self.customerEpoch else { return }
        self.handledExpiration = expiration
        await self.refreshStatus()
      })
  }
}

/// A sleep until `delay` after the clock's current instant.
private func sleeper<C: Clock>(on clock: C, for delay: Duration)
  -> @Sendable () async throws -> Void where C.Duration == Duration
{
  let deadline = clock.now.advanced(by: delay)
  return { try await clock.sleep(until: deadline, tolerance: nil) }
}
