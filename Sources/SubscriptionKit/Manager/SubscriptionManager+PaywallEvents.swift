extension SubscriptionManager {
  /// Records that a paywall is on screen (a `paywall_impression`) showing
  /// the current offering, or `placement`'s: call it when a paywall appears.
  /// An experiment counts the customer as exposed to their variant from then
  /// on. Does nothing before offerings are loaded (no offering is shown yet)
  /// or when the backend does not record paywall events.
  ///
  /// ```swift
  /// PaywallView(manager: manager).task { await manager.paywallShown() }
  /// ```
  public func paywallShown(placement: String? = nil) async {
    await recordPaywallEvent(.impression, placement: placement)
  }

  /// Records that the paywall was closed (a `paywall_close`): call it when it disappears.
  public func paywallClosed(placement: String? = nil) async {
    await recordPaywallEvent(.close, placement: placement)
  }

  /// Sends `kind` for the offering shown; failures are not the caller's concern.
  private func recordPaywallEvent(_ kind: PaywallDisplayEvent.Kind, placement: String?) async {
    let shown = placement == nil ? offering : placement.flatMap { offering(forPlacement: $0) }
    guard let backend, let shown else { return }
    await backend.track(PaywallDisplayEvent(kind, offeringIdentifier: shown.identifier))
  }
}
