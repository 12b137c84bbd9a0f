import SubscriptionKit

extension InMemoryBackend {
  /// Records the paywall event (read them back with `paywallEvents`).
  public func track(_ event: PaywallDisplayEvent) async {
    state.withLock { $0.paywallEvents.append(event) }
  }

  /// The paywall events recorded, oldest first.
  public var paywallEvents: [PaywallDisplayEvent] { state.current.paywallEvents }
}
